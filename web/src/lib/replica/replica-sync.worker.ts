// Pulls the dataset delta into the replica off the main thread (sync-off-thread.ts): a first sync's half
// megabyte of JSON is parsed and written here, so the page that asked stays responsive. Asked for the whole
// round (a first visit's page, which opens no database: ADR 328), it flushes the outbox and refreshes the
// lists here too, as the page's syncer would. When the revision moved, it then builds and stores the search
// index of the new revision, still here.
import type { OutboxRejection } from './outbox';
import { openReplica } from './replica-db';
import { buildStoredSearchIndex } from './search-index-store';
import { flushAndRefresh } from './sync-round';
import { syncReplica, type SyncOutcome } from './sync-replica';
import type { SyncWorkerAnswer, SyncWorkerAsk } from './sync-worker';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

self.onmessage = async (event: MessageEvent<SyncWorkerAsk>) => {
  const db = openReplica(event.data.replicaName);
  const answer = (message: SyncWorkerAnswer) => self.postMessage(message);
  try {
    const datasetSync = syncReplica(db);
    const rejected: OutboxRejection[] = [];
    const round = event.data.round
      ? flushAndRefresh(db, datasetSync, (r) => rejected.push(r)).then(
          () => null,
          (error: unknown) => messageOf(error),
        )
      : null;
    let outcome: SyncOutcome | null = null;
    try {
      outcome = await datasetSync;
      answer({ step: 'synced', outcome });
    } catch (error) {
      answer({ step: 'failed', message: messageOf(error) });
      if (!round) return;
    }
    if (round) {
      const failure = await round;
      answer({ step: 'round', failure, rejected: rejected.map(({ entry, error }) => ({ entry, status: error.status, body: error.body, message: error.message })) });
    }
    // Not indexed (storage full, say): the search screen builds the index itself.
    if (outcome?.status === 'updated') await buildStoredSearchIndex(db).catch(() => undefined);
    answer({ step: 'indexed' });
  } finally {
    db.close();
  }
};
