import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openReplica } from './replica-db';
import { REPLICA_DB_NAME } from './replica-names';
import { askReplicaPresence, markReplicaOpen, replicaPresence, resetReplicaPresence } from './replica-presence';

// Whether the page reads the app's replica yet (ADR 328): asked of the device once, without creating it.
const databases = async () => (await indexedDB.databases()).map((d) => d.name);

afterEach(async () => {
  resetReplicaPresence();
  await openReplica(REPLICA_DB_NAME).delete();
});

describe('the replica\'s presence', () => {
  it('on a device without a replica, is absent, and asking creates none', async () => {
    expect(replicaPresence()).toBe('unknown');
    expect(await askReplicaPresence()).toBe('absent');
    expect(await databases()).not.toContain(REPLICA_DB_NAME);
  });

  it('with a replica never synced (revision 0), is absent; with a synced one, open', async () => {
    const db = openReplica(REPLICA_DB_NAME);
    await db.meta.put({ key: 'revision', value: 0 });
    db.close();
    expect(await askReplicaPresence()).toBe('absent');
    resetReplicaPresence();
    await db.open();
    await db.meta.put({ key: 'revision', value: 7 });
    db.close();
    expect(await askReplicaPresence()).toBe('open');
  });

  it('once the page opened the replica (or a sync filled it), is open whatever the device answered before', async () => {
    const asked = askReplicaPresence();
    markReplicaOpen();
    expect(await asked).toBe('open');
    expect(replicaPresence()).toBe('open');
  });
});
