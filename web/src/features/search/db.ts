// What the search screen reads from the replica: the search index of the current dataset revision (with
// the platform, category and jurisdiction lists the filter sidebar shows). Live: a sync that moves the
// revision re-renders it with the new index.
import { useEffect, useState } from 'react';
import { replica } from '../../lib/replica/replica-db';
import { useReplicaQuery, type ReplicaResult } from '../../lib/replica/use-replica-query';
import { peekReplicaSearch, readReplicaRevision, replicaSearchAt, type ReplicaSearch } from '../../lib/search/replica-search';

const LOADING = { status: 'loading' } as const;

/** Starts opening the replica and building the index now, so the first render finds it (nearly) ready. */
export function prefetchReplicaSearch(): void {
  void readReplicaRevision(replica())
    .then((revision) => replicaSearchAt(replica(), revision))
    .catch(() => undefined); // the hook reports the failure
}

export function useReplicaSearch(): ReplicaResult<ReplicaSearch> {
  const revision = useReplicaQuery(readReplicaRevision, []);
  const [built, setBuilt] = useState<{ revision: number; result: ReplicaResult<ReplicaSearch> } | null>(null);
  const wanted = revision.status === 'ready' ? revision.data : null;

  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    replicaSearchAt(replica(), wanted).then(
      (data) => current && setBuilt({ revision: wanted, result: { status: 'ready', data } }),
      (error: unknown) =>
        current && setBuilt({ revision: wanted, result: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  if (revision.status === 'error') return revision;
  if (built && built.revision === wanted) return built.result;
  // Until the revision is read, or while a newer one opens, the search opened last answers (the one
  // main.tsx prefetched on a reload, or the previous revision's): never a loading state in between.
  const opened = peekReplicaSearch(replica());
  if (opened) return { status: 'ready', data: opened };
  return built ? built.result : LOADING;
}
