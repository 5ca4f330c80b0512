// The one normal form every rule pattern is written against, and the short quotes findings show.
import { describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_LENGTH, normaliseAdText, quoteEvidence } from './ad-text.js';

describe('normaliseAdText', () => {
  it('unifies quotes and dashes, folds compatibility forms and drops invisible characters', () => {
    expect(normaliseAdText('“Don’t” — ‘ﬁne’ – 1‑800\u200b')).toBe(`"Don't" - 'fine' - 1-800`);
    expect(normaliseAdText('ＦＲＥＥ　ＢＥＴＳ')).toBe('FREE BETS');
    expect(normaliseAdText('T&amp;Cs apply')).toBe('T&Cs apply');
  });

  it('keeps line breaks as spaces and collapses whitespace', () => {
    expect(normaliseAdText('  Bet\n\nnow\t\r\n 18+  ')).toBe('Bet now 18+');
  });

  it('joins a word hyphenated across a line break, and only then', () => {
    expect(normaliseAdText('Please drink respon-\nsibly')).toBe('Please drink responsibly');
    expect(normaliseAdText('Ages 18-\n25 only')).toBe('Ages 18- 25 only');
    expect(normaliseAdText('SAFER-\nGAMBLING')).toBe('SAFER- GAMBLING');
  });

  it('fixes letters read for digits in age statements and toll-free numbers, nowhere else', () => {
    expect(normaliseAdText('l8+ only. I8 + only. 2l+ only')).toBe('18+ only. 18 + only. 21+ only');
    expect(normaliseAdText('Call 1-8OO-GAMBLER')).toBe('Call 1-800-GAMBLER');
    expect(normaliseAdText('Isle of I8 hotels; Hall 8 + more; 12l+')).toBe('Isle of I8 hotels; Hall 8 + more; 12l+');
  });

  it('gives an empty string for blank text', () => {
    expect(normaliseAdText(' \n\t ')).toBe('');
  });
});

describe('quoteEvidence', () => {
  const quote = (text: string, words: string) => quoteEvidence(text, { index: text.indexOf(words), text: words });

  it('quotes a short text whole', () => {
    expect(quote('Bet now and win big.', 'win big')).toBe('Bet now and win big.');
  });

  it('quotes at most 120 characters around the match, cut at spaces, with ellipses', () => {
    const text = `${'lorem ipsum dolor '.repeat(10)}GUARANTEED RETURNS${' sit amet consectetur'.repeat(10)}`;
    const quoted = quote(text, 'GUARANTEED RETURNS');
    expect(quoted.length).toBeLessThanOrEqual(MAX_EVIDENCE_LENGTH);
    expect(quoted).toContain('GUARANTEED RETURNS');
    expect(quoted).toMatch(/^…[a-z]/);
    expect(quoted).toMatch(/[a-z]…$/);
    // Whole words only.
    for (const word of quoted.replace(/…/g, '').split(' ')) expect(['lorem', 'ipsum', 'dolor', 'GUARANTEED', 'RETURNS', 'sit', 'amet', 'consectetur']).toContain(word);
  });

  it('uses the room a text edge leaves on the other side', () => {
    const text = `Risk-free${' and more words follow here'.repeat(10)}`;
    const quoted = quote(text, 'Risk-free');
    expect(quoted.startsWith('Risk-free')).toBe(true);
    expect(quoted.length).toBeGreaterThan(100);
    expect(quoted.length).toBeLessThanOrEqual(MAX_EVIDENCE_LENGTH);
  });

  it('accepts a RegExp match and shortens a match longer than the limit', () => {
    const text = `x ${'a'.repeat(200)} y`;
    const match = text.match(/a+/)!;
    const quoted = quoteEvidence(text, match);
    expect(quoted).toHaveLength(MAX_EVIDENCE_LENGTH);
    expect(quoted.endsWith('…')).toBe(true);
  });
});
