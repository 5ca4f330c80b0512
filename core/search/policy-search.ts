// The one search module: full text (MiniSearch: prefix and fuzzy matching) plus exact filters and sorting.
// The server's GET /api/policies and the offline Search screen both call it with the same corpus,
// so the same query gives the same result ids online and offline.
import MiniSearch from 'minisearch';
import type { Category, Jurisdiction, Platform, PolicySearch, PolicyWithRefs } from '../contract.js';
import { applicablePolicies, canonicalJurisdictionCode } from '../resolve-policy.js';

export interface SearchCorpus {
  policies: readonly PolicyWithRefs[];
  platforms: readonly Pick<Platform, 'id' | 'identifier' | 'name' | 'aliases'>[];
  categories: readonly Pick<Category, 'id' | 'name' | 'slug' | 'aliases'>[];
  jurisdictions: readonly Pick<Jurisdiction, 'id' | 'code' | 'name' | 'aliases'>[];
}

export interface PolicySearchIndex {
  search(input: PolicySearch): PolicyWithRefs[];
}

// Words that say nothing about which policy is meant; dropping them keeps AND-matching useful
// ("crypto ads in India" must not require the token "in").
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'can', 'for', 'i', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with', 'what',
  'ad', 'ads', 'advert', 'adverts', 'advertise', 'advertising', 'policy', 'policies', 'rules',
]);

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) ? null : t;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createPolicySearch(corpus: SearchCorpus): PolicySearchIndex {
  // Index in id order so scores do not depend on the order rows arrived in.
  const policies = [...corpus.policies].sort((a, b) => a.id - b.id);
  const byId = new Map(policies.map((p) => [p.id, p]));
  const jurisdictionByCode = new Map(corpus.jurisdictions.map((j) => [j.code, j]));
  const pairOf = (p: PolicyWithRefs) => `${p.platformId}:${p.categoryId}`;
  const policiesByPair = new Map<string, PolicyWithRefs[]>();
  for (const p of policies) policiesByPair.set(pairOf(p), [...(policiesByPair.get(pairOf(p)) ?? []), p]);

  const index = new MiniSearch<PolicyWithRefs>({
    fields: ['title', 'description', 'requirements', 'restrictions', 'category', 'platform', 'jurisdictions'],
    storeFields: [],
    processTerm,
    extractField: (p, field) => {
      switch (field) {
        case 'id':
          // MiniSearch reads the id through this function too: keep it a number.
          return p.id as unknown as string;
        case 'category':
          return `${p.category.name} ${p.category.slug.replace(/-/g, ' ')}`;
        case 'platform':
          return `${p.platform.name} ${p.platform.identifier}`;
        case 'jurisdictions':
          return p.jurisdictions
            .map((j) => [j.name, j.code, ...(jurisdictionByCode.get(j.code)?.aliases ?? [])].join(' '))
            .join(' ');
        default:
          return String((p as unknown as Record<string, unknown>)[field] ?? '');
      }
    },
  });
  index.addAll(policies);

  const platformIdsOf = (tags: string[]) =>
    new Set(
      corpus.platforms
        .filter((p) => tags.some((t) => same(t, p.identifier) || same(t, p.name) || p.aliases.some((a) => same(t, a))))
        .map((p) => p.id),
    );
  const categoryIdsOf = (tags: string[]) =>
    new Set(
      corpus.categories
        .filter((c) => tags.some((t) => same(t, c.name) || same(t, c.slug) || c.aliases.some((a) => same(t, a))))
        .map((c) => c.id),
    );
  const codesOf = (tags: string[]) =>
    new Set(
      tags.map((t) => {
        const byName = corpus.jurisdictions.find((j) => same(j.name, t));
        return byName ? byName.code : canonicalJurisdictionCode(t, corpus.jurisdictions);
      }),
    );

  // Which policies answer for a jurisdiction, by the one resolution rule (core/resolve-policy.ts), worked
  // out once per code for the life of the index. Codes no jurisdiction has all get the same answer (the
  // GLOBAL policies) under one key, so a client sending junk codes cannot grow this map.
  const knownCodes = new Set(corpus.jurisdictions.map((j) => j.code));
  const applicableByCode = new Map<string, Set<number>>();
  const applicableIn = (asked: string) => {
    const code = knownCodes.has(asked) ? asked : '';
    let ids = applicableByCode.get(code);
    if (!ids) {
      ids = new Set();
      for (const pair of policiesByPair.values()) {
        const query = { platformId: pair[0]!.platformId, categoryId: pair[0]!.categoryId, jurisdictionCode: code };
        for (const p of applicablePolicies(pair, query, corpus.jurisdictions)) ids.add(p.id);
      }
      applicableByCode.set(code, ids);
    }
    return ids;
  };
  const appliesTo = (policy: PolicyWithRefs, codes: Set<string>) => [...codes].some((code) => applicableIn(code).has(policy.id));

  return {
    search({ q, filters, sort }) {
      const platformIds = filters.platforms.length ? platformIdsOf(filters.platforms) : null;
      const categoryIds = filters.categories.length ? categoryIdsOf(filters.categories) : null;
      const codes = filters.jurisdictions.length ? codesOf(filters.jurisdictions) : null;
      const statuses = filters.status.length ? new Set<string>(filters.status) : null;

      const passes = (p: PolicyWithRefs) =>
        (!platformIds || platformIds.has(p.platformId)) &&
        (!categoryIds || categoryIds.has(p.categoryId)) &&
        (!statuses || statuses.has(p.status)) &&
        (!codes || appliesTo(p, codes));

      const text = q.trim();
      let hits: { policy: PolicyWithRefs; score: number }[];
      if (text) {
        hits = index
          .search(text, {
            combineWith: 'AND',
            prefix: true,
            fuzzy: (term) => (term.length > 4 ? 0.2 : false),
            boost: { title: 3, category: 2, platform: 2, jurisdictions: 1.5 },
          })
          .map((r) => ({ policy: byId.get(r.id as number)!, score: r.score }))
          .filter((h) => passes(h.policy));
      } else {
        hits = policies.filter(passes).map((policy) => ({ policy, score: 0 }));
      }

      const byPlatformThenTitle = (a: PolicyWithRefs, b: PolicyWithRefs) =>
        a.platform.name.localeCompare(b.platform.name) ||
        a.category.name.localeCompare(b.category.name) ||
        a.title.localeCompare(b.title) ||
        a.id - b.id;
      hits.sort((x, y) => {
        const a = x.policy;
        const b = y.policy;
        if (sort === 'recent') return b.lastUpdated.localeCompare(a.lastUpdated) || a.id - b.id;
        if (sort === 'platform') return byPlatformThenTitle(a, b);
        // Relevance: score first (rounded so float noise never reorders equal matches), then a stable order.
        return Math.round((y.score - x.score) * 1e6) / 1e6 || byPlatformThenTitle(a, b);
      });
      return hits.map((h) => h.policy);
    },
  };
}
