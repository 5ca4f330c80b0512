import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { META_KEYS, openReplica, readMeta, type ReplicaDatabase } from './replica-db';
import { applyDelta, syncReplica, type SyncDelta } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy, update } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;

beforeEach(() => {
  db = openReplica(`sync-test-${crypto.randomUUID()}`);
  server = new FakeServer();
  server.publish({
    platforms: [platform(1, 'google', 'Google'), platform(2, 'facebook', 'Facebook')],
    categories: [category(1, 'Cryptocurrency'), category(2, 'Alcohol')],
    jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global'), jurisdiction(2, 'IN', 'India')],
    policies: [policy(1), policy(2, { platformId: 2 }), policy(3, { categoryId: 2 })],
    updates: [update(1, 1)],
  });
});

afterEach(async () => {
  await db.delete();
});

const sync = () => syncReplica(db, { fetch: server.fetch });

describe('syncReplica', () => {
  it('when the replica is empty, then the full snapshot is stored with its revision and sync time', async () => {
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'updated', revision: 1, reset: false, rowsWritten: 10, rowsDeleted: 0 });
    expect(server.requests[0]!.path).toBe('/api/sync?since=0');
    expect(await db.policies.count()).toBe(3);
    expect(await db.platforms.count()).toBe(2);
    expect(await db.updates.count()).toBe(1);
    expect(await readMeta(db, META_KEYS.revision)).toBe(1);
    expect(await readMeta(db, META_KEYS.lastSyncedAt)).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('when rows changed on the server, then only the delta since the stored revision is asked for and applied', async () => {
    await sync();
    server.publish({ policies: [policy(2, { platformId: 2, status: 'prohibited', title: 'Changed' })] });
    const outcome = await sync();
    expect(server.requests.at(-1)!.path).toBe('/api/sync?since=1');
    expect(outcome).toMatchObject({ status: 'updated', revision: 2, rowsWritten: 1 });
    expect(await db.policies.get(2)).toMatchObject({ title: 'Changed', status: 'prohibited', revision: 2 });
    expect(await db.policies.count()).toBe(3);
  });

  it('when the delta carries tombstones, then those rows are deleted, each from its own table', async () => {
    await sync();
    server.publish({}, { policies: [3], updates: [1] });
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'updated', revision: 2, rowsDeleted: 2, rowsWritten: 0 });
    expect(await db.policies.get(3)).toBeUndefined();
    expect(await db.updates.count()).toBe(0);
    expect(await db.policies.count()).toBe(2);
  });

  it('when the server answers reset, then the dataset tables are cleared before the snapshot is written', async () => {
    await sync();
    server.publish({ policies: [policy(4)] }); // revision 2, which the client takes
    await sync();
    // The server's database is recreated at revision 1 without policies 2-4: the client is now ahead of it.
    server.rebuild({
      platforms: [platform(1, 'google', 'Google')],
      categories: [category(1, 'Cryptocurrency')],
      jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global')],
      policies: [policy(1)],
    });
    const outcome = await sync();
    expect(server.requests.at(-1)!.path).toBe('/api/sync?since=2');
    expect(outcome).toMatchObject({ status: 'updated', revision: 1, reset: true });
    expect((await db.policies.toArray()).map((p) => p.id)).toEqual([1]);
    expect(await db.platforms.count()).toBe(1);
    expect(await db.updates.count()).toBe(0);
    expect(await readMeta(db, META_KEYS.revision)).toBe(1);
  });

  it('when nothing changed, then the stored ETag is sent and the 304 changes nothing but the sync time', async () => {
    await sync(); // since=0 → revision 1
    await sync(); // since=1: empty delta, ETag "sync-1-1" stored
    const policiesBefore = await db.policies.toArray();
    const outcome = await syncReplica(db, { fetch: server.fetch, now: () => new Date('2026-11-23T09:30:00.000Z') });
    const request = server.requests.at(-1)!;
    expect(request.headers['if-none-match']).toBe('"sync-1-1"');
    expect(outcome).toEqual({ status: 'unchanged', revision: 1 });
    expect(await db.policies.toArray()).toEqual(policiesBefore);
    expect(await readMeta<string>(db, META_KEYS.lastSyncedAt)).toBe('2026-11-23T09:30:00.000Z');
  });

  it('when a write fails part-way through a delta, then nothing of the delta is kept', async () => {
    await sync();
    const before = { platforms: await db.platforms.toArray(), policies: await db.policies.toArray(), revision: await readMeta(db, META_KEYS.revision) };
    const broken: SyncDelta = {
      revision: 2,
      reset: false,
      // Applied in this order: the tombstone, the platform, then a policy the store cannot take (no key).
      deleted: [{ entity: 'policies', id: before.policies[1]!.id }],
      platforms: [{ ...before.platforms[0]!, name: 'Changed' }],
      categories: [],
      jurisdictions: [],
      documents: [],
      laws: [],
      policies: [{ ...before.policies[0]!, id: undefined as unknown as number }],
      updates: [],
    };
    await expect(applyDelta(db, broken, { since: 1, etag: '"sync-1-2"', syncedAt: '2026-11-23T10:00:00.000Z' })).rejects.toThrow();
    expect(await db.platforms.toArray()).toEqual(before.platforms);
    expect(await db.policies.toArray()).toEqual(before.policies);
    expect(await readMeta(db, META_KEYS.revision)).toBe(before.revision);
  });

  it('when the stored ETag answers another revision, then it is not sent', async () => {
    await sync(); // ETag "sync-0-1" belongs to since=0; the next request asks since=1
    await sync();
    expect(server.requests.at(-1)!.headers['if-none-match']).toBeUndefined();
  });

  it('when the server fails, then the error carries "status: text" and the replica is untouched', async () => {
    await sync();
    const failing: typeof fetch = async () => new Response('database unavailable', { status: 503, statusText: 'Service Unavailable' });
    await expect(syncReplica(db, { fetch: failing })).rejects.toThrow('503: database unavailable');
    expect(await db.policies.count()).toBe(3);
    expect(await readMeta(db, META_KEYS.revision)).toBe(1);
  });

  it('when the connection drops, then the error reaches the caller and nothing is written', async () => {
    server.offline = true;
    await expect(sync()).rejects.toThrow('Failed to fetch');
    expect(await db.policies.count()).toBe(0);
    expect(await readMeta(db, META_KEYS.revision)).toBeUndefined();
  });
});
