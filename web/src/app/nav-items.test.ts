import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { isNavItemActive, SIDEBAR_NAV, type NavItem } from '../components/layout/nav-items';

const allItems = SIDEBAR_NAV.flatMap((group) => group.items);
const item = (to: string): NavItem => allItems.find((i) => i.to === to)!;

describe('the sidebar links', () => {
  it('are exactly the ones of spec 000 "Layout and navigation", in order', () => {
    expect(allItems.map((i) => i.to)).toEqual([
      '/policy-checker',
      '/campaign-check',
      '/simple-checker',
      '/emergency-checker',
      '/dashboard',
      '/search',
      '/compare',
      '/saved-searches',
      '/updates',
      '/platform/google',
      '/platform/facebook',
      '/platform/instagram',
      '/platform/microsoft',
      '/platform/twitter',
      '/publisher-policy-builder',
      '/settings',
      '/support',
      '/terms',
      '/privacy',
      '/contact',
    ]);
    expect(item('/emergency-checker').label).toBe('Fixed Simple Checker');
    // The Platforms group comes from seed/platforms.json (menuName): the platforms with a sidebar name, in order.
    const platforms = SIDEBAR_NAV.find((g) => g.heading === 'Platforms')!.items;
    expect(platforms.map((i) => [i.label, i.icon])).toEqual([['Google', 'G'], ['Facebook', 'F'], ['Instagram', 'I'], ['Microsoft', 'M'], ['X (Twitter)', 'X']]);
  });

  it('each lead to a route of the route table, not to the catch-all', () => {
    for (const { to } of allItems) {
      const matches = matchRoutes(routes, to);
      const leaf = matches?.at(-1)?.route;
      expect(leaf?.path, to).not.toBe('*');
      expect(leaf, to).toBeDefined();
    }
  });
});

describe('isNavItemActive', () => {
  it('marks the Policy Checker link current on /policy-checker and on /', () => {
    expect(isNavItemActive(item('/policy-checker'), '/policy-checker')).toBe(true);
    expect(isNavItemActive(item('/policy-checker'), '/')).toBe(true);
    expect(isNavItemActive(item('/search'), '/')).toBe(false);
  });

  it('matches whole path segments only, and ignores a trailing slash', () => {
    expect(isNavItemActive(item('/search'), '/search/')).toBe(true);
    expect(isNavItemActive(item('/platform/google'), '/platform/google')).toBe(true);
    expect(isNavItemActive(item('/platform/google'), '/platform/googlex')).toBe(false);
    expect(isNavItemActive(item('/simple-checker'), '/simple-checker-old')).toBe(false);
  });
});
