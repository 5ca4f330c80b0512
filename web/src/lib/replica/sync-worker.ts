// Starts the replica's sync worker (replica-sync.worker.ts) and follows it, without loading the database
// library on this thread: the boot path starts a first sync with it on pages that read no data (a first
// visit of the landing brings the library onto the device), and the app's syncer runs a first sync with it
// (sync-off-thread.ts), the whole round (outbox and lists too) when the page has not opened the replica.
// One run at a time per replica: asked while one runs, it answers with that run.
import { ApiError } from '../api-client';
import type { OutboxEntry } from './replica-db';
import { REPLICA_DB_NAME } from './replica-names';
import { markReplicaOpen } from './replica-presence';
import type { SyncOutcome } from './sync-replica';
import { runningSyncWorkers, type SyncWorkerRun, type WorkerRound } from './sync-worker-runs';

export type { SyncWorkerRun } from './sync-worker-runs';

/** A refusal of the server as it crosses from the worker (an ApiError does not keep its class on the way). */
export interface RejectionMessage {
  entry: OutboxEntry;
  status: number;
  body: string;
  message: string;
}

export type SyncWorkerAnswer =
  | { step: 'synced'; outcome: SyncOutcome }
  | { step: 'round'; rejected: RejectionMessage[]; failure: string | null }
  | { step: 'indexed' }
  | { step: 'failed'; message: string };

export interface SyncWorkerAsk {
  replicaName: string;
  /** The outbox and the lists too (a page that has not opened the replica); the worker then always ends with 'indexed'. */
  round?: boolean;
}

export function runSyncWorker(replicaName: string, options: { round?: boolean } = {}): SyncWorkerRun {
  const current = runningSyncWorkers.get(replicaName);
  if (current) return current;
  if (typeof Worker === 'undefined') return { synced: Promise.resolve(null), done: Promise.resolve() };
  const withRound = options.round === true;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  let roundAnswered!: (round: WorkerRound | null) => void;
  const round = new Promise<WorkerRound | null>((resolve) => (roundAnswered = resolve));
  const synced = new Promise<SyncOutcome | null>((resolve, reject) => {
    const worker = new Worker(new URL('./replica-sync.worker.ts', import.meta.url), { type: 'module', name: 'replica-sync' });
    const finish = () => {
      worker.terminate();
      if (runningSyncWorkers.get(replicaName) === run) runningSyncWorkers.delete(replicaName);
      roundAnswered(null); // if the worker stopped before answering it
      finished();
    };
    worker.onmessage = (event: MessageEvent<SyncWorkerAnswer>) => {
      const answer = event.data;
      if (answer.step === 'synced') {
        // The app's replica holds a library now: this page reads it from here on.
        if (replicaName === REPLICA_DB_NAME) markReplicaOpen();
        resolve(answer.outcome);
        if (answer.outcome.status === 'unchanged' && !withRound) finish();
      } else if (answer.step === 'round') {
        const rejected = answer.rejected.map(({ entry, status, body, message }) => ({ entry, error: Object.assign(new ApiError(status, body, ''), { message }) }));
        roundAnswered({ rejected, failure: answer.failure });
      } else if (answer.step === 'indexed') {
        finish();
      } else {
        reject(new Error(answer.message));
        if (!withRound) finish();
      }
    };
    // The worker script itself failed (not loadable here).
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(null);
      finish();
    };
    const ask: SyncWorkerAsk = withRound ? { replicaName, round: true } : { replicaName };
    worker.postMessage(ask);
  });
  const run: SyncWorkerRun = withRound ? { synced, round, done } : { synced, done };
  runningSyncWorkers.set(replicaName, run);
  return run;
}
