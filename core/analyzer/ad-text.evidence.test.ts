// Where a finding's quote starts and ends: the room shared around the match, the cut at a space, and the
// ellipsis only where the ad goes on. Texts of five-letter units make every position easy to count.
import { describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_LENGTH, quoteEvidence } from './ad-text.js';

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
