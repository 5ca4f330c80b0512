import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFollowingLocally } from './followed-policies';
import { ApiError } from '../api-client';
import { openReplica, replica, type OutboxEntry, type ReplicaDatabase } from './replica-db';
import { createReplicaSyncer, ensureReplicaSync, replicaSyncer, type ReplicaSyncState } from './replica-sync';
import { saveSearchLocally } from './save-search-locally';
import { syncReplica } from './sync-replica';
import { FakeServer, policy } from './testing/fake-server';

// The background index refresh after a sync, observed (and not built: other tests cover the index itself).
const indexRefreshes = vi.hoisted(() => ({ dbs: [] as unknown[], waiters: [] as (() => void)[] }));
vi.mock('./search-index-store', () => ({
  refreshSearchIndex: async (db: unknown) => {
    indexRefreshes.dbs.push(db);
    for (const resolve of indexRefreshes.waiters.splice(0)) resolve();
  },
}));
const nextIndexRefresh = () => new Promise<void>((resolve) => indexRefreshes.waiters.push(resolve));

let db: ReplicaDatabase;
let server: FakeServer;
/** The browser's connectivity as the syncer reads it; tests flip it. */
let browser: { onLine: boolean };
const transport = () => ({ fetch: server.fetch });
const filters = { platforms: [], categories: [], jurisdictions: [], status: [] };
const save = (query: string) => saveSearchLocally(db, { name: query, query, filters });
const requested = () => server.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`);
const idle: ReplicaSyncState = { online: true, syncing: false, lastError: null };

beforeEach(() => {
  db = openReplica(`replica-sync-test-${crypto.randomUUID()}`);
  server = new FakeServer();
  server.publish({ policies: [policy(1)] });
  browser = { onLine: true };
  vi.stubGlobal('navigator', browser);
  vi.stubGlobal('window', new EventTarget());
  indexRefreshes.dbs.length = 0;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the syncer state', () => {
  it('starts idle with no error, online as the browser says', () => {
    expect(createReplicaSyncer(db, transport()).getState()).toEqual(idle);
    browser.onLine = false;
    expect(createReplicaSyncer(db, transport()).getState()).toEqual({ ...idle, online: false });
  });

  it('counts as online where there is no navigator (a worker, the server)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(createReplicaSyncer(db, transport()).getState().online).toBe(true);
  });

  it('tells subscribers of each change of a run (syncing, then done), and no more once they stop listening', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const seen: ReplicaSyncState[] = [];
    const stop = syncer.subscribe(() => seen.push(syncer.getState()));
    await syncer.syncNow();
    expect(seen).toEqual([{ ...idle, syncing: true }, idle]);
    stop();
    await syncer.syncNow();
    expect(seen).toHaveLength(2);
  });

  it('when the browser knows it is offline at the time of a run, the run sends nothing and reports offline, not a failure', async () => {
    const syncer = createReplicaSyncer(db, transport());
    browser.onLine = false; // no 'offline' event heard: the syncer was not started
    const seen: ReplicaSyncState[] = [];
    syncer.subscribe(() => seen.push(syncer.getState()));
    await syncer.syncNow();
    expect(server.requests).toEqual([]);
    expect(seen).toEqual([{ ...idle, online: false }]);
  });

  it('when the lists cannot be read though the dataset synced, the run reports the lists\' failure', async () => {
    const listsDown: typeof fetch = async (input, init) =>
      String(input) === '/api/saved-searches' ? new Response('lists down', { status: 500 }) : server.fetch(input, init);
    const syncer = createReplicaSyncer(db, { fetch: listsDown });
    await syncer.syncNow();
    expect(syncer.getState()).toEqual({ ...idle, lastError: '500: lists down' });
    expect(await db.policies.count()).toBe(1);
  });

  it('when the outbox cannot deliver, the run does not read the lists, and still syncs the dataset', async () => {
    await save('crypto');
    server.nextWriteAnswer = { status: 503, body: 'down' };
    await createReplicaSyncer(db, transport()).syncNow();
    expect(requested().sort()).toEqual(['GET /api/sync', 'POST /api/saved-searches']);
    expect(await db.policies.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the background index refresh', () => {
  it('follows a run that brought a delta, not one answered "not modified" nor one that failed', async () => {
    await syncReplica(db, transport());
    await syncReplica(db, transport()); // the next answer is a 304
    const syncer = createReplicaSyncer(db, transport());
    await syncer.syncNow();
    server.offline = true;
    await syncer.syncNow();
    expect(syncer.getState().lastError).toBe('Failed to fetch');
    server.offline = false;
    server.publish({ policies: [policy(2)] });
    const refreshed = nextIndexRefresh();
    await syncer.syncNow();
    await refreshed;
    // Had the first two runs asked for one, it would have come before this one.
    expect(indexRefreshes.dbs).toEqual([db]);
  });
});

describe('refusals of the outbox', () => {
  const refuseNextSave = () => (server.nextWriteAnswer = { status: 422, body: 'no' });

  it('heard by no one are kept and handed to the first listener, once', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const refused = await save('a');
    refuseNextSave();
    await syncer.syncNow();
    const first: string[] = [];
    const second: unknown[] = [];
    syncer.onRejected((r) => first.push(r.entry.clientId));
    syncer.onRejected((r) => second.push(r));
    expect(first).toEqual([refused.clientId]);
    expect(second).toEqual([]);
  });

  it('heard by a listener are not kept for a later one', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const first: string[] = [];
    syncer.onRejected((r) => first.push(r.entry.clientId));
    const refused = await save('a');
    refuseNextSave();
    await syncer.syncNow();
    const later: unknown[] = [];
    syncer.onRejected((r) => later.push(r));
    expect(first).toEqual([refused.clientId]);
    expect(later).toEqual([]);
  });

  it('do not reach a listener that stopped listening: they wait for the next one', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const stopped: unknown[] = [];
    syncer.onRejected((r) => stopped.push(r))();
    const refused = await save('a');
    refuseNextSave();
    await syncer.syncNow();
    const next: string[] = [];
    syncer.onRejected((r) => next.push(r.entry.clientId));
    expect(stopped).toEqual([]);
    expect(next).toEqual([refused.clientId]);
  });
});

describe('flushNow', () => {
  it('when the outbox is delivered, then the lists are refreshed', async () => {
    await save('crypto');
    expect(await createReplicaSyncer(db, transport()).flushNow()).toEqual([]);
    expect(requested()).toEqual(['POST /api/saved-searches', 'GET /api/saved-searches', 'GET /api/followed-policies']);
  });

  it('when the outbox cannot deliver, then the lists are not read', async () => {
    await save('crypto');
    server.nextWriteAnswer = { status: 503, body: 'down' };
    expect(await createReplicaSyncer(db, transport()).flushNow()).toEqual([]);
    expect(requested()).toEqual(['POST /api/saved-searches']);
  });

  it('returns every refusal, and tells listeners of those the caller did not claim', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const heard: string[] = [];
    syncer.onRejected((r) => heard.push(r.entry.clientId));
    await setFollowingLocally(db, 999, true); // a policy the server does not hold: refused with a 404
    const mine = await save('b');
    server.nextWriteAnswer = { status: 422, body: 'no' };
    const rejected = await syncer.flushNow(mine.clientId);
    expect(rejected.map((r) => r.entry.clientId)).toEqual(['policy:999', mine.clientId]);
    expect(heard).toEqual(['policy:999']);
  });

  it('when the outbox cannot even be read, then it reports no refusals instead of failing', async () => {
    const syncer = createReplicaSyncer(db, transport());
    db.close({ disableAutoOpen: true });
    expect(await syncer.flushNow()).toEqual([]);
    expect(server.requests).toEqual([]);
  });
});

describe('start', () => {
  const online = () => window.dispatchEvent(new Event('online'));
  const offline = () => window.dispatchEvent(new Event('offline'));
  const syncRequests = () => requested().filter((r) => r === 'GET /api/sync').length;

  it('syncs at once, online as the browser says at that moment', async () => {
    browser.onLine = false;
    const syncer = createReplicaSyncer(db, transport());
    browser.onLine = true;
    syncer.start();
    expect(syncer.getState()).toEqual({ ...idle, syncing: true });
    await syncer.syncNow();
    expect(syncRequests()).toBe(1);
  });

  it("an 'online' event marks the syncer online and starts a sync; an 'offline' event marks it offline", async () => {
    browser.onLine = false;
    const syncer = createReplicaSyncer(db, transport());
    syncer.start();
    await syncer.syncNow();
    expect(syncRequests()).toBe(0);
    browser.onLine = true;
    online();
    expect(syncer.getState()).toEqual({ ...idle, syncing: true });
    await syncer.syncNow(); // joins the run the event started
    expect(syncRequests()).toBe(1);
    offline();
    expect(syncer.getState()).toEqual({ ...idle, online: false });
  });

  it('once stopped, the events change nothing', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const stop = syncer.start();
    await syncer.syncNow();
    stop();
    offline();
    online();
    expect(syncer.getState()).toEqual(idle);
    expect(syncRequests()).toBe(1);
  });
});

describe("the app's syncer", () => {
  it('is started once however many screens ask: one first sync, then one per online event', async () => {
    vi.stubGlobal('fetch', server.fetch);
    try {
      ensureReplicaSync();
      expect(replicaSyncer().getState().syncing).toBe(true);
      await replicaSyncer().syncNow();
      ensureReplicaSync();
      expect(replicaSyncer().getState().syncing).toBe(false);
      window.dispatchEvent(new Event('online'));
      expect(replicaSyncer().getState().syncing).toBe(true);
      await replicaSyncer().syncNow();
      expect(requested().filter((r) => r === 'GET /api/sync')).toHaveLength(2);
      expect(await replica().policies.count()).toBe(1);
    } finally {
      await replica().delete();
    }
  });
});

describe('a round run elsewhere (a first visit: the sync worker runs it, ADR 328)', () => {
  const updated = { status: 'updated', revision: 2, reset: false, rowsWritten: 1, rowsDeleted: 0, indexed: true } as const;

  it('when it answers, then this thread never opens the replica nor asks the server; refusals reach the listeners and a failure is the state\'s error', async () => {
    const opened = vi.fn(() => db);
    const refusal = { entry: { kind: 'saved-search.create', clientId: 'c-1' } as OutboxEntry, error: new ApiError(422, 'no', '') };
    const syncer = createReplicaSyncer(opened, transport(), {
      roundElsewhere: async (rejected) => {
        rejected(refusal);
        return [{ status: 'rejected', reason: new Error('503: The lists could not be read.') }, { status: 'fulfilled', value: updated }];
      },
    });
    const heard: unknown[] = [];
    syncer.onRejected((r) => heard.push(r));
    await syncer.syncNow();
    expect(opened).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
    expect(heard).toEqual([refusal]);
    expect(syncer.getState()).toEqual({ ...idle, lastError: '503: The lists could not be read.' });
    // The worker built the new revision's index with its sync: no refresh here.
    expect(indexRefreshes.dbs).toEqual([]);
  });

  it('when it is not for elsewhere (a library on the device, no worker), then the round runs in this thread', async () => {
    const opened = vi.fn(() => db);
    const syncer = createReplicaSyncer(opened, transport(), { roundElsewhere: async () => null });
    await syncer.syncNow();
    expect(opened).toHaveBeenCalled();
    expect(requested()).toContain('GET /api/sync');
    expect(await db.policies.count()).toBe(1);
    expect(syncer.getState()).toEqual(idle);
  });
});
