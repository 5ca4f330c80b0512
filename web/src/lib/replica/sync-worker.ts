// Starts the replica's sync worker (replica-sync.worker.ts) and follows it, without loading the database
// library on this thread: the boot path starts a first sync with it on pages that read no data (a first
// visit of the landing brings the library onto the device), and the app's syncer runs a first sync with it
// (sync-off-thread.ts). One run at a time per replica: asked while one runs, it answers with that run.
import type { SyncOutcome } from './sync-replica';

export type SyncWorkerAnswer =
  | { step: 'synced'; outcome: SyncOutcome }
  | { step: 'indexed' }
  | { step: 'failed'; message: string };

export interface SyncWorkerRun {
  /** The sync's outcome; null when no worker could run here (the caller syncs another way). */
  synced: Promise<SyncOutcome | null>;
  /** Settles once the worker is done, the new revision's search index built and stored (or not, on failure). */
  done: Promise<void>;
}

const running = new Map<string, SyncWorkerRun>();

export function runSyncWorker(replicaName: string): SyncWorkerRun {
  const current = running.get(replicaName);
  if (current) return current;
  if (typeof Worker === 'undefined') return { synced: Promise.resolve(null), done: Promise.resolve() };
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const synced = new Promise<SyncOutcome | null>((resolve, reject) => {
    const worker = new Worker(new URL('./replica-sync.worker.ts', import.meta.url), { type: 'module', name: 'replica-sync' });
    const finish = () => {
      worker.terminate();
      if (running.get(replicaName) === run) running.delete(replicaName);
      finished();
    };
    worker.onmessage = (event: MessageEvent<SyncWorkerAnswer>) => {
      const answer = event.data;
      if (answer.step === 'synced') {
        resolve(answer.outcome);
        if (answer.outcome.status === 'unchanged') finish();
      } else if (answer.step === 'indexed') {
        finish();
      } else {
        finish();
        reject(new Error(answer.message));
      }
    };
    // The worker script itself failed (not loadable here).
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      resolve(null);
    };
    worker.postMessage({ replicaName });
  });
  const run: SyncWorkerRun = { synced, done };
  running.set(replicaName, run);
  return run;
}
