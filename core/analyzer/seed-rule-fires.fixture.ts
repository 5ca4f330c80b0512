// One seed rule run alone over a sentence, for the tests that prove claim rules generalise past their wordings
// (evaluate-rules.concepts.test.ts and the blind rounds' tests): the seed library and rules, read once.
import { expect } from 'vitest';
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
