// What a model's review adds to the rules' evaluation, field by field: its findings as cited findings, the
// imagery it saw, the raised verdict with the model's words, and the added risk.
import { describe, expect, it } from 'vitest';
import { mergeModelReview, type ModelReview } from './merge-model.js';
import type { Finding, RuleEvaluation } from './types.js';

const rulesFinding: Finding = {
  ruleId: 'bonus-terms',
  check: 'Bonus without terms',
  topic: 'claim',
  severity: 'MEDIUM',
  status: 'WARNING',
  message: 'The bonus has no terms.',
  fix: 'Add the terms.',
  evidence: 'free bets',
  confidence: 0.95,
  source: { policyId: 3, policyKey: 'google-gambling-gb', policyTitle: 'Gambling (GB)', lawKey: null, sourceUrl: 'https://policies.example/gambling-gb' },
  engine: 'rules',
  suggestedText: null,
};

const evaluation = (over: Partial<RuleEvaluation> = {}): RuleEvaluation => ({
  policy: { id: 3, key: 'google-gambling-gb', title: 'Gambling (GB)', status: 'allowed', sourceUrl: 'https://policies.example/gambling-gb', minAge: 18, certification: null, requirements: '', restrictions: '', laws: [] },
  findings: [],
  passed: [],
  appliedRuleIds: [],
  verdict: 'COMPLIANT',
  verdictReason: 'Every rule that applies was met.',
  riskScore: 0,
  needsReview: false,
  ...over,
});

const review = (over: Partial<ModelReview> = {}): ModelReview => ({
  verdict: 'COMPLIANT',
  explanation: '',
  findings: [],
  imagery: { inappropriateImagery: false, minorAppeal: false, notes: '' },
  ...over,
});

type ModelPoint = ModelReview['findings'][number];
const point = (check: string, severity: ModelPoint['severity'], over: Partial<ModelPoint> = {}): ModelPoint => ({ check, severity, description: `About ${check}.`, fix: `Fix ${check}.`, evidence: null, ...over });

describe('mergeModelReview: the model’s findings', () => {
  it('a model finding cites the policy the rules resolved and is marked as the model’s', () => {
    const merged = mergeModelReview(evaluation(), review({ findings: [point('Countdown pressure', 'HIGH', { evidence: 'Only 2 left' })] }));
    expect(merged.findings).toEqual([{
      ruleId: 'model-1',
      check: 'Countdown pressure',
      topic: 'claim',
      severity: 'HIGH',
      status: 'FAIL',
      message: 'About Countdown pressure.',
      fix: 'Fix Countdown pressure.',
      evidence: 'Only 2 left',
      confidence: 0.6,
      source: { policyId: 3, policyKey: 'google-gambling-gb', policyTitle: 'Gambling (GB)', lawKey: null, sourceUrl: 'https://policies.example/gambling-gb' },
      engine: 'model',
      suggestedText: null,
    }]);
  });

  it('with no policy resolved, a model finding cites nothing', () => {
    const merged = mergeModelReview(evaluation({ policy: null }), review({ findings: [point('Countdown pressure', 'LOW')] }));
    expect(merged.findings[0]!.source).toEqual({ policyId: null, policyKey: null, policyTitle: null, lawKey: null, sourceUrl: '' });
  });

  it.each<[ModelPoint['severity'], 'FAIL' | 'WARNING']>([['CRITICAL', 'FAIL'], ['HIGH', 'FAIL'], ['MEDIUM', 'WARNING'], ['LOW', 'WARNING']])(
    'a %s model finding is a %s',
    (severity, status) => {
      expect(mergeModelReview(evaluation(), review({ findings: [point('Point', severity)] })).findings[0]!.status).toBe(status);
    },
  );

  it('a model finding with no fix gets a general one', () => {
    const merged = mergeModelReview(evaluation(), review({ findings: [point('Point', 'LOW', { fix: '' })] }));
    expect(merged.findings[0]!.fix).toBe('Review this point against the platform policy.');
  });

  it('skips a finding the rules already made (same check, any case or spacing), and numbers the rest by the model’s order', () => {
    const merged = mergeModelReview(
      evaluation({ findings: [{ ...rulesFinding, check: 'Bonus without terms ' }], verdict: 'CONDITIONAL_APPROVAL' }),
      review({ findings: [point('  BONUS without TERMS ', 'HIGH'), point('Countdown pressure', 'LOW')] }),
    );
    expect(merged.findings.map((f) => [f.ruleId, f.check])).toEqual([['bonus-terms', 'Bonus without terms '], ['model-2', 'Countdown pressure']]);
  });
});

