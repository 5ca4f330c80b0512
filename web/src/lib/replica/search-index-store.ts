// The replica's search index: built once per dataset revision and kept in the replica (searchIndexes), so
// opening the search screen reads and loads it (milliseconds) instead of indexing every policy again (most
// of a second on a phone for the real dataset, seconds for a large one).
//
// After a sync that moves the revision, the syncer calls refreshSearchIndex: the index is built in a Web
// Worker (search-index.worker.ts), so typing never waits for it, and stored only if the replica still holds
// the revision it was built from. Where workers are not available (tests under Node) it builds in the thread.
import type { Category, Jurisdiction, Platform } from '../../../../core/contract';
import { withCurrentRefs } from './current-refs';
import { SEARCH_INDEX_FORMAT, type SearchCorpus, type SerializedPolicySearch } from '../../../../core/search/policy-search';
import type { ReplicaDatabase, StoredSearchIndex } from './replica-db';
import { readReplicaRevision } from './replica-revision';
import { syncWorkerRunning } from './sync-worker-runs';

export const POLICY_SEARCH_INDEX = 'policies';

export interface ReplicaCatalog {
  revision: number;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
}

export interface BuiltSearchIndex {
  revision: number;
  index: SerializedPolicySearch;
}

export { readReplicaRevision };

/** Whether a stored index answers for the given revision. */
export const isCurrentIndex = (stored: StoredSearchIndex | undefined, revision: number): stored is StoredSearchIndex =>
  stored !== undefined && stored.revision === revision && stored.index.format === SEARCH_INDEX_FORMAT;

/** The revision, the filter lists and the stored index, read together so they belong to one revision. */
export function readCatalogAndIndex(db: ReplicaDatabase): Promise<{ catalog: ReplicaCatalog; stored: StoredSearchIndex | undefined }> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.searchIndexes], async () => {
    const [revision, platforms, categories, jurisdictions, stored] = await Promise.all([
      readReplicaRevision(db),
      db.platforms.toArray(),
      db.categories.toArray(),
      db.jurisdictions.toArray(),
      db.searchIndexes.get(POLICY_SEARCH_INDEX),
    ]);
    return { catalog: { revision, platforms, categories, jurisdictions }, stored };
  });
}

/** The whole corpus as the server indexes it, with the revision it belongs to (one read transaction). */
export async function readSearchCorpus(db: ReplicaDatabase): Promise<{ revision: number; corpus: SearchCorpus }> {
  const { revision, policies, platforms, categories, jurisdictions } = await db.transaction(
    'r',
    [db.meta, db.policies, db.platforms, db.categories, db.jurisdictions],
    async () => {
      const [revision, policies, platforms, categories, jurisdictions] = await Promise.all([
        readReplicaRevision(db),
        db.policies.toArray(),
        db.platforms.toArray(),
        db.categories.toArray(),
        db.jurisdictions.toArray(),
      ]);
      return { revision, policies, platforms, categories, jurisdictions };
    },
  );
  return { revision, corpus: { policies: withCurrentRefs(policies, { platforms, categories, jurisdictions }), platforms, categories, jurisdictions } };
}

/** Builds the index of the replica's current revision here and stores it, unless a sync moved the revision meanwhile. */
export async function buildStoredSearchIndex(db: ReplicaDatabase): Promise<BuiltSearchIndex> {
  const { revision, corpus } = await readSearchCorpus(db);
  const { buildPolicySearch } = await import('../../../../core/search/build-policy-search');
  const index = buildPolicySearch(corpus).serialize();
  try {
    await db.transaction('rw', db.meta, db.searchIndexes, async () => {
      if ((await readReplicaRevision(db)) !== revision) return;
      await db.searchIndexes.put({ name: POLICY_SEARCH_INDEX, revision, builtAt: new Date().toISOString(), index });
    });
  } catch {
    // Not stored (storage full, say): the index still answers in this session; the next start builds again.
  }
  return { revision, index };
}

type WorkerAnswer = { ok: true; built: BuiltSearchIndex } | { ok: false; message: string };

/** The same, in a worker that opens the same replica; null when no worker could run it. */
function buildInWorker(db: ReplicaDatabase): Promise<BuiltSearchIndex | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-index.worker.ts', import.meta.url), { type: 'module', name: 'search-index' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.built);
      else reject(new Error(event.data.message));
    };
    // The worker script itself failed (not loadable here): build in the thread instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(null);
    };
    worker.postMessage({ replicaName: db.name });
  });
}

const building = new WeakMap<ReplicaDatabase, Promise<BuiltSearchIndex>>();

/**
 * Makes sure the replica holds the index of its current revision, building it if not. Concurrent callers
 * share one build; a build that finds the revision moved when it is done is followed by another.
 */
export function refreshSearchIndex(db: ReplicaDatabase): Promise<BuiltSearchIndex> {
  const running = building.get(db);
  if (running) return running;
  const build = (async (): Promise<BuiltSearchIndex> => {
    // The sync's own worker (sync-worker.ts) builds the index of the revision it brings: wait for it rather than repeat it.
    await syncWorkerRunning(db.name)?.done;
    for (;;) {
      const { catalog, stored } = await readCatalogAndIndex(db);
      if (isCurrentIndex(stored, catalog.revision)) return { revision: stored.revision, index: stored.index };
      const built = (await buildInWorker(db)) ?? (await buildStoredSearchIndex(db));
      if (built.revision === (await readReplicaRevision(db))) return built;
    }
  })().finally(() => building.delete(db));
  building.set(db, build);
  return build;
}
