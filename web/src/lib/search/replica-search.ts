// The offline side of search: the one search module (core/search/policy-search.ts) over the replica.
// On start it loads the index stored in the replica for the current revision (search-index-store.ts); only
// when there is none (first start after a sync, an older app version) does it wait for a build. A search
// answers policy ids; the screen reads just the rows it shows (readRows), so a reload never reads the corpus.
import type { PolicySearch, PolicyWithRefs } from '../../../../core/contract';
import { emptyPolicySearch, loadPolicySearch, type PolicySearchEngine } from '../../../../core/search/policy-search';
import type { ReplicaDatabase } from '../replica/replica-db';
import { REPLICA_DB_NAME } from '../replica/replica-names';
import {
  isCurrentIndex,
  readCatalogAndIndex,
  readReplicaRevision,
  refreshSearchIndex,
  type ReplicaCatalog,
} from '../replica/search-index-store';
import { withCurrentRefs } from '../replica/current-refs';

export { readReplicaRevision, type ReplicaCatalog };

export interface ReplicaSearch extends ReplicaCatalog {
  engine: PolicySearchEngine;
  policyCount: number;
  /** The rows of these policies, in this order, already read; null if any is not read yet. */
  cachedRows(ids: readonly number[]): PolicyWithRefs[] | null;
  /** Reads the rows of these policies (those not read before), in this order. */
  readRows(ids: readonly number[]): Promise<PolicyWithRefs[]>;
}

const cache = new WeakMap<ReplicaDatabase, { revision: number; search: Promise<ReplicaSearch> }>();
/** The search opened last, of whatever revision: answers at once while a newer one opens. */
const latest = new WeakMap<ReplicaDatabase, ReplicaSearch>();

/** What the first answer (first-answer.ts) read and loaded on a reload, for the screen to take over. */
export interface FirstAnswer {
  catalog: ReplicaCatalog;
  engine: PolicySearchEngine;
  /** The rows of the first page it read (those it painted and the rest of the page). */
  rows: PolicyWithRefs[];
}
let firstAnswer: FirstAnswer | null = null;

/** Hands the first answer's index and rows to the app's replica (the one named REPLICA_DB_NAME). */
export function offerFirstAnswer(answer: FirstAnswer): void {
  firstAnswer = answer;
}

/** The search opened last for this replica, if any, without waiting. */
export function peekReplicaSearch(db: ReplicaDatabase): ReplicaSearch | null {
  if (firstAnswer && db.name === REPLICA_DB_NAME && !latest.has(db)) {
    const adopted = replicaSearch(db, firstAnswer.catalog, firstAnswer.engine, firstAnswer.rows);
    firstAnswer = null;
    latest.set(db, adopted);
    cache.set(db, { revision: adopted.revision, search: Promise.resolve(adopted) });
  }
  return latest.get(db) ?? null;
}

/** Forgets the searches opened for this replica (a test that empties it starts as a new page would). */
export function forgetReplicaSearches(db: ReplicaDatabase): void {
  cache.delete(db);
  latest.delete(db);
}

/**
 * The search of the given replica revision, opened once (concurrent callers share it). A screen can start
 * it early, before it renders, and find it ready.
 */
export function replicaSearchAt(db: ReplicaDatabase, revision: number): Promise<ReplicaSearch> {
  peekReplicaSearch(db); // adopts the first answer, if there is one
  const cached = cache.get(db);
  if (cached && cached.revision === revision) return cached.search;
  const search = openReplicaSearch(db);
  cache.set(db, { revision, search });
  search.then(
    (opened) => {
      if ((latest.get(db)?.revision ?? -1) <= opened.revision) latest.set(db, opened);
    },
    () => {
      if (cache.get(db)?.search === search) cache.delete(db);
    },
  );
  return search;
}

/** The search of the replica's current revision. */
export async function loadReplicaSearch(db: ReplicaDatabase): Promise<ReplicaSearch> {
  return replicaSearchAt(db, await readReplicaRevision(db));
}

async function openReplicaSearch(db: ReplicaDatabase): Promise<ReplicaSearch> {
  await db.open();
  performance.mark('replica-open');
  for (;;) {
    const { catalog, stored } = await readCatalogAndIndex(db);
    const index = isCurrentIndex(stored, catalog.revision) ? stored.index : null;
    // Never synced: nothing to index (and no worker to start while the first sync downloads).
    const serialized = index ?? (catalog.revision === 0 ? emptyPolicySearch() : null);
    let engine: PolicySearchEngine | null = serialized ? loadPolicySearch(serialized, catalog) : null;
    if (!engine) {
      const built = await refreshSearchIndex(db);
      // A sync may have moved the revision while the index was built: read the lists of that revision again.
      if (built.revision === catalog.revision) engine = loadPolicySearch(built.index, catalog);
    }
    if (engine) {
      performance.mark('index-ready');
      return replicaSearch(db, catalog, engine);
    }
  }
}

function replicaSearch(db: ReplicaDatabase, catalog: ReplicaCatalog, engine: PolicySearchEngine, read: readonly PolicyWithRefs[] = []): ReplicaSearch {
  // Rows read so far, for this revision only (the whole object is replaced when the revision moves).
  const rows = new Map<number, PolicyWithRefs>(read.map((row) => [row.id, row]));
  const cachedRows = (ids: readonly number[]) => (ids.every((id) => rows.has(id)) ? ids.map((id) => rows.get(id)!) : null);
  return {
    ...catalog,
    engine,
    policyCount: engine.policyCount,
    cachedRows,
    async readRows(ids) {
      const missing = ids.filter((id) => !rows.has(id));
      if (missing.length) {
        const read = (await db.policies.bulkGet(missing)).filter((p) => p !== undefined);
        for (const row of withCurrentRefs(read, catalog)) rows.set(row.id, row);
      }
      performance.mark('rows-read');
      // A row a later sync deleted is left out rather than shown empty.
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
  };
}

/**
 * What the search of an empty replica answers, without a database: a first visit's page reads no replica
 * until the first sync lands (ADR 328). The same as opening the search of a replica never synced.
 */
export function emptyReplicaSearch(): ReplicaSearch {
  const catalog: ReplicaCatalog = { revision: 0, platforms: [], categories: [], jurisdictions: [] };
  return {
    ...catalog,
    engine: loadPolicySearch(emptyPolicySearch(), catalog),
    policyCount: 0,
    cachedRows: (ids) => (ids.length === 0 ? [] : null),
    readRows: () => Promise.resolve([]),
  };
}

/** Searches the replica: the same input gives the same policies as GET /api/policies on the same dataset. */
export async function searchReplica(db: ReplicaDatabase, input: PolicySearch): Promise<PolicyWithRefs[]> {
  const search = await loadReplicaSearch(db);
  return search.readRows(search.engine.searchIds(input));
}
