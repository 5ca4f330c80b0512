import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datasetRead, forgetDatasetReads, peekLastRead, readByRevision, runRead, screenRead } from './dataset-read-cache';
import { readAllPolicies } from './dataset-reads';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;
const sync = () => syncReplica(db, { fetch: server.fetch });

beforeEach(async () => {
  db = openReplica(`read-cache-test-${crypto.randomUUID()}`);
  server = new FakeServer();
  server.publish({ platforms: [platform(1, 'google', 'Google Ads')], categories: [category(1, 'Cryptocurrency')], jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global')], policies: [policy(1, { title: 'First' })] });
  await sync();
});

afterEach(async () => {
  await db.delete();
});

const counted = () => {
  const read = vi.fn(readAllPolicies);
  return { read, named: datasetRead('all', read) };
};

describe('reads kept per revision', () => {
  it('a second read at the same revision is answered from memory: same object, tables not read again', async () => {
    const { read, named } = counted();
    const first = await readByRevision(db, named);
    expect(await readByRevision(db, named)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a sync that moves the revision makes the next read read the tables', async () => {
    const { read, named } = counted();
    await readByRevision(db, named);
    server.publish({ policies: [policy(1, { title: 'Second' })] });
    await sync();
    expect((await readByRevision(db, named)).policies.map((p) => p.title)).toEqual(['Second']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a sync that writes a delta forgets what was kept (nothing shows first from before it); an unchanged one does not', async () => {
    const { named } = counted();
    await readByRevision(db, named);
    await sync(); // 304: nothing written
    expect(peekLastRead(db, 'all')).toBeDefined();
    server.publish({ policies: [policy(1, { title: 'Second' })] });
    await sync();
    expect(peekLastRead(db, 'all')).toBeUndefined();
  });

  it('a sync in another tab moves the revision: the next read here reads the tables, though nothing was forgotten here', async () => {
    const { read, named } = counted();
    await readByRevision(db, named);
    server.publish({ policies: [policy(1, { title: 'Second' })] });
    const otherTab = openReplica(db.name);
    await syncReplica(otherTab, { fetch: server.fetch });
    otherTab.close();
    expect((await readByRevision(db, named)).policies.map((p) => p.title)).toEqual(['Second']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a screen read of dataset tables only is answered from memory at the same revision', async () => {
    const { read, named } = counted();
    const first = await runRead(db, named);
    expect(await runRead(db, named)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a read of the device lists is read every time; both kinds keep their last answer to show first', async () => {
    const read = vi.fn(async () => ({ revision: 1, n: Math.random() }));
    const named = screenRead('lists', read);
    const first = await runRead(db, named);
    const second = await runRead(db, named);
    expect(read).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(peekLastRead(db, 'lists')).toBe(second);
    expect(peekLastRead(db, 'never-read')).toBeUndefined();
    forgetDatasetReads(db);
    expect(peekLastRead(db, 'lists')).toBeUndefined();
  });

  it('keeps a bounded number of answers, dropping the oldest', async () => {
    for (let id = 0; id < 60; id++) await runRead(db, datasetRead(`policy:${id}`, async () => ({ revision: 1, id })));
    expect(peekLastRead(db, 'policy:0')).toBeUndefined();
    expect(peekLastRead(db, 'policy:59')).toEqual({ revision: 1, id: 59 });
    expect(peekLastRead(db, 'policy:12')).toEqual({ revision: 1, id: 12 });
    expect(peekLastRead(db, 'policy:11')).toBeUndefined();
  });
});
