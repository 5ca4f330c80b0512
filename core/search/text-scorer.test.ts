// Scores are checked against values worked out by hand from MiniSearch's BM25+ (k 1.2, b 0.7, d 0.5):
//   idf = ln(1 + (N − n + 0.5) / (n + 0.5)),  raw = idf × (0.5 + tf × 2.2 / (tf + 1.2 × (0.3 + 0.7 × len / avgLen)))
// weighted by the field boost and the kind of match (prefix 0.375 × L / (L + 0.3 × extra letters), fuzzy
// 0.45 × L / (L + edits)), summed over fields and query terms, times the number of distinct query terms.
// In the corpus below N = 3; title lengths 2, 2, 1 (average 5/3); body lengths 6, 4, 4 (average 14/3).
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { packTextIndex } from './packed-text-index.js';
import { createTextScorer, type TextQueryOptions } from './text-scorer.js';

const docs = [
  { id: 1, title: 'Gambling licence', body: 'A licence is needed for gambling' },
  { id: 2, title: 'Crypto exchanges', body: 'Exchanges need a licence' },
  { id: 3, title: 'Alcohol', body: 'No alcohol near schools' },
];
const lower = (term: string) => term.toLowerCase();
const index = new MiniSearch<unknown>({ fields: ['title', 'body'], storeFields: [], processTerm: lower });
index.addAll(docs);

const options: TextQueryOptions = {
  processTerm: (term) => (term.toLowerCase() === 'the' ? null : term.toLowerCase()),
  boost: { title: 3 },
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
};

/** A scorer over the corpus (made inside each test), answering with matches as document id → score. */
function scorerWith(queryOptions: TextQueryOptions) {
  const packed = packTextIndex(index);
  const scorer = createTextScorer(packed, queryOptions);
  return (query: string): Map<number, number> => {
    const { documents, scores } = scorer.search(query);
    expect(scores).toHaveLength(documents.length);
    return new Map(documents.map((doc, i) => [packed.documentIds[doc]!, scores[i]!]));
  };
}
const search = (query: string) => scorerWith(options)(query);

describe('text scorer', () => {
  it('when a word occurs once, in one title, then that document scores BM25+ times the title boost', () => {
    // crypto: n = 1, tf = 1, title length 2 → 3 × ln(8/3) × (0.5 + 2.2 / 2.368).
    const matches = search('crypto');
    expect([...matches.keys()]).toEqual([2]);
    expect(matches.get(2)).toBeCloseTo(4.204974061, 8);
  });

  it('when a field has no boost, then it counts once', () => {
    // schools: body only, length 4 of average 14/3.
    expect(search('schools').get(3)).toBeCloseTo(1.527830183, 8);
  });

  it('when a word occurs in several fields and documents, then each field adds its share and rarer fields weigh more', () => {
    const matches = search('licence');
    expect([...matches.keys()].sort()).toEqual([1, 2]);
    // Document 1: title (n = 1) and body (n = 2); document 2: body only (n = 2, shorter body).
    expect(matches.get(1)).toBeCloseTo(4.863749640, 8);
    expect(matches.get(2)).toBeCloseTo(0.732121038, 8);
  });

  it('when a word is the start of a longer one, then it matches it with the prefix weight', () => {
    // alc → alcohol (3 letters more): 0.375 × 7 / 8.2 on title (boost 3) and body.
    const matches = search('alc');
    expect([...matches.keys()]).toEqual([3]);
    expect(matches.get(3)).toBeCloseTo(2.071818813, 8);
  });

  it('when a word matches itself and is the start of a longer one, then the exact match counts once and the longer one as a prefix', () => {
    // need: exact in document 2's body (length 4); prefix of "needed" (2 letters more) in document 1's (length 6).
    const matches = search('need');
    expect(matches.get(2)).toBeCloseTo(1.527830183, 8);
    expect(matches.get(1)).toBeCloseTo(0.375 * (6 / 6.6) * 1.374768871, 8);
  });

  it('when a word of five letters or more is misspelt by one letter, then it matches with the fuzzy weight', () => {
    // alcohl → alcohol, 1 edit: 0.45 × 7 / 8.
    const matches = search('alcohl');
    expect([...matches.keys()]).toEqual([3]);
    expect(matches.get(3)).toBeCloseTo(2.548337140, 8);
  });

  it('when a short word is misspelt, then nothing matches (no fuzzy matching under five letters)', () => {
    expect(search('nead').size).toBe(0);
    expect(search('alcoho').size).toBe(1);
  });

  it('when the query has several words, then a document must match all of them and its score is the sum times the word count', () => {
    const matches = search('licence gambling');
    expect([...matches.keys()]).toEqual([1]);
    expect(matches.get(1)).toBeCloseTo(20.886985144, 8);
    expect(search('crypto alcohol').size).toBe(0);
  });

  it('when a word is repeated, then it adds up but counts once as a distinct word', () => {
    expect(search('gambling gambling').get(1)).toBeCloseTo(11.159485864, 8);
  });

  it('when the second word matches only documents the first did not, then nothing matches', () => {
    expect(search('schools crypto').size).toBe(0);
    expect(search('licence exchanges crypto').size).toBe(1);
  });

  it('splits words on spaces and punctuation, ignores case and drops what processTerm drops', () => {
    expect([...search('  CRYPTO, the...exchanges!').keys()]).toEqual([2]);
    expect(search('  crypto').get(2)).toBeCloseTo(4.204974061, 8);
  });

  it('when no word is left, then nothing matches', () => {
    const scorer = createTextScorer(packTextIndex(index), options);
    expect(scorer.search('')).toEqual({ documents: [], scores: [] });
    expect(scorer.search(' the , ')).toEqual({ documents: [], scores: [] });
  });

  it('when queries follow one another, then no score carries over from the previous one', () => {
    const search = scorerWith(options);
    search('licence gambling');
    search('licence');
    expect(search('licence gambling').get(1)).toBeCloseTo(20.886985144, 8);
    expect(search('licence').get(2)).toBeCloseTo(0.732121038, 8);
  });

  it('when prefix matching is off, then only whole words and fuzzy matches count', () => {
    const exactOnly = scorerWith({ ...options, prefix: false });
    expect(exactOnly('alc').size).toBe(0);
    expect([...exactOnly('need').keys()]).toEqual([2]);
    expect(exactOnly('alcohl').get(3)).toBeCloseTo(2.548337140, 8);
  });
});
