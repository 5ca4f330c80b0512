// Builds the replica's search index off the main thread (see search-index-store.ts): opens the same replica,
// builds, stores and sends the index back, so the page can use it without reading it again.
import { openReplica } from './replica-db';
import { buildStoredSearchIndex } from './search-index-store';

self.onmessage = async (event: MessageEvent<{ replicaName: string }>) => {
  const db = openReplica(event.data.replicaName);
  try {
    const built = await buildStoredSearchIndex(db);
    self.postMessage({ ok: true, built });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  } finally {
    db.close();
  }
};
