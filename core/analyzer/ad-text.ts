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

/**
 * The ad's text in its normal form (as `prepare` makes it), and where each of its lines starts in it: the OCR's
 * lines, a line the layout wrapped (the next one starting in lower case, or Hindi going on in Hindi) taken as
 * one. A finding quotes the line it matched, not the words of the badge or logo read next to it.
 */
export interface AdLines {
  text: string;
  /** Where each line starts in `text`, ascending; [0] when the lines could not be told apart. */
  starts: readonly number[];
}

const DEVANAGARI = /[\u0900-\u097F]/u;
const goesOn = (line: string, next: string) =>
  /^\p{Ll}/u.test(next) || (/[\u0900-\u097F]$/u.test(line) && /^[\u0900-\u097F]/u.test(next));

export function adLines(raw: string, prepare: (text: string) => string): AdLines {
  const text = prepare(raw);
  const lines: string[] = [];
  let open = false;
  for (const line of raw.split('\n').map((l) => l.trim())) {
    if (!line) {
      // A blank line ends a block: what follows is a new line whatever its case.
      open = false;
      continue;
    }
    if (open && goesOn(lines[lines.length - 1]!, line)) lines[lines.length - 1] += `\n${line}`;
    else lines.push(line);
    open = true;
  }
  const prepared = lines.map(prepare).filter((line) => line.length > 0);
  // Normalised one by one, the lines must give the text normalised whole; if not, the text is one line.
  if (prepared.length === 0 || prepared.join(' ') !== text) return { text, starts: [0] };
  const starts: number[] = [];
  let at = 0;
  for (const line of prepared) {
    starts.push(at);
    at += line.length + 1;
  }
  return { text, starts };
}

/** Within a line too long to quote whole: from the start of the sentence the match is in to the end of the one it ends in. */
function sentenceAround(text: string, from: number, to: number, index: number, end: number): [number, number] {
  let start = from;
  for (const stop of text.slice(from, index).matchAll(/[.!?।]\s+/gu)) start = from + stop.index + stop[0].length;
  const next = /[.!?।](?=\s|$)/u.exec(text.slice(end, to));
  return [start, next ? end + next.index + 1 : to];
}

/** A lone Devanagari letter (with its marks) or lone marks: what the OCR makes of a logo or an emoji beside Latin words. */
const isStrayDevanagari = (word: string) => /^[\u0900-\u097F]+$/u.test(word) && /^(?:\p{L}\p{M}*|\p{M}+)$/u.test(word);

/**
 * The quoted line without the lone Devanagari letters at its ends, when they are the only Devanagari in a line
 * of Latin words (a line in Hindi, or a match in Hindi, is left as read). Only the ends: a short Hindi word
 * inside a line is as likely meant as not.
 */
function withoutStrayDevanagari(line: string, index: number, end: number): { line: string; index: number } {
  const matched = line.slice(index, end);
  const head = line.slice(0, index).split(' ');
  const tail = line.slice(end).split(' ');
  while (head.length > 1 && (head[0] === '' || isStrayDevanagari(head[0]!))) head.shift();
  while (tail.length > 1 && (tail[tail.length - 1] === '' || isStrayDevanagari(tail[tail.length - 1]!))) tail.pop();
  const before = head.join(' ');
  const kept = `${before}${matched}${tail.join(' ')}`;
  if (DEVANAGARI.test(kept) || !/\p{Script=Latin}/u.test(kept)) return { line, index };
  return { line: kept, index: before.length };
}

/**
 * The evidence a finding shows: the line the match is in (the lines it spans), the sentence when that line is
 * long, cut to the match's neighbourhood by quoteEvidence.
 */
export function quoteLine(lines: AdLines, match: TextMatch | RegExpMatchArray): string {
  const { index, text: matched } = Array.isArray(match) ? asTextMatch(match) : (match as TextMatch);
  const { text, starts } = lines;
  const end = index + matched.length;
  let first = 0;
  while (first + 1 < starts.length && starts[first + 1]! <= index) first++;
  let last = first;
  while (last + 1 < starts.length && starts[last + 1]! < end) last++;
  let from = starts[first]!;
  let to = last + 1 < starts.length ? starts[last + 1]! - 1 : text.length;
  if (to - from > MAX_EVIDENCE_LENGTH) [from, to] = sentenceAround(text, from, to, index, end);
  const quoted = withoutStrayDevanagari(text.slice(from, to), index - from, end - from);
  return quoteEvidence(quoted.line, { index: quoted.index, text: matched });
}
