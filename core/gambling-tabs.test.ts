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
