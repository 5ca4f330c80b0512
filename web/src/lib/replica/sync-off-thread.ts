// The dataset sync of the app's replica. A first sync (the whole library) runs in a worker (sync-worker.ts)
// where the browser has one, so that parsing and writing half a megabyte (and indexing it) never holds the
// main thread (issue 27). What the worker wrote reaches this page's live queries through Dexie's
// cross-context change events; the screens' reads kept in memory are forgotten here. Later syncs are small
// deltas (most often a 304) and run in the thread: starting a worker for them would cost more than they do.
// Tests under Node, and callers with their own transport, sync in the thread.
import { forgetDatasetReads } from './dataset-read-cache';
import { META_KEYS, readMeta, type ReplicaDatabase } from './replica-db';
import { indexedElsewhere } from './search-index-store';
import { syncReplica, type SyncOutcome, type TransportOptions } from './sync-replica';
import { runSyncWorker } from './sync-worker';

/** One dataset sync of the replica; `indexed` tells whether the new revision's search index is built with it. */
export async function syncDataset(db: ReplicaDatabase, transport: TransportOptions = {}): Promise<SyncOutcome & { indexed: boolean }> {
  const ownTransport = Boolean(transport.fetch || transport.baseUrl || transport.signal);
  const firstSync = !((await readMeta<number>(db, META_KEYS.revision)) ?? 0);
  if (firstSync && typeof Worker !== 'undefined' && !ownTransport) {
    const run = runSyncWorker(db.name);
    // A search screen that wants the index meanwhile waits for the worker's rather than build its own.
    indexedElsewhere(db, run.done);
    const outcome = await run.synced;
    if (outcome) {
      if (outcome.status === 'updated') forgetDatasetReads(db);
      return { ...outcome, indexed: true };
    }
  }
  return { ...(await syncReplica(db, transport)), indexed: false };
}
