// What the search screen reads from the replica: the search index of the current dataset revision (with
// the platform, category and jurisdiction lists the filter sidebar shows). Live: a sync that moves the
// revision re-renders it with the new index.
import { useEffect, useState } from 'react';
import { replica } from '../../lib/replica/replica-db';
import { readCatalog, type ReplicaCatalog } from '../../lib/replica/dataset-reads';
import { useReplicaQuery, type ReplicaResult } from '../../lib/replica/use-replica-query';
import { askReplicaPresence, replicaPresence } from '../../lib/replica/replica-presence';
import { emptyReplicaSearch, peekReplicaSearch, readReplicaRevision, replicaSearchAt, type ReplicaSearch } from '../../lib/search/replica-search';

const LOADING = { status: 'loading' } as const;
let emptySearch: ReplicaResult<ReplicaSearch> | null = null;
/** One empty search for every render, so that the screen sees the same answer until the library lands. */
const EMPTY_SEARCH = () => (emptySearch ??= { status: 'ready', data: emptyReplicaSearch() });

/** Starts opening the replica and building the index now, so the first render finds it (nearly) ready. */
export function prefetchReplicaSearch(): void {
  void askReplicaPresence()
    .then((presence) => (presence === 'absent' ? undefined : readReplicaRevision(replica()).then((revision) => replicaSearchAt(replica(), revision))))
    .catch(() => undefined); // the hook reports the failure
}

/** The revision of an empty replica: a first visit reads it so without opening the database (ADR 328). */
const NEVER_SYNCED = { data: 0 };

/**
 * The search of the replica's current revision. With `keepFirstVisit`, on a first visit (the first search
 * this screen got was of the empty replica) the library that arrives meanwhile is not loaded yet: the empty
 * search stays, and the screen keeps the server's answer (see SearchPage). `libraryArrived` says that the
 * empty search given stands for a library that is here: kept so, or while its search loads.
 */
export function useReplicaSearch(keepFirstVisit = false): ReplicaResult<ReplicaSearch> & { libraryArrived?: 'kept' | 'loading' } {
  const revision = useReplicaQuery(readReplicaRevision, [], NEVER_SYNCED);
  const [built, setBuilt] = useState<{ revision: number; result: ReplicaResult<ReplicaSearch> } | null>(null);
  const wanted = revision.status === 'ready' ? revision.data : null;
  // The empty replica's search, when it is the first this screen got: a first visit.
  const [firstVisit, setFirstVisit] = useState<ReplicaSearch | null | undefined>(undefined);
  const arrived = firstVisit && wanted !== null && wanted > 0 ? firstVisit : null;
  const keeping = keepFirstVisit && arrived !== null;

  useEffect(() => {
    if (wanted === null || wanted === 0 || keeping) return; // currentSearch answers an empty replica
    let current = true;
    replicaSearchAt(replica(), wanted).then(
      (data) => current && setBuilt({ revision: wanted, result: { status: 'ready', data } }),
      (error: unknown) =>
        current && setBuilt({ revision: wanted, result: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [wanted, keeping]);

  const result = currentSearch(revision, built, wanted);
  useEffect(() => {
    if (firstVisit === undefined && result.status === 'ready') setFirstVisit(result.data.revision === 0 ? result.data : null);
  }, [firstVisit, result]);
  if (arrived && (keeping || result.status !== 'ready' || result.data.revision === 0)) {
    return { status: 'ready', data: arrived, libraryArrived: keeping ? 'kept' : 'loading' };
  }
  return result;
}

function currentSearch(revision: ReplicaResult<number>, built: { revision: number; result: ReplicaResult<ReplicaSearch> } | null, wanted: number | null): ReplicaResult<ReplicaSearch> {
  if (revision.status === 'error') return revision;
  // An empty replica: a first visit until its revision reads the library that landed, or a library removed.
  // Its search is the empty search, at once and without opening the database on this thread (ADR 328): the
  // first sync's landing re-renders at once (the presence), and opening Dexie there was a long task.
  if (wanted === 0) return EMPTY_SEARCH();
  if (built && built.revision === wanted) return built.result;
  // Until the revision is read, or while a newer one opens, the search opened last answers (the one
  // main.tsx prefetched on a reload, or the previous revision's): never a loading state in between.
  const opened = replicaPresence() === 'absent' ? null : peekReplicaSearch(replica());
  if (opened) return { status: 'ready', data: opened };
  return built ? built.result : LOADING;
}

const NO_CATALOG = { data: null };

/** While a first visit keeps the server's answer, the lists of the library that arrived (for the filters). */
export function useKeptLibraryCatalog(kept: boolean): ReplicaCatalog | null {
  const read = useReplicaQuery((db) => (kept ? readCatalog(db) : Promise.resolve(null)), [kept], NO_CATALOG);
  return kept && read.status === 'ready' ? read.data : null;
}
