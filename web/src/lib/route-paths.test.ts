import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchesRoute, ROUTE_PATHS, routeTo } from './route-paths';

// The shell's script and the data screens match addresses without the router (it is not loaded yet): they
// must answer as the router does.
const PATHNAMES = [
  '/', '/search', '/search/', '/Search', '/search/x', '/searching', '/categories', '/category', '/category/4', '/category/4/x',
  '/policy/12', '/policy', '/platform', '/platform/', '/platform/google', '/platform/google/x', '/jurisdiction/GB', '/undertaking',
  '/publisher-policy-builder', '/publisher-policy-builder/x', '/no/such/page', '//search',
];

describe('matching an address to a route', () => {
  it.each(Object.entries(ROUTE_PATHS))('%s (%s) matches the addresses the router matches to it, and no other', (_, pattern) => {
    for (const pathname of PATHNAMES) expect(matchesRoute(pattern, pathname), pathname).toBe(matchPath(pattern, pathname) !== null);
  });
});

describe('the address of a route', () => {
  it('fills the parameters, escaped, and drops an optional one left out', () => {
    expect(routeTo(ROUTE_PATHS.platform, { identifier: 'google' })).toBe('/platform/google');
    expect(routeTo(ROUTE_PATHS.platform)).toBe('/platform');
    expect(routeTo(ROUTE_PATHS.policy, { id: 12 })).toBe('/policy/12');
    expect(routeTo(ROUTE_PATHS.jurisdiction, { code: 'a b/c' })).toBe('/jurisdiction/a%20b%2Fc');
    expect(routeTo(ROUTE_PATHS.home)).toBe('/');
    expect(() => routeTo(ROUTE_PATHS.policy)).toThrow(/:id/);
  });
});
