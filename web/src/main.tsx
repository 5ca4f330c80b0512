// The entry script, kept tiny: index.html already shows the app shell pre-rendered at build time
// (web/src/app/static-shell.tsx). The app itself (React, router, screens) is fetched once that shell has
// painted, so the first paint never waits for it; React then replaces the shell with the same layout.
import './styles.css';

// Where an offline reload spends its time (npm run bench reads these marks): script-evaluated here, then
// replica-open, index-ready, rows-read and results-painted on the search screen.
performance.mark('script-evaluated');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The screens that read the replica (see startDataScreen). */
const DATA_SCREEN = /^\/(search|categor|saved-searches)/;

/**
 * Opened straight on a screen that reads the replica (a reload, the installed app's start URL): its chunk
 * and the replica sync start alongside the app instead of after it.
 */
function startDataScreen(pathname: string): void {
  if (!DATA_SCREEN.test(pathname)) return;
  if (pathname.startsWith('/saved-searches')) void import('./features/saved-searches/saved-searches-page');
  else {
    void import('./features/search/search-page');
  }
  void import('./lib/replica/replica-sync').then((m) => m.ensureReplicaSync());
}

// The search screen's answer is prepared at once, before the first paint: it only reads IndexedDB (no
// rendering), and the app's chunks load meanwhile.
if (/^\/search/.test(window.location.pathname)) {
  void import('./features/search/search-prefetch').then((m) => m.prefetchSearch(new URL(window.location.href)));
}

// A frame, then a task: the callback runs after the browser has painted that frame.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./boot').then(({ bootApp }) => bootApp(container));
    startDataScreen(window.location.pathname);
  }, 0);
});
