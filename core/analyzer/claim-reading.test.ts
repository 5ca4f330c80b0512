// The claim reader's pure part (ADR 339): which lines it reads, how a reading is scored and quoted, and what a
// suspicion may do to a verdict (send an approval to a person, or refuse it when the reading is sure, ADR 340;
// never soften a refusal). The
// trained weights and the encoder are tried through the app in api/test/claim-reader.test.ts.
import { describe, expect, it } from 'vitest';
import { adFeatures, readClaims, readerLines, suspicions, type ClaimReaderWeights } from './claim-reading.js';
import { evaluateWith, rule } from './evaluate-rules.fixture.js';

/** A reader over two-number vectors: `easy` reads the first number, `minors` the second. */
const reader: ClaimReaderWeights = {
  encoder: 'test',
  dimensions: 2,
  trainedOn: { creatives: 0, digest: '' },
  models: {
    easy: { weights: [8, 0, 0, 0], bias: -4, threshold: 0.6, refuseAt: 0.9 },
    minors: { weights: [0, 8, 0, 0], bias: -4 },
  },
};

describe('readerLines', () => {
  it('keeps the English (and Hinglish) lines of two words or more, and leaves Devanagari to the rules', () => {
    const text = 'Spin & win\nबड़ा इनाम जीतें\nPaise jeeto roz\nWIN\n  Turn  a fiver   into a fortune  \nT&Cs apply. 18+';
    expect(readerLines(text)).toEqual(['Spin & win', 'Paise jeeto roz', 'Turn a fiver into a fortune', 'T&Cs apply. 18+']);
  });

  it('reads at most `limit` lines, and none from an empty reading', () => {
    expect(readerLines(Array.from({ length: 40 }, (_, i) => `line number ${i}`).join('\n'), 3)).toHaveLength(3);
    expect(readerLines('')).toEqual([]);
  });
});

describe('readClaims', () => {
  it('scores the ad by the max and mean of its line vectors, and quotes the line that alone reads most like the breach', () => {
    expect(adFeatures([[1, 0], [0, 0.5]], 2)).toEqual([1, 0.5, 0.5, 0.25]);
    const reading = readClaims(['A quiet line', 'Double your money by Friday'], [[0, 0], [1, 0]], reader);
    expect(reading.easy!.line).toBe('Double your money by Friday');
    // z = -4 + 8·1 (max) + 0·0.5 (mean) = 4.
    expect(reading.easy!.probability).toBeCloseTo(1 / (1 + Math.exp(-4)), 6);
    expect(reading.easy!.threshold).toBe(0.6);
    expect(reading.minors!.threshold).toBe(0.5);
    expect(reading.easy!.refuseAt).toBe(0.9);
    expect(reading.minors!.refuseAt).toBeNull();
  });

  it('keeps only the readings at or above their own rule threshold', () => {
    const reading = readClaims(['Double your money'], [[1, 0.5]], reader);
    // easy: z = 4 → 0.98 ≥ 0.6; minors: z = -4 + 4 = 0 → 0.5, at its threshold.
    expect(Object.keys(suspicions(reading))).toEqual(['easy', 'minors']);
    expect(Object.keys(suspicions(readClaims(['Double your money'], [[0.5, 0.4]], reader)))).toEqual([]);
  });

  it('reads nothing when there are no lines or the vectors do not match them', () => {
    expect(readClaims([], [], reader)).toEqual({});
    expect(readClaims(['One line here'], [], reader)).toEqual({});
  });
});

