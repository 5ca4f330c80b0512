import { describe, expect, it } from 'vitest';
import type { PolicySearch, PolicyWithRefs } from '../contract.js';
import { buildPolicySearch } from './build-policy-search.js';
import { emptyPolicySearch, SEARCH_INDEX_FORMAT } from './policy-search.js';
import { searchablePolicy } from './policy.fixture.js';

const platforms = [
  { id: 1, identifier: 'google', name: 'Google Ads', aliases: ['adwords'] },
  { id: 2, identifier: 'timesinternet', name: 'Times Internet', aliases: ['times'] },
];
const categories = [
  { id: 1, name: 'Cryptocurrency', slug: 'cryptocurrency', aliases: ['crypto'] },
  { id: 2, name: 'Alcohol', slug: 'alcohol', aliases: [] },
  { id: 3, name: 'Real Money Gaming', slug: 'rmg', aliases: [] },
];
const jurisdictions = [
  { id: 1, code: 'GLOBAL', name: 'Global', aliases: [] },
  { id: 2, code: 'IN', name: 'India', aliases: ['Bharat'] },
  { id: 3, code: 'GB', name: 'United Kingdom', aliases: ['UK'] },
];

function policy(id: number, platformId: number, categoryId: number, codes: string[], over: Partial<PolicyWithRefs> = {}): PolicyWithRefs {
  const platform = platforms.find((p) => p.id === platformId)!;
  const category = categories.find((c) => c.id === categoryId)!;
  return searchablePolicy(id, platform, category, {
    title: `${platform.name} ${category.name}`,
    description: 'A policy.',
    jurisdictions: codes.map((code) => ({ id: jurisdictions.find((j) => j.code === code)!.id, code, name: code })),
    ...over,
  });
}

const googleCryptoGlobal = policy(1, 1, 1, ['GLOBAL']);
const googleCryptoIn = policy(2, 1, 1, ['IN'], { status: 'prohibited' });
const googleAlcoholGlobal = policy(3, 1, 2, ['GLOBAL'], { status: 'allowed' });
const timesAlcoholIn = policy(4, 2, 2, ['IN']);
const timesGamingGb = policy(5, 2, 3, ['GB'], { status: 'prohibited' });
const policies = [googleCryptoGlobal, googleCryptoIn, googleAlcoholGlobal, timesAlcoholIn, timesGamingGb];

const none = { platforms: [], categories: [], jurisdictions: [], status: [] };
/** The matching ids, in id order: these tests are about which policies match, not their order. */
function matching(filters: Partial<PolicySearch['filters']>, q = ''): number[] {
  const search = buildPolicySearch({ policies, platforms, categories, jurisdictions });
  return search.searchIds({ q, filters: { ...none, ...filters }, sort: 'relevance' }).sort((a, b) => a - b);
}

