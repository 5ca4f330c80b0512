// The replica's dataset revision, readable without loading Dexie: the entry script's first answer on a
// search reload (search-index-store.ts) reaches it, and Dexie is not on that path (bench: critical JS).
import type { ReplicaDatabase } from './replica-db';
import { META_KEYS } from './replica-names';

/** The dataset revision the replica holds; 0 before the first sync. */
export async function readReplicaRevision(db: ReplicaDatabase): Promise<number> {
  return Number((await db.meta.get(META_KEYS.revision))?.value ?? 0);
}

/** The revision a saved search or follow first shown now counts its changes from: none before the first sync. */
export const seenFrom = (revision: number): number | undefined => (revision > 0 ? revision : undefined);
