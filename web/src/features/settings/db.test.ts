import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATASET_TABLES, META_KEYS, openReplica, replica, type ReplicaDatabase } from '../../lib/replica/replica-db';
import { replicaSyncer } from '../../lib/replica/replica-sync';
import { saveSearchLocally } from '../../lib/replica/save-search-locally';
import { syncReplica } from '../../lib/replica/sync-replica';
import { seededServer } from '../../test/render-screen';
import type { FakeServer } from '../../lib/replica/testing/fake-server';
import { clearAndDownloadAgain, clearDatasetOnDevice, readSettingsData } from './db';

const filters = { platforms: ['google'], categories: ['Cryptocurrency'], jurisdictions: ['IN'], status: [] };

let db: ReplicaDatabase;
let server: FakeServer;

/** A replica as a device has it after some use: the dataset, a search index, one sent and one unsent search. */
async function usedReplica(target: ReplicaDatabase) {
  await syncReplica(target, { fetch: server.fetch });
  await target.searchIndexes.put({ name: 'policies', revision: 1, builtAt: '2026-01-01T00:00:00.000Z', index: {} as never });
  const sent = await saveSearchLocally(target, { name: 'Sent', query: 'alcohol', filters });
  await target.savedSearches.update(sent.clientId, { id: 1, syncState: 'synced' });
  await target.outbox.where('clientId').equals(sent.clientId).delete();
  await saveSearchLocally(target, { name: 'Not sent yet', query: 'crypto', filters });
}

beforeEach(() => {
  server = seededServer();
  db = openReplica(`settings-test-${crypto.randomUUID()}`);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the settings read', () => {
  it('gives the revision, the number of policies, the last sync and the jurisdictions', async () => {
    expect(await readSettingsData(db)).toEqual({ revision: 0, policyCount: 0, lastSyncedAt: null, jurisdictions: [] });
    await syncReplica(db, { fetch: server.fetch });
    const data = await readSettingsData(db);
    expect(data).toMatchObject({ revision: 1, policyCount: 5 });
    expect(data.lastSyncedAt).toBe((await db.meta.get(META_KEYS.lastSyncedAt))?.value);
    expect(Number.isNaN(Date.parse(data.lastSyncedAt!))).toBe(false);
    expect(data.jurisdictions.map((j) => j.code).sort()).toEqual(['GLOBAL', 'IN', 'US']);
  });
});

describe('clearing the local data', () => {
  it('empties the dataset, meta and search index, and keeps every saved search and the outbox as they were', async () => {
    await usedReplica(db);
    const searches = await db.savedSearches.orderBy('clientId').toArray();
    const outbox = await db.outbox.toArray();
    expect(searches).toHaveLength(2);
    expect(outbox).toMatchObject([{ kind: 'saved-search.create', payload: { name: 'Not sent yet' } }]);

    await clearDatasetOnDevice(db);

    for (const table of DATASET_TABLES) expect(await db.table(table).count(), table).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.searchIndexes.count()).toBe(0);
    expect(await db.savedSearches.orderBy('clientId').toArray()).toEqual(searches);
    expect(await db.outbox.toArray()).toEqual(outbox);
    expect(await readSettingsData(db)).toEqual({ revision: 0, policyCount: 0, lastSyncedAt: null, jurisdictions: [] });

    // The next sync starts from revision 0 (no ETag left) and brings the whole library back.
    await syncReplica(db, { fetch: server.fetch });
    expect(server.requests.filter((r) => r.path.startsWith('/api/sync')).at(-1)).toMatchObject({ path: '/api/sync?since=0' });
    expect(await readSettingsData(db)).toMatchObject({ revision: 1, policyCount: 5 });
    expect(await db.outbox.toArray()).toEqual(outbox);
  });

  it('on the app replica, downloads again and sends the unsent search; a failed download is reported and loses nothing', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const app = replica();
    await Promise.all(app.tables.map((t) => t.clear()));
    await usedReplica(app);

    expect(await clearAndDownloadAgain()).toBeNull();
    expect(await readSettingsData(app)).toMatchObject({ revision: 1, policyCount: 5 });
    expect(server.serverSearches().map((s) => s.name)).toEqual(['Not sent yet']);
    expect((await app.savedSearches.toArray()).map((s) => s.name).sort()).toContain('Not sent yet');

    server.offline = true;
    await saveSearchLocally(app, { name: 'Offline one', query: 'gaming', filters });
    expect(await clearAndDownloadAgain()).toBe('Failed to fetch');
    expect(await app.policies.count()).toBe(0);
    expect(await app.outbox.toArray()).toMatchObject([{ payload: { name: 'Offline one' } }]);
    expect(replicaSyncer().getState().lastError).toBe('Failed to fetch');
  });
});
