// The claim reader through the real app (ADR 339, 340, 341): the sentence encoder from its registry package, the
// trained weights, an image read by OCR. A claim worded so that no rule's pattern matches goes to a person, citing
// the rule and quoting the line, or, read surely, is refused, on an approval or on an ad the rules sent to a person;
// the same ad with the reader turned off is approved; a plain ad is left alone, and so are the plain ads of
// claim-reader.plain-ads.ts. The weights must have been trained on the tuning creatives as they are now.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLines, readClaimReaderWeights } from '../src/analyzer/claim-reader.js';
import { readClaims, readerLines, READER_RULES, refuses, suspicions } from '../../core/analyzer/claim-reading.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { trainingDigest, tuningCreatives } from '../../scripts/claim-reader/training-set.js';
import { PLAIN_ADS } from './claim-reader.plain-ads.js';
import { creativeForm, type WorldClass } from './creatives.js';
import { startTestApp, type TestApp } from './harness.js';

/** A plain 1200 × 628 ad, one line of black text per entry. */
function adImage(lines: string[]): Promise<Buffer> {
  const text = lines.map((line, i) => `<text x="60" y="${110 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#111">${line}</text>`).join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628"><rect width="1200" height="628" fill="#fff"/>${text}</svg>`)).png().toBuffer();
}

// Written for this test, apart from the labelled creatives: a gin ad whose claim is social success in words
// no pattern lists (the reader is sure of it: about 0.7 against a refusal threshold of 0.56), one that puts the
// drink in a moving car (a doubt: about 0.55 against a threshold of 0.5, and the rule never refuses on a reading),
// and the same brand's plain ad.
const BOASTFUL = ['Harbour Gin', 'The whole bar will want to know your name', 'One sip and you own the room', 'Please drink responsibly'];
const ROAD = ['Harbour Gin', 'Coast road, G and T in the cup holder', 'Please drink responsibly'];
const PLAIN = ['Harbour Gin', 'Distilled by the sea in Cornwall', 'Serve with tonic and grapefruit', 'Please drink responsibly'];
const FIELDS = { platform: 'google', jurisdiction: 'GB', category: 'alcohol' };

async function analyse(app: TestApp, lines: string[], fields: Record<string, string> = FIELDS): Promise<WorldClass> {
  const response = await fetch(`${app.url}/api/analyze-ad-world-class`, { method: 'POST', body: creativeForm(null, fields, await adImage(lines)) });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as never;
}

