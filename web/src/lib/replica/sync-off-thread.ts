// The dataset sync of the app's replica. A first sync (the whole library) runs in a worker (sync-worker.ts)
// where the browser has one, so that parsing and writing half a megabyte (and indexing it) never holds the
// main thread (issue 27). What the worker wrote reaches this page's live queries through Dexie's
// cross-context change events; the screens' reads kept in memory are forgotten here. Later syncs are small
// deltas (most often a 304) and run in the thread: starting a worker for them would cost more than they do.
// A page that has not opened the replica on a device without a library hands the worker the whole round
// (roundInWorker): it then opens no database on its thread until the library has landed (ADR 328).
// Tests under Node, and callers with their own transport, sync in the thread.
import { forgetDatasetReads } from './dataset-read-cache';
import type { OutboxRejection } from './outbox';
import { META_KEYS, readMeta, type ReplicaDatabase } from './replica-db';
import { REPLICA_DB_NAME } from './replica-names';
import { askReplicaPresence, replicaPresence } from './replica-presence';
import { syncReplica, type SyncOutcome, type TransportOptions } from './sync-replica';
import { runSyncWorker } from './sync-worker';

export type DatasetSyncOutcome = SyncOutcome & { indexed: boolean };

/** A round's two sides, settled: the outbox and lists, and the dataset delta. */
export type SettledRound = [outbox: PromiseSettledResult<void>, dataset: PromiseSettledResult<DatasetSyncOutcome>];

/** One dataset sync of the replica; `indexed` tells whether the new revision's search index is built with it. */
export async function syncDataset(db: ReplicaDatabase, transport: TransportOptions = {}): Promise<DatasetSyncOutcome> {
  const ownTransport = Boolean(transport.fetch || transport.baseUrl || transport.signal);
  const firstSync = !((await readMeta<number>(db, META_KEYS.revision)) ?? 0);
  if (firstSync && typeof Worker !== 'undefined' && !ownTransport) {
    // A search screen that wants the index meanwhile waits for the worker's rather than build its own.
    const outcome = await runSyncWorker(db.name).synced;
    if (outcome) {
      if (outcome.status === 'updated') forgetDatasetReads(db);
      return { ...outcome, indexed: true };
    }
  }
  return { ...(await syncReplica(db, transport)), indexed: false };
}

/**
 * The app's whole round in the worker, when this page has not opened the replica and the device holds no
 * library; null when this thread is to run it (a library here, no worker, or a run without the round on its
 * way, such as the landing's). Refusals go to `rejected`.
 */
export async function roundInWorker(rejected: (rejection: OutboxRejection) => void): Promise<SettledRound | null> {
  if (typeof Worker === 'undefined' || replicaPresence() === 'open' || (await askReplicaPresence()) !== 'absent') return null;
  const run = runSyncWorker(REPLICA_DB_NAME, { round: true });
  const round = await run.round;
  if (!round) return null;
  for (const r of round.rejected) rejected(r);
  const [dataset] = await Promise.allSettled([run.synced]);
  const outbox: PromiseSettledResult<void> = round.failure === null ? { status: 'fulfilled', value: undefined } : { status: 'rejected', reason: new Error(round.failure) };
  if (dataset.status === 'rejected') return [outbox, dataset];
  // The worker answered its round, so it ran: its outcome is there.
  return [outbox, { status: 'fulfilled', value: { ...dataset.value!, indexed: true } }];
}
