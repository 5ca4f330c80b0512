import { describe, expect, it } from 'vitest';
import type { PolicySearch, PolicyWithRefs } from '../contract.js';
import { buildPolicySearch, createPolicySearch } from './build-policy-search.js';
import { searchablePolicy } from './policy.fixture.js';

const platforms = [
  { id: 1, identifier: 'google', name: 'Google Ads', aliases: [] },
  { id: 2, identifier: 'timesinternet', name: 'Times Internet', aliases: [] },
];
const categories = [
  { id: 1, name: 'Cryptocurrency', slug: 'cryptocurrency', aliases: [] },
  { id: 2, name: 'Alcohol', slug: 'alcohol', aliases: [] },
  { id: 3, name: 'Real Money Gaming', slug: 'rmg-skill-games', aliases: [] },
];
const jurisdictions = [
  { id: 1, code: 'GLOBAL', name: 'Global', aliases: [] },
  { id: 2, code: 'IN', name: 'India', aliases: ['Bharat'] },
];

function policy(id: number, platformId: number, categoryId: number, over: Partial<PolicyWithRefs> = {}): PolicyWithRefs {
  return searchablePolicy(id, platforms.find((p) => p.id === platformId)!, categories.find((c) => c.id === categoryId)!, over);
}

const none = { platforms: [], categories: [], jurisdictions: [], status: [] };
function searchIds(policies: readonly PolicyWithRefs[], q: string, sort: PolicySearch['sort'] = 'relevance'): number[] {
  return buildPolicySearch({ policies, platforms, categories, jurisdictions }).searchIds({ q, filters: none, sort });
}

describe('building the policy search', () => {
  it('indexes the title, description, requirements and restrictions, but not the details', () => {
    const policies = [
      policy(1, 1, 1, { title: 'Exchanges' }),
      policy(2, 1, 1, { description: 'Wallets' }),
      policy(3, 1, 1, { requirements: '- Registration' }),
      policy(4, 1, 1, { restrictions: '- No airdrops' }),
      policy(5, 1, 1, { details: 'Staking' }),
    ];
    expect(searchIds(policies, 'exchanges')).toEqual([1]);
    expect(searchIds(policies, 'wallets')).toEqual([2]);
    expect(searchIds(policies, 'registration')).toEqual([3]);
    expect(searchIds(policies, 'airdrops')).toEqual([4]);
    expect(searchIds(policies, 'staking')).toEqual([]);
  });

  it('indexes the category by name and by the words of its slug', () => {
    const policies = [policy(1, 1, 3), policy(2, 1, 2)];
    expect(searchIds(policies, 'money')).toEqual([1]);
    expect(searchIds(policies, 'skill games')).toEqual([1]);
    expect(searchIds(policies, 'alcohol')).toEqual([2]);
  });

  it('indexes the platform by name and identifier', () => {
    const policies = [policy(1, 1, 1), policy(2, 2, 1)];
    expect(searchIds(policies, 'internet')).toEqual([2]);
    expect(searchIds(policies, 'timesinternet')).toEqual([2]);
    expect(searchIds(policies, 'google')).toEqual([1]);
  });

  it('indexes each jurisdiction by name, code and the aliases the catalog gives it', () => {
    const inIndia = policy(1, 1, 1, { jurisdictions: [{ id: 2, code: 'IN', name: 'India' }] });
    // A code the catalog does not know still indexes its own name and code.
    const inNowhere = policy(2, 1, 1, { jurisdictions: [{ id: 9, code: 'XX', name: 'Atlantis' }] });
    const policies = [inIndia, inNowhere, policy(3, 1, 1)];
    expect(searchIds(policies, 'india')).toEqual([1]);
    expect(searchIds(policies, 'bharat')).toEqual([1]);
    expect(searchIds(policies, 'atlantis')).toEqual([2]);
    expect(searchIds(policies, 'xx')).toEqual([2]);
    expect(searchIds(policies, 'global')).toEqual([3]);
  });

  it('indexes every jurisdiction a policy lists, each as its own words', () => {
    const inBoth = policy(1, 1, 1, { jurisdictions: [{ id: 2, code: 'IN', name: 'India' }, { id: 3, code: 'GB', name: 'United Kingdom' }] });
    const policies = [inBoth, policy(2, 1, 1, { jurisdictions: [{ id: 2, code: 'IN', name: 'India' }] })];
    expect(searchIds(policies, 'bharat').sort()).toEqual([1, 2]);
    expect(searchIds(policies, 'united')).toEqual([1]);
    expect(searchIds(policies, 'gb')).toEqual([1]);
  });

  it('orders by platform name first, whatever the categories and titles', () => {
    const policies = [policy(1, 2, 2, { title: 'A' }), policy(2, 1, 1, { title: 'Z' })];
    expect(searchIds(policies, '', 'platform')).toEqual([2, 1]);
  });

  it('orders titles alphabetically regardless of case, and equal titles by id', () => {
    const policies = [policy(4, 1, 1, { title: 'banana' }), policy(3, 1, 1, { title: 'Cherry' }), policy(2, 1, 1, { title: 'apple' }), policy(1, 1, 1, { title: 'Cherry' })];
    expect(searchIds(policies, '', 'platform')).toEqual([2, 4, 1, 3]);
  });

  it('builds the same index whatever order the policies arrive in', () => {
    const policies = [policy(3, 2, 1, { title: 'Crypto exchanges' }), policy(1, 1, 2, { title: 'Beer and wine' }), policy(2, 1, 1, { title: 'Crypto wallets' })];
    const build = (list: PolicyWithRefs[]) => buildPolicySearch({ policies: list, platforms, categories, jurisdictions }).serialize();
    const forwards = build(policies);
    expect(forwards.text.documentIds).toEqual([1, 2, 3]);
    expect(build([...policies].reverse())).toEqual(forwards);
  });

  it('keeps each policy\'s filter and sort columns in the stable order', () => {
    const policies = [
      policy(2, 2, 2, { status: 'prohibited', lastUpdated: '2024-02-02', jurisdictions: [{ id: 2, code: 'IN', name: 'India' }] }),
      policy(1, 1, 1, { status: 'allowed', lastUpdated: '2023-01-01' }),
    ];
    const { entries } = buildPolicySearch({ policies, platforms, categories, jurisdictions }).serialize();
    expect(entries).toEqual({
      ids: [1, 2],
      platformIds: [1, 2],
      categoryIds: [1, 2],
      statuses: ['allowed', 'prohibited'],
      lastUpdated: ['2023-01-01', '2024-02-02'],
      jurisdictionCodes: [['GLOBAL'], ['IN']],
    });
  });

  it('the server form answers with the policies themselves, in the asked order', () => {
    const first = policy(1, 2, 1, { title: 'Crypto first' });
    const second = policy(2, 1, 1, { title: 'Crypto second' });
    const search = createPolicySearch({ policies: [first, second], platforms, categories, jurisdictions });
    expect(search.search({ q: 'crypto', filters: none, sort: 'platform' })).toEqual([second, first]);
    expect(search.search({ q: 'nothing', filters: none, sort: 'platform' })).toEqual([]);
  });
});
