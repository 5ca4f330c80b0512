// The checker over the real dataset (seed/), cell by cell of the spec's 2025 override table (spec 001 §4),
// stated as the answer expected today. Where the data differs from the spec's table, the test name says so
// and why; the data, with its sources, is the authority (ADR 214).
import { describe, expect, it } from 'vitest';
import { seedCheckerData } from '../seed/checker-data';
import { CHECKER_JURISDICTIONS, checkMarket, checkPolicy, marketChoice, needsPublisherUndertaking, platformNamed, SIMPLE_CHECKER_JURISDICTIONS, simpleCheck, type CheckQuery } from './checker';

const data = seedCheckerData();
const check = (platform: string, category: string, jurisdiction: string) => checkPolicy(data, { platform, category, jurisdiction } satisfies CheckQuery);

type Cell = [name: string, platform: string, category: string, market: string, key: string, status: string];

const TABLE: Cell[] = [
  ['Google, India, crypto: limited with "no route found" and low confidence, not the spec\'s "prohibited" (no route was found, which is not a stated ban: dataset audit finding 5)', 'google', 'cryptocurrency', 'IN', 'google-cryptocurrency-in', 'limited'],
  ['Google, India, real-money gaming: prohibited, not the spec\'s "limited: rummy and fantasy only" (Online Gaming Act 2025; the dataset\'s update of 21 January 2026)', 'google', 'real-money-gaming', 'IN', 'google-real-money-gaming-in', 'prohibited'],
  ['Google, India, alcohol: prohibited, as the spec', 'google', 'alcohol', 'IN', 'google-alcohol-in', 'prohibited'],
  ['Meta, India, crypto: limited with "no route found" and low confidence (no Indian licence on Meta\'s list; audit finding 5)', 'facebook', 'cryptocurrency', 'IN', 'facebook-cryptocurrency-in', 'limited'],
  ['Meta, India, real-money gaming: prohibited, not the spec\'s "limited: regulator licence" (Online Gaming Act 2025)', 'facebook', 'real-money-gaming', 'IN', 'facebook-real-money-gaming-in', 'prohibited'],
  ['Meta, India, alcohol: limited (state bans and ages in its regional rules), as the spec in substance', 'facebook', 'alcohol', 'IN', 'facebook-alcohol-in', 'limited'],
  ['Publisher, India, crypto: limited, as the spec', 'timesinternet', 'cryptocurrency', 'IN', 'timesinternet-cryptocurrency-in', 'limited'],
  ['Publisher, India, real-money gaming: prohibited, not the spec\'s "limited" (Online Gaming Act 2025)', 'timesinternet', 'real-money-gaming', 'IN', 'timesinternet-real-money-gaming-in', 'prohibited'],
  ['Publisher, India, alcohol: limited (brand extensions only), as the spec', 'timesinternet', 'alcohol', 'IN', 'timesinternet-alcohol-in', 'limited'],
  ['Google, US, crypto: limited, as the spec (the record states no minimum age; the spec says 21+)', 'google', 'cryptocurrency', 'US', 'google-cryptocurrency-us', 'limited'],
  ['Google, US, real-money gaming: limited, as the spec (the record says 18+; the spec says 21+)', 'google', 'real-money-gaming', 'US', 'google-real-money-gaming-us', 'limited'],
  ['Google, US, alcohol: limited, 21+, as the spec', 'google', 'alcohol', 'US', 'google-alcohol-us', 'limited'],
  ['Google, UK, crypto: limited, as the spec (the record states no minimum age; the spec says 18+)', 'google', 'cryptocurrency', 'UK', 'google-cryptocurrency-gb', 'limited'],
  ['Google, UK, real-money gaming: limited, 18+, as the spec', 'google', 'real-money-gaming', 'UK', 'google-real-money-gaming-gb', 'limited'],
  ['Google, UK, alcohol: limited, 18+, as the spec', 'google', 'alcohol', 'UK', 'google-alcohol-gb', 'limited'],
];