describe('mergeModelReview: imagery', () => {
  it('imagery that may appeal to minors is a HIGH failing finding after the model’s others', () => {
    const merged = mergeModelReview(evaluation(), review({ findings: [point('Countdown pressure', 'LOW')], imagery: { inappropriateImagery: true, minorAppeal: true, notes: 'A cartoon mascot.' } }));
    expect(merged.findings[1]).toEqual({
      ruleId: 'model-2',
      check: 'Imagery that may appeal to minors',
      topic: 'minors',
      severity: 'HIGH',
      status: 'FAIL',
      message: 'A cartoon mascot.',
      fix: 'Replace the imagery: no one who looks under 25, nothing aimed at children.',
      evidence: null,
      confidence: 0.6,
      source: { policyId: 3, policyKey: 'google-gambling-gb', policyTitle: 'Gambling (GB)', lawKey: null, sourceUrl: 'https://policies.example/gambling-gb' },
      engine: 'model',
      suggestedText: null,
    });
  });

  it('other inappropriate imagery is its own finding, with a general description when the model gave no notes', () => {
    const merged = mergeModelReview(evaluation(), review({ imagery: { inappropriateImagery: true, minorAppeal: false, notes: '' } }));
    expect(merged.findings).toMatchObject([{
      ruleId: 'model-1', check: 'Inappropriate imagery', topic: 'imagery', status: 'FAIL',
      message: 'The model found imagery the policy does not allow.',
    }]);
  });

  it('imagery the model found fine adds nothing', () => {
    const merged = mergeModelReview(evaluation(), review({ imagery: { inappropriateImagery: false, minorAppeal: false, notes: 'Stock photo of a stadium.' } }));
    expect(merged).toEqual(evaluation());
  });
});

describe('mergeModelReview: verdict, reason and risk', () => {
  it('a failing model finding makes the ad NON_COMPLIANT whatever the model’s own verdict', () => {
    expect(mergeModelReview(evaluation(), review({ verdict: 'COMPLIANT', findings: [point('Point', 'CRITICAL')] })).verdict).toBe('NON_COMPLIANT');
  });

  it('warnings alone leave the verdict to the stricter of the two', () => {
    expect(mergeModelReview(evaluation(), review({ verdict: 'COMPLIANT', findings: [point('Point', 'MEDIUM')] })).verdict).toBe('COMPLIANT');
    expect(mergeModelReview(evaluation(), review({ verdict: 'CONDITIONAL_APPROVAL', findings: [point('Point', 'MEDIUM')] })).verdict).toBe('CONDITIONAL_APPROVAL');
    expect(mergeModelReview(evaluation({ verdict: 'REQUIRES_REVIEW' }), review({ verdict: 'REQUIRES_REVIEW' })).verdict).toBe('REQUIRES_REVIEW');
  });

  it('when the model raises the verdict, its explanation is added to the reason', () => {
    const merged = mergeModelReview(evaluation(), review({ verdict: 'REQUIRES_REVIEW', explanation: '  The small print is unreadable.  ' }));
    expect(merged.verdictReason).toBe('Every rule that applies was met. The model review adds: The small print is unreadable.');
  });

  it('when the model raises the verdict without a word of explanation, the reason stays the rules’', () => {
    expect(mergeModelReview(evaluation(), review({ verdict: 'REQUIRES_REVIEW', explanation: '   ' })).verdictReason).toBe('Every rule that applies was met.');
  });

  it('when the verdict stays, the model’s explanation is not added', () => {
    expect(mergeModelReview(evaluation(), review({ verdict: 'COMPLIANT', explanation: 'All good.' })).verdictReason).toBe('Every rule that applies was met.');
  });

  it('scores the merged findings like the rules do (core/analyzer/risk-score.ts), in the merged verdict’s band, never below the rules’ score', () => {
    const findings = [point('A', 'HIGH'), point('B', 'LOW'), point('C', 'MEDIUM')];
    // HIGH fails (35), LOW and MEDIUM warn at half (3 + 8): 45, raised to the NON_COMPLIANT floor of 60.
    expect(mergeModelReview(evaluation({ riskScore: 12 }), review({ findings }))).toMatchObject({ verdict: 'NON_COMPLIANT', riskScore: 60 });
    expect(mergeModelReview(evaluation({ riskScore: 12 }), review({ findings: [...findings, point('D', 'CRITICAL')] })).riskScore).toBe(95);
    expect(mergeModelReview(evaluation({ riskScore: 90 }), review({ findings })).riskScore).toBe(90);
    expect(mergeModelReview(evaluation({ riskScore: 12 }), review()).riskScore).toBe(12);
    expect(mergeModelReview(evaluation(), review({ verdict: 'REQUIRES_REVIEW' })).riskScore).toBe(25);
  });
});
