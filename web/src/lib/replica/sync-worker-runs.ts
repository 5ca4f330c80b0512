// The sync worker runs on their way, by replica (sync-worker.ts starts them), apart from the worker's client
// so that code the worker itself bundles (search-index-store.ts) can ask without pulling the client in.
import type { SyncOutcome } from './sync-replica';
import type { OutboxRejection } from './outbox';

/** The outbox side of a round the worker ran: the server's refusals, and whether that part failed. */
export interface WorkerRound {
  rejected: OutboxRejection[];
  failure: string | null;
}

export interface SyncWorkerRun {
  /** The sync's outcome; null when no worker could run here (the caller syncs another way). */
  synced: Promise<SyncOutcome | null>;
  /**
   * Asked with the round: the outbox flushed and the lists refreshed there too, settling with the refusals
   * and whether that part failed; null when no worker could run. Missing on a run asked without the round.
   */
  round?: Promise<WorkerRound | null>;
  /** Settles once the worker is done, the new revision's search index built and stored (or not, on failure). */
  done: Promise<void>;
}

export const runningSyncWorkers = new Map<string, SyncWorkerRun>();

/** The sync worker run of this replica on its way, if any: a search index refresh waits for its build. */
export const syncWorkerRunning = (replicaName: string): SyncWorkerRun | undefined => runningSyncWorkers.get(replicaName);
