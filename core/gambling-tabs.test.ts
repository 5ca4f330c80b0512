import { describe, expect, it } from 'vitest';
import { gamblingTabPolicies, productStates, showsGamblingTabs } from './gambling-tabs';
import { seedCheckerData } from '../seed/checker-data';

describe('the checker\'s gambling subcategory tabs', () => {
  it('show for Google, a gaming category and the US only', () => {
    expect(showsGamblingTabs({ platform: 'google', category: 'gambling-lottery', jurisdiction: 'US' })).toBe(true);
    expect(showsGamblingTabs({ platform: 'google', category: 'real-money-gaming', jurisdiction: 'us' })).toBe(true);
    expect(showsGamblingTabs({ platform: 'facebook', category: 'gambling-lottery', jurisdiction: 'US' })).toBe(false);
    expect(showsGamblingTabs({ platform: 'google', category: 'alcohol', jurisdiction: 'US' })).toBe(false);
    expect(showsGamblingTabs({ platform: 'google', category: 'gambling-lottery', jurisdiction: 'GB' })).toBe(false);
  });

  it('count each product\'s states from the seed: online casino in the licensed states, sportsbooks not in Texas', () => {
    const data = seedCheckerData();
    const policies = gamblingTabPolicies(data, { platform: 'google', category: 'gambling-lottery', jurisdiction: 'US' });
    expect(policies.map((p) => p.key)).toEqual(['google-gambling-lottery-us', 'google-real-money-gaming-us']);
    const casino = productStates(policies, 'online-casino');
    for (const code of ['US-CT', 'US-DE', 'US-MI', 'US-NJ', 'US-PA', 'US-RI', 'US-WV']) expect(casino.available.map((r) => r.code)).toContain(code);
    expect(casino.notAvailable.map((r) => r.code)).toContain('US-TX');
    expect(productStates(policies, 'sports-betting').notAvailable.map((r) => r.code)).toContain('US-TX');
    // Daily fantasy sports come from the real-money gaming record, even when gambling was checked.
    expect(productStates(policies, 'daily-fantasy-sports').available.length).toBeGreaterThan(0);
  });

  it('keep the first policy\'s rule for a region both name', () => {
    const rule = (status: 'limited' | 'prohibited') => ({ code: 'US-CA', name: 'California', products: ['daily-fantasy-sports'], status, note: 'n' });
    const states = productStates([{ status: 'limited', regionalRules: [rule('prohibited')] }, { status: 'limited', regionalRules: [rule('limited')] }], 'daily-fantasy-sports');
    expect(states).toMatchObject({ available: [], notAvailable: [{ code: 'US-CA', status: 'prohibited' }] });
  });
});

describe('the tabs over a small library', () => {
  const data = {
    platforms: [{ id: 1, identifier: 'google' }, { id: 2, identifier: 'facebook' }],
    categories: [{ id: 1, slug: 'gambling-lottery' }, { id: 2, slug: 'real-money-gaming' }],
    jurisdictions: [{ code: 'GLOBAL' }, { code: 'US' }],
    policies: [
      { key: 'google-gambling-us', platformId: 1, categoryId: 1, jurisdictions: [{ code: 'US' }] },
      { key: 'google-rmg-us', platformId: 1, categoryId: 2, jurisdictions: [{ code: 'US' }] },
      { key: 'facebook-gambling-us', platformId: 2, categoryId: 1, jurisdictions: [{ code: 'US' }] },
    ],
  };
  const keys = (query: { platform: string; category: string; jurisdiction: string }) => gamblingTabPolicies(data, query).map((p) => p.key);

  it('take the checked category first, then the other gaming one, each once', () => {
    expect(keys({ platform: 'google', category: 'real-money-gaming', jurisdiction: 'US' })).toEqual(['google-rmg-us', 'google-gambling-us']);
    expect(keys({ platform: ' Google ', category: 'gambling-lottery', jurisdiction: ' us ' })).toEqual(['google-gambling-us', 'google-rmg-us']);
  });

  it('leave out a gaming category without a policy there', () => {
    const withoutRmg = { ...data, policies: data.policies.filter((p) => p.key !== 'google-rmg-us') };
    expect(gamblingTabPolicies(withoutRmg, { platform: 'google', category: 'gambling-lottery', jurisdiction: 'US' }).map((p) => p.key)).toEqual(['google-gambling-us']);
  });

  it('are none where the tabs do not show', () => {
    expect(keys({ platform: 'facebook', category: 'gambling-lottery', jurisdiction: 'US' })).toEqual([]);
  });
});

describe("a product's states", () => {
  const rule = (code: string, name: string, status: 'allowed' | 'limited' | 'prohibited', products?: string[]) => ({ code, name, status, note: 'n', ...(products ? { products } : {}) });

  it('split into where it may advertise (allowed or limited) and where not, each by state name; rules naming no product or another product are left out', () => {
    const states = productStates([{
      status: 'limited',
      regionalRules: [
        rule('US-TX', 'Texas', 'prohibited', ['online-casino']),
        rule('US-NJ', 'New Jersey', 'limited', ['online-casino']),
        rule('US-AL', 'Alabama', 'prohibited', ['online-casino']),
        rule('US-CT', 'Connecticut', 'allowed', ['online-casino', 'sports-betting']),
        rule('US-NV', 'Nevada', 'allowed', ['sports-betting']),
        rule('US-UT', 'Utah', 'prohibited'),
      ],
    }], 'online-casino');
    expect(states.available.map((r) => r.name)).toEqual(['Connecticut', 'New Jersey']);
    expect(states.notAvailable.map((r) => r.name)).toEqual(['Alabama', 'Texas']);
  });
});
