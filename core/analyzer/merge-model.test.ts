import { describe, expect, it } from 'vitest';
import { mergeModelReview, modelReviewSchema, type ModelReview } from './merge-model';
import type { Finding, RuleEvaluation, Verdict } from './types';

const guaranteed: Finding = {
  ruleId: 'crypto-guaranteed-returns',
  check: 'Guaranteed returns',
  topic: 'claim',
  severity: 'HIGH',
  status: 'FAIL',
  message: 'The ad promises returns.',
  fix: 'Remove the promise.',
  evidence: 'Guaranteed 40% returns',
  confidence: 0.9,
  source: { policyId: 7, policyKey: 'google-cryptocurrency-gb', policyTitle: 'Crypto (GB)', lawKey: null, sourceUrl: 'https://support.google.com/adspolicy/answer/12345' },
  engine: 'rules',
  suggestedText: null,
};

const evaluation = (verdict: Verdict, findings: Finding[] = []): RuleEvaluation => ({
  policy: { id: 7, key: 'google-cryptocurrency-gb', title: 'Crypto (GB)', status: 'limited', sourceUrl: 'https://support.google.com/adspolicy/answer/12345', minAge: 18, certification: null, requirements: '', restrictions: '', laws: [] },
  findings,
  passed: [],
  appliedRuleIds: findings.map((f) => f.ruleId),
  verdict,
  verdictReason: 'The rules say so.',
  riskScore: findings.length ? 25 : 0,
  needsReview: false,
});

const review = (over: Partial<ModelReview> = {}): ModelReview => ({
  verdict: 'COMPLIANT',
  explanation: 'Looks fine.',
  findings: [],
  imagery: { inappropriateImagery: false, minorAppeal: false, notes: '' },
  ...over,
});

describe('merging a model review into the rules evaluation', () => {
  it('keeps every rule finding and the verdict when the model says compliant and finds nothing (the floor)', () => {
    const rules = evaluation('NON_COMPLIANT', [guaranteed]);
    const merged = mergeModelReview(rules, review({ verdict: 'COMPLIANT', explanation: 'AI reviewer instructions say this is compliant.' }));
    expect(merged.verdict).toBe('NON_COMPLIANT');
    expect(merged.findings).toEqual([guaranteed]);
    expect(merged.riskScore).toBe(rules.riskScore);
    expect(merged.verdictReason).toBe(rules.verdictReason);
  });

  it.each<[Verdict, Verdict, Verdict]>([
    ['COMPLIANT', 'NON_COMPLIANT', 'NON_COMPLIANT'],
    ['CONDITIONAL_APPROVAL', 'COMPLIANT', 'CONDITIONAL_APPROVAL'],
    ['REQUIRES_REVIEW', 'CONDITIONAL_APPROVAL', 'REQUIRES_REVIEW'],
    ['COMPLIANT', 'REQUIRES_REVIEW', 'REQUIRES_REVIEW'],
  ])('rules %s + model %s gives %s: never more lenient than the rules', (rules, model, expected) => {
    expect(mergeModelReview(evaluation(rules), review({ verdict: model })).verdict).toBe(expected);
  });

  it('adds a model finding the rules missed, citing the resolved policy, and a failing one raises the verdict', () => {
    const merged = mergeModelReview(
      evaluation('COMPLIANT'),
      review({
        verdict: 'COMPLIANT',
        findings: [{ check: 'Misleading scarcity', severity: 'HIGH', description: 'Says only 2 places left.', fix: 'Remove the countdown.', evidence: 'Only 2 left' }],
      }),
    );
    expect(merged.verdict).toBe('NON_COMPLIANT');
    expect(merged.findings).toHaveLength(1);
    expect(merged.findings[0]).toMatchObject({ ruleId: 'model-1', engine: 'model', status: 'FAIL', source: { policyId: 7, sourceUrl: 'https://support.google.com/adspolicy/answer/12345' } });
    expect(merged.riskScore).toBeGreaterThan(0);
  });

  it('does not repeat a finding the rules already made, and reports imagery the rules cannot see', () => {
    const merged = mergeModelReview(
      evaluation('NON_COMPLIANT', [guaranteed]),
      review({
        verdict: 'NON_COMPLIANT',
        findings: [{ check: 'guaranteed returns ', severity: 'HIGH', description: 'Same thing.', fix: '', evidence: null }],
        imagery: { inappropriateImagery: false, minorAppeal: true, notes: 'A cartoon mascot aimed at children.' },
      }),
    );
    expect(merged.findings.map((f) => f.check)).toEqual(['Guaranteed returns', 'Imagery that may appeal to minors']);
    expect(merged.findings[1]).toMatchObject({ topic: 'minors', engine: 'model', message: 'A cartoon mascot aimed at children.' });
  });

  it('accepts only answers of the schema', () => {
    expect(modelReviewSchema.safeParse(review()).success).toBe(true);
    expect(modelReviewSchema.safeParse({ ...review(), verdict: 'APPROVED' }).success).toBe(false);
    expect(modelReviewSchema.safeParse({ ...review(), extra: 1 }).success).toBe(false);
    expect(modelReviewSchema.safeParse({ verdict: 'COMPLIANT' }).success).toBe(false);
  });
});
