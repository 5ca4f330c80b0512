// Where a finding's quote starts and ends: the room shared around the match, the cut at a space, and the
// ellipsis only where the ad goes on. Texts of five-letter units make every position easy to count.
import { describe, expect, it } from 'vitest';
import { adLines, MAX_EVIDENCE_LENGTH, normaliseAdText, quoteEvidence, quoteLine } from './ad-text.js';

const quote = (text: string, words: string) => quoteEvidence(text, { index: text.indexOf(words), text: words });
const words = (n: number) => 'word '.repeat(n);
const spacedWords = (n: number) => ' word'.repeat(n);

describe('quoteEvidence: the room around the match', () => {
  it('splits the room between both sides and cuts each side at a space', () => {
    // 113 characters of room: 56 before, 57 after, then back to the nearest word boundary on each side.
    const text = `${words(30)}MATCH${spacedWords(30)}`;
    expect(quote(text, 'MATCH')).toBe(`…${words(11)}MATCH${spacedWords(11)}…`);
  });

  it('keeps a word that starts exactly where the room begins', () => {
    // 111 characters of room: 55 before lands on the first letter of a word, which is kept whole.
    const text = `${words(30)}MATCHES${spacedWords(30)}`;
    expect(quote(text, 'MATCHES')).toBe(`…${words(11)}MATCHES${spacedWords(11)}…`);
  });

  it('gives the room a text’s start leaves to the words after the match', () => {
    const text = `MATCH${spacedWords(40)}`;
    expect(quote(text, 'MATCH')).toBe(`MATCH${spacedWords(22)}…`);
  });

  it('gives the room a text’s end leaves to the words before the match', () => {
    const text = `${words(40)}MATCH`;
    expect(quote(text, 'MATCH')).toBe(`…${words(22)}MATCH`);
  });

  it('quotes a short text whole, with no ellipsis at either end', () => {
    expect(quote('Win big tonight', 'Win')).toBe('Win big tonight');
    expect(quote('Tonight you win', 'win')).toBe('Tonight you win');
  });

  it('leaves no space inside the ellipses when the text has runs of spaces', () => {
    const text = `${'word  '.repeat(30)}MATCH${'  word'.repeat(30)}`;
    expect(quote(text, 'MATCH')).toBe(`…${'word  '.repeat(9)}MATCH${'  word'.repeat(9)}…`);
  });

  it('reads the position of a RegExp match', () => {
    const text = `${words(40)}MATCH`;
    expect(quoteEvidence(text, text.match(/MATCH/)!)).toBe(`…${words(22)}MATCH`);
  });
});

describe('quoteEvidence: words too long to cut at a space', () => {
  it('cuts inside a long word before the match when it has no space', () => {
    expect(quote(`${'a'.repeat(200)}MATCH`, 'MATCH')).toBe(`…${'a'.repeat(113)}MATCH`);
    expect(quote(`${'a'.repeat(200)}MATCH end`, 'MATCH')).toBe(`…${'a'.repeat(109)}MATCH end`);
  });

  it('cuts inside a long word after the match rather than cutting the match', () => {
    expect(quote(`MATCH${'b'.repeat(200)}`, 'MATCH')).toBe(`MATCH${'b'.repeat(113)}…`);
  });

  it('keeps the long word before a match that begins with a space', () => {
    expect(quote(`${'a'.repeat(200)} MATCH`, ' MATCH')).toBe(`…${'a'.repeat(112)} MATCH`);
  });

  it('stops right after the match when the only space is there', () => {
    expect(quote(`MATCH ${'b'.repeat(200)}`, 'MATCH')).toBe('MATCH…');
  });
});

describe('quoteEvidence: a match near the limit', () => {
  it('quotes a match of 118 characters alone, with ellipses for the text around it', () => {
    const match = 'm'.repeat(118);
    expect(quote(`ab ${match} cd`, match)).toBe(`…${match}…`);
  });

  it('quotes a match of 119 or 120 characters as it is', () => {
    for (const length of [119, MAX_EVIDENCE_LENGTH]) {
      const match = 'm'.repeat(length);
      expect(quote(`ab ${match} cd`, match)).toBe(match);
    }
  });

  it('shortens a longer match to the limit, without a space before the ellipsis', () => {
    const match = `${'a'.repeat(118)} ${'b'.repeat(10)}`;
    expect(quote(match, match)).toBe(`${'a'.repeat(118)}…`);
  });
});

describe('quoteLine: the line the match is in, as the OCR set it apart', () => {
  const quoted = (raw: string, pattern: RegExp) => {
    const lines = adLines(raw, normaliseAdText);
    return quoteLine(lines, lines.text.match(pattern)!);
  };

  it('quotes the lines the match spans, not the logo and body copy read next to them', () => {
    const raw = 'हि MOONRUPEE pr कै\nहे\n300%\n\n300% returns in just 3\nmonths\n\nOur Al trading bot turned ¥10,000 into ¥40,000 for early\nusers. Your turn.';
    expect(quoted(raw, /300%.{0,30}?in just 3 months/)).toBe('300% 300% returns in just 3 months');
    // A line the layout wrapped (the next one starts in lower case) is one line.
    expect(quoted(raw, /turned ¥10,000/)).toBe('Our Al trading bot turned ¥10,000 into ¥40,000 for early users. Your turn.');
  });

  it('drops the lone Devanagari letters the OCR puts at the ends of a line of Latin words', () => {
    expect(quoted('हि MOONRUPEE pr कै\nहे\n300%', /MOONRUPEE/)).toBe('MOONRUPEE pr');
    expect(quoted('Bet now हे\nT&Cs apply', /Bet now/)).toBe('Bet now');
  });

  it('leaves Devanagari that may be meant: a line in Hindi, a match in Hindi, a short word inside a line', () => {
    expect(quoted('Crypto में invest करें, 300% returns', /300% returns/)).toBe('Crypto में invest करें, 300% returns');
    expect(quoted('कै 3 महीने में दोगुना', /3 महीने में दोगुना/)).toBe('कै 3 महीने में दोगुना');
    expect(quoted('Bitcoin है best, 300% in 3 months', /300% in 3 months/)).toBe('Bitcoin है best, 300% in 3 months');
  });

  it('quotes the sentence of the match when its line is too long to quote whole', () => {
    const line = `${'Trade with the best app in town today. '.repeat(3)}Earn 300% in 3 months. ${'Download it now and start. '.repeat(3)}`;
    expect(quoted(line, /300% in 3 months/)).toBe('Earn 300% in 3 months.');
  });

  it('reads typed text with no line breaks as one line, quoted as before when it is short', () => {
    expect(quoted('Bet now. 18+ only.', /18\+/)).toBe('Bet now. 18+ only.');
  });

  it('falls back to the whole text when the lines, normalised one by one, do not give the text back', () => {
    const lines = adLines('a\nb', (text) => text.replace(/\s+/g, ''));
    expect(lines).toEqual({ text: 'ab', starts: [0] });
  });
});
