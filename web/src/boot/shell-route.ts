// The first script of every page: the build bundles it and writes it into index.html's <head>
// (web/build/inline-scripts.ts; the server allows it by its hash), so the parser waits for no request. Every
// byte of it is in every page: keep it small, no React.
// - It tells the pre-rendered shell which layout this address shows (shell-layout.ts), before the first paint.
// - On the search screen it starts reading the replica at once (replica-read.ts), long before the app's
//   scripts have loaded, and hands the read over to the first answer (lib/boot-handoff.ts).
// - On a device whose replica has never synced, it asks the server for the URL's text search
//   (lib/search/server-answer.ts), so the answer travels while the app's scripts load.
import { matchesRoute, ROUTE_PATHS } from '../lib/route-paths';
import { askServerEarly } from '../lib/search/server-answer';
import { startReplicaRead } from './replica-read';
import { shellLayoutFor } from './shell-layout';

document.documentElement.setAttribute('data-shell', shellLayoutFor(location.pathname));

if (matchesRoute(ROUTE_PATHS.search, location.pathname) && window.indexedDB) {
  void startReplicaRead(location.pathname + location.search).then((start) => {
    if (!start || start.revision === 0) askServerEarly(new URL(location.href));
  });
}
