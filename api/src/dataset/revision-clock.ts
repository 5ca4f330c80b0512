// The dataset (platforms, categories, jurisdictions, documents, policies, updates) changes only when the
// seed loader moves its revision. Hot reads ask this clock instead of the database: it reads the revision
// at most once per interval, and at once after an in-process seed run (db.seedRuns moved). A seed run by
// another process (npm run db:seed against a shared MySQL) is seen within one interval and one read. ADR 005.
//
// When the interval runs out, the revision is read again in the background while the one known is used for
// up to one more interval: if every request waited for that read instead, all of them would take the slow
// path at once, once a second, and under load they never caught up (issue 27). A failed read forgets the
// revision, so the next requests go to the database and see the failure.
import type { Database } from '../db/database.js';

export interface RevisionClock {
  (): Promise<number>;
  /** The revision if it was read recently enough and no seed ran since; otherwise undefined. */
  peek(): number | undefined;
}

export function revisionClock(db: Database, readRevision: () => Promise<number>, intervalMs = 1000): RevisionClock {
  let known: { revision: number; seedRuns: number; at: number } | null = null;
  let reading: Promise<number> | null = null;

  const read = (): Promise<number> =>
    (reading ??= (async () => {
      const seedRuns = db.seedRuns;
      try {
        const revision = await readRevision();
        known = { revision, seedRuns, at: performance.now() };
        return revision;
      } catch (error) {
        known = null;
        throw error;
      }
    })().finally(() => {
      reading = null;
    }));

  const peek = () => {
    if (!known || known.seedRuns !== db.seedRuns) return undefined;
    const age = performance.now() - known.at;
    if (age < intervalMs) return known.revision;
    if (age >= 2 * intervalMs) return undefined;
    read().catch(() => {}); // its callers see a failure through the next ask
    return known.revision;
  };

  const clock = async () => peek() ?? (await read());
  return Object.assign(clock, { peek });
}
