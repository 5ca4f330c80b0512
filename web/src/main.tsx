// The entry script, kept tiny: index.html already shows the app shell pre-rendered at build time
// (web/src/app/static-shell.tsx). The app itself (React, router, screens) is fetched once that shell has
// painted, so the first paint never waits for it; React then replaces the shell with the same layout.
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Opened straight on a screen that reads the replica (a reload, the installed app's start URL): its chunk
 * and the replica sync start alongside the app instead of after it, which matters most on a first visit,
 * when the dataset must be downloaded before anything can be shown.
 */
function startDataScreen(pathname: string): void {
  const screen = /^\/(search|categor)/.test(pathname)
    ? import('./features/search/search-page')
    : /^\/saved-searches/.test(pathname)
      ? import('./features/saved-searches/saved-searches-page')
      : null;
  if (!screen) return;
  void import('./lib/replica/replica-sync').then((m) => m.ensureReplicaSync());
}

// A frame, then a task: the callback runs after the browser has painted that frame.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./boot').then(({ bootApp }) => bootApp(container));
    startDataScreen(window.location.pathname);
  }, 0);
});
