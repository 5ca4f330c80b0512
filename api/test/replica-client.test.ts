// The web app's own sync and outbox code (Node, fake-indexeddb) against the real server on port 0, on each
// database — not against the fake in web/src/lib/replica/testing, which is kept for fault injection only.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../core/contract.js';
import { loadSeed } from '../src/db/load-seed.js';
import { flushOutbox } from '../../web/src/lib/replica/outbox.js';
import { META_KEYS, openReplica, readMeta, type OutboxEntry, type ReplicaDatabase } from '../../web/src/lib/replica/replica-db.js';
import { deleteSavedSearchLocally, listSavedSearches } from '../../web/src/lib/replica/saved-searches.js';
import { saveSearchLocally } from '../../web/src/lib/replica/save-search-locally.js';
import { syncReplica } from '../../web/src/lib/replica/sync-replica.js';
import { goldenDataset } from './fixtures/golden-dataset.js';
import { dialects, startTestApp, withCookie, type TestApp } from './harness.js';

const noFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };

describe.each(dialects())('replica client against the real server on %s', (dialect) => {
  let app: TestApp;
  const replicas: ReplicaDatabase[] = [];
  const newReplica = () => {
    const db = openReplica(`client-${crypto.randomUUID()}`);
    replicas.push(db);
    return db;
  };
  // The replica's requests carry the same browser cookie as app.get(), as a browser's same-origin fetches do.
  const transport = () => ({ fetch: withCookie(app.cookie), baseUrl: app.url });
  const serverSearches = async () => (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];

  beforeAll(async () => {
    app = await startTestApp(dialect, { dataset: goldenDataset });
  });
  afterAll(async () => {
    for (const db of replicas) await db.delete();
    await app?.stop();
  });

  it('when nothing changed, then the next sync is an empty delta and the one after a 304', async () => {
    const db = newReplica();
    const first = await syncReplica(db, transport());
    expect(first).toMatchObject({ status: 'updated', reset: false, rowsWritten: expect.any(Number) });
    expect(await db.policies.count()).toBe(goldenDataset.policies.length);
    expect(await syncReplica(db, transport())).toMatchObject({ status: 'updated', rowsWritten: 0, rowsDeleted: 0 });
    const etag = await readMeta<{ since: number; value: string }>(db, META_KEYS.etag);
    expect(etag?.value).toBe(`"sync-${first.revision}-${first.revision}"`);
    expect(await syncReplica(db, transport())).toMatchObject({ status: 'unchanged', revision: first.revision });
    expect(await db.policies.count()).toBe(goldenDataset.policies.length);
  });

  it('when a policy is edited and another removed on the server, then one delta brings the edit and the tombstone', async () => {
    const own = await startTestApp(dialect, { dataset: goldenDataset });
    try {
      const db = newReplica();
      await syncReplica(db, { fetch, baseUrl: own.url });
      const edited = structuredClone(goldenDataset);
      edited.policies[0]!.title = 'Google crypto exchanges (edited)';
      const removed = edited.policies.pop()!;
      const removedId = (await db.policies.toArray()).find((p) => p.key === removed.key)!.id;
      await loadSeed(own.db, edited);
      const outcome = await syncReplica(db, { fetch, baseUrl: own.url });
      expect(outcome).toMatchObject({ status: 'updated', reset: false, rowsDeleted: 1 });
      expect((await db.policies.get(removedId))).toBeUndefined();
      expect((await db.policies.toArray()).find((p) => p.key === edited.policies[0]!.key)!.title).toBe('Google crypto exchanges (edited)');
      expect(await db.policies.count()).toBe(edited.policies.length);
    } finally {
      await own.stop();
    }
  });

  it('when the server was rebuilt behind the replica, then the next sync is a reset that drops what the server no longer has', async () => {
    const db = newReplica();
    await syncReplica(db, transport());
    // The replica believes it is far ahead (the server's database was rebuilt) and holds a row the server never had.
    await db.meta.put({ key: META_KEYS.revision, value: 5000 });
    await db.policies.put({ ...(await db.policies.toCollection().first())!, id: 999_999, key: 'stale-row' });
    const outcome = await syncReplica(db, transport());
    expect(outcome).toMatchObject({ status: 'updated', reset: true });
    expect(await db.policies.get(999_999)).toBeUndefined();
    expect(await db.policies.count()).toBe(goldenDataset.policies.length);
    expect(await readMeta<number>(db, META_KEYS.revision)).toBeLessThan(5000);
  });

  it('when a save is replayed after its answer was lost, then the server holds it once and the replica marks it synced', async () => {
    const db = newReplica();
    const row = await saveSearchLocally(db, { name: 'Replayed', query: 'crypto', filters: noFilters });
    // The request reaches the server, but the answer is lost on the way back.
    const losingAnswers: typeof fetch = async (input, init) => {
      await withCookie(app.cookie)(input, init);
      throw new TypeError('network connection lost');
    };
    expect(await flushOutbox(db, { fetch: losingAnswers, baseUrl: app.url })).toMatchObject({ sent: 0, blocked: true });
    expect(await flushOutbox(db, transport())).toMatchObject({ sent: 1, blocked: false });
    expect((await serverSearches()).filter((s) => s.clientId === row.clientId)).toHaveLength(1);
    expect(await db.savedSearches.get(row.clientId)).toMatchObject({ syncState: 'synced', id: expect.any(Number) });
    expect(await db.outbox.count()).toBe(0);
  });

  it('when a search the server no longer holds is deleted, then the 404 counts as done', async () => {
    const db = newReplica();
    const row = await saveSearchLocally(db, { name: 'Gone on the server', query: 'alcohol', filters: noFilters });
    await flushOutbox(db, transport());
    expect((await app.send('DELETE', `/api/saved-searches/${row.clientId}`)).status).toBe(204);
    expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('queued');
    const result = await flushOutbox(db, transport());
    expect(result).toMatchObject({ sent: 1, rejected: [], blocked: false });
    expect(await db.savedSearches.get(row.clientId)).toBeUndefined();
    expect(await listSavedSearches(db)).toEqual([]);
  });

  it('when the server refuses a queued save, then the local search is undone and the refusal reported', async () => {
    const db = newReplica();
    const clientId = crypto.randomUUID();
    // Queued by an older version of the app with looser rules: the server's limits refuse it now.
    await db.savedSearches.add({ clientId, id: null, name: 'x'.repeat(500), query: 'crypto', filters: noFilters, dateCreated: new Date().toISOString(), syncState: 'pending-create' });
    const entry: OutboxEntry = { kind: 'saved-search.create', clientId, payload: { clientId, name: 'x'.repeat(500), query: 'crypto', filters: noFilters }, queuedAt: new Date().toISOString(), sentAt: null, attempts: 0 };
    await db.outbox.add(entry);
    const result = await flushOutbox(db, transport());
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]!.error.status).toBe(400);
    expect(await db.savedSearches.get(clientId)).toBeUndefined();
    expect((await serverSearches()).some((s) => s.clientId === clientId)).toBe(false);
  });
});