describe('evaluateRules with the claim reader’s suspicions', () => {
  const easyMoney = rule({ id: 'easy-money', kind: 'forbids', patterns: ['fortune'], check: 'Easy money or life-changing wins', sourceUrl: 'https://rules.example/easy' });
  const ageLine = rule({ id: 'age', kind: 'requires', patterns: ['18\\+'], check: 'States 18+' });
  const suspected = { 'easy-money': { probability: 0.83, threshold: 0.5, refuseAt: 0.9, line: 'Bin the day job with one tap' } };

  it('sends an ad the rules would approve to a person, citing the rule, its source and the line, as a warning', () => {
    const plain = evaluateWith([easyMoney, ageLine], { text: 'Bet on the big match\nBin the day job with one tap\n18+ only' });
    expect(plain.verdict).toBe('COMPLIANT');
    const read = evaluateWith([easyMoney, ageLine], { text: 'Bet on the big match\nBin the day job with one tap\n18+ only', claimSuspicions: suspected });
    expect(read.verdict).toBe('REQUIRES_REVIEW');
    expect(read.needsReview).toBe(true);
    expect(read.findings).toEqual([
      expect.objectContaining({
        ruleId: 'easy-money', check: 'Easy money or life-changing wins', status: 'WARNING', engine: 'reader', evidence: 'Bin the day job with one tap', confidence: 0.83,
        source: expect.objectContaining({ sourceUrl: 'https://rules.example/easy' }),
      }),
    ]);
    expect(read.findings[0]!.message).toBe("Broken: easy-money. The claim reader, a model trained on labelled ads, reads the quoted line as such a claim (83% sure), though none of the rule's wordings matched; a person should decide.");
    expect(read.verdictReason).toBe("The rules' wordings found nothing blocking, but the claim reader reads “Bin the day job with one tap” as a breach of the rule on easy money or life-changing wins; a person should check the claim before the ad runs.");
    expect(read.riskScore).toBeGreaterThanOrEqual(25);
  });

  it('adds nothing where the rule’s own words already found the claim', () => {
    const read = evaluateWith([easyMoney], { text: 'Bet now: turn a fiver into a fortune', claimSuspicions: suspected });
    expect(read.findings.map((f) => [f.ruleId, f.engine])).toEqual([['easy-money', 'rules']]);
    expect(read.verdict).toBe('NON_COMPLIANT');
  });

  it('ignores a suspicion of a rule that does not apply to the ad', () => {
    const alcoholOnly = { ...easyMoney, appliesTo: { ...easyMoney.appliesTo, categories: ['alcohol'] } };
    const read = evaluateWith([alcoholOnly], { text: 'Bet on the big match\nBin the day job with one tap', claimSuspicions: suspected });
    expect(read.findings).toEqual([]);
    expect(read.verdict).toBe('COMPLIANT');
  });

  it('never softens a refusal: a missing required statement stays NON_COMPLIANT with a suspicion beside it', () => {
    const read = evaluateWith([easyMoney, ageLine], { text: 'Bet on the big match\nBin the day job with one tap', claimSuspicions: suspected });
    expect(read.verdict).toBe('NON_COMPLIANT');
    expect(read.findings.map((f) => [f.ruleId, f.status, f.engine])).toEqual([['easy-money', 'WARNING', 'reader'], ['age', 'FAIL', 'rules']]);
  });

  it('refuses the ad when the reading reaches the rule’s refusal threshold (ADR 340), saying it is the reader’s', () => {
    const sure = { 'easy-money': { ...suspected['easy-money'], probability: 0.93 } };
    const read = evaluateWith([easyMoney, ageLine], { text: 'Bet on the big match\nBin the day job with one tap\n18+ only', claimSuspicions: sure });
    expect(read.verdict).toBe('NON_COMPLIANT');
    expect(read.findings).toEqual([expect.objectContaining({ ruleId: 'easy-money', status: 'FAIL', engine: 'reader', confidence: 0.93 })]);
    expect(read.findings[0]!.message).toMatch(/\(93% sure\), though none of the rule's wordings matched; it has read no clean ad it was tested on as surely, so the ad is refused until the line is reworded or a person overrules the reading\.$/);
    expect(read.verdictReason).toBe("The claim reader reads “Bin the day job with one tap” as a clear breach of the rule on easy money or life-changing wins, though none of the rule's wordings matched; reword the line, or have a person overrule the reading.");
    expect(read.riskScore).toBeGreaterThanOrEqual(60);
  });

  it('never refuses on a rule without a refusal threshold, however sure the reading', () => {
    const unsure = { 'easy-money': { ...suspected['easy-money'], probability: 0.99, refuseAt: null } };
    const read = evaluateWith([easyMoney, ageLine], { text: 'Bet on the big match\nBin the day job with one tap\n18+ only', claimSuspicions: unsure });
    expect(read.verdict).toBe('REQUIRES_REVIEW');
    expect(read.findings[0]!.status).toBe('WARNING');
  });
});