describe('the checker over the real dataset, by the spec\'s override table', () => {
  it.each(TABLE)('%s', (_name, platform, category, market, key, status) => {
    const policy = check(platform, category, market);
    expect(policy?.key).toBe(key);
    expect(policy?.status).toBe(status);
  });

  it('ages where the spec states them and the data agrees: US alcohol 21+, UK gaming and alcohol 18+', () => {
    expect(check('google', 'alcohol', 'US')?.minAge).toBe(21);
    expect(check('google', 'real-money-gaming', 'UK')?.minAge).toBe(18);
    expect(check('google', 'alcohol', 'UK')?.minAge).toBe(18);
  });
});

describe('the lookup', () => {
  it('UK and GB are one market; codes and platform aliases are matched case-insensitively', () => {
    expect(check('google', 'alcohol', 'GB')?.key).toBe('google-alcohol-gb');
    expect(check('google', 'alcohol', 'uk')?.key).toBe('google-alcohol-gb');
    expect(check('meta', 'alcohol', 'IN')?.key).toBe('facebook-alcohol-in');
    expect(check('times', 'alcohol', 'IN')?.key).toBe('timesinternet-alcohol-in');
  });

  it('a market without its own record answers with the platform\'s global rule', () => {
    expect(check('timesinternet', 'cryptocurrency', 'US')?.key).toBe('timesinternet-cryptocurrency-global');
  });

  it('an unknown platform, category or market without a global rule finds nothing (the "No policy found" alert)', () => {
    expect(check('myspace', 'alcohol', 'US')).toBeNull();
    expect(check('google', 'fireworks', 'US')).toBeNull();
    const noGlobal = { ...data, policies: data.policies.filter((p) => !p.jurisdictions.some((j) => j.code === 'GLOBAL')) };
    expect(checkPolicy(noGlobal, { platform: 'timesinternet', category: 'cryptocurrency', jurisdiction: 'US' })).toBeNull();
  });

  it('offers one United Kingdom (GB), and reads UK in a link as GB (issue 28)', () => {
    expect(CHECKER_JURISDICTIONS.map((j) => `${j.code} ${j.name}`)).toEqual(['IN India', 'US United States', 'GB United Kingdom']);
    expect(SIMPLE_CHECKER_JURISDICTIONS.map((j) => j.code)).toEqual(['IN', 'US', 'GB']);
    expect(marketChoice(' uk ', CHECKER_JURISDICTIONS)).toBe('GB');
    expect(marketChoice('in', CHECKER_JURISDICTIONS)).toBe('IN');
    expect(marketChoice('FR', CHECKER_JURISDICTIONS)).toBe('');
    expect(marketChoice(null, CHECKER_JURISDICTIONS)).toBe('');
  });

  it('says where each answer comes from: a region\'s rule for a member state, the global one elsewhere', () => {
    expect(checkMarket(data, { platform: 'facebook', category: 'political-election', jurisdiction: 'BE' })).toMatchObject({
      policy: { key: 'facebook-political-election-eu', status: 'prohibited' },
      source: { market: 'BE', from: 'EU', globalConfirmed: false },
    });
    expect(checkMarket(data, { platform: 'google', category: 'alcohol', jurisdiction: 'SG' }).source).toEqual({ market: 'SG', from: 'GLOBAL', globalConfirmed: false });
    expect(checkMarket(data, { platform: 'nobody', category: 'alcohol', jurisdiction: 'SG' })).toEqual({ policy: null, source: null });
  });
});

