// The dataset (platforms, categories, jurisdictions, documents, policies, updates) changes only when the
// seed loader moves its revision. Hot reads ask this clock instead of the database: it reads the revision
// at most once per interval, and at once after an in-process seed run (db.seedRuns moved). A seed run by
// another process (npm run db:seed against a shared MySQL) is seen within one interval. ADR 005.
import type { Database } from '../db/database.js';

export interface RevisionClock {
  (): Promise<number>;
  /** The revision if it was read within the interval and no seed ran since; otherwise undefined. */
  peek(): number | undefined;
}

export function revisionClock(db: Database, readRevision: () => Promise<number>, intervalMs = 1000): RevisionClock {
  let known: { revision: number; seedRuns: number; at: number } | null = null;
  let reading: Promise<number> | null = null;

  const peek = () =>
    known && known.seedRuns === db.seedRuns && performance.now() - known.at < intervalMs ? known.revision : undefined;

  const clock = async () => {
    const revision = peek();
    if (revision !== undefined) return revision;
    reading ??= (async () => {
      const seedRuns = db.seedRuns;
      const read = await readRevision();
      known = { revision: read, seedRuns, at: performance.now() };
      return read;
    })().finally(() => {
      reading = null;
    });
    return reading;
  };
  return Object.assign(clock, { peek });
}
