// The replica's small lists (revision, platforms, categories, jurisdictions) for a screen that names things
// from the dataset without reading policies (the home browse tabs). Read with IndexedDB itself, not Dexie,
// and once: the landing page loads no database library on its main thread (its first sync runs in a worker,
// ADR 312); a device without a replica yet answers null, and the screen keeps the spec's names.
import type { ReplicaCatalog } from './dataset-reads';
import { idbRequest, openExistingReplica } from './existing-replica';
import { META_KEYS } from './replica-names';

/** The lists, or null when there is no synced replica (or no IndexedDB). Never creates the database. */
export async function readCatalogOnce(): Promise<ReplicaCatalog | null> {
  try {
    const db = await openExistingReplica();
    if (!db) return null;
    try {
      const tx = db.transaction(['meta', 'platforms', 'categories', 'jurisdictions'], 'readonly');
      const [revision, platforms, categories, jurisdictions] = await Promise.all([
        idbRequest(tx.objectStore('meta').get(META_KEYS.revision)) as Promise<{ value: unknown } | undefined>,
        idbRequest(tx.objectStore('platforms').getAll()),
        idbRequest(tx.objectStore('categories').getAll()),
        idbRequest(tx.objectStore('jurisdictions').getAll()),
      ]);
      const rev = Number(revision?.value ?? 0);
      return rev > 0 ? { revision: rev, platforms, categories, jurisdictions } : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** As a watch (lib/use-after-load-watch.ts): the lists once, read after the page has loaded. */
export function watchCatalog(listener: (catalog: ReplicaCatalog | null) => void): () => void {
  let stopped = false;
  void readCatalogOnce().then((catalog) => {
    if (!stopped) listener(catalog);
  });
  return () => {
    stopped = true;
  };
}
