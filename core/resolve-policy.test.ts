import { describe, expect, it } from 'vitest';
import { applicablePolicies, canonicalJurisdictionCode, marketChain, resolveMarket, resolvePolicy } from './resolve-policy.js';

const jurisdictions = [
  { code: 'GLOBAL' },
  { code: 'IN' },
  { code: 'GB', aliases: ['UK'] },
  { code: 'US' },
];
const policy = (id: string, platformId: number, categoryId: number, codes: string[]) => ({
  id, platformId, categoryId, jurisdictions: codes.map((code) => ({ code })),
});
const policies = [
  policy('google-crypto-global', 1, 1, ['GLOBAL']),
  policy('google-crypto-gb', 1, 1, ['GB']),
  policy('google-crypto-us-in', 1, 1, ['US', 'IN']),
  policy('meta-crypto-in', 2, 1, ['IN']),
];

describe('resolvePolicy', () => {
  it('when a policy lists the jurisdiction, then it wins over the global one', () => {
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'US' }, jurisdictions)?.id).toBe('google-crypto-us-in');
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'IN' }, jurisdictions)?.id).toBe('google-crypto-us-in');
  });

  it('when the code is the alias UK, then it resolves like GB, in any case', () => {
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'UK' }, jurisdictions)?.id).toBe('google-crypto-gb');
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'uk' }, jurisdictions)?.id).toBe('google-crypto-gb');
  });

  it('when no policy lists the jurisdiction, then the platform GLOBAL policy applies', () => {
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'BR' }, jurisdictions)?.id).toBe('google-crypto-global');
  });

  it('when neither a specific nor a GLOBAL policy exists, then nothing (Unknown)', () => {
    expect(resolvePolicy(policies, { platformId: 2, categoryId: 1, jurisdictionCode: 'US' }, jurisdictions)).toBeNull();
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 2, jurisdictionCode: 'US' }, jurisdictions)).toBeNull();
  });

  it('canonicalJurisdictionCode maps aliases and trims', () => {
    expect(canonicalJurisdictionCode(' uk ', jurisdictions)).toBe('GB');
    expect(canonicalJurisdictionCode('fr', jurisdictions)).toBe('FR');
  });

  it('when two policies of a pair list the jurisdiction, then both apply and the GLOBAL one does not', () => {
    const both = [...policies, policy('google-crypto-in-ads', 1, 1, ['IN'])];
    expect(applicablePolicies(both, { platformId: 1, categoryId: 1, jurisdictionCode: 'IN' }, jurisdictions).map((p) => p.id))
      .toEqual(['google-crypto-us-in', 'google-crypto-in-ads']);
    expect(applicablePolicies(both, { platformId: 1, categoryId: 1, jurisdictionCode: 'FR' }, jurisdictions).map((p) => p.id))
      .toEqual(['google-crypto-global']);
    expect(applicablePolicies(both, { platformId: 2, categoryId: 1, jurisdictionCode: 'FR' }, jurisdictions)).toEqual([]);
  });
});


describe('resolution details a caller relies on', () => {
  it('when ids come as strings (a URL) and the policies hold numbers, then they still match', () => {
    expect(resolvePolicy(policies, { platformId: '1', categoryId: '1', jurisdictionCode: 'GB' }, jurisdictions)?.id).toBe('google-crypto-gb');
    expect(resolvePolicy(policies, { platformId: '2', categoryId: '1', jurisdictionCode: 'IN' }, jurisdictions)?.id).toBe('meta-crypto-in');
  });

  it('when only the category or only the platform matches, then the policy does not answer', () => {
    const mixed = [policy('meta-alcohol-global', 2, 2, ['GLOBAL']), policy('google-crypto-fr', 1, 1, ['FR'])];
    expect(applicablePolicies(mixed, { platformId: 2, categoryId: 1, jurisdictionCode: 'FR' }, jurisdictions)).toEqual([]);
    expect(applicablePolicies(mixed, { platformId: 1, categoryId: 2, jurisdictionCode: 'FR' }, jurisdictions)).toEqual([]);
  });

  it('when a policy lists an alias or a lower-case code, then it answers for the canonical code', () => {
    const byAlias = [policy('google-crypto-global', 1, 1, ['global']), policy('google-crypto-uk', 1, 1, ['uk'])];
    expect(resolvePolicy(byAlias, { platformId: 1, categoryId: 1, jurisdictionCode: 'GB' }, jurisdictions)?.id).toBe('google-crypto-uk');
    expect(resolvePolicy(byAlias, { platformId: 1, categoryId: 1, jurisdictionCode: 'US' }, jurisdictions)?.id).toBe('google-crypto-global');
  });

  it('when no jurisdiction list is given, then codes are compared as given, upper-cased and trimmed', () => {
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: ' gb ' })?.id).toBe('google-crypto-gb');
    // Without the list, UK is not known as GB: the GLOBAL policy answers.
    expect(resolvePolicy(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'UK' })?.id).toBe('google-crypto-global');
    expect(applicablePolicies(policies, { platformId: 1, categoryId: 1, jurisdictionCode: 'in' }).map((p) => p.id)).toEqual(['google-crypto-us-in']);
  });

  it('canonicalJurisdictionCode returns the code as the list spells it, and tolerates a missing or null alias list', () => {
    const list = [{ code: 'Eu', aliases: null }, { code: 'GB', aliases: ['uk', 'Britain'] }, { code: 'US' }];
    expect(canonicalJurisdictionCode('EU', list)).toBe('Eu');
    expect(canonicalJurisdictionCode('britain', list)).toBe('GB');
    expect(canonicalJurisdictionCode('Uk', list)).toBe('GB');
    expect(canonicalJurisdictionCode('us', list)).toBe('US');
    expect(canonicalJurisdictionCode(' de', list)).toBe('DE');
  });

  it('when the same jurisdiction is listed under another code later in the list, then the first listed one wins', () => {
    expect(canonicalJurisdictionCode('UK', [{ code: 'GB', aliases: ['UK'] }, { code: 'UK' }])).toBe('GB');
  });
});

