import { describe, expect, it } from 'vitest';
import type { PolicyWithRefs } from '../contract.js';
import { policySearchSchema } from '../contract.js';
import { applicablePolicies } from '../resolve-policy.js';
import { buildPolicySearch, createPolicySearch } from './build-policy-search.js';
import { emptyPolicySearch, loadPolicySearch, SEARCH_INDEX_FORMAT } from './policy-search.js';

const platforms = [
  { id: 1, identifier: 'google', name: 'Google Ads', aliases: [] },
  { id: 2, identifier: 'timesinternet', name: 'Times Internet', aliases: ['times'] },
];
const categories = [
  { id: 1, name: 'Cryptocurrency', slug: 'cryptocurrency', aliases: ['crypto'] },
  { id: 2, name: 'Alcohol', slug: 'alcohol', aliases: [] },
];
const jurisdictions = [
  { id: 1, code: 'GLOBAL', name: 'Global', aliases: [] },
  { id: 2, code: 'IN', name: 'India', aliases: [] },
  { id: 3, code: 'GB', name: 'United Kingdom', aliases: ['UK'] },
];

let nextId = 1;
function policy(platformId: number, categoryId: number, codes: string[], over: Partial<PolicyWithRefs> = {}): PolicyWithRefs {
  const platform = platforms.find((p) => p.id === platformId)!;
  const category = categories.find((c) => c.id === categoryId)!;
  const id = nextId++;
  return {
    id, key: `p-${id}`, platformId, categoryId,
    title: `${platform.name} ${category.name}`, description: 'A policy.', status: 'limited',
    requirements: '', restrictions: '', details: '', minAge: null, certification: null, regionalRules: [], documents: [], laws: [], statusQualifier: null, globalConfirmedIn: [],
    sourceUrl: 'https://example.com', extraSources: [], lastUpdated: '2025-01-01', effectiveFrom: null,
    verifiedAt: '2026-11-01', confidence: 'high', note: null, revision: 1,
    jurisdictions: codes.map((code) => { const j = jurisdictions.find((x) => x.code === code)!; return { id: j.id, code, name: j.name }; }),
    platform: { id: platform.id, identifier: platform.identifier, name: platform.name },
    category: { id: category.id, name: category.name, slug: category.slug, icon: 'x' },
    ...over,
  };
}

const googleCryptoGlobal = policy(1, 1, ['GLOBAL'], { lastUpdated: '2024-03-01', description: 'Exchanges need certification.' });
const googleCryptoGb = policy(1, 1, ['GB'], { status: 'limited', lastUpdated: '2025-01-15', description: 'FCA registration needed.' });
const googleAlcoholIn = policy(1, 2, ['IN'], { status: 'prohibited', lastUpdated: '2023-06-01', description: 'Not allowed in India.' });
const timesAlcoholIn = policy(2, 2, ['IN'], { status: 'limited', lastUpdated: '2026-02-01', title: 'Brand extensions only' });
const corpus = { policies: [timesAlcoholIn, googleCryptoGlobal, googleAlcoholIn, googleCryptoGb], platforms, categories, jurisdictions };
// Built inside each test (it is cheap), so what is checked is always a fresh build.
const run = (input: Record<string, unknown>) => createPolicySearch(corpus).search(policySearchSchema.parse(input)).map((p) => p.id);

