// Pulls the dataset delta into the replica off the main thread (sync-off-thread.ts): a first sync's half
// megabyte of JSON is parsed and written here, so the page that asked stays responsive. When the revision
// moved, it then builds and stores the search index of the new revision, still here.
import { openReplica } from './replica-db';
import { buildStoredSearchIndex } from './search-index-store';
import { syncReplica } from './sync-replica';
import type { SyncWorkerAnswer } from './sync-worker';

self.onmessage = async (event: MessageEvent<{ replicaName: string }>) => {
  const db = openReplica(event.data.replicaName);
  const answer = (message: SyncWorkerAnswer) => self.postMessage(message);
  try {
    const outcome = await syncReplica(db);
    answer({ step: 'synced', outcome });
    // Not indexed (storage full, say): the search screen builds the index itself.
    if (outcome.status === 'updated') await buildStoredSearchIndex(db).catch(() => undefined);
    answer({ step: 'indexed' });
  } catch (error) {
    answer({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    db.close();
  }
};