describe('the claim reader', () => {
  let app: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [app, off] = await Promise.all([startTestApp('sqlite'), startTestApp('sqlite', { env: { CLAIM_READER: 'false' } })]);
  }, 60_000);
  afterAll(async () => Promise.all([app?.stop(), off?.stop()]));

  it('sends a claim worded past the patterns to a person, citing the rule and quoting the line', async () => {
    const result = await analyse(app, ROAD);
    expect(result.verdict).toBe('REQUIRES_REVIEW');
    const read = result.criticalViolations.filter((v) => v.engine === 'reader');
    expect(read).toContainEqual(expect.objectContaining({ ruleId: 'alcohol-drink-driving', status: 'WARNING', evidence: expect.stringMatching(/cup holder/) }));
    expect(read.every((v) => v.status === 'WARNING')).toBe(true);
    expect(read[0]!.sourceUrl).toMatch(/^https:\/\//);
    expect(read[0]!.platformRule).toMatch(/as the claim reader reads it$/);
    expect(result.verdictReason).toMatch(/^The rules' wordings found nothing blocking, but the claim reader reads “.+” as a breach of the rule on .+; a person should check the claim before the ad runs\.$/);
    expect(result.analysis.claimsRead).toBe(true);
  }, 60_000);

  it('refuses an ad whose claim it reads surely (ADR 340), saying the reading is the reason', async () => {
    const result = await analyse(app, BOASTFUL);
    expect(result.verdict).toBe('NON_COMPLIANT');
    const read = result.criticalViolations.filter((v) => v.engine === 'reader');
    expect(read).toEqual([expect.objectContaining({ ruleId: 'alcohol-social-success', status: 'FAIL', evidence: expect.stringMatching(/own the room|know your name/) })]);
    expect(result.verdictReason).toMatch(/^The claim reader reads “.+” as a clear breach of the rule on .+, though none of the rule's wordings matched; reword the line, or have a person overrule the reading\./);
  }, 60_000);

  // Times Internet's alcohol record is low-confidence, so the rules send any alcohol ad there to a person (core/firm-answer.ts).
  const UNSURE_ROUTE = { platform: 'timesinternet', jurisdiction: 'GB', category: 'alcohol' };

  it('refuses a claim it reads surely on an ad the rules sent to a person for another reason (ADR 341)', async () => {
    const result = await analyse(app, BOASTFUL, UNSURE_ROUTE);
    expect(result.verdict).toBe('NON_COMPLIANT');
    expect(result.criticalViolations.filter((v) => v.engine === 'reader')).toEqual([expect.objectContaining({ ruleId: 'alcohol-social-success', status: 'FAIL' })]);
    expect(result.verdictReason).toMatch(/^The claim reader reads “.+” as a clear breach of the rule on /);
    expect(result.analysis.claimsRead).toBe(true);
    // The rules alone send it to a person; the plain ad stays with a person, the reader read it and found nothing.
    expect((await analyse(off, BOASTFUL, UNSURE_ROUTE)).verdict).toBe('REQUIRES_REVIEW');
    const plain = await analyse(app, PLAIN, UNSURE_ROUTE);
    expect(plain.verdict).toBe('REQUIRES_REVIEW');
    expect(plain.criticalViolations.filter((v) => v.engine === 'reader')).toEqual([]);
    expect(plain.analysis.claimsRead).toBe(true);
  }, 60_000);

  it('is what changes the verdict: with CLAIM_READER=false the same ad is approved', async () => {
    const result = await analyse(off, BOASTFUL);
    expect(['COMPLIANT', 'CONDITIONAL_APPROVAL']).toContain(result.verdict);
    expect(result.criticalViolations.filter((v) => v.engine === 'reader')).toEqual([]);
    expect(result.analysis.claimsRead).toBeUndefined();
  }, 60_000);

  it('leaves a plain ad alone', async () => {
    const result = await analyse(app, PLAIN);
    expect(['COMPLIANT', 'CONDITIONAL_APPROVAL']).toContain(result.verdict);
    expect(result.criticalViolations.filter((v) => v.engine === 'reader')).toEqual([]);
    // Read and found nothing: the result still says the reader checked it.
    expect(result.analysis.claimsRead).toBe(true);
  }, 60_000);

  it('has weights trained on the tuning creatives as they are now, one model per claim rule', () => {
    const weights = readClaimReaderWeights();
    const tuning = tuningCreatives();
    // Retrain after the tuning creatives or their labels change: npx tsx scripts/train-claim-reader.ts
    expect(weights.trainedOn).toEqual({ creatives: tuning.length, digest: trainingDigest(tuning) });
    expect(Object.keys(weights.models).sort()).toEqual([...READER_RULES].sort());
    for (const model of Object.values(weights.models)) {
      expect(model.weights).toHaveLength(2 * weights.dimensions);
      expect(model.threshold).toBeGreaterThanOrEqual(0.5);
      expect(model.threshold).toBeLessThanOrEqual(0.95);
      // A refusal threshold is never below the review threshold (ADR 340).
      if (model.refuseAt !== undefined) expect(model.refuseAt).toBeGreaterThanOrEqual(model.threshold!);
    }
  });

  it('refuses none of the plain ads and doubts at most one in ten, on the rules of their category', async () => {
    const weights = readClaimReaderWeights();
    const categoriesOf = new Map(readAnalyzerRules().map((rule) => [rule.id, rule.appliesTo.categories]));
    const refused: string[] = [];
    const doubts: string[] = [];
    const ads = Object.entries(PLAIN_ADS).flatMap(([category, list]) => list.map((ad) => ({ category, text: ad.join('\n') })));
    for (const ad of ads) {
      const lines = readerLines(ad.text);
      const read = suspicions(readClaims(lines, await encodeLines(lines), weights));
      for (const [ruleId, suspicion] of Object.entries(read)) {
        if (!categoriesOf.get(ruleId)?.includes(ad.category)) continue;
        (refuses(suspicion) ? refused : doubts).push(`${ruleId} ${suspicion.probability.toFixed(2)}: ${suspicion.line}`);
      }
    }
    expect(ads.length).toBeGreaterThanOrEqual(30);
    expect(refused).toEqual([]);
    expect(doubts.length, doubts.join('; ')).toBeLessThanOrEqual(ads.length / 10);
  }, 60_000);
});
