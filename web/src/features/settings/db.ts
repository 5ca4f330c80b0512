// What the Settings screen reads from and does to the replica: the library's revision, size and last sync
// (one read transaction, so the three always agree), the markets for the default-market choice, and
// "clear local data": the dataset, its meta and search index go, the saved searches and the outbox stay
// (a search saved offline and not yet sent exists nowhere else).
import type { Jurisdiction } from '../../../../core/contract';
import { forgetDatasetReads } from '../../lib/replica/dataset-read-cache';
import { DATASET_TABLES, META_KEYS, replica, type ReplicaDatabase } from '../../lib/replica/replica-db';
import { replicaSyncer } from '../../lib/replica/replica-sync';
import { useReplicaQuery, type ReplicaResult } from '../../lib/replica/use-replica-query';

export interface SettingsData {
  /** The dataset revision held here; 0 before the first sync. */
  revision: number;
  policyCount: number;
  /** ISO timestamp of the last sync that reached the server, or null. */
  lastSyncedAt: string | null;
  jurisdictions: Jurisdiction[];
}

export function readSettingsData(db: ReplicaDatabase): Promise<SettingsData> {
  return db.transaction('r', [db.meta, db.policies, db.jurisdictions], async () => {
    const [revision, lastSyncedAt, policyCount, jurisdictions] = await Promise.all([
      db.meta.get(META_KEYS.revision),
      db.meta.get(META_KEYS.lastSyncedAt),
      db.policies.count(),
      db.jurisdictions.toArray(),
    ]);
    return {
      revision: typeof revision?.value === 'number' ? revision.value : 0,
      policyCount,
      lastSyncedAt: typeof lastSyncedAt?.value === 'string' ? lastSyncedAt.value : null,
      jurisdictions,
    };
  });
}

/** The Settings screen's live read of the replica (re-read after every sync or clear). */
export function useSettingsData(): ReplicaResult<SettingsData> {
  return useReplicaQuery((db) => readSettingsData(db), []);
}

/** The tables "clear local data" empties: never `savedSearches`, `followedPolicies` nor `outbox`. */
export const CLEARED_TABLES = [...DATASET_TABLES, 'meta', 'searchIndexes'] as const;

/**
 * Empties the dataset, the meta (revision, ETag, last sync) and the search index in one transaction, so the
 * next sync downloads everything from revision 0. Saved searches, follows and the outbox are not touched.
 */
export async function clearDatasetOnDevice(db: ReplicaDatabase): Promise<void> {
  const tables = CLEARED_TABLES.map((name) => db.table(name));
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
  forgetDatasetReads(db); // no screen may show its last answer from the cleared library
}

/**
 * "Clear local data and download again" on the app's replica. A sync already running is let finish first
 * (its delta would otherwise land on the emptied tables); then the clear, then a full download. Resolves to
 * why the download did not happen (offline, or the sync's error message), or null when the library came down again.
 */
export async function clearAndDownloadAgain(): Promise<string | null> {
  const syncer = replicaSyncer();
  if (syncer.getState().syncing) await syncer.syncNow();
  await clearDatasetOnDevice(replica());
  await syncer.syncNow();
  const state = syncer.getState();
  if (!state.online) return 'this device is offline';
  return state.lastError;
}
