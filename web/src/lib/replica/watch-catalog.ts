// The replica's small lists (revision, platforms, categories, jurisdictions), watched live, for screens
// that name things from the dataset without reading policies (the home browse tabs). Watching starts the
// replica sync: the landing is where an installed app opens, so the library downloads from there.
import { liveQuery } from 'dexie';
import { readCatalog, type ReplicaCatalog } from './dataset-reads';
import { replica } from './replica-db';
import { ensureReplicaSync } from './replica-sync';

/** Calls `listener` with the lists once the replica holds a dataset, and after every sync that changes them. */
export function watchCatalog(listener: (catalog: ReplicaCatalog | null) => void): () => void {
  ensureReplicaSync();
  const subscription = liveQuery(() => readCatalog(replica())).subscribe({
    next: (catalog) => listener(catalog.revision > 0 ? catalog : null),
    error: () => listener(null),
  });
  return () => subscription.unsubscribe();
}
