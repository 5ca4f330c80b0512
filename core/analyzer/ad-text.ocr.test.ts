// The OCR misreadings the normal form repairs, and the look-alikes it must leave alone.
import { describe, expect, it } from 'vitest';
import { normaliseAdText } from './ad-text.js';

describe('normaliseAdText: letters read for digits in an age statement', () => {
  it.each([
    ['l8+', '18+'],
    ['|8+', '18+'],
    ['Only (I8+)', 'Only (18+)'],
    ['Ages l8  + only', 'Ages 18 + only'],
    ['2I+', '21+'],
    ['(2|+)', '(21+)'],
    ['Ages 2l + only', 'Ages 21 + only'],
  ])('%j reads as %j', (read, fixed) => {
    expect(normaliseAdText(read)).toBe(fixed);
  });

  it.each(['Al8+', '5l8+', 'A2l+', '32l+', 'l8 points', '2I hours', 'l8-'])('%j is left as it is', (read) => {
    expect(normaliseAdText(read)).toBe(read);
  });
});

describe('normaliseAdText: O read for zero in a toll-free prefix', () => {
  it.each([
    ['1-8OO-GAMBLER', '1-800-GAMBLER'],
    ['1 8oo 522 4700', '1 800 522 4700'],
    ['1.8O0.123', '1.800.123'],
    ['18OO', '1800'],
    ['1 - 8OO', '1 - 800'],
  ])('%j reads as %j', (read, fixed) => {
    expect(normaliseAdText(read)).toBe(fixed);
  });

  it.each(['A18OO', '1-8OOK', '1-8O'])('%j is left as it is', (read) => {
    expect(normaliseAdText(read)).toBe(read);
  });
});

describe('normaliseAdText: line breaks and entities', () => {
  it('joins a word hyphenated across a Windows line break with spaces around it', () => {
    expect(normaliseAdText('respon- \r\n\tsibly')).toBe('responsibly');
    expect(normaliseAdText('respon-\r\nsibly')).toBe('responsibly');
  });

  it('keeps the hyphen of a word that ends a line without a break after it', () => {
    expect(normaliseAdText('well-known')).toBe('well-known');
    expect(normaliseAdText('well- known')).toBe('well- known');
  });

  it('reads an escaped ampersand in any case', () => {
    expect(normaliseAdText('T&AMP;Cs apply')).toBe('T&Cs apply');
  });

  it('folds every kind of quote mark and dash', () => {
    expect(normaliseAdText('\u201ADon\u2032t\u201B \u00ABbet\u00BB \u201Enow\u201F 5\u22123 \uFE58 \u2015')).toBe(`'Don't' "bet" "now" 5-3 - -`);
  });
});
