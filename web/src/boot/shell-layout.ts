// Which layout of the pre-rendered shell (app/static-shell.tsx) an address shows, from the route table's
// paths: the simple layout with the landing's hero on /, the simple layout on the publisher builder, the
// search skeleton on the search screens, the sidebar layout with a generic skeleton elsewhere (an unknown
// address too: the router's not-found page has the sidebar). shell-route.ts marks <html data-shell> with it
// before the first paint, and styles.css hides the other parts.
import { matchesRoute, ROUTE_PATHS } from '../lib/route-paths';

export type ShellLayout = 'landing' | 'simple' | 'search' | 'screen';

const SEARCH_SCREEN = [ROUTE_PATHS.search, ROUTE_PATHS.categories, ROUTE_PATHS.category];

export function shellLayoutFor(pathname: string): ShellLayout {
  if (matchesRoute(ROUTE_PATHS.home, pathname)) return 'landing';
  if (matchesRoute(ROUTE_PATHS.publisherPolicyBuilder, pathname)) return 'simple';
  return SEARCH_SCREEN.some((pattern) => matchesRoute(pattern, pathname)) ? 'search' : 'screen';
}
