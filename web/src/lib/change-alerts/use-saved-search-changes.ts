// The saved searches' change alerts, for a screen that already shows the list: they arrive after the list
// (never holding it back) and are counted again when a search is run or marked seen, or a sync moves the
// revision. A failure leaves no alert rather than a broken screen: the list is what the rep came for.
import { useEffect, useState } from 'react';
import { readReplicaRevision, replica, type LocalSavedSearch } from '../replica/replica-db';
import { useReplicaQuery } from '../replica/use-replica-query';
import { readSavedSearchChanges, type SavedSearchChanges } from './db';

const NONE: SavedSearchChanges = new Map();

export function useSavedSearchChanges(searches: readonly LocalSavedSearch[] | null): SavedSearchChanges {
  const revision = useReplicaQuery(readReplicaRevision, []);
  const [changes, setChanges] = useState<{ key: string; changes: SavedSearchChanges } | null>(null);
  const key = searches && revision.status === 'ready' ? `${revision.data}|${searches.map((s) => `${s.clientId}@${s.seenRevision ?? ''}`).join(',')}` : null;

  useEffect(() => {
    if (key === null || !searches) return;
    let current = true;
    readSavedSearchChanges(replica(), searches).then(
      (counted) => current && setChanges({ key, changes: counted }),
      () => current && setChanges({ key, changes: NONE }),
    );
    return () => {
      current = false;
    };
    // `key` names everything the count depends on; `searches` is a new array on every live-query run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return changes && changes.key === key ? changes.changes : NONE;
}
