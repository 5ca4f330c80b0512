// What the entry module (main.tsx) does once it runs, in this order (ADR 311):
// 1. On /search, at once: the first answer (first-answer.ts). The app waits for it (at most
//    FIRST_ANSWER_WAIT_MS) and for one more frame, so the answer is on screen: evaluating the app's chunks
//    first would hold the main thread, and the answer with it. Elsewhere the app waits for the pre-rendered
//    shell's paint only (a frame, then a task).
// 2. Then the app's chunk and, opened straight on a data screen (a reload, the installed app's start URL),
//    that screen's chunk and the replica sync, alongside; React renders once the app and the screen are
//    both here, so its first render is the screen itself, not a fallback that would replace what the shell
//    (or the first answer) shows.
// 3. Once the page has loaded, the data screens are readied in idle time (warm-data-screens.ts).
// The app's pieces are handed in by main.tsx: the boot path imports no app or feature code.
import type { ScreenLoader } from '../lib/screen-loader';
import { matchesRoute, ROUTE_PATHS } from '../lib/route-paths';
import { askReplicaPresence } from '../lib/replica/replica-presence';
import { readCatalogOnce } from '../lib/replica/watch-catalog';
import { paintFirstAnswer, type FirstAnswerTakeover } from './first-answer';

export interface TheApp {
  /** The data screen an address opens, if any (app/data-screens.ts). */
  dataScreenFor(pathname: string): ScreenLoader<unknown> | null;
  /** The landing screen an address opens, if any (app/data-screens.ts). */
  landingScreenFor(pathname: string): ScreenLoader<unknown> | null;
  /** Every data screen, in the order a rep most often opens them. */
  dataScreenList(): ScreenLoader<unknown>[];
  /** The search screen takes over what the first answer loaded (lib/search/replica-search.ts). */
  offerFirstAnswer(answer: FirstAnswerTakeover): void;
  /** React and the app (app/mount-app.tsx). */
  load(): Promise<{ mountApp(container: HTMLElement): void }>;
}

const FIRST_ANSWER_WAIT_MS = 800;

/** Settles after the browser has painted what the page shows now: a frame, then a task. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Reloaded onto the search screen: its first answer, painted at once without React, then a frame. */
function firstAnswer(app: TheApp): Promise<unknown> {
  const url = new URL(window.location.href);
  if (!matchesRoute(ROUTE_PATHS.search, url.pathname)) return Promise.resolve();
  return Promise.race([paintFirstAnswer(url, app.offerFirstAnswer), new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))])
    .catch(() => undefined)
    .then(afterNextPaint);
}

/**
 * The screen's chunk, and the replica sync when the address opens a data screen; settles when the chunk is
 * here. The landing's first sync waits for the page to be idle, in a worker (warm-data-screens.ts).
 */
function startFirstScreen(app: TheApp, pathname: string): Promise<unknown> {
  const landing = app.landingScreenFor(pathname);
  if (landing) return landing.load().catch(() => undefined); // the router retries
  const screen = app.dataScreenFor(pathname);
  if (!screen) return Promise.resolve();
  void import('../lib/replica/replica-sync').then((m) => m.ensureReplicaSync());
  return screen.load().catch(() => undefined); // the router retries
}

async function warmDataScreensAfterLoad(app: TheApp, libraryAtStart: Promise<unknown>): Promise<void> {
  const { afterPageLoad } = await import('../lib/after-page-load');
  await afterPageLoad();
  const { warmDataScreens } = await import('./warm-data-screens');
  await warmDataScreens(app.dataScreenList(), libraryAtStart);
}

export function startApp(container: HTMLElement, app: TheApp): void {
  // Whether the device held the library as the page started, read before this visit's first sync can land.
  const libraryAtStart = readCatalogOnce();
  // Whether the page may read the replica at once, or (a first visit) answer as an empty one until the first
  // sync lands: asked now, so the first screen knows before it renders (ADR 328).
  void askReplicaPresence();
  // Started at once, so that the first answer's search is registered with shell-route's read before the
  // index arrives; the app waits for the shell's paint and for the answer.
  const answered = firstAnswer(app);
  void afterNextPaint()
    .then(() => answered)
    .then(() => {
      const screen = startFirstScreen(app, window.location.pathname);
      void Promise.all([app.load(), screen]).then(([{ mountApp }]) => {
        mountApp(container);
        void warmDataScreensAfterLoad(app, libraryAtStart);
      });
    });
}
