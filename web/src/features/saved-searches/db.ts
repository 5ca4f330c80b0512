// What the saved-searches screen reads from the replica: the list, pending changes included (live).
import type { LocalSavedSearch } from '../../lib/replica/replica-db';
import { listSavedSearches } from '../../lib/replica/saved-searches';
import { useReplicaQuery, type ReplicaResult } from '../../lib/replica/use-replica-query';

export function useSavedSearchList(): ReplicaResult<LocalSavedSearch[]> {
  return useReplicaQuery((db) => listSavedSearches(db), []);
}
