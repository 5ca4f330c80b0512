// `npm run bench`, section 2: offline reload of /search?q=crypto to its results on screen (phone viewport,
// 4× CPU slowdown, service worker + replica), for a search the app painted before on the device and for one
// whose answer it forgot, against the limit baseline (baseline-page.ts: the same IndexedDB reads and paint
// with no framework), in alternating rounds, as a ratio, with the app's performance marks showing where its
// time goes (web/src/main.tsx names them). BENCH_OFFLINE_ROUNDS (read by run.ts) sets the rounds.
import type { BrowserContext, Page } from '@playwright/test';
import { LAST_ANSWER_KEY } from '../../web/src/lib/replica/replica-names.js';
import { baselinePage } from './baseline-page.js';
import { CPU_SLOWDOWN, line, median, ms, PHONE } from './runner.js';

export const OFFLINE_RELOADS = 7;
const OFFLINE_QUERY = 'crypto';
const BASELINE_PATH = '/bench-baseline.html';

/**
 * Records (in page time, from navigation start) when the first search result is in the DOM, and says so on
 * the console: the bench listens for that message rather than polling the page, because Playwright's first
 * evaluation in a new document injects its own script (tens of milliseconds at 4× CPU) right into the load
 * being measured.
 */
const RESULTS_MESSAGE = 'bench:results-at';
const RECORD_RESULTS_AT = `
  new MutationObserver((_, observer) => {
    const list = document.querySelector('ul[aria-label="Search results"] li');
    if (list) { window.__resultsAt = performance.now(); observer.disconnect(); console.debug('${RESULTS_MESSAGE}', window.__resultsAt); }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Reloads the page and returns when its results were on screen, without touching the page meanwhile; then
 * waits until the page has settled (loaded, then an idle moment), as a page is when someone reloads it: a
 * reload issued while the previous page is still busy waits for it, and would measure that page too.
 */
async function timedReload(page: Page): Promise<number> {
  const message = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(RESULTS_MESSAGE), timeout: 30_000 });
  await page.reload({ waitUntil: 'commit' });
  const resultsAt = Number((await message).text().slice(RESULTS_MESSAGE.length));
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })));
  return resultsAt;
}

async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.waitForSelector('ul[aria-label="Search results"] li', { timeout: 30_000 });
  // The search index of the synced revision is stored (built in a worker after the sync): a reload loads it.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('adpolicy-replica');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('searchIndexes')) return resolve(false);
          const tx = db.transaction(['meta', 'searchIndexes']);
          const revision = tx.objectStore('meta').get('revision');
          const index = tx.objectStore('searchIndexes').get('policies');
          tx.oncomplete = () => {
            db.close();
            resolve(index.result?.revision === revision.result?.value);
          };
        };
      }),
    null,
    { timeout: 30_000, polling: 250 },
  );
}

/**
 * Where a reload's time goes: three moments every page has (the previous page unloaded, i.e. the new document
 * committed; the document's last byte arrived, from the service worker or the network; the document parsed), then the performance marks the app sets on the way to an offline answer
 * (web/src/main.tsx names them).
 */
const MARKS = ['previous-page-unloaded', 'document-arrived', 'document-parsed', 'script-evaluated', 'rows-read', 'results-painted', 'index-ready', 'replica-open'] as const;
type Mark = (typeof MARKS)[number];

/** The moments of MARKS in the page just loaded (null for a mark it did not set). */
function readMarks(page: Page): Promise<(number | null)[]> {
  return page.evaluate((names) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const moments: Record<string, number | undefined> = {
      'previous-page-unloaded': navigation?.unloadEventEnd,
      'document-arrived': navigation?.responseEnd,
      'document-parsed': navigation?.domInteractive,
    };
    return names.map((n) => moments[n] ?? performance.getEntriesByName(n, 'mark')[0]?.startTime ?? null);
  }, [...MARKS]);
}

interface Spread {
  runs: number[];
  median: number;
  min: number;
  max: number;
}

const spread = (runs: number[]): Spread => ({ runs, median: median(runs), min: Math.min(...runs), max: Math.max(...runs) });

export interface OfflineReloads {
  /** The app reloaded onto a search it painted before (the usual reload): its remembered answer is read first. */
  app: Spread;
  /** The same reloads with the address's last answer forgotten before each: the search runs before any paint. */
  appNotRemembered: Spread;
  baseline: Spread;
  /** app median ÷ baseline median */
  ratio: number;
  /** appNotRemembered median ÷ baseline median */
  ratioNotRemembered: number;
  /** Median time of each mark over the reloads (null where the page never set it). */
  marks: { app: Record<Mark, number | null>; appNotRemembered: Record<Mark, number | null>; baseline: Record<Mark, number | null> };
}

/**
 * Offline reloads of /search?q=crypto, the app (with and without its remembered answer) against the limit
 * baseline (baseline-page.ts), in rounds that rotate the order so drift hits all alike:
 * `rounds` × OFFLINE_RELOADS each.
 */
export async function offlineReloads(context: BrowserContext, base: string, rounds: number): Promise<OfflineReloads> {
  // The app's first page for the query, as the server answers it (the replica answers the same ids).
  const firstPage = (await (await fetch(`${base}/api/policies?q=${OFFLINE_QUERY}`)).json()) as { id: number }[];
  const page = await context.newPage();
  await page.addInitScript(RECORD_RESULTS_AT);
  const appUrl = `${base}/search?q=${OFFLINE_QUERY}`;
  await page.goto(appUrl);
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  // Registered after the catch-all, so it answers its one URL (the service worker leaves file-like URLs alone).
  const body = baselinePage(firstPage.slice(0, 20).map((p) => p.id), firstPage.length);
  await context.route(`${base}${BASELINE_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const measuring = (url: string) => ({ url, times: [] as number[], marks: MARKS.map(() => [] as number[]) });
  const pages = { app: measuring(appUrl), appNotRemembered: measuring(appUrl), baseline: measuring(`${base}${BASELINE_PATH}`) };
  const order = ['app', 'baseline', 'appNotRemembered'] as const;
  for (let round = 0; round < rounds; round++) {
    for (const which of [...order.slice(round % 3), ...order.slice(0, round % 3)]) {
      const measured = pages[which];
      const arrived = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(RESULTS_MESSAGE), timeout: 30_000 });
      await page.goto(measured.url);
      await arrived;
      for (let i = 0; i < OFFLINE_RELOADS; i++) {
        // Forgotten on the settled page, before the reload: nothing of this runs in the measured load.
        if (which === 'appNotRemembered') await page.evaluate((key) => localStorage.removeItem(key), LAST_ANSWER_KEY);
        measured.times.push(await timedReload(page));
        (await readMarks(page)).forEach((at, m) => at !== null && measured.marks[m]!.push(at));
      }
    }
  }
  const medians = (marks: number[][]) => Object.fromEntries(MARKS.map((m, i) => [m, marks[i]!.length ? median(marks[i]!) : null])) as Record<Mark, number | null>;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.unroute('**/*');
  await context.setOffline(false);
  await page.close();
  return {
    app: spread(pages.app.times),
    appNotRemembered: spread(pages.appNotRemembered.times),
    baseline: spread(pages.baseline.times),
    ratio: median(pages.app.times) / median(pages.baseline.times),
    ratioNotRemembered: median(pages.appNotRemembered.times) / median(pages.baseline.times),
    marks: { app: medians(pages.app.marks), appNotRemembered: medians(pages.appNotRemembered.marks), baseline: medians(pages.baseline.marks) },
  };
}

