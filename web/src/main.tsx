// The entry script, kept tiny: index.html already shows the app shell pre-rendered at build time
// (web/src/app/static-shell.tsx). The app itself (React, router, screens) is fetched once that shell has
// painted, so the first paint never waits for it; React then replaces the shell with the same layout.
import './styles.css';
import { dataScreenFor } from './app/data-screens';
import { paintFirstAnswer } from './features/search/first-answer';

// Where an offline reload spends its time (npm run bench reads these marks): script-evaluated here, then on
// the search screen rows-read and results-painted (before the index when the address's last answer is
// remembered), index-ready, and replica-open (shell-route's read complete); see first-answer.ts.
performance.mark('script-evaluated');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Opened straight on a screen that reads the replica (a reload, the installed app's start URL): its chunk
 * and the replica sync start alongside the app instead of after it. Settles when the chunk is here.
 */
function startDataScreen(pathname: string): Promise<unknown> {
  const screen = dataScreenFor(pathname);
  if (!screen) return Promise.resolve();
  void import('./lib/replica/replica-sync').then((m) => m.ensureReplicaSync());
  return screen.load().catch(() => undefined); // the router retries
}

/** Settles after the browser has painted what the page shows now: a frame, then a task. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Reloaded onto the search screen: its first answer is painted at once, without React, from what
// shell-route.js has been reading (see first-answer.ts). The app's chunks wait for it (or for
// FIRST_ANSWER_WAIT_MS, should IndexedDB be slow to answer): evaluating them would hold the main thread,
// and the answer with it. Then one more frame, so that the painted answer is on screen before they run.
const FIRST_ANSWER_WAIT_MS = 800;
const firstAnswer: Promise<unknown> = /^\/search\/?$/.test(window.location.pathname)
  ? Promise.race([
      paintFirstAnswer(new URL(window.location.href)),
      new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS)),
    ])
      .catch(() => undefined)
      .then(afterNextPaint)
  : Promise.resolve();

/** A returning rep's data screens, readied in idle time once the page has loaded (app/warm-data-screens.ts). */
async function warmDataScreensAfterLoad(): Promise<void> {
  const { afterPageLoad } = await import('./lib/after-page-load');
  await afterPageLoad();
  const { warmDataScreens } = await import('./app/warm-data-screens');
  await warmDataScreens();
}

// After the shell has painted (a frame, then a task), and after the first answer if there is one.
requestAnimationFrame(() => {
  setTimeout(() => {
    void firstAnswer.then(() => {
      // On a data screen the app waits for the screen's chunk too, so its first render is the screen
      // itself, not a fallback that would replace what the shell (or the first answer) shows.
      const screen = startDataScreen(window.location.pathname);
      void Promise.all([import('./boot'), screen]).then(([{ bootApp }]) => {
        bootApp(container);
        void warmDataScreensAfterLoad();
      });
    });
  }, 0);
});
