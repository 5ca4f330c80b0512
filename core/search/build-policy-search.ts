// Building the policy search of a corpus: MiniSearch indexes the text (tokens, field lengths, postings),
// packed at once into the serialisable form policy-search.ts answers from; the filter and sort columns are
// laid out in the stable order. The server builds on start and on every dataset change; the offline app
// builds in a worker after a sync and keeps the result in the replica.
import MiniSearch from 'minisearch';
import type { PolicyWithRefs } from '../contract.js';
import { packTextIndex } from './packed-text-index.js';
import {
  loadPolicySearch,
  processTerm,
  SEARCH_INDEX_FORMAT,
  TEXT_FIELDS,
  TEXT_QUERY_OPTIONS,
  type PolicySearchEngine,
  type PolicySearchIndex,
  type SearchCorpus,
  type SearchEntries,
} from './policy-search.js';

// A fixed locale, so the server and every browser sort alike whatever their default language.
const collator = new Intl.Collator('en');

/**
 * The MiniSearch text index of a corpus. Queries are answered by text-scorer.ts over its packed form;
 * MiniSearch's own search over it gives the same matches and scores (the scorer's tests compare them).
 */
export function buildTextIndex(corpus: SearchCorpus): MiniSearch<PolicyWithRefs> {
  // Index in id order so scores do not depend on the order rows arrived in.
  const byIdOrder = [...corpus.policies].sort((a, b) => a.id - b.id);
  const jurisdictionByCode = new Map(corpus.jurisdictions.map((j) => [j.code, j]));
  const text = new MiniSearch<PolicyWithRefs>({
    fields: TEXT_FIELDS,
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
  text.addAll(byIdOrder);
  return text;
}

/** MiniSearch's search options equal to TEXT_QUERY_OPTIONS, for comparing the two. */
export const MINISEARCH_SEARCH_OPTIONS = {
  combineWith: 'AND',
  prefix: TEXT_QUERY_OPTIONS.prefix,
  fuzzy: TEXT_QUERY_OPTIONS.fuzzy,
  boost: TEXT_QUERY_OPTIONS.boost,
} as const;

/** Builds the index of a corpus: the text index and the filter and sort columns. */
export function buildPolicySearch(corpus: SearchCorpus): PolicySearchEngine {
  const ordered = [...corpus.policies].sort(
    (a, b) =>
      collator.compare(a.platform.name, b.platform.name) ||
      collator.compare(a.category.name, b.category.name) ||
      collator.compare(a.title, b.title) ||
      a.id - b.id,
  );
  const entries: SearchEntries = {
    ids: ordered.map((p) => p.id),
    platformIds: ordered.map((p) => p.platformId),
    categoryIds: ordered.map((p) => p.categoryId),
    statuses: ordered.map((p) => p.status),
    lastUpdated: ordered.map((p) => p.lastUpdated),
    jurisdictionCodes: ordered.map((p) => p.jurisdictions.map((j) => j.code)),
  };
  const text = packTextIndex(buildTextIndex(corpus) as MiniSearch<unknown>);
  return loadPolicySearch({ format: SEARCH_INDEX_FORMAT, entries, text }, corpus);
}

/** The server's form: the matching policies themselves. */
export function createPolicySearch(corpus: SearchCorpus): PolicySearchIndex {
  const built = buildPolicySearch(corpus);
  const byId = new Map(corpus.policies.map((p) => [p.id, p]));
  return { search: (input) => built.searchIds(input).map((id) => byId.get(id)!) };
}