describe('markets in a tree: a region answers for its members (issue 28)', () => {
  const markets = [
    { code: 'GLOBAL', parent: null },
    { code: 'EU', parent: 'GLOBAL' },
    { code: 'BE', parent: 'EU' },
    { code: 'DE', parent: 'EU' },
    { code: 'US' },
    { code: 'IN' },
    { code: 'CA' },
    { code: 'CA-ON', parent: 'CA' },
    { code: 'GB', aliases: ['UK'] },
  ];
  const meta = [
    policy('meta-political-global', 2, 9, ['GLOBAL']),
    policy('meta-political-eu', 2, 9, ['EU']),
    policy('meta-political-de', 2, 9, ['DE']),
    policy('meta-political-us', 2, 9, ['US']),
    policy('meta-political-ca', 2, 9, ['CA']),
  ];
  const resolve = (code: string, list = meta) => resolveMarket(list, { platformId: 2, categoryId: 9, jurisdictionCode: code }, markets);

  it('when a member state has no record, then its region\'s record answers, and says so', () => {
    expect(resolve('BE')).toEqual({ market: 'BE', policies: [meta[1]], from: 'EU', globalConfirmed: false });
    expect(resolve('be').from).toBe('EU');
  });

  it('when a member state has a record of its own, then it overrides the region\'s', () => {
    expect(resolve('DE')).toEqual({ market: 'DE', policies: [meta[2]], from: 'DE', globalConfirmed: false });
  });

  it('when a US state or an Indian state has no record, then the country\'s answers, listed or not', () => {
    expect(resolve('US-TX')).toEqual({ market: 'US-TX', policies: [meta[3]], from: 'US', globalConfirmed: false });
    expect(resolve('IN-TN').from).toBe('GLOBAL'); // no India record here: up to the global one
  });

  it('when a province is listed under its country, then the country\'s record answers', () => {
    expect(resolve('CA-ON')).toEqual({ market: 'CA-ON', policies: [meta[4]], from: 'CA', globalConfirmed: false });
  });

  it('when the market is unknown or has no rule up to the root, then the global record answers; with none, Unknown', () => {
    expect(resolve('SG')).toEqual({ market: 'SG', policies: [meta[0]], from: 'GLOBAL', globalConfirmed: false });
    expect(resolve('BE', [meta[2]!])).toEqual({ market: 'BE', policies: [], from: null, globalConfirmed: false });
  });

  it('marketChain walks up to GLOBAL, also through an alias and a cycle in the data', () => {
    expect(marketChain('BE', markets)).toEqual(['BE', 'EU', 'GLOBAL']);
    expect(marketChain('uk', markets)).toEqual(['GB', 'GLOBAL']);
    expect(marketChain('GLOBAL', markets)).toEqual(['GLOBAL']);
    expect(marketChain('X1', [{ code: 'X1', parent: 'X2' }, { code: 'X2', parent: 'X1' }])).toEqual(['X1', 'X2', 'GLOBAL']);
  });

  it('applicablePolicies and resolvePolicy follow the same chain', () => {
    expect(resolvePolicy(meta, { platformId: 2, categoryId: 9, jurisdictionCode: 'BE' }, markets)?.id).toBe('meta-political-eu');
    expect(applicablePolicies(meta, { platformId: 2, categoryId: 9, jurisdictionCode: 'US-CA' }, markets).map((p) => p.id)).toEqual(['meta-political-us']);
  });
});

describe('a global rule confirmed for a market (issue 29)', () => {
  const markets = [{ code: 'GLOBAL' }, { code: 'MX' }, { code: 'ZA' }];
  const global = { ...policy('google-crypto-global', 1, 1, ['GLOBAL']), globalConfirmedIn: ['MX'] };
  it('when the global record names the market, then the answer says it was confirmed there; elsewhere not', () => {
    expect(resolveMarket([global], { platformId: 1, categoryId: 1, jurisdictionCode: 'MX' }, markets)).toMatchObject({ from: 'GLOBAL', globalConfirmed: true });
    expect(resolveMarket([global], { platformId: 1, categoryId: 1, jurisdictionCode: 'ZA' }, markets)).toMatchObject({ from: 'GLOBAL', globalConfirmed: false });
    expect(resolveMarket([global], { platformId: 1, categoryId: 1, jurisdictionCode: 'GLOBAL' }, markets)).toMatchObject({ from: 'GLOBAL', globalConfirmed: false });
  });

  it('only a global answer is "confirmed": a market\'s own record, or GLOBAL itself, never is', () => {
    const own = { ...policy('google-crypto-mx', 1, 1, ['MX']), globalConfirmedIn: ['MX'] };
    expect(resolveMarket([own], { platformId: 1, categoryId: 1, jurisdictionCode: 'MX' }, markets)).toMatchObject({ from: 'MX', globalConfirmed: false });
    const selfConfirmed = { ...global, globalConfirmedIn: ['GLOBAL', 'MX'] };
    expect(resolveMarket([selfConfirmed], { platformId: 1, categoryId: 1, jurisdictionCode: 'GLOBAL' }, markets)).toMatchObject({ globalConfirmed: false });
  });
});