describe('the simple checker over the real dataset (spec 001 "Simple checker overrides")', () => {
  const simple = (platform: string, category: string, jurisdiction: string) => {
    const outcome = simpleCheck(data, { platform, category, jurisdiction });
    return outcome.kind === 'policy' ? `${outcome.policy.key} ${outcome.policy.status}` : outcome.kind;
  };

  it("publisher, US and UK: 'Not Available' where it has no rule of its own there (crypto, alcohol), as the spec", () => {
    expect(simple('timesinternet', 'cryptocurrency', 'US')).toBe('not-available');
    expect(simple('timesinternet', 'alcohol', 'US')).toBe('not-available');
    expect(simple('timesinternet', 'cryptocurrency', 'UK')).toBe('not-available');
    expect(simple('timesinternet', 'alcohol', 'UK')).toBe('not-available');
  });

  it("publisher, US and UK real-money gaming: limited, not the spec's 'Not Available' (the dataset holds the publisher's US and UK gaming records)", () => {
    expect(simple('timesinternet', 'real-money-gaming', 'US')).toBe('timesinternet-real-money-gaming-us limited');
    expect(simple('timesinternet', 'real-money-gaming', 'UK')).toBe('timesinternet-real-money-gaming-gb limited');
  });

  it("publisher, India: crypto limited as the spec; real-money gaming prohibited, not the spec's 'limited with an undertaking' (Online Gaming Act 2025); alcohol limited (brand extensions), not the spec's 'prohibited'", () => {
    expect(simple('timesinternet', 'cryptocurrency', 'IN')).toBe('timesinternet-cryptocurrency-in limited');
    expect(simple('timesinternet', 'real-money-gaming', 'IN')).toBe('timesinternet-real-money-gaming-in prohibited');
    expect(simple('timesinternet', 'alcohol', 'IN')).toBe('timesinternet-alcohol-in limited');
  });

  it('platforms answer by the one rule, global fallback included', () => {
    expect(simple('google', 'alcohol', 'US')).toBe('google-alcohol-us limited');
    expect(simple('myspace', 'alcohol', 'US')).toBe('none');
  });

  it('the undertaking button: the publisher, Real Money Gaming and India only', () => {
    expect(needsPublisherUndertaking({ platform: 'timesinternet', category: 'real-money-gaming', jurisdiction: 'IN' })).toBe(true);
    expect(needsPublisherUndertaking({ platform: 'timesinternet', category: 'real-money-gaming', jurisdiction: 'US' })).toBe(false);
    expect(needsPublisherUndertaking({ platform: 'google', category: 'real-money-gaming', jurisdiction: 'IN' })).toBe(false);
    expect(needsPublisherUndertaking({ platform: 'timesinternet', category: 'alcohol', jurisdiction: 'IN' })).toBe(false);
  });
});

describe('the simple checker over a small library', () => {
  const data = {
    platforms: [{ id: 1, identifier: 'google', kind: 'ad-platform' }, { id: 2, identifier: 'timesinternet', kind: 'publisher' }],
    categories: [{ id: 1, slug: 'cryptocurrency' }],
    jurisdictions: [{ code: 'GLOBAL' }, { code: 'IN' }, { code: 'US' }],
    policies: [
      { key: 'google-crypto-global', platformId: 1, categoryId: 1, jurisdictions: [{ code: 'GLOBAL' }] },
      { key: 'times-crypto-global-us', platformId: 2, categoryId: 1, jurisdictions: [{ code: 'GLOBAL' }, { code: 'US' }] },
    ],
  };
  const simple = (platform: string, jurisdiction: string) => {
    const outcome = simpleCheck(data, { platform, category: 'cryptocurrency', jurisdiction });
    return outcome.kind === 'policy' ? outcome.policy.key : outcome.kind;
  };

  it('an ad platform answers with its global rule', () => {
    expect(simple('google', 'IN')).toBe('google-crypto-global');
  });

  it("a publisher's record that names the market beside GLOBAL is its own rule there; elsewhere it is only the global one", () => {
    expect(simple('timesinternet', 'US')).toBe('times-crypto-global-us');
    expect(simple('timesinternet', 'IN')).toBe('not-available');
  });

  it('reads the platform with spaces and capitals around it', () => {
    expect(simple(' Google ', 'IN')).toBe('google-crypto-global');
  });
});

describe('the platform a name stands for', () => {
  const platforms = [{ identifier: 'timesinternet', aliases: ['times'] }, { identifier: 'google', aliases: null }];

  it('is the one with that identifier or alias, in any case and with spaces around it; none for other names', () => {
    expect(platformNamed(platforms, 'google')?.identifier).toBe('google');
    expect(platformNamed(platforms, ' Times ')?.identifier).toBe('timesinternet');
    expect(platformNamed(platforms, 'TIMESINTERNET')?.identifier).toBe('timesinternet');
    expect(platformNamed(platforms, 'meta')).toBeUndefined();
  });
});
