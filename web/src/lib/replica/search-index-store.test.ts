import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyFilters, SyncDelta } from '../../../../core/contract';
import { loadPolicySearch } from '../../../../core/search/policy-search';
import { loadReplicaSearch, searchReplica } from '../search/replica-search';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { buildStoredSearchIndex, POLICY_SEARCH_INDEX, readCatalogAndIndex, refreshSearchIndex, type BuiltSearchIndex } from './search-index-store';
import { applyDelta, syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;
const none: PolicyFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };
const titlesFor = async (q: string) => (await searchReplica(db, { q, filters: none, sort: 'relevance' })).map((p) => p.title);

beforeEach(() => {
  db = openReplica(`search-index-test-${crypto.randomUUID()}`);
  server = new FakeServer();
  server.publish({
    platforms: [platform(1, 'google', 'Google')],
    categories: [category(1, 'Cryptocurrency')],
    jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global')],
    policies: [policy(1, { title: 'Alpha exchanges' }), policy(2, { title: 'Wallet providers' })],
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const sync = () => syncReplica(db, { fetch: server.fetch });

describe('the stored search index', () => {
  it('is built once for a revision, stored, and loaded (not rebuilt) on the next start', async () => {
    await sync();
    expect(await titlesFor('alpha')).toEqual(['Alpha exchanges']);
    const stored = await db.searchIndexes.get(POLICY_SEARCH_INDEX);
    expect(stored?.revision).toBe(1);

    // A new start of the app: a fresh connection to the same database, nothing in memory.
    const restarted = openReplica(db.name);
    const builtAt = stored!.builtAt;
    const search = await loadReplicaSearch(restarted);
    expect(search.engine.searchIds({ q: 'wallet', filters: none, sort: 'relevance' })).toEqual([2]);
    expect((await restarted.searchIndexes.get(POLICY_SEARCH_INDEX))?.builtAt).toBe(builtAt);
    restarted.close();
  });

  it('is invalidated by a revision change: after a sync the results are those of the new revision', async () => {
    await sync();
    expect(await titlesFor('alpha')).toEqual(['Alpha exchanges']);
    server.publish({ policies: [policy(1, { title: 'Bravo exchanges', revision: 2 })] });
    await sync();

    // A new start after the sync, before any rebuild: the index stored for revision 1 must not answer.
    const restarted = openReplica(db.name);
    const search = await loadReplicaSearch(restarted);
    expect(search.revision).toBe(2);
    const ids = (q: string) => search.engine.searchIds({ q, filters: none, sort: 'relevance' });
    expect(ids('alpha')).toEqual([]);
    expect(ids('bravo')).toEqual([1]);
    expect((await search.readRows(ids('bravo'))).map((p) => p.title)).toEqual(['Bravo exchanges']);
    expect((await restarted.searchIndexes.get(POLICY_SEARCH_INDEX))?.revision).toBe(2);
    restarted.close();
  });

  it('when a sync moves the revision, the open screen gets the new index for the new revision', async () => {
    await sync();
    expect(await titlesFor('wallet')).toEqual(['Wallet providers']);
    server.publish({ policies: [policy(3, { title: 'Wallet custody', revision: 2 })] }, { policies: [2] });
    await sync();
    expect(await titlesFor('wallet')).toEqual(['Wallet custody']);
  });

  it('refreshing an index that is current builds nothing', async () => {
    await sync();
    const first = await refreshSearchIndex(db);
    const stored = await db.searchIndexes.get(POLICY_SEARCH_INDEX);
    const again = await refreshSearchIndex(db);
    expect(again.revision).toBe(first.revision);
    expect((await db.searchIndexes.get(POLICY_SEARCH_INDEX))?.builtAt).toBe(stored?.builtAt);
  });

  it('a row a later sync deleted is left out of the rows read, not shown empty', async () => {
    await sync();
    const search = await loadReplicaSearch(db);
    await db.policies.delete(2);
    expect((await search.readRows([2, 1])).map((p) => p.id)).toEqual([1]);
  });
});

/** The ids an index finds for `q`, read with the replica's current filter lists. */
const found = async (built: BuiltSearchIndex, q: string) =>
  loadPolicySearch(built.index, (await readCatalogAndIndex(db)).catalog).searchIds({ q, filters: none, sort: 'relevance' });
const storedIndex = () => db.searchIndexes.get(POLICY_SEARCH_INDEX);

describe('keeping the stored index current', () => {
  it('is stored under the name earlier versions of the app stored it under, so an update of the app still finds it', async () => {
    await sync();
    await refreshSearchIndex(db);
    expect(await db.searchIndexes.toCollection().primaryKeys()).toEqual(['policies']);
  });

  it('leaves an index that is current as it is stored', async () => {
    await sync();
    await refreshSearchIndex(db);
    await db.searchIndexes.update(POLICY_SEARCH_INDEX, { builtAt: 'the first build' });
    expect(await found(await refreshSearchIndex(db), 'wallet')).toEqual([2]);
    expect((await storedIndex())?.builtAt).toBe('the first build');
  });

  it('rebuilds an index of the current revision stored in an older format by an earlier version of the app', async () => {
    await sync();
    const current = await refreshSearchIndex(db);
    await db.searchIndexes.update(POLICY_SEARCH_INDEX, { builtAt: 'old app', index: { ...current.index, format: current.index.format - 1 } });
    const rebuilt = await refreshSearchIndex(db);
    expect(rebuilt.index.format).toBe(current.index.format);
    expect(await storedIndex()).toMatchObject({ revision: 1, index: { format: current.index.format } });
    expect((await storedIndex())?.builtAt).not.toBe('old app');
  });

  it('building returns the index it stored, with the revision it was built from', async () => {
    await sync();
    const built = await buildStoredSearchIndex(db);
    expect(built.revision).toBe(1);
    expect(await found(built, 'alpha')).toEqual([1]);
    expect((await storedIndex())?.revision).toBe(1);
  });

  it('a build is not stored when a sync moved the revision while it ran, but still answers for its own revision', async () => {
    await sync();
    server.publish({ policies: [policy(3, { title: 'Wallet custody' })] });
    const delta = (await (await server.fetch('/api/sync?since=1')).json()) as SyncDelta;
    const building = buildStoredSearchIndex(db);
    await applyDelta(db, delta, { since: 1, etag: null, syncedAt: new Date().toISOString() }); // the sync lands mid-build
    const built = await building;
    expect(built.revision).toBe(1);
    expect(await storedIndex()).toBeUndefined();
    expect((await refreshSearchIndex(db)).revision).toBe(2);
  });

  it('callers asking at the same time share one build', async () => {
    await sync();
    const first = refreshSearchIndex(db);
    const second = refreshSearchIndex(db);
    expect(second).toBe(first);
    expect((await second).revision).toBe(1);
  });

  it('when storage refuses the index (full), the search still gets the index built', async () => {
    await sync();
    vi.spyOn(db.searchIndexes, 'put').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const built = await refreshSearchIndex(db);
    expect(built.revision).toBe(1);
    expect(await found(built, 'wallet')).toEqual([2]);
    expect(await storedIndex()).toBeUndefined();
  });
});

/** A stand-in for the browser's Worker: `answer` plays the worker script's part for each message posted. */
class FakeWorker {
  static started: { url: URL; options: WorkerOptions; messages: unknown[]; terminated: boolean }[] = [];
  static answer: (message: { replicaName: string }, worker: FakeWorker) => Promise<void> = async () => undefined;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  private readonly record: (typeof FakeWorker.started)[number];
  constructor(url: URL, options: WorkerOptions) {
    this.record = { url, options, messages: [], terminated: false };
    FakeWorker.started.push(this.record);
  }
  postMessage(message: { replicaName: string }) {
    this.record.messages.push(message);
    void FakeWorker.answer(message, this);
  }
  terminate() {
    this.record.terminated = true;
  }
}

/** What the worker script does: opens the replica by its name, builds and stores the index, and sends it back. */
async function buildAsWorker(message: { replicaName: string }, worker: FakeWorker): Promise<void> {
  const own = openReplica(message.replicaName);
  try {
    worker.onmessage?.({ data: { ok: true, built: await buildStoredSearchIndex(own) } });
  } finally {
    own.close();
  }
}

describe('building in a worker', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });

  it('starts the index module worker for this replica and uses the index it sends back', async () => {
    FakeWorker.answer = buildAsWorker;
    await sync();
    const built = await refreshSearchIndex(db);
    expect(await found(built, 'alpha')).toEqual([1]);
    expect((await storedIndex())?.revision).toBe(1);
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker!.url.pathname).toMatch(/\/search-index\.worker\.ts$/);
    expect(worker!.options).toEqual({ type: 'module', name: 'search-index' });
    expect(worker!.messages).toEqual([{ replicaName: db.name }]);
    expect(worker!.terminated).toBe(true);
  });

  it('builds again when a sync moved the revision before the worker answered', async () => {
    let syncedMeanwhile = false;
    FakeWorker.answer = async (message, worker) => {
      if (!syncedMeanwhile) {
        syncedMeanwhile = true;
        const own = openReplica(message.replicaName);
        const stale = await buildStoredSearchIndex(own);
        own.close();
        server.publish({ policies: [policy(3, { title: 'Wallet custody' })] }, { policies: [2] });
        await sync();
        worker.onmessage?.({ data: { ok: true, built: stale } });
      } else {
        await buildAsWorker(message, worker);
      }
    };
    await sync();
    const built = await refreshSearchIndex(db);
    expect(built.revision).toBe(2);
    expect(await found(built, 'wallet')).toEqual([3]);
    expect(FakeWorker.started).toHaveLength(2);
  });

  it("reports the worker's failure to build", async () => {
    FakeWorker.answer = async (_message, worker) => worker.onmessage?.({ data: { ok: false, message: 'Out of memory' } });
    await sync();
    await expect(refreshSearchIndex(db)).rejects.toThrow('Out of memory');
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });

  it('builds in the page when the worker script cannot be loaded', async () => {
    const preventDefault = vi.fn();
    FakeWorker.answer = async (_message, worker) => worker.onerror?.({ preventDefault });
    await sync();
    const built = await refreshSearchIndex(db);
    expect(await found(built, 'wallet')).toEqual([2]);
    expect((await storedIndex())?.revision).toBe(1);
    expect(preventDefault).toHaveBeenCalled();
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });
});
