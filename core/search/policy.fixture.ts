// A policy record as the search indexes it, with every field a test does not care about filled in.
import type { PolicyWithRefs } from '../contract.js';

interface Named {
  id: number;
  name: string;
}

export function searchablePolicy(
  id: number,
  platform: Named & { identifier: string },
  category: Named & { slug: string },
  over: Partial<PolicyWithRefs> = {},
): PolicyWithRefs {
  return {
    id, key: `p-${id}`, platformId: platform.id, categoryId: category.id, title: 'Untitled', description: '', status: 'limited',
    requirements: '', restrictions: '', details: '', minAge: null, certification: null, regionalRules: [], documents: [], laws: [], statusQualifier: null, globalConfirmedIn: [],
    sourceUrl: 'https://example.com', extraSources: [], lastUpdated: '2025-01-01', effectiveFrom: null,
    verifiedAt: '2026-11-01', confidence: 'high', note: null, revision: 1,
    jurisdictions: [{ id: 1, code: 'GLOBAL', name: 'Global' }],
    platform: { id: platform.id, identifier: platform.identifier, name: platform.name },
    category: { id: category.id, name: category.name, slug: category.slug, icon: 'x' },
    ...over,
  };
}
