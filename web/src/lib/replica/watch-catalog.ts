// The replica's small lists (revision, platforms, categories, jurisdictions) for a screen that names things
// from the dataset without reading policies (the home browse tabs). Read with IndexedDB itself, not Dexie,
// and once: the landing page loads no database library on its main thread (its first sync runs in a worker,
// ADR 312); a device without a replica yet answers null, and the screen keeps the spec's names.
import type { ReplicaCatalog } from './dataset-reads';
import { META_KEYS, REPLICA_DB_NAME } from './replica-names';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** The lists, or null when there is no synced replica (or no IndexedDB). Never creates the database. */
export function readCatalogOnce(): Promise<ReplicaCatalog | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const open = indexedDB.open(REPLICA_DB_NAME);
    // No replica on this device: creating one here would block the app's own schema upgrade later.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onsuccess = async () => {
      const db = open.result;
      try {
        const tx = db.transaction(['meta', 'platforms', 'categories', 'jurisdictions'], 'readonly');
        const [revision, platforms, categories, jurisdictions] = await Promise.all([
          request(tx.objectStore('meta').get(META_KEYS.revision)) as Promise<{ value: unknown } | undefined>,
          request(tx.objectStore('platforms').getAll()),
          request(tx.objectStore('categories').getAll()),
          request(tx.objectStore('jurisdictions').getAll()),
        ]);
        const rev = Number(revision?.value ?? 0);
        resolve(rev > 0 ? { revision: rev, platforms, categories, jurisdictions } : null);
      } catch {
        resolve(null);
      } finally {
        db.close();
      }
    };
  });
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
