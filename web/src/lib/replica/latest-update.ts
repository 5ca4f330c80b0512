// The newest policy update of the replica, for the sidebar's 'Policy Update Alert': watched live, so a
// sync that brings a newer update changes the alert at once. Loaded after the page (it opens the replica).
import { liveQuery } from 'dexie';
import { replica } from './replica-db';

export interface LatestUpdate {
  policyId: number;
  summary: string;
  updateDate: string;
  platformName: string;
}

async function readLatestUpdate(): Promise<LatestUpdate | null> {
  const db = replica();
  return db.transaction('r', [db.updates, db.policies, db.platforms], async () => {
    // updateDate is indexed; ties on a date go to the higher id, as the updates screen orders them.
    const newestDate = (await db.updates.orderBy('updateDate').last())?.updateDate;
    if (!newestDate) return null;
    const sameDay = await db.updates.where('updateDate').equals(newestDate).toArray();
    const update = sameDay.reduce((a, b) => (b.id > a.id ? b : a));
    const policy = await db.policies.get(update.policyId);
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
