// The Hindi character accuracy of the analyzer's OCR, for analyzer.ts: over the Devanagari letters only (the
// Latin words of a bilingual ad are measured by detection and rules), 1 − edit distance / the letters expected.
// Both sides are NFC-normalised, so a nukta letter typed precomposed or as two code points counts as the same.

const DEVANAGARI = /[\u0900-\u097f]/u;

/** The Devanagari letters of a text in order, spaces and other scripts dropped. */
export const devanagariOf = (text: string): string[] => [...text.normalize('NFC')].filter((ch) => DEVANAGARI.test(ch));

export const isHindi = (text: string): boolean => DEVANAGARI.test(text);

/** Levenshtein distance over code points, two rows at a time. */
function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** 1 − Levenshtein / expected length over the Devanagari letters, floored at 0; 1 when none are expected. */
export function devanagariAccuracy(read: string, expected: string): number {
  const want = devanagariOf(expected);
  if (!want.length) return 1;
  return Math.max(0, 1 - editDistance(devanagariOf(read), want) / want.length);
}
