import { describe, expect, it } from 'vitest';
import { withRefs } from '../../../../core/policy-refs';
import { category, platform, policy } from '../../lib/replica/testing/fake-server';
import { countByStatus, findPlatform, groupByCategory, noneAllowedReason, policiesOfTab, tabFromParam } from './platform-policies';

const platforms = [
  platform(1, 'google', 'Google Ads'),
  { ...platform(2, 'timesinternet', 'Times Internet'), aliases: ['times'] },
  { ...platform(3, 'odd', 'Odd'), aliases: ['google'] },
];

describe('findPlatform', () => {
  it('finds a platform by identifier or by alias, whatever the case', () => {
    expect(findPlatform(platforms, 'google')?.id).toBe(1);
    expect(findPlatform(platforms, 'GOOGLE')?.id).toBe(1);
    expect(findPlatform(platforms, 'times')?.id).toBe(2);
    expect(findPlatform(platforms, 'Times')?.id).toBe(2);
    expect(findPlatform(platforms, 'timesinternet')?.id).toBe(2);
  });

  it('prefers an identifier over another platform’s alias of the same word', () => {
    expect(findPlatform(platforms, 'google')?.identifier).toBe('google');
  });

  it('finds nothing for an unknown or empty identifier', () => {
    expect(findPlatform(platforms, 'nope')).toBeNull();
    expect(findPlatform(platforms, '')).toBeNull();
    expect(findPlatform(platforms, '  ')).toBeNull();
  });
});

describe('tabFromParam', () => {
  it('reads the three status tabs and falls back to All Policies for anything else', () => {
    expect(tabFromParam('limited')).toBe('limited');
    expect(tabFromParam('Prohibited')).toBe('prohibited');
    expect(tabFromParam('allowed')).toBe('allowed');
    expect(tabFromParam(null)).toBe('all');
    expect(tabFromParam('nonsense')).toBe('all');
    expect(tabFromParam('')).toBe('all');
  });
});

const categories = [category(1, 'Cryptocurrency'), category(2, 'Alcohol')];
const policies = withRefs(
  [
    policy(1, { title: 'Zeta crypto', status: 'limited' }),
    policy(2, { title: 'Alpha crypto', status: 'prohibited' }),
    policy(3, { categoryId: 2, title: 'Beer', status: 'allowed' }),
    policy(4, { categoryId: 2, title: 'Aperitifs', status: 'limited' }),
  ],
  platforms,
  categories,
);

describe('counts, tabs and groups', () => {
  it('counts the policies of each status', () => {
    expect(countByStatus(policies)).toEqual({ allowed: 1, limited: 2, prohibited: 1 });
    expect(countByStatus([])).toEqual({ allowed: 0, limited: 0, prohibited: 0 });
  });

  it('lists a status tab’s policies by title, and every policy on All', () => {
    expect(policiesOfTab(policies, 'limited').map((p) => p.title)).toEqual(['Aperitifs', 'Zeta crypto']);
    expect(policiesOfTab(policies, 'all').map((p) => p.id)).toEqual([2, 4, 3, 1]);
  });

  it('groups All Policies by category, categories by name and policies by title', () => {
    const groups = groupByCategory(policies);
    expect(groups.map((g) => g.category.name)).toEqual(['Alcohol', 'Cryptocurrency']);
    expect(groups.map((g) => g.policies.map((p) => p.title))).toEqual([['Aperitifs', 'Beer'], ['Alpha crypto', 'Zeta crypto']]);
    expect(groups[0]!.category.icon).toBe('tag');
  });
});

describe('noneAllowedReason', () => {
  it('when a platform has policies but none allowed, says why instead of an unexplained 0 and an empty tab', () => {
    expect(noneAllowedReason({ allowed: 0, limited: 29, prohibited: 9 })).toBe(
      'Every category here needs authorisation or has conditions (Limited), or is not allowed at all (Prohibited).',
    );
    expect(noneAllowedReason({ allowed: 0, limited: 3, prohibited: 0 })).toBe('Every category here needs authorisation or has conditions (Limited).');
  });

  it('when some are allowed, or there are no policies at all, has nothing to say', () => {
    expect(noneAllowedReason({ allowed: 1, limited: 2, prohibited: 1 })).toBeNull();
    expect(noneAllowedReason({ allowed: 0, limited: 0, prohibited: 0 })).toBeNull();
  });
});
