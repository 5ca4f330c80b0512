// The entry script, kept tiny: index.html already shows the app shell pre-rendered at build time
// (web/src/app/static-shell.tsx). The app itself (React, router, screens) is fetched once that shell has
// painted, so the first paint never waits for it; React then replaces the shell with the same layout.
import './styles.css';

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
  void (pathname.startsWith('/saved-searches') ? import('./features/saved-searches/saved-searches-page') : import('./features/search/search-page'));
  void import('./lib/replica/replica-sync').then((m) => m.ensureReplicaSync());
}

// A frame, then a task: the callback runs after the browser has painted that frame.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./boot').then(({ bootApp }) => bootApp(container));
    startDataScreen(window.location.pathname);
  }, 0);
});
