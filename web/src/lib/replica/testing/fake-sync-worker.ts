// A stand-in for the replica's sync worker (replica-sync.worker.ts) in tests without workers: each test
// scripts its answers, and the workers started are recorded (their name, what they were asked, whether
// they were ended). Install it with vi.stubGlobal('Worker', fakeSyncWorker(script)).
import type { SyncWorkerAnswer } from '../sync-worker';

export type SyncWorkerScript = (post: (answer: SyncWorkerAnswer) => void, fail: () => void) => void;

export interface StartedSyncWorker {
  name?: string;
  asked: unknown[];
  terminated: boolean;
}

/** The workers started since the last clear, in order. */
export const startedSyncWorkers: StartedSyncWorker[] = [];

/** A sync that brought new rows, as the worker reports it. */
export const UPDATED_OUTCOME = { status: 'updated', revision: 4, reset: false, rowsWritten: 10, rowsDeleted: 0 } as const;

/** Answers the sync, then the index, at once. */
export const syncsAndIndexes: SyncWorkerScript = (post) => {
  post({ step: 'synced', outcome: UPDATED_OUTCOME });
  post({ step: 'indexed' });
};

export function fakeSyncWorker(script: SyncWorkerScript) {
  return class {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private readonly record: StartedSyncWorker = { name: undefined, asked: [], terminated: false };
    constructor(_url: URL, options?: WorkerOptions) {
      this.record.name = options?.name;
      startedSyncWorkers.push(this.record);
    }
    postMessage(message: unknown) {
      this.record.asked.push(message);
      const post = (data: SyncWorkerAnswer) => queueMicrotask(() => this.onmessage?.({ data } as MessageEvent));
      script(post, () => queueMicrotask(() => this.onerror?.(Object.assign(new Event('error'), { preventDefault() {} }))));
    }
    terminate() {
      this.record.terminated = true;
    }
  };
}
