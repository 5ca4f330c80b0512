// The ad's text as the rules and the category detection read it. OCR output arrives with curly quotes, odd
// dashes, ligatures, broken lines and a few systematic misreadings; every pattern in seed/rules is written
// against this one normal form, so a rule never has to know how the text was read.

const QUOTES: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"'],
];
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/**
 * OCR misreadings fixed only where the reading is unambiguous: a letter standing for a digit in an age
 * statement (`l8+`, `2I+`) and O for zero in a toll-free prefix (`1-8OO`). Words are never rewritten.
 */
function fixOcrConfusions(text: string): string {
  return text
    .replace(/(^|[^\p{L}\p{N}])[lI|]8(\s*\+)/gu, '$118$2')
    .replace(/(^|[^\p{L}\p{N}])2[lI|](\s*\+)/gu, '$121$2')
    .replace(/\b1([\s.-]*)8[oO0][oO0]\b/g, '1$1800');
}

/** NFKC, one kind of quote and dash, no invisible characters, line breaks as spaces, single spaces. */
export function normaliseAdText(text: string): string {
  let out = text.normalize('NFKC').replace(INVISIBLE, '');
  for (const [from, to] of QUOTES) out = out.replace(from, to);
  out = out.replace(DASHES, '-').replace(/&amp;/gi, '&');
  // A word hyphenated across a line break ("respon-\nsibly") is one word; anything else keeps its hyphen.
  out = out.replace(/(\p{Ll})-[ \t]*\r?\n[ \t]*(\p{Ll})/gu, '$1$2');
  out = out.replace(/\s+/g, ' ').trim();
  return fixOcrConfusions(out);
}

export const MAX_EVIDENCE_LENGTH = 120;

export interface TextMatch {
  /** Where the match starts in the text. */
  index: number;
  /** The matched words. */
  text: string;
}

/** A RegExp match as a TextMatch. */
export const asTextMatch = (match: RegExpMatchArray): TextMatch => ({ index: match.index ?? 0, text: match[0] });

/**
 * A short quote (at most 120 characters) of the words around a match, cut at word boundaries, with an
 * ellipsis where the text goes on: what a finding shows as its evidence.
 */
export function quoteEvidence(text: string, match: TextMatch | RegExpMatchArray): string {
  const { index, text: matched } = Array.isArray(match) ? asTextMatch(match) : (match as TextMatch);
  const ellipsis = '…';
  if (matched.length > MAX_EVIDENCE_LENGTH - 2) {
    return matched.length <= MAX_EVIDENCE_LENGTH ? matched : matched.slice(0, MAX_EVIDENCE_LENGTH - 1).trimEnd() + ellipsis;
  }

  // Share the room between both sides (unused room on one side goes to the other), then cut at spaces.
  const room = MAX_EVIDENCE_LENGTH - matched.length - 2;
  const matchEnd = index + matched.length;
  const before = Math.min(index, Math.max(Math.floor(room / 2), room - (text.length - matchEnd)));
  const after = Math.min(text.length - matchEnd, room - before);
  let start = index - before;
  let end = matchEnd + after;
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < index) start = space + 1;
  }
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space >= matchEnd) end = space;
  }
  const body = text.slice(start, end).trim();
  return `${start > 0 ? ellipsis : ''}${body}${end < text.length ? ellipsis : ''}`;
}
