import { describe, expect, it } from 'vitest';
import { answerSourceHint, answerSourceKind, answerSourceLine, answerSourceMarker, policyReach, policyReachLine, possessive } from './answer-source.js';

const NAMES: Record<string, string> = { BE: 'Belgium', EU: 'European Union', SG: 'Singapore', IN: 'India', GLOBAL: 'Global' };
const market = (code: string) => NAMES[code] ?? code;

describe('answerSourceLine', () => {
  it('when a region answers, then the line names the market and the region\'s rule', () => {
    expect(answerSourceLine({ market: 'BE', from: 'EU' }, { platform: 'Facebook', market })).toBe("Belgium · from Facebook's European Union rule");
    expect(answerSourceKind({ market: 'BE', from: 'EU' })).toBe('region');
  });

  it('when only the global record answers, then the line says no rule was found for the market', () => {
    expect(answerSourceLine({ market: 'SG', from: 'GLOBAL' }, { platform: 'Google Ads', market })).toBe("No Singapore rule found · Google Ads' global policy applies");
    expect(answerSourceKind({ market: 'SG', from: 'GLOBAL' })).toBe('global');
  });

  it('when the market has its own rule, or nothing answers, then the line says that', () => {
    expect(answerSourceLine({ market: 'IN', from: 'IN' }, { platform: 'Google Ads', market })).toBe("India · Google Ads' India rule");
    expect(answerSourceLine({ market: 'GLOBAL', from: 'GLOBAL' }, { platform: 'Facebook', market })).toBe("All markets · Facebook's global policy");
    expect(answerSourceLine({ market: 'SG', from: null }, { platform: 'X', market })).toBe('No Singapore rule found · X has no policy on record for this category');
  });

  it('a compare cell is marked only when its answer comes from elsewhere', () => {
    expect(answerSourceMarker({ market: 'BE', from: 'EU' }, { market })).toBe('European Union rule');
    expect(answerSourceMarker({ market: 'SG', from: 'GLOBAL' }, { market })).toBe('Global rule');
    expect(answerSourceMarker({ market: 'IN', from: 'IN' }, { market })).toBeNull();
    expect(answerSourceMarker({ market: 'IN', from: null }, { market })).toBeNull();
  });

  it('possessive', () => {
    expect(possessive('Meta')).toBe("Meta's");
    expect(possessive('Microsoft Ads')).toBe("Microsoft Ads'");
    expect(possessive('Microsoft Advertising')).toBe("Microsoft Advertising's"); // an s inside the name is not its end
  });
});

describe('policyReach: which markets a record answers for (the policy page)', () => {
  const markets = [{ code: 'GLOBAL' }, { code: 'EU' }, { code: 'BE', parent: 'EU' }, { code: 'DE', parent: 'EU' }, { code: 'IN' }, { code: 'SG' }];
  const record = (id: string, codes: string[]) => ({ id, platformId: 1, categoryId: 1, jurisdictions: codes.map((code) => ({ code })) });
  const pair = [record('global', ['GLOBAL']), record('eu', ['EU']), record('de', ['DE']), record('in-sg', ['IN', 'SG'])];

  it('a region\'s record also answers for its members without a record of their own', () => {
    const reach = policyReach(pair[1]!, pair, markets);
    expect(reach).toEqual({ listed: ['EU'], inherited: ['BE'] });
    expect(policyReachLine(reach, { platform: 'Facebook', market })).toBe("Facebook's European Union rule · also answers for Belgium");
  });

  it('a country\'s record and the global one say so plainly', () => {
    expect(policyReachLine(policyReach(pair[3]!, pair, markets), { platform: 'Microsoft Ads', market })).toBe("Microsoft Ads' India and Singapore rule");
    expect(policyReach(pair[0]!, pair, markets)).toEqual({ listed: ['GLOBAL'], inherited: [] });
    expect(policyReachLine(policyReach(pair[0]!, pair, markets), { platform: 'Google Ads', market })).toBe("Google Ads' global policy · applies in every market without a rule of its own");
  });

  it('names three or more markets as a list, and the markets a record lists are never also "inherited"', () => {
    const threeMembers = [...markets, { code: 'FR', parent: 'EU' }];
    const reach = policyReach(pair[1]!, pair, threeMembers);
    expect(reach).toEqual({ listed: ['EU'], inherited: ['BE', 'FR'] });
    expect(policyReachLine({ listed: ['IN', 'SG', 'BE'], inherited: [] }, { platform: 'X', market })).toBe("X's India, Singapore and Belgium rule");
  });

  it('the market page hint names the region or the global fallback, and nothing for an own rule', () => {
    expect(answerSourceHint({ market: 'BE', from: 'EU' }, { platform: 'Facebook', market })).toBe("From Facebook's European Union rule");
    expect(answerSourceHint({ market: 'SG', from: 'GLOBAL' }, { platform: 'Facebook', market })).toBe('No Singapore rule found · global policy applies');
    expect(answerSourceHint({ market: 'IN', from: 'IN' }, { platform: 'Facebook', market })).toBeNull();
  });
});

describe('a global rule confirmed for the market', () => {
  it('says so in the line, the hint and the kind, and keeps the compare marker', () => {
    const confirmed = { market: 'SG', from: 'GLOBAL', globalConfirmed: true };
    expect(answerSourceKind(confirmed)).toBe('global-confirmed');
    expect(answerSourceLine(confirmed, { platform: 'Google Ads', market })).toBe("Singapore · Google Ads' global policy applies, confirmed for Singapore");
    expect(answerSourceHint(confirmed, { platform: 'Google Ads', market })).toBe('Global policy · confirmed for Singapore');
    expect(answerSourceMarker(confirmed, { market })).toBe('Global rule');
  });
});
