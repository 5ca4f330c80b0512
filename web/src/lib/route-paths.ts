// The app's addresses, once (spec 000 §2 and 001 §2). The router's table (app/router.tsx), the sidebar's
// links (components/layout/nav-items.ts), the data screens started alongside the app (app/data-screens.ts)
// and the script that picks the pre-rendered shell's layout before the first paint (boot/shell-route.ts)
// all read them here, so no part can drift from the others. No React and no imports: that script is inlined
// into index.html and must stay tiny.
export const ROUTE_PATHS = {
  home: '/',
  publisherPolicyBuilder: '/publisher-policy-builder',
  policyChecker: '/policy-checker',
  dashboard: '/dashboard',
  search: '/search',
  /** The search screen with the category preselected as a filter. */
  category: '/category/:id',
  categories: '/categories',
  compare: '/compare',
  updates: '/updates',
  savedSearches: '/saved-searches',
  policy: '/policy/:id',
  /** With no identifier the screen says so ('Invalid Platform'). */
  platform: '/platform/:identifier?',
  jurisdiction: '/jurisdiction/:code',
  simpleChecker: '/simple-checker',
  /** One category across several platforms and markets (issue 32), prefilled from the query. */
  campaignCheck: '/campaign-check',
  emergencyChecker: '/emergency-checker',
  adAnalyzer: '/ad-analyzer',
  adClassify: '/ad-classify',
  publisherUndertaking: '/times-internet-undertaking',
  genericUndertaking: '/generic-undertaking',
  simpleCheckerUndertaking: '/undertaking',
  publisherDemo: '/publisher-demo',
  settings: '/settings',
  support: '/support',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** The segments after the leading slash; trailing slashes do not count, an empty segment inside does. */
const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);

/**
 * Whether a pathname opens the route of this pattern, as the router matches it: `:name` is one segment,
 * `:name?` an optional last one, a trailing slash changes nothing, and letters match in either case.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (given.length > wanted.length) return false;
  return wanted.every((part, i) => {
    const segment = given[i];
    if (part.startsWith(':')) return segment === undefined ? part.endsWith('?') : segment !== '';
    return segment !== undefined && segment.toLowerCase() === part.toLowerCase();
  });
}

/** The address of a route with its parameters filled in (an optional one left out is dropped). */
export function routeTo(pattern: string, params: Record<string, string | number> = {}): string {
  const filled = segmentsOf(pattern).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const value = params[part.slice(1).replace(/\?$/, '')];
    if (value === undefined && !part.endsWith('?')) throw new Error(`${pattern} needs ${part}.`);
    return value === undefined ? [] : [encodeURIComponent(String(value))];
  });
  return `/${filled.join('/')}`;
}
