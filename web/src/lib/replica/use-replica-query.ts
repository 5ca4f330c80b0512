// The one way screens read the replica: a live query (re-run whenever the rows it read change) whose
// failures (no IndexedDB in a private window, a blocked upgrade) become a state, not a crashed screen.
// A read that knows what an empty replica answers passes it as `empty`: on a device without a library,
// until the first sync lands, it answers that without opening the database on this thread (ADR 328).
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { replica, type ReplicaDatabase } from './replica-db';
import { askReplicaPresence, replicaPresence, subscribeReplicaPresence } from './replica-presence';

export type ReplicaResult<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

const LOADING = { status: 'loading' } as const;
// A read without `empty` never looks at the presence, so it never re-renders when it changes.
const notWatched = () => () => undefined;
const unknown = () => 'unknown' as const;

export function useReplicaQuery<T>(querier: (db: ReplicaDatabase) => Promise<T>, deps: readonly unknown[], empty?: { data: T }): ReplicaResult<T> {
  const presence = useSyncExternalStore(empty ? subscribeReplicaPresence : notWatched, empty ? replicaPresence : unknown);
  // Known to be absent: the query runs again (on the replica) when that changes.
  const absent = empty !== undefined && presence === 'absent';
  const read = useLiveQuery<ReplicaResult<T>, ReplicaResult<T>>(
    async () => {
      if (empty && (absent || (presence === 'unknown' && (await askReplicaPresence()) === 'absent'))) return { status: 'ready', data: empty.data };
      try {
        return { status: 'ready', data: await querier(replica()) };
      } catch (error) {
        return { status: 'error', message: error instanceof Error ? error.message : String(error) };
      }
    },
    [...deps, absent],
    LOADING,
  );
  // Known absent as it renders: the empty answer at once, not after a loading state the screen would draw first.
  return absent ? { status: 'ready', data: empty.data } : read;
}
