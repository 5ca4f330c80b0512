// The one search module: full text (indexed by MiniSearch: prefix and fuzzy matching, BM25 scores) plus
// exact filters and sorting. The server's GET /api/policies and the offline Search screen both use it over
// the same corpus, so the same query gives the same result ids online and offline. This file answers
// queries; build-policy-search.ts builds the index (it alone needs MiniSearch, so a screen that only loads
// a stored index never downloads it).
//
// Built once per dataset revision (buildPolicySearch), it serialises to plain, structured-clonable data
// (mostly typed arrays; see packed-text-index.ts) that loads again without the policies' text
// (loadPolicySearch): the offline app keeps it in the replica, so a reload pays a load, not a build. Built or
// loaded, queries are answered from that packed form (text-scorer.ts). What the index answers is the ordered
// list of policy ids; a screen reads only the rows it shows.
import type { PackedTextIndex } from './packed-text-index.js';
import { createTextScorer, type TextQueryOptions, type TextScorer } from './text-scorer.js';
import type { Category, Jurisdiction, Platform, PolicySearch, PolicyWithRefs } from '../contract.js';
import { applicablePolicies, canonicalJurisdictionCode } from '../resolve-policy.js';

export interface SearchCatalog {
  platforms: readonly Pick<Platform, 'id' | 'identifier' | 'name' | 'aliases'>[];
  categories: readonly Pick<Category, 'id' | 'name' | 'slug' | 'aliases'>[];
  /** With `parent` (the markets' tree), a market's filter takes its region's policies where it has none; absent: under GLOBAL. */
  jurisdictions: readonly (Pick<Jurisdiction, 'id' | 'code' | 'name' | 'aliases'> & { parent?: string | null })[];
}

export interface SearchCorpus extends SearchCatalog {
  policies: readonly PolicyWithRefs[];
}

export interface PolicySearchEngine {
  /** The ids of the matching policies, in the asked order. */
  searchIds(input: PolicySearch): number[];
  /** The index as plain data (structured-clonable: typed arrays, arrays, strings), for loadPolicySearch. */
  serialize(): SerializedPolicySearch;
  readonly policyCount: number;
}

export interface PolicySearchIndex {
  search(input: PolicySearch): PolicyWithRefs[];
}

/**
 * What a search needs of each policy besides its words, one column per field, in the stable order
 * (platform name, category name, title, id), so sorting by platform is reading the columns in order.
 */
export interface SearchEntries {
  ids: number[];
  platformIds: number[];
  categoryIds: number[];
  statuses: string[];
  lastUpdated: string[];
  jurisdictionCodes: string[][];
}

/** Bumped whenever the serialised shape or the indexing options change: an older index is then rebuilt. */
export const SEARCH_INDEX_FORMAT = 3;

export interface SerializedPolicySearch {
  format: number;
  entries: SearchEntries;
  text: PackedTextIndex;
}

// Words that say nothing about which policy is meant; dropping them keeps AND-matching useful
// ("crypto ads in india" must not require the token "in").
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'can', 'for', 'i', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with', 'what',
  'ad', 'ads', 'advert', 'adverts', 'advertise', 'advertising', 'policy', 'policies', 'rules',
]);

export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) ? null : t;
}

export const TEXT_FIELDS = ['title', 'description', 'requirements', 'restrictions', 'category', 'platform', 'jurisdictions'];