describe('policy search', () => {
  it('when there is no query and no filter, then every policy comes back', () => {
    expect(run({}).sort()).toEqual([1, 2, 3, 4]);
  });

  it('when searching by a prefix or a misspelling, then the policy is found', () => {
    expect(run({ q: 'certif' })).toEqual([googleCryptoGlobal.id]);
    expect(run({ q: 'certifcation' })).toEqual([googleCryptoGlobal.id]);
  });

  it('when the query has several words, then all must match (stop words ignored)', () => {
    expect(run({ q: 'alcohol ads in india' }).sort()).toEqual([googleAlcoholIn.id, timesAlcoholIn.id].sort());
    expect(run({ q: 'alcohol fca' })).toEqual([]);
  });

  it('when filtering by platform alias, category slug or name and status, then filters combine', () => {
    expect(run({ filters: { platforms: ['times'] } })).toEqual([timesAlcoholIn.id]);
    expect(run({ filters: { categories: ['alcohol'], status: ['prohibited'] } })).toEqual([googleAlcoholIn.id]);
    expect(run({ filters: { categories: ['Cryptocurrency'], platforms: ['Google Ads'] } }).sort()).toEqual([googleCryptoGlobal.id, googleCryptoGb.id]);
  });

  it('when filtering by jurisdiction, then a GLOBAL policy counts only where no specific one exists', () => {
    // India: Google crypto has no India policy, so the GLOBAL one applies there.
    expect(run({ filters: { jurisdictions: ['IN'], categories: ['Cryptocurrency'] } })).toEqual([googleCryptoGlobal.id]);
    // UK (alias of GB) has its own Google crypto policy, which replaces the GLOBAL one.
    expect(run({ filters: { jurisdictions: ['UK'], categories: ['Cryptocurrency'] } })).toEqual([googleCryptoGb.id]);
    expect(run({ filters: { jurisdictions: ['United Kingdom'], categories: ['Cryptocurrency'] } })).toEqual([googleCryptoGb.id]);
  });

  it('when a filter names nothing known, then nothing matches', () => {
    expect(run({ filters: { platforms: ['myspace'] } })).toEqual([]);
  });

  it('when sorting by recently updated or platform, then the order follows', () => {
    expect(run({ sort: 'recent' })).toEqual([timesAlcoholIn.id, googleCryptoGb.id, googleCryptoGlobal.id, googleAlcoholIn.id]);
    expect(run({ sort: 'platform' })[3]).toBe(timesAlcoholIn.id);
  });

  it('when sorting by platform, then within a platform the category decides before the title', () => {
    // Titles in the reverse order of their categories: Alcohol comes before Cryptocurrency, "Alpha" before "Zeta".
    const zetaAlcohol = policy(1, 2, ['IN'], { title: 'Zeta rules' });
    const alphaCrypto = policy(1, 1, ['IN'], { title: 'Alpha rules' });
    const tiebreak = createPolicySearch({ policies: [alphaCrypto, zetaAlcohol], platforms, categories, jurisdictions });
    const order = tiebreak.search(policySearchSchema.parse({ sort: 'platform' })).map((p) => p.id);
    expect(order).toEqual([zetaAlcohol.id, alphaCrypto.id]);
  });

  it('when filtering by any jurisdiction, then the result is exactly what the one resolution rule answers, pair by pair', () => {
    const corpusPolicies = [timesAlcoholIn, googleCryptoGlobal, googleAlcoholIn, googleCryptoGb];
    for (const code of ['IN', 'GB', 'UK', 'US', 'GLOBAL', 'FR']) {
      const pairs = new Set(corpusPolicies.map((p) => `${p.platformId}:${p.categoryId}`));
      const expected = [...pairs].flatMap((pair) => {
        const [platformId, categoryId] = pair.split(':').map(Number);
        return applicablePolicies(corpusPolicies, { platformId: platformId!, categoryId: categoryId!, jurisdictionCode: code }, jurisdictions).map((p) => p.id);
      });
      expect(run({ filters: { jurisdictions: [code] } }).sort(), code).toEqual(expected.sort());
    }
  });

  it('when the index is serialised and loaded again, then it answers every query exactly as the built one', () => {
    const corpusPolicies = [timesAlcoholIn, googleCryptoGlobal, googleAlcoholIn, googleCryptoGb];
    const built = buildPolicySearch({ policies: corpusPolicies, platforms, categories, jurisdictions });
    // Cloned as IndexedDB stores it: nothing may depend on object identity.
    const stored = structuredClone(built.serialize());
    const loaded = loadPolicySearch(stored, { platforms, categories, jurisdictions });
    expect(loaded.policyCount).toBe(4);
    const inputs = [
      {}, { q: 'certifcation' }, { q: 'alcohol india' }, { q: 'goo', sort: 'recent' }, { sort: 'platform' },
      { filters: { jurisdictions: ['UK'] } }, { filters: { status: ['limited'], platforms: ['google'] } },
    ].map((input) => policySearchSchema.parse(input));
    for (const input of inputs) expect(loaded.searchIds(input), JSON.stringify(input)).toEqual(built.searchIds(input));
  });

  it('when a stored index has another format, then loading it fails instead of answering wrongly', () => {
    const built = buildPolicySearch({ policies: [googleCryptoGlobal], platforms, categories, jurisdictions });
    const stale = { ...built.serialize(), format: SEARCH_INDEX_FORMAT + 1 };
    expect(() => loadPolicySearch(stale, { platforms, categories, jurisdictions })).toThrow(/format/);
  });

  it('when nothing has been synced, then the empty index answers every query with nothing, like a built empty one', () => {
    const empty = loadPolicySearch(structuredClone(emptyPolicySearch()), { platforms, categories, jurisdictions });
    const built = buildPolicySearch({ policies: [], platforms, categories, jurisdictions });
    expect(empty.policyCount).toBe(0);
    for (const input of [{}, { q: 'crypto' }, { q: 'certifcation' }, { filters: { jurisdictions: ['IN'] } }].map((i) => policySearchSchema.parse(i))) {
      expect(empty.searchIds(input)).toEqual([]);
      expect(built.searchIds(input)).toEqual([]);
    }
  });
});
