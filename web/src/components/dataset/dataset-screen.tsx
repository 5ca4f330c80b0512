// How a reference screen reads the replica: the read starts the replica sync (the first data screen of a
// visit does), and the answer becomes one of four states — loading (a skeleton of the screen), failed (a
// plain message), not on this device yet (first visit: downloading, offline, or the download failed), or
// the data, which the screen renders. Every data screen goes through here, so they all say the same thing.
// A screen visited before paints its last answer at once (lib/replica/dataset-read-cache.ts).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { peekLastRead, runRead, type DatasetRead } from '../../lib/replica/dataset-read-cache';
import { replica } from '../../lib/replica/replica-db';
import { ensureReplicaSync, replicaSyncer } from '../../lib/replica/replica-sync';
import { useReplicaQuery, type ReplicaResult } from '../../lib/replica/use-replica-query';
import { Notice } from '../ui/notice';

const LOADING = { status: 'loading' } as const;

/**
 * The screen's read, live. Until it answers (and while it answers for the previous key, after a param
 * change), the last answer read under this key is shown: a repeat visit paints at once, no skeleton.
 */
export function useDataset<T extends { revision: number }>(read: DatasetRead<T>, deps: readonly unknown[]): ReplicaResult<T> {
  useEffect(ensureReplicaSync, []);
  const result = useReplicaQuery(async (db) => ({ key: read.key, data: await runRead(db, read) }), deps);
  if (result.status === 'error') return result;
  if (result.status === 'ready' && result.data.key === read.key) return { status: 'ready', data: result.data.data };
  const last = peekLastRead<T>(replica(), read.key);
  return last ? { status: 'ready', data: last } : LOADING;
}

export function DatasetGate<T extends { revision: number }>({
  result,
  skeleton,
  children,
}: {
  result: ReplicaResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const sync = useSyncExternalStore(replicaSyncer().subscribe, replicaSyncer().getState);
  if (result.status === 'loading') return skeleton;
  if (result.status === 'error') {
    return (
      <Notice title="This screen is not available on this device">
        The local policy library could not be opened ({result.message}). Reloading the page usually helps.
      </Notice>
    );
  }
  if (result.data.revision === 0) {
    if (!sync.online) {
      return <Notice title="The policy library is not on this device yet">Connect to the internet once to download it; after that, this screen works offline.</Notice>;
    }
    if (sync.lastError !== null && !sync.syncing) {
      return (
        <Notice title="The policy library is not on this device yet">
          It could not be downloaded just now. Use “Sync now” at the top of the page to try again.
        </Notice>
      );
    }
    return (
      <div role="status" aria-label="Downloading the policy library…">
        {skeleton}
      </div>
    );
  }
  return <>{children(result.data)}</>;
}
