// The one way screens read the replica: a live query (re-run whenever the rows it read change) whose
// failures (no IndexedDB in a private window, a blocked upgrade) become a state, not a crashed screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { replica, type ReplicaDatabase } from './replica-db';

export type ReplicaResult<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

const LOADING = { status: 'loading' } as const;

export function useReplicaQuery<T>(querier: (db: ReplicaDatabase) => Promise<T>, deps: readonly unknown[]): ReplicaResult<T> {
  return useLiveQuery<ReplicaResult<T>, ReplicaResult<T>>(
    async () => {
      try {
        return { status: 'ready', data: await querier(replica()) };
      } catch (error) {
        return { status: 'error', message: error instanceof Error ? error.message : String(error) };
      }
    },
    [...deps],
    LOADING,
  );
}
