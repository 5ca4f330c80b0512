// The dashboard's one read of the replica: every policy and update (for the market matrix, the latest
// changes and followed policies' alerts), the followed policies, the saved searches, and when the
// replica last synced.
import { readByRevision, screenRead } from '../../lib/replica/dataset-read-cache';
import { marketSheetRead, type MarketSheetData } from '../../lib/replica/dataset-reads';
import { listFollowedPolicies } from '../../lib/replica/followed-policies';
import { META_KEYS, readMeta, type LocalFollowedPolicy, type LocalSavedSearch, type ReplicaDatabase } from '../../lib/replica/replica-db';
import { listSavedSearches } from '../../lib/replica/saved-searches';

export interface DashboardData extends MarketSheetData {
  savedSearches: LocalSavedSearch[];
  follows: LocalFollowedPolicy[];
  lastSyncedAt: string | null;
}

export function readDashboard(db: ReplicaDatabase): Promise<DashboardData> {
  // The market sheet is the jurisdiction page's read (kept per revision); the lists are read every time.
  // The reads join this outer transaction (Dexie nests a transaction whose tables are a subset).
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.laws, db.policies, db.updates, db.savedSearches, db.followedPolicies], async () => {
    const [sheet, savedSearches, follows, lastSyncedAt] = await Promise.all([
      readByRevision(db, marketSheetRead),
      listSavedSearches(db),
      listFollowedPolicies(db),
      readMeta<string>(db, META_KEYS.lastSyncedAt),
    ]);
    return { ...sheet, savedSearches, follows, lastSyncedAt: lastSyncedAt ?? null };
  });
}

export const dashboardRead = screenRead('dashboard', readDashboard);

/** The categories the core matrix answers for (the product's regulated core). */
export const CORE_CATEGORY_SLUGS = ['cryptocurrency', 'gambling-lottery', 'real-money-gaming', 'alcohol'] as const;

/** The oldest date a policy's source was read: how stale the checked part of the library can be at worst. */
export function oldestVerification(policies: readonly { verifiedAt: string | null }[]): string | null {
  return policies.reduce<string | null>((oldest, p) => (p.verifiedAt !== null && (oldest === null || p.verifiedAt < oldest) ? p.verifiedAt : oldest), null);
}
