import { describe, expect, it } from 'vitest';
import type { Policy } from './contract.js';
import { withRefs } from './policy-refs.js';

const platforms = [
  { id: 1, identifier: 'google', name: 'Google Ads', aliases: ['adwords'], extra: 'not copied' },
  { id: 2, identifier: 'meta', name: 'Meta' },
];
const categories = [
  { id: 10, name: 'Alcohol', slug: 'alcohol', icon: 'wine', aliases: ['liquor'] },
  { id: 11, name: 'Gambling', slug: 'gambling', icon: 'dice' },
];

function policy(id: number, platformId: number, categoryId: number): Policy {
  return {
    id, key: `p-${id}`, platformId, categoryId, title: `Policy ${id}`, description: '', status: 'limited',
    requirements: '', restrictions: '', details: '', minAge: null, certification: null, regionalRules: [], documents: [], laws: [],
    statusQualifier: null, globalConfirmedIn: [], sourceUrl: 'https://example.com', extraSources: [], lastUpdated: '2025-01-01', effectiveFrom: null,
    verifiedAt: null, confidence: 'high', note: null, revision: 1, jurisdictions: [{ id: 1, code: 'GLOBAL', name: 'Global' }],
  };
}

describe('withRefs', () => {
  it('when a policy points to a known platform and category, then it carries their public fields and keeps its own', () => {
    const [result] = withRefs([policy(7, 2, 10)], platforms, categories);
    expect(result).toEqual({
      ...policy(7, 2, 10),
      platform: { id: 2, identifier: 'meta', name: 'Meta' },
      category: { id: 10, name: 'Alcohol', slug: 'alcohol', icon: 'wine' },
    });
  });

  it('when several policies point to different refs, then each gets its own, in the input order', () => {
    const result = withRefs([policy(1, 1, 11), policy(2, 2, 10)], platforms, categories);
    expect(result.map((p) => [p.id, p.platform.name, p.category.slug])).toEqual([
      [1, 'Google Ads', 'gambling'],
      [2, 'Meta', 'alcohol'],
    ]);
    // Only the public fields: no aliases or other extras leak into the row.
    expect(Object.keys(result[0]!.platform).sort()).toEqual(['id', 'identifier', 'name']);
    expect(Object.keys(result[1]!.category).sort()).toEqual(['icon', 'id', 'name', 'slug']);
  });

  it('when a policy points to an unknown platform or category, then it is left out', () => {
    const result = withRefs([policy(1, 3, 10), policy(2, 1, 12), policy(3, 1, 10)], platforms, categories);
    expect(result.map((p) => p.id)).toEqual([3]);
  });
});
