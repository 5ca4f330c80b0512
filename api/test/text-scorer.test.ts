// The policy search answers text queries with its own scorer over the packed index (core/search/text-scorer.ts),
// which must match MiniSearch's search exactly: same documents, same scores. Checked on the real dataset
// (as the running server serves it) with hand-picked queries and with queries made from the index's own
// terms: whole, cut to a prefix, misspelt, and in pairs.
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Jurisdiction, Platform, Policy } from '../../core/contract.js';
import { withRefs } from '../../core/policy-refs.js';
import { packTextIndex } from '../../core/search/packed-text-index.js';
import { buildTextIndex, MINISEARCH_SEARCH_OPTIONS } from '../../core/search/build-policy-search.js';
import { TEXT_QUERY_OPTIONS, type SearchCorpus } from '../../core/search/policy-search.js';
import { createTextScorer } from '../../core/search/text-scorer.js';
import { startTestApp, type TestApp } from './harness.js';

const HAND_PICKED = [
  'crypto', 'cryptocurrency exchange', 'crypto ads in India', 'gambling', 'gamblng', 'gambling gambling', 'alc', 'real money gaming',
  'licence', 'license', 'age verification', 'google', 'meta', 'certif', 'certifcation', 'a', 'the ads', '', '  ', 'UK', 'united kingdom',
  'pharmacy-online', 'tobacco, vaping!', 'ASCI', 'no such thing anywhere zzzz', 'फ़ेसबुक', 'financial services loans',
];

/** Queries made from the index's own terms: every 7th term whole, its first three letters, a letter swapped, and pairs. */
function derivedQueries(terms: string[]): string[] {
  const picked = terms.filter((_, i) => i % 7 === 0);
  const queries: string[] = [];
  picked.forEach((term, i) => {
    queries.push(term, term.slice(0, 3));
    if (term.length > 4) queries.push(`${term.slice(0, 2)}${term[3]}${term[2]}${term.slice(4)}`);
    if (i > 0) queries.push(`${picked[i - 1]} ${term}`);
  });
  return queries;
}

describe('text scorer: the same answers as MiniSearch', () => {
  let app: TestApp;
  let corpus: SearchCorpus;

  beforeAll(async () => {
    app = await startTestApp('sqlite');
    const snapshot = (await (await app.get('/api/sync?since=0')).json()) as { policies: Policy[]; platforms: Platform[]; categories: Category[]; jurisdictions: Jurisdiction[] };
    corpus = { ...snapshot, policies: withRefs(snapshot.policies, snapshot.platforms, snapshot.categories) };
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('matches every query with the same documents and scores', () => {
    const miniSearch = buildTextIndex(corpus);
    const packed = packTextIndex(miniSearch as MiniSearch<unknown>);
    const scorer = createTextScorer(packed, TEXT_QUERY_OPTIONS);
    const queries = [...HAND_PICKED, ...derivedQueries(packed.terms)];
    expect(queries.length).toBeGreaterThan(300);

    let matchedSomething = 0;
    for (const query of queries) {
      const expected = new Map(miniSearch.search(query, MINISEARCH_SEARCH_OPTIONS).map((r) => [r.id as number, r.score]));
      const { documents, scores } = scorer.search(query);
      const actual = new Map(documents.map((doc, i) => [packed.documentIds[doc]!, scores[i]!]));
      expect([...actual.keys()].sort((a, b) => a - b), query).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const [id, score] of expected) expect(actual.get(id), `${query} #${id}`).toBeCloseTo(score, 9);
      if (expected.size > 0) matchedSomething++;
    }
    // The queries exercise matching, not only misses.
    expect(matchedSomething).toBeGreaterThan(queries.length / 2);
  });
});
