import { describe, expect, it } from 'vitest';
import { MAX_ENLARGED_PIXELS, MAX_OCR_WIDTH, MIN_OCR_WIDTH, ocrWidth } from './offline-analyzer';
import { rulesVersion } from './rules-version';
import type { AnalyzerRule } from './rule-schema';

// The width the server and the device read an image at (ADR 320), and the rules' version a device result names.
describe('ocrWidth', () => {
  it('enlarges a small image to the reading width, at most twice', () => {
    expect(ocrWidth(1200, 628)).toBe(MIN_OCR_WIDTH);
    expect(ocrWidth(300, 250)).toBe(600);
  });
  it('enlarges a tall or square image only to the largest enlarged size (ADR 324)', () => {
    const square = ocrWidth(1080, 1080);
    expect(square).toBe(1265); // 1.6 MP, where it was 1,600² (2.6 MP)
    expect(square * square).toBeLessThan(MAX_ENLARGED_PIXELS * 1.001);
    // A 9:16 story is already past it: read as it is, not enlarged to 1,600 × 2,844.
    expect(ocrWidth(1080, 1920)).toBe(1080);
  });
  it('leaves an image near or above the reading width as it is, up to the largest', () => {
    expect(ocrWidth(1550, 400)).toBe(1550);
    expect(ocrWidth(2000, 1000)).toBe(2000);
    expect(ocrWidth(MAX_OCR_WIDTH, 1000)).toBe(MAX_OCR_WIDTH);
  });
  it('reduces a very wide image to the largest reading width', () => {
    expect(ocrWidth(4000, 3000)).toBe(MAX_OCR_WIDTH);
  });
});

describe('rulesVersion', () => {
  const rule = (id: string) => ({ id }) as unknown as AnalyzerRule;
  it('names the count and a hash that changes with any rule and with their order', () => {
    const version = rulesVersion([rule('a'), rule('b')]);
    expect(version).toMatch(/^2 rules · [0-9a-f]{8}$/);
    expect(rulesVersion([rule('a'), rule('b')])).toBe(version);
    expect(rulesVersion([rule('b'), rule('a')])).not.toBe(version);
    expect(rulesVersion([rule('a'), rule('c')])).not.toBe(version);
  });
});
