// Full-text queries answered straight from a packed index (packed-text-index.ts), with MiniSearch 7.2's
// scoring reproduced exactly: the same terms match, with the same scores. MiniSearch itself builds a result
// object, a match record and several Maps per matching document and term; on 10,000 policies and a slow phone
// that alone missed the 25 ms budget. Here one query is a few loops over typed arrays.
//
// What is reproduced (MiniSearch's executeQuery, executeQuerySpec, termResults and search, for the options
// the policy search uses): each query term matches itself, the terms it is a prefix of and, from five
// letters, the terms within its fuzzy distance; each (matched term, field) adds a BM25+ score weighted by
// the kind of match and the field's boost; terms combine with AND (scores add up); the final score is
// multiplied by the number of distinct query terms. core/search/text-scorer.test.ts compares both on the
// real dataset, so an upgrade of MiniSearch that changes any of this fails there.
import SearchableMap from 'minisearch/SearchableMap';
import type { PackedTextIndex } from './packed-text-index.js';

export interface TextQueryOptions {
  /** Normalises a query token; null drops it (a stop word). The same function the index was built with. */
  processTerm(term: string): string | null;
  /** Field boosts by field name; a field not named has 1. */
  boost: Record<string, number>;
  /** Every term also matches the longer terms it is a prefix of. */
  prefix: boolean;
  /** The maximum edit distance of a fuzzy match, as a fraction of the term's length; false for none. */
  fuzzy(term: string): number | false;
}

export interface TextMatches {
  /** Positions (as in PackedTextIndex.documentIds) of the documents matching every term. */
  documents: number[];
  /** Their scores, index for index. */
  scores: number[];
}

// MiniSearch's defaults.
const TOKEN_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };
const MAX_FUZZY = 6;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

export interface TextScorer {
  search(query: string): TextMatches;
}

export function createTextScorer(packed: PackedTextIndex, options: TextQueryOptions): TextScorer {
  const { documentCount, averageFieldLength, fieldLengths, termFieldStart, termFieldIds, postingStart, postingDocs, postingFreqs } = packed;
  const fieldCount = packed.fields.length;
  const boosts = packed.fields.map((field) => options.boost[field] ?? 1);
  const termIds = new SearchableMap<number>();
  packed.terms.forEach((term, t) => termIds.set(term, t));

  // Per-document scratch space, reused by every query: the score of the current query term, when
  // (which pass) it was last touched, and the running total over the query terms.
  const termScore = new Float64Array(packed.documentIds.length);
  const touchedIn = new Uint32Array(packed.documentIds.length);
  const total = new Float64Array(packed.documentIds.length);
  let pass = 0;

  /** Adds one matched term's BM25+ score, in every field it occurs in, to the documents it occurs in. */
  const addTerm = (t: number, weight: number, touched: number[]) => {
    for (let f = termFieldStart[t]!; f < termFieldStart[t + 1]!; f++) {
      const fieldId = termFieldIds[f]!;
      const fieldBoost = boosts[fieldId]!;
      const avgFieldLength = averageFieldLength[fieldId]!;
      const matchingCount = postingStart[f + 1]! - postingStart[f]!;
      const invDocFreq = Math.log(1 + (documentCount - matchingCount + 0.5) / (matchingCount + 0.5));
      for (let p = postingStart[f]!; p < postingStart[f + 1]!; p++) {
        const doc = postingDocs[p]!;
        const termFreq = postingFreqs[p]!;
        const fieldLength = fieldLengths[doc * fieldCount + fieldId]!;
        // The same expressions, in the same order, as MiniSearch: floating point sums alike.
        const rawScore = invDocFreq * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / avgFieldLength)));
        const weighted = weight * fieldBoost * rawScore;
        if (touchedIn[doc] === pass) termScore[doc] += weighted;
        else {
          touchedIn[doc] = pass;
          termScore[doc] = weighted;
          touched.push(doc);
        }
      }
    }
  };

  /** The documents one query term matches (exactly, by prefix or fuzzily), with termScore filled in. */
  const matchTerm = (term: string): number[] => {
    pass++;
    const touched: number[] = [];
    const exact = termIds.get(term);
    if (exact !== undefined) addTerm(exact, 1, touched);
    const fuzzy = options.fuzzy(term);
    const maxDistance = fuzzy === false ? 0 : Math.min(MAX_FUZZY, Math.round(term.length * fuzzy));
    const fuzzyMatches = maxDistance ? termIds.fuzzyGet(term, maxDistance) : null;
    if (options.prefix) {
      for (const [longer, t] of termIds.atPrefix(term)) {
        const distance = longer.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(longer); // scored as a prefix match only
        addTerm(t, (WEIGHTS.prefix * longer.length) / (longer.length + 0.3 * distance), touched);
      }
    }
    if (fuzzyMatches) {
      for (const [near, [t, distance]] of fuzzyMatches) {
        if (!distance) continue;
        addTerm(t, (WEIGHTS.fuzzy * near.length) / (near.length + distance), touched);
      }
    }
    return touched;
  };

  return {
    search(query) {
      const terms = query
        .split(TOKEN_SEPARATOR)
        .map((token) => options.processTerm(token))
        .filter((term): term is string => !!term);
      if (terms.length === 0) return { documents: [], scores: [] };

      // AND: a document stays while every term matches it; its total is the sum of the terms' scores.
      let documents = matchTerm(terms[0]!);
      for (const doc of documents) total[doc] = termScore[doc]!;
      for (const term of terms.slice(1)) {
        matchTerm(term);
        documents = documents.filter((doc) => touchedIn[doc] === pass);
        for (const doc of documents) total[doc] = total[doc]! + termScore[doc]!;
      }
      const quality = new Set(terms).size;
      return { documents, scores: documents.map((doc) => total[doc]! * quality) };
    },
  };
}
