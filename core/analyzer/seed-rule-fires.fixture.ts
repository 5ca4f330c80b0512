// One seed rule run alone over a sentence, for the tests that prove claim rules generalise past their wordings
// (evaluate-rules.concepts.test.ts and the blind rounds' tests): the seed library and rules, read once.
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { seedPolicyLibrary } from '../../seed/policy-library.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { evaluateRules } from './evaluate-rules.js';

const dataset = readSeedDataset();
export const seedLibrary = seedPolicyLibrary(dataset);
export const seedRules = readAnalyzerRules(undefined, dataset);

/** Whether one rule finds its claim in an ad of `category` for `market`, the ad taken as that category. */
export function fires(ruleId: string, text: string, category: string, market: string): boolean {
  const rule = seedRules.find((r) => r.id === ruleId)!;
  const evaluation = evaluateRules(seedLibrary, [rule], {
    text, ocrConfidence: 95, platform: 'facebook', category, jurisdiction: market, product: null,
    detection: { category, candidates: [] },
  });
  expect(evaluation.appliedRuleIds).toEqual([ruleId]);
  return evaluation.findings.some((f) => f.ruleId === ruleId);
}

/** Sentences for one claim rule, in one category and market: it must fire on each of `fire`, and on none of `quiet`. */
export interface ClaimCase {
  rule: string;
  category: string;
  market: string;
  fire: string[];
  quiet: string[];
}

/** A test per sentence of each case (the blind rounds' tests). */
export function describeClaimCases(cases: readonly ClaimCase[]): void {
  describe.each(cases)('$rule ($market)', ({ rule, category, market, fire, quiet }) => {
    it.each(fire)('fires on “%s”', (text) => expect(fires(rule, text, category, market)).toBe(true));
    it.each(quiet)('stays quiet on “%s”', (text) => expect(fires(rule, text, category, market)).toBe(false));
  });
}
