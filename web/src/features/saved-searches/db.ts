// What the saved-searches screen reads from the replica: the list, pending changes included (live), and
// the catalog that names its filters.
import { readCatalog, type ReplicaCatalog } from '../../lib/replica/dataset-reads';
import type { LocalSavedSearch } from '../../lib/replica/replica-db';
import { listSavedSearches } from '../../lib/replica/saved-searches';
import { useReplicaQuery, type ReplicaResult } from '../../lib/replica/use-replica-query';

export function useSavedSearchList(): ReplicaResult<LocalSavedSearch[]> {
  return useReplicaQuery((db) => listSavedSearches(db), []);
}

/** Platforms, categories and markets, to show a saved search's filters by name. */
export function useFilterCatalog(): ReplicaCatalog | null {
  const catalog = useReplicaQuery((db) => readCatalog(db), []);
  return catalog.status === 'ready' ? catalog.data : null;
}
