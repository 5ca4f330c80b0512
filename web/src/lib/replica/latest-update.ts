// The newest policy update of the replica, for the sidebar's 'Policy Update Alert': watched live, so a
// sync that brings a newer update changes the alert at once. Loaded after the page (it opens the replica).
import { liveQuery } from 'dexie';
import { replica } from './replica-db';

export interface LatestUpdate {
  /** Null for a change of law. */
  policyId: number | null;
  summary: string;
  updateDate: string;
  /** The platform's name, or "Law · GB" for a change of law. */
  platformName: string;
}

async function readLatestUpdate(): Promise<LatestUpdate | null> {
  const db = replica();
  return db.transaction('r', [db.updates, db.policies, db.platforms, db.laws], async () => {
    // updateDate is indexed; ties on a date go to the higher id, as the updates screen orders them.
    const newestDate = (await db.updates.orderBy('updateDate').last())?.updateDate;
    if (!newestDate) return null;
    const sameDay = await db.updates.where('updateDate').equals(newestDate).toArray();
    const update = sameDay.reduce((a, b) => (b.id > a.id ? b : a));
    if (update.lawId !== null) {
      const law = await db.laws.get(update.lawId);
      return { policyId: null, summary: update.summary, updateDate: update.updateDate, platformName: law ? `Law · ${law.jurisdictionCode}` : '' };
    }
    const policy = update.policyId === null ? undefined : await db.policies.get(update.policyId);
    const platform = policy ? await db.platforms.get(policy.platformId) : undefined;
    return { policyId: update.policyId, summary: update.summary, updateDate: update.updateDate, platformName: platform?.name ?? '' };
  });
}

/** Calls `listener` with the newest update now and whenever it changes; returns a function that stops. */
export function watchLatestUpdate(listener: (latest: LatestUpdate | null) => void): () => void {
  const subscription = liveQuery(readLatestUpdate).subscribe({
    next: listener,
    error: () => listener(null), // no IndexedDB here: the alert keeps its general wording
  });
  return () => subscription.unsubscribe();
}