/** How queries match: every word must (AND), as a prefix too, fuzzily from five letters; title weighs most. */
export const TEXT_QUERY_OPTIONS: TextQueryOptions = {
  processTerm,
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  boost: { title: 3, category: 2, platform: 2, jurisdictions: 1.5 },
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The index of no policies at all (a replica never synced), without building anything. */
export function emptyPolicySearch(): SerializedPolicySearch {
  return {
    format: SEARCH_INDEX_FORMAT,
    entries: { ids: [], platformIds: [], categoryIds: [], statuses: [], lastUpdated: [], jurisdictionCodes: [] },
    text: {
      fields: [...TEXT_FIELDS],
      documentCount: 0,
      averageFieldLength: TEXT_FIELDS.map(() => 0),
      documentIds: [],
      fieldLengths: new Uint32Array(0),
      terms: [],
      termFieldStart: Uint32Array.of(0),
      termFieldIds: new Uint8Array(0),
      postingStart: Uint32Array.of(0),
      postingDocs: new Uint32Array(0),
      postingFreqs: new Uint32Array(0),
    },
  };
}

/** Loads an index serialised by buildPolicySearch; the catalog is the one of the same dataset revision. */
export function loadPolicySearch(serialized: SerializedPolicySearch, catalog: SearchCatalog): PolicySearchEngine {
  if (serialized.format !== SEARCH_INDEX_FORMAT) throw new Error(`Search index format ${serialized.format} is not ${SEARCH_INDEX_FORMAT}.`);
  return engine(serialized.text, serialized.entries, catalog);
}

function engine(packed: PackedTextIndex, entries: SearchEntries, catalog: SearchCatalog): PolicySearchEngine {
  const count = entries.ids.length;
  const text: TextScorer = createTextScorer(packed, TEXT_QUERY_OPTIONS);
  /** Each text document's rank: its policy's position in the stable (platform, category, title, id) order. */
  const rankOf = new Map(entries.ids.map((id, rank) => [id, rank]));
  const rankOfDocument = Int32Array.from(packed.documentIds, (id) => rankOf.get(id)!);

  const platformIdsOf = (tags: string[]) =>
    new Set(
      catalog.platforms
        .filter((p) => tags.some((t) => same(t, p.identifier) || same(t, p.name) || p.aliases.some((a) => same(t, a))))
        .map((p) => p.id),
    );
  const categoryIdsOf = (tags: string[]) =>
    new Set(
      catalog.categories
        .filter((c) => tags.some((t) => same(t, c.name) || same(t, c.slug) || c.aliases.some((a) => same(t, a))))
        .map((c) => c.id),
    );
  const codesOf = (tags: string[]) =>
    new Set(
      tags.map((t) => {
        const byName = catalog.jurisdictions.find((j) => same(j.name, t));
        return byName ? byName.code : canonicalJurisdictionCode(t, catalog.jurisdictions);
      }),
    );

  // Which policies answer for a jurisdiction, by the one resolution rule (core/resolve-policy.ts), worked
  // out once per code for the life of the index. Codes no jurisdiction has all get the same answer (the
  // GLOBAL policies) under one key, so a client sending junk codes cannot grow this map.
  const knownCodes = new Set(catalog.jurisdictions.map((j) => j.code));
  const applicableByCode = new Map<string, Set<number>>();
  let pairs: Map<string, { id: number; platformId: number; categoryId: number; jurisdictions: { code: string }[] }[]> | null = null;
  const applicableIn = (asked: string) => {
    const code = knownCodes.has(asked) ? asked : '';
    let ids = applicableByCode.get(code);
    if (!ids) {
      if (!pairs) {
        pairs = new Map();
        for (let i = 0; i < count; i++) {
          const key = `${entries.platformIds[i]}:${entries.categoryIds[i]}`;
          const row = { id: entries.ids[i]!, platformId: entries.platformIds[i]!, categoryId: entries.categoryIds[i]!, jurisdictions: entries.jurisdictionCodes[i]!.map((c) => ({ code: c })) };
          pairs.set(key, [...(pairs.get(key) ?? []), row]);
        }
      }
      ids = new Set();
      for (const pair of pairs.values()) {
        const query = { platformId: pair[0]!.platformId, categoryId: pair[0]!.categoryId, jurisdictionCode: code };
        for (const p of applicablePolicies(pair, query, catalog.jurisdictions)) ids.add(p.id);
      }
      applicableByCode.set(code, ids);
    }
    return ids;
  };

  return {
    policyCount: count,
    serialize: () => ({ format: SEARCH_INDEX_FORMAT, entries, text: packed }),
    searchIds({ q, filters, sort }) {
      const platformIds = filters.platforms.length ? platformIdsOf(filters.platforms) : null;
      const categoryIds = filters.categories.length ? categoryIdsOf(filters.categories) : null;
      const statuses = filters.status.length ? new Set<string>(filters.status) : null;
      let inJurisdictions: Set<number> | null = null;
      if (filters.jurisdictions.length) {
        inJurisdictions = new Set();
        for (const code of codesOf(filters.jurisdictions)) for (const id of applicableIn(code)) inJurisdictions.add(id);
      }
      const passes = (rank: number) =>
        (!platformIds || platformIds.has(entries.platformIds[rank]!)) &&
        (!categoryIds || categoryIds.has(entries.categoryIds[rank]!)) &&
        (!statuses || statuses.has(entries.statuses[rank]!)) &&
        (!inJurisdictions || inJurisdictions.has(entries.ids[rank]!));

      const query = q.trim();
      // Hits as ranks (positions in the stable order) with their score; without words every policy scores 0.
      let hits: { rank: number; score: number }[];
      if (query) {
        hits = [];
        const { documents, scores } = text.search(query);
        documents.forEach((doc, i) => {
          const rank = rankOfDocument[doc]!;
          if (passes(rank)) hits.push({ rank, score: scores[i]! });
        });
      } else {
        hits = [];
        for (let rank = 0; rank < count; rank++) if (passes(rank)) hits.push({ rank, score: 0 });
      }

      if (sort === 'recent') {
        hits.sort((x, y) => {
          const a = entries.lastUpdated[x.rank]!;
          const b = entries.lastUpdated[y.rank]!;
          return (a < b ? 1 : a > b ? -1 : 0) || entries.ids[x.rank]! - entries.ids[y.rank]!;
        });
      } else if (sort === 'platform') {
        hits.sort((x, y) => x.rank - y.rank);
      } else {
        // Relevance: score first (rounded so float noise never reorders equal matches), then the stable order.
        hits.sort((x, y) => Math.round((y.score - x.score) * 1e6) / 1e6 || x.rank - y.rank);
      }
      return hits.map((h) => entries.ids[h.rank]!);
    },
  };
}