const spreadText = (s: Spread) => `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;

export function printOffline(offline: OfflineReloads, rounds: number): void {
  console.log(
    `\nOffline reload → results on screen (Chromium, ${PHONE.width}×${PHONE.height}, ${CPU_SLOWDOWN}× CPU slowdown, ` +
      `${rounds} rounds × ${OFFLINE_RELOADS} reloads each, rotating; median (min–max)):`,
  );
  line('limit baseline (IndexedDB reads + paint, no framework)', spreadText(offline.baseline));
  line('app (a search it painted before: remembered rows first)', spreadText(offline.app), 'budget < 500 ms median');
  line('app ÷ baseline (medians)', `${offline.ratio.toFixed(2)}×`, 'budget ≤ 2×');
  line('app, the address not remembered (search first)', spreadText(offline.appNotRemembered));
  line('  its ÷ baseline (medians)', `${offline.ratioNotRemembered.toFixed(2)}×`);
  console.log('  where the time goes (median, from navigation start):     app · not remembered · baseline');
  const at = (value: number | null) => (value === null ? '—' : ms(value));
  for (const mark of MARKS) line(`  ${mark}`, `${at(offline.marks.app[mark])} · ${at(offline.marks.appNotRemembered[mark])} · ${at(offline.marks.baseline[mark])}`);
}
