import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../lib/route-paths';
import { dataScreenFor, dataScreens } from './data-screens';
import { routes } from './router';

const pathsOf = (table: readonly RouteObject[]): string[] => table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the route table', () => {
  it('has a route for each path of lib/route-paths.ts, once, and none of its own but the catch-all', () => {
    expect(pathsOf(routes).sort()).toEqual([...Object.values(ROUTE_PATHS), '*'].sort());
  });
});

describe('the data screen an address opens', () => {
  it.each([
    ['/search', dataScreens.search],
    ['/search/', dataScreens.search],
    ['/categories', dataScreens.search],
    ['/category/4', dataScreens.search],
    ['/policy/12', dataScreens.policy],
    ['/platform', dataScreens.platform],
    ['/platform/google', dataScreens.platform],
    ['/undertaking', dataScreens.simpleCheckerUndertaking],
    ['/generic-undertaking', dataScreens.genericUndertaking],
    ['/saved-searches', dataScreens.savedSearches],
    ['/campaign-check', dataScreens.campaignCheck],
  ])('%s starts its own screen', (pathname, screen) => expect(dataScreenFor(pathname)).toBe(screen));

  it.each(['/', '/policy-checker', '/emergency-checker', '/ad-analyzer', '/policy', '/compare/x', '/category', '/searching'])(
    '%s starts none (no data screen, or no route at all)',
    (pathname) => expect(dataScreenFor(pathname)).toBeNull(),
  );
});
