// Finding detection's terms in an ad's text, whole words only, in any script. The word boundary is checked
// here rather than written into each pattern: a lookaround with \p{L} costs V8 milliseconds to compile per
// pattern, and detection has several hundred of them (ADR 234).
import type { Term } from './detection-terms.js';

/** Letters, digits and combining marks: a Devanagari vowel sign (\p{M}) belongs to its word. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

export interface TermMatcher {
  pattern: RegExp;
  /** A plain term must start and end at a word boundary; a pattern says its own boundaries. */
  bounded: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term as a matcher, in the text's normal form (NFKC); in a plain term spaces and hyphens are interchangeable. */
export function termMatcher(term: Term): TermMatcher {
  if (term instanceof RegExp) return { pattern: new RegExp(term.source.normalize('NFKC'), 'giu'), bounded: false };
  const words = term.normalize('NFKC').trim().split(/[\s-]+/).map(escape);
  return { pattern: new RegExp(words.join('[\\s-]*'), 'giu'), bounded: true };
}

function atBoundary(text: string, start: number, end: number): boolean {
  const before = text.codePointAt(start - 1 >= 0 && /[\uDC00-\uDFFF]/.test(text[start - 1]!) ? start - 2 : start - 1);
  const after = text.codePointAt(end);
  const isWord = (cp: number | undefined) => cp !== undefined && WORD_CHAR.test(String.fromCodePoint(cp));
  return (start === 0 || !isWord(before)) && !isWord(after);
}

/** Every whole-word match, as [start, end), left to right. */
export function findAll(matcher: TermMatcher, text: string): [number, number][] {
  const { pattern, bounded } = matcher;
  const found: [number, number][] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!bounded || atBoundary(text, start, end)) found.push([start, end]);
    // Step past an empty match or a rejected one, so a later, overlapping start is still tried.
    if (end === start || (bounded && found.at(-1)?.[0] !== start)) pattern.lastIndex = start + 1;
  }
  return found;
}

export const hits = (matcher: TermMatcher, text: string) => findAll(matcher, text).length > 0;

/** The text with every whole-word match blanked (same length, so nothing else moves). */
export function blank(text: string, matcher: TermMatcher): string {
  let out = text;
  for (const [start, end] of findAll(matcher, text)) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/**
 * The rupee sign as OCR misreads it: ¥ (the same strokes) or a lone Devanagari र, bare or with the vowel sign the
 * sign's bar reads as (रे), before a figure. Each is read back as ₹ so that every money pattern ("₹1,500 on sign-up")
 * holds; a figure after a lone र or रे is never Hindi (रु., the written abbreviation, is left as it is).
 * Callers that may meet a yen price (a Japanese ad) apply it to Indian ads only.
 */
export const readRupeeSigns = (text: string) => text.replace(/(?<![\p{L}\p{M}])(?:¥|रे?)(?=\s?\d)/gu, '₹');
