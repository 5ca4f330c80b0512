import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFollowingLocally } from './followed-policies';
import { flushOutbox } from './outbox';
import { queuePolicyCheck } from './policy-check-events';
import { openReplica, type LocalSavedSearch, type ReplicaDatabase } from './replica-db';
import { saveSearchLocally } from './save-search-locally';
import { countPendingChanges, deleteSavedSearchLocally, listSavedSearches, markSavedSearchSeen, refreshSavedSearches } from './saved-searches';
import { syncReplica } from './sync-replica';
import { FakeServer, policy } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;
const filters = { platforms: [], categories: [], jurisdictions: [], status: [] };
const transport = () => ({ fetch: server.fetch });
const save = (query: string) => saveSearchLocally(db, { name: `Search for '${query}'`, query, filters });
const sync = () => syncReplica(db, transport());
/** A new dataset revision on the server, synced into the replica. */
const newRevision = async () => {
  server.publish({ policies: [policy(server.revision + 1)] });
  await sync();
};
const seenAt = async (clientId: string) => (await db.savedSearches.get(clientId))?.seenRevision;
const stored = (clientId: string, dateCreated: string, syncState: LocalSavedSearch['syncState'] = 'synced'): LocalSavedSearch => ({
  clientId, id: null, name: clientId, query: clientId, filters, dateCreated, syncState,
});

beforeEach(() => {
  db = openReplica(`saved-searches-test-${crypto.randomUUID()}`);
  server = new FakeServer();
});

afterEach(async () => {
  await db.delete();
});

describe('the list of saved searches', () => {
  it('shows the newest first and leaves out searches being deleted', async () => {
    await db.savedSearches.bulkPut([
      stored('a', '2026-03-01T10:00:00.000Z'),
      stored('b', '2026-01-01T10:00:00.000Z'),
      stored('c', '2026-02-01T10:00:00.000Z'),
      stored('d', '2026-04-01T10:00:00.000Z', 'pending-delete'),
    ]);
    expect((await listSavedSearches(db)).map((s) => s.clientId)).toEqual(['a', 'c', 'b']);
  });
});

describe('deleting a saved search', () => {
  it('of a search this device does not hold reports it missing and queues nothing', async () => {
    expect(await deleteSavedSearchLocally(db, 'not-here')).toBe('missing');
    expect(await db.outbox.count()).toBe(0);
  });

  it('twice queues one delete: the second reports the search missing', async () => {
    const row = await save('crypto');
    await flushOutbox(db, transport());
    expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('queued');
    expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('missing');
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['saved-search.delete']);
  });
});

describe('the count of pending changes', () => {
  it("counts the rep's queued searches and follows, not the checkers' usage events", async () => {
    await save('crypto');
    await setFollowingLocally(db, 3, true);
    await queuePolicyCheck(db, { checker: 'simple-checker', platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'limited' });
    expect(await countPendingChanges(db)).toBe(2);
  });
});

describe('seen markers', () => {
  it('a search saved before the first sync counts as seen at the revision it is first run at', async () => {
    const row = await save('crypto');
    expect(await seenAt(row.clientId)).toBeUndefined();
    server.publish({ policies: [policy(1)] });
    await sync();
    await markSavedSearchSeen(db, row.clientId);
    expect(await seenAt(row.clientId)).toBe(1);
  });

  it('running a search moves its marker up to the current revision', async () => {
    await newRevision();
    const row = await save('crypto');
    await newRevision();
    expect(await seenAt(row.clientId)).toBe(1);
    await markSavedSearchSeen(db, row.clientId);
    expect(await seenAt(row.clientId)).toBe(2);
  });

  it('never moves a marker back (the server rebuilt its dataset at a lower revision)', async () => {
    await newRevision();
    await newRevision();
    const row = await save('crypto');
    server.rebuild({ policies: [policy(1)] });
    await sync();
    await markSavedSearchSeen(db, row.clientId);
    expect(await seenAt(row.clientId)).toBe(2);
  });

  it('marking a search this device does not hold changes nothing', async () => {
    await newRevision();
    await markSavedSearchSeen(db, 'not-here');
    expect(await db.savedSearches.count()).toBe(0);
  });
});

describe("refreshing from the server's list", () => {
  it('keeps the revision this device last ran a search at; a search saved on another device counts from now', async () => {
    await newRevision();
    const mine = await save('crypto');
    await flushOutbox(db, transport());
    await newRevision();
    server.savedSearches.push({ id: 9, clientId: 'elsewhere', name: 'Elsewhere', query: 'x', filters, dateCreated: '2026-11-24T10:00:00.000Z', deleted: false });
    await refreshSavedSearches(db, transport());
    expect(await seenAt(mine.clientId)).toBe(1);
    expect(await seenAt('elsewhere')).toBe(2);
  });
});
