import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { peekLastRead, remember } from './dataset-read-cache';
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

  it('when one delta deletes several rows of one table, then every one of them is gone', async () => {
    await sync();
    server.publish({}, { policies: [1, 3] });
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'updated', rowsDeleted: 2 });
    expect(await db.policies.get(1)).toBeUndefined();
    expect(await db.policies.get(3)).toBeUndefined();
    expect((await db.policies.toArray()).map((p) => p.id)).toEqual([2]);
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

/** The server's answer to one request, rewritten (a proxy, an older or broken server). */
const rewriting = (rewrite: (response: Response) => Promise<Response>): typeof fetch => async (input, init) => rewrite(await server.fetch(input, init));
const answering = (body: unknown): typeof fetch => rewriting(async () => new Response(JSON.stringify(body), { status: 200, headers: { etag: '"x"' } }));

describe('what syncReplica sends', () => {
  it('asks for JSON with the session cookie, past the browser HTTP cache', async () => {
    const inits: RequestInit[] = [];
    await syncReplica(db, { fetch: (input, init) => (inits.push(init!), server.fetch(input, init)) });
    expect(server.requests[0]!.headers).toEqual({ accept: 'application/json' });
    expect(inits[0]).toMatchObject({ credentials: 'include', cache: 'no-store' });
  });

  it('when the answer carries no ETag, then the delta is still applied and no ETag is kept for the next request', async () => {
    await sync(); // since=0 → revision 1
    await sync(); // since=1: ETag "sync-1-1" kept
    server.publish({ policies: [policy(4)] });
    const withoutEtag = rewriting(async (r) => new Response(await r.text(), { status: r.status }));
    expect(await syncReplica(db, { fetch: withoutEtag })).toMatchObject({ status: 'updated', revision: 2 });
    expect(await db.policies.get(4)).toBeDefined();
    expect(await readMeta(db, META_KEYS.etag)).toBeNull();
  });
});

describe('an answer that is not a dataset delta', () => {
  const full = () => ({ revision: 3, reset: false, platforms: [], categories: [], jurisdictions: [], documents: [], laws: [], policies: [policy(9)], updates: [], deleted: [] });

  it.each([
    ['null', null],
    ['a string', 'maintenance'],
    ['a delta without its laws list (an older server)', { ...full(), laws: undefined }],
    ['a delta whose tombstones are not a list', { ...full(), deleted: {} }],
    ['a delta whose only list is the tombstones', { revision: 3, reset: false, deleted: [] }],
    ['a delta without a revision number', { ...full(), revision: '3' }],
  ])('is refused with a clear message and nothing is written: %s', async (_name, body) => {
    await expect(syncReplica(db, { fetch: answering(body) })).rejects.toThrow(new Error('The sync answer is not a dataset delta.'));
    expect(await db.policies.count()).toBe(0);
    expect(await readMeta(db, META_KEYS.revision)).toBeUndefined();
  });

  it('a complete delta is taken (the checks above refuse only what is broken)', async () => {
    expect(await syncReplica(db, { fetch: answering(full()) })).toMatchObject({ status: 'updated', revision: 3, rowsWritten: 1 });
  });
});

describe('applyDelta', () => {
  const delta = (over: Partial<SyncDelta>): SyncDelta => ({
    revision: 1, reset: false, platforms: [], categories: [], jurisdictions: [], documents: [], laws: [], policies: [], updates: [], deleted: [], ...over,
  });
  const apply = (d: SyncDelta, since: number) => applyDelta(db, d, { since, etag: null, syncedAt: '2026-11-23T10:00:00.000Z' });

  it('skips tombstones of entities this client does not replicate, and counts only the rows it deleted', async () => {
    await sync();
    const outcome = await apply(delta({ revision: 2, deleted: [{ entity: 'glossaryTerms' as never, id: 1 }, { entity: 'policies', id: 3 }] }), 1);
    expect(outcome).toEqual({ rowsWritten: 0, rowsDeleted: 1 });
    expect((await db.policies.toArray()).map((p) => p.id)).toEqual([1, 2]);
  });

  describe('forgets the reads kept in memory whenever the replica may read differently', () => {
    beforeEach(async () => {
      await sync(); // revision 1
      remember(db, 'screen', 1, { revision: 1 });
    });

    it.each([
      ['a reset at the same revision, even with nothing in it', delta({ reset: true })],
      ['rows written at the same revision', delta({ policies: [policy(1, { title: 'Rewritten' })] })],
      ['rows deleted at the same revision', delta({ deleted: [{ entity: 'policies', id: 3 }] })],
      ['a new revision with nothing this client replicates', delta({ revision: 2 })],
    ])('%s', async (_name, d) => {
      await apply(d, 1);
      expect(peekLastRead(db, 'screen')).toBeUndefined();
    });

    it('but not for an empty delta at the same revision', async () => {
      await apply(delta({}), 1);
      expect(peekLastRead(db, 'screen')).toEqual({ revision: 1 });
    });
  });
});