describe('policy search filters', () => {
  it('when a platform is named by identifier, name or alias, in any case and with spaces, then it matches', () => {
    expect(matching({ platforms: ['GOOGLE'] })).toEqual([1, 2, 3]);
    expect(matching({ platforms: ['  google ads '] })).toEqual([1, 2, 3]);
    expect(matching({ platforms: ['AdWords'] })).toEqual([1, 2, 3]);
    expect(matching({ platforms: ['Times'] })).toEqual([4, 5]);
  });

  it('when several platforms or categories are named, then a policy of any of them matches', () => {
    expect(matching({ platforms: ['times', 'google'] })).toEqual([1, 2, 3, 4, 5]);
    expect(matching({ categories: ['alcohol', 'crypto'] })).toEqual([1, 2, 3, 4]);
    expect(matching({ platforms: ['myspace', 'times'] })).toEqual([4, 5]);
  });

  it('when a category is named by name, slug or alias, in any case, then it matches', () => {
    expect(matching({ categories: ['real money gaming'] })).toEqual([5]);
    expect(matching({ categories: ['RMG'] })).toEqual([5]);
    expect(matching({ categories: [' Crypto '] })).toEqual([1, 2]);
    expect(matching({ categories: ['gaming'] })).toEqual([]);
  });

  it('when statuses are named, then a policy with any of them matches', () => {
    expect(matching({ status: ['prohibited'] })).toEqual([2, 5]);
    expect(matching({ status: ['prohibited', 'allowed'] })).toEqual([2, 3, 5]);
  });

  it('when a jurisdiction is named by name, alias or code in any case, then the policies that answer there match', () => {
    // In India: Google crypto has its own, Google alcohol falls back to GLOBAL, Times alcohol lists India.
    expect(matching({ jurisdictions: ['india'] })).toEqual([2, 3, 4]);
    expect(matching({ jurisdictions: ['bharat'] })).toEqual([2, 3, 4]);
    expect(matching({ jurisdictions: ['in'] })).toEqual([2, 3, 4]);
    expect(matching({ jurisdictions: ['united kingdom'] })).toEqual([1, 3, 5]);
    expect(matching({ jurisdictions: [' United Kingdom '] })).toEqual([1, 3, 5]);
  });

  it('when several jurisdictions are named, then a policy answering in any of them matches', () => {
    expect(matching({ jurisdictions: ['IN', 'UK'] })).toEqual([1, 2, 3, 4, 5]);
  });

  it('when a jurisdiction code is unknown, then only GLOBAL policies answer there, the same for every unknown code', () => {
    expect(matching({ jurisdictions: ['FR'] })).toEqual([1, 3]);
    expect(matching({ jurisdictions: ['Narnia', 'FR'] })).toEqual([1, 3]);
  });

  it('when the same search asks for jurisdictions again, then the answer stays the same', () => {
    const search = buildPolicySearch({ policies, platforms, categories, jurisdictions });
    const ask = (codes: string[]) => search.searchIds({ q: '', filters: { ...none, jurisdictions: codes }, sort: 'platform' });
    const first = ask(['IN']);
    ask(['GB']);
    ask(['FR']);
    expect(ask(['IN'])).toEqual(first);
    expect(ask(['FR']).sort()).toEqual([1, 3]);
  });

  it('when words and filters are both given, then a policy must match both', () => {
    expect(matching({}, 'alcohol')).toEqual([3, 4]);
    expect(matching({ platforms: ['times'] }, 'alcohol')).toEqual([4]);
    expect(matching({ status: ['prohibited'] }, 'crypto')).toEqual([2]);
  });

  it('when the words are only spaces, then it is a search without words: everything that passes the filters', () => {
    expect(matching({}, '   ')).toEqual([1, 2, 3, 4, 5]);
    expect(matching({ platforms: ['times'] }, ' \t ')).toEqual([4, 5]);
  });

  it('when a word of four letters or fewer is misspelt, then it does not match fuzzily', () => {
    expect(matching({}, 'tmes')).toEqual([]);
    expect(matching({}, 'time')).toEqual([4, 5]);
    // From five letters a one-letter slip is forgiven.
    expect(matching({}, 'gogle')).toEqual([1, 2, 3]);
  });
});

describe('the empty policy search', () => {
  it('is an index of no policies over the text fields, in the current format', () => {
    expect(emptyPolicySearch()).toEqual({
      format: SEARCH_INDEX_FORMAT,
      entries: { ids: [], platformIds: [], categoryIds: [], statuses: [], lastUpdated: [], jurisdictionCodes: [] },
      text: {
        fields: ['title', 'description', 'requirements', 'restrictions', 'category', 'platform', 'jurisdictions'],
        documentCount: 0,
        averageFieldLength: [0, 0, 0, 0, 0, 0, 0],
        documentIds: [],
        fieldLengths: new Uint32Array(0),
        terms: [],
        termFieldStart: Uint32Array.of(0),
        termFieldIds: new Uint8Array(0),
        postingStart: Uint32Array.of(0),
        postingDocs: new Uint32Array(0),
        postingFreqs: new Uint32Array(0),
      },
    });
  });
});

describe('policy search filters over the markets\' tree (issue 28)', () => {
  const markets = [...jurisdictions, { id: 4, code: 'EU', name: 'European Union', aliases: [] }, { id: 5, code: 'BE', name: 'Belgium', aliases: [], parent: 'EU' }];
  const marketRef = (code: string) => ({ id: markets.find((j) => j.code === code)!.id, code, name: code });
  const googleCryptoEu = { ...policy(6, 1, 1, ['GLOBAL']), jurisdictions: [marketRef('EU')] };
  const googleAlcoholBe = { ...policy(7, 1, 2, ['GLOBAL']), jurisdictions: [marketRef('BE')] };
  const search = buildPolicySearch({ policies: [...policies, googleCryptoEu, googleAlcoholBe], platforms, categories, jurisdictions: markets });
  const inMarket = (code: string) => search.searchIds({ q: '', filters: { ...none, jurisdictions: [code] }, sort: 'relevance' }).sort((a, b) => a - b);

  it('when a member state has no policy of its own, then its region\'s answers for it, not the global one', () => {
    expect(inMarket('BE')).toEqual([6, 7]);
    expect(inMarket('Belgium')).toEqual([6, 7]);
  });

  it('when the region itself is asked, then its own policies and the global ones where it has none', () => {
    expect(inMarket('EU')).toEqual([3, 6]);
  });
});
