// A returning rep's first tap on each data screen, made as fast as a repeat one. Once the page has loaded,
// on a device that already holds the library, the data screens' chunks are fetched and evaluated and the
// large dataset reads are kept in memory (dataset-read-cache.ts), one piece per idle period. On a device
// without the library, whatever page this is, the first sync starts instead, in a worker (sync-worker.ts),
// so a rep who only opened the landing online has the library offline (issue 27); the warming waits for the
// next start, as it would compete with the sync (it took Lighthouse's TBT from 0.1 s to over 1 s, ADR 209).
// ADR 311, ADR 312.
import type { DatasetRead } from '../lib/replica/dataset-read-cache';
import { REPLICA_DB_NAME } from '../lib/replica/replica-names';
import { runSyncWorker } from '../lib/replica/sync-worker';
import { readCatalogOnce } from '../lib/replica/watch-catalog';
import type { ScreenLoader } from '../lib/screen-loader';

const idle = () =>
  new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(resolve, { timeout: 3000 }) : setTimeout(resolve, 50)));

/**
 * Readies these screens (the app's data screens, in the order a rep most often opens them), then the large
 * reads. `libraryAtStart` is the replica's catalog as the page started (read before any sync of this visit
 * could land): a library that arrived during this visit is not warmed either, since the warming's hundreds of
 * milliseconds of main-thread work would land on a first visit's page while the rep reads it.
 */
export async function warmDataScreens(screens: readonly ScreenLoader<unknown>[], libraryAtStart: Promise<unknown> = readCatalogOnce()): Promise<void> {
  if (!(await libraryAtStart)) {
    // Synced meanwhile (a data screen's own sync): nothing more to do on this visit.
    if (navigator.onLine === false || (await readCatalogOnce())) return;
    await idle();
    await runSyncWorker(REPLICA_DB_NAME).synced.catch(() => undefined); // a data screen's own sync retries
    return;
  }
  for (const screen of screens) {
    await idle();
    await screen.load().catch(() => undefined); // offline before its first visit: the router loads it later
  }
  const [{ replica }, { runRead }, reads] = await Promise.all([
    import('../lib/replica/replica-db'),
    import('../lib/replica/dataset-read-cache'),
    import('../lib/replica/dataset-reads'),
  ]);
  // The jurisdiction sheet and dashboard, compare, the updates, and the campaign check's whole library
  // (the largest read: 0.5 s of a first campaign check at 4× CPU before it was kept).
  const kept: DatasetRead<{ revision: number }>[] = [reads.marketSheetRead, reads.allPoliciesRead, reads.updatesRead, reads.policyLibraryRead];
  for (const read of kept) {
    await idle();
    await runRead(replica(), read).catch(() => undefined); // the screen reads (and reports) it itself
  }
  performance.mark('data-screens-warmed'); // npm run bench waits for it
}
