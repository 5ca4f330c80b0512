import { describe, expect, it } from 'vitest';
import type { PolicySearch, PolicyWithRefs } from '../contract.js';
import { buildPolicySearch } from './build-policy-search.js';
import { searchablePolicy } from './policy.fixture.js';

const platforms = [
  { id: 1, identifier: 'google', name: 'Google Ads', aliases: [] },
  { id: 2, identifier: 'times', name: 'Times Internet', aliases: [] },
];
const categories = [
  { id: 1, name: 'Alcohol', slug: 'alcohol', aliases: [] },
  { id: 2, name: 'Cryptocurrency', slug: 'cryptocurrency', aliases: [] },
];
const jurisdictions = [{ id: 1, code: 'GLOBAL', name: 'Global', aliases: [] }];

function policy(id: number, platformId: number, categoryId: number, over: Partial<PolicyWithRefs>): PolicyWithRefs {
  return searchablePolicy(id, platforms.find((p) => p.id === platformId)!, categories.find((c) => c.id === categoryId)!, over);
}

// In the stable (platform, category, title, id) order: 12, 11, 13, 14.
const timesLicenceTitle = policy(14, 2, 1, { title: 'Licence needed', lastUpdated: '2024-05-01' });
const googleLicenceText = policy(12, 1, 1, { title: 'Alcohol', description: 'A licence is needed.', lastUpdated: '2025-01-01' });
const googleCrypto = policy(11, 1, 2, { title: 'Crypto', description: 'Exchanges only.', lastUpdated: '2026-03-01' });
const timesNoLicence = policy(13, 2, 1, { title: 'Brand extensions', lastUpdated: '2025-01-01' });
const policies = [timesLicenceTitle, googleLicenceText, googleCrypto, timesNoLicence];

function ids(q: string, sort: PolicySearch['sort'], corpus: readonly PolicyWithRefs[] = policies): number[] {
  const search = buildPolicySearch({ policies: corpus, platforms, categories, jurisdictions });
  return search.searchIds({ q, filters: { platforms: [], categories: [], jurisdictions: [], status: [] }, sort });
}

describe('policy search order', () => {
  it('when sorting by relevance, then a word in the title ranks above the same word in the description', () => {
    expect(ids('licence', 'relevance')).toEqual([14, 12]);
  });

  it('when sorting by platform, then the stable order decides even when the words match unequally', () => {
    expect(ids('licence', 'platform')).toEqual([12, 14]);
    expect(ids('', 'platform')).toEqual([12, 11, 13, 14]);
  });

  it('when sorting by relevance without words, then every policy ties and the stable order decides', () => {
    expect(ids('', 'relevance')).toEqual([12, 11, 13, 14]);
  });

  it('when sorting by relevance and two policies score the same, then the stable order decides, not the id', () => {
    const twin = (id: number, platformId: number) => policy(id, platformId, 1, { title: 'Alcohol licence', description: 'Same words.' });
    // Platform texts of equal length ("Google Ads google", "Times Internet times"), so the scores are equal.
    expect(ids('licence', 'relevance', [twin(31, 2), twin(32, 1)])).toEqual([32, 31]);
  });

  it('when sorting by recently updated, then newest first, and policies updated the same day by id', () => {
    expect(ids('', 'recent')).toEqual([11, 12, 13, 14]);
    expect(ids('licence', 'recent')).toEqual([12, 14]);
  });

  it('when two policies were updated the same day, then the lower id comes first whatever the stable order', () => {
    const sameDay = [policy(22, 1, 1, { title: 'A' }), policy(21, 2, 1, { title: 'B' }), policy(23, 1, 2, { lastUpdated: '2020-01-01' })];
    expect(ids('', 'recent', sameDay)).toEqual([21, 22, 23]);
  });

  it('when an older policy has the lower id, then the date still decides, wherever it stands in the stable order', () => {
    const olderFirstInOrder = [policy(1, 1, 1, { lastUpdated: '2023-01-01' }), policy(2, 1, 2, { lastUpdated: '2024-01-01' })];
    const olderLastInOrder = [policy(1, 1, 2, { lastUpdated: '2023-01-01' }), policy(2, 1, 1, { lastUpdated: '2024-01-01' })];
    expect(ids('', 'recent', olderFirstInOrder)).toEqual([2, 1]);
    expect(ids('', 'recent', olderLastInOrder)).toEqual([2, 1]);
  });
});
