// The standard result (spec 001 §3) over a small hand-written library: names, violations, the compliant flag
// and the five summary lines, word for word.
import { describe, expect, it } from 'vitest';
import { context, evaluation, finding, meta, passed } from './results.fixture.js';
import { isCompliantVerdict, standardResult, type AnalysisMeta } from './results.js';

describe('standard result: names', () => {
  it('names the platform, category and market as the library does', () => {
    const result = standardResult(context());
    expect([result.platform, result.category, result.jurisdiction]).toEqual(['Facebook', 'Cryptocurrency', 'India']);
  });

  it('finds the platform by an alias and the market by an alias', () => {
    const result = standardResult(context({ platform: 'meta', jurisdiction: 'uk' }));
    expect([result.platform, result.jurisdiction]).toEqual(['Facebook', 'United Kingdom']);
  });

  it('falls back to the words asked when the library does not know them', () => {
    const result = standardResult(context({ platform: 'tiktok', category: 'vaping', jurisdiction: 'zz' }));
    expect([result.platform, result.category, result.jurisdiction]).toEqual(['tiktok', 'vaping', 'ZZ']);
  });
});

describe('standard result: violations', () => {
  it('counts the claim reader’s doubt as medium, whatever its rule’s severity, so a review never reads as 0% Non-Compliant', () => {
    const doubt = finding({ engine: 'reader', status: 'WARNING', severity: 'HIGH' });
    const result = standardResult(context({ evaluation: evaluation({ verdict: 'REQUIRES_REVIEW', findings: [doubt] }) }));
    expect(result.violations.map((v) => [v.severity, v.engine])).toEqual([['medium', 'reader']]);
    expect(result.compliant).toBe(false);
  });

  it('turns a finding into a violation that quotes its evidence and cites its rule and policy', () => {
    const result = standardResult(context({ evaluation: evaluation({ verdict: 'NON_COMPLIANT', findings: [finding()] }) }));
    expect(result.violations).toEqual([{
      category: 'Guaranteed returns',
      severity: 'high',
      confidence: 0.9,
      description: 'The ad promises returns. Found: “Guaranteed 40% returns”.',
      ruleId: 'crypto-guaranteed-returns',
      topic: 'claim',
      fix: 'Remove the promise of returns.',
      evidence: 'Guaranteed 40% returns',
      policyId: 7,
      sourceUrl: 'https://facebook.example/policy/crypto',
      engine: 'rules',
    }]);
  });

  it('describes a finding without evidence by its message alone', () => {
    const result = standardResult(context({ evaluation: evaluation({ findings: [finding({ evidence: null, message: 'No age statement.' })] }) }));
    expect(result.violations[0].description).toBe('No age statement.');
    expect(result.violations[0].evidence).toBeNull();
  });

  it.each([['CRITICAL', 'high'], ['HIGH', 'high'], ['MEDIUM', 'medium'], ['LOW', 'low']] as const)('maps severity %s to %s', (severity, expected) => {
    const result = standardResult(context({ evaluation: evaluation({ findings: [finding({ severity })] }) }));
    expect(result.violations[0].severity).toBe(expected);
  });

  it('keeps a model finding marked as the model’s', () => {
    const result = standardResult(context({ evaluation: evaluation({ findings: [finding({ engine: 'model', ruleId: 'model:1' })] }) }));
    expect(result.violations[0]).toMatchObject({ engine: 'model', ruleId: 'model:1' });
  });

  it('puts a review item in place when a person must review and nothing was found, citing the policy', () => {
    const reason = 'The text was too hard to read for a verdict.';
    const result = standardResult(context({ evaluation: evaluation({ verdict: 'REQUIRES_REVIEW', verdictReason: reason }) }));
    expect(result.violations).toEqual([{
      category: 'Needs human review',
      severity: 'medium',
      confidence: 0.5,
      description: reason,
      ruleId: 'needs-review',
      topic: 'status',
      fix: 'Have a person check the ad against the policy before it runs.',
      evidence: null,
      policyId: 7,
      sourceUrl: 'https://facebook.example/policy/crypto',
      engine: 'rules',
    }]);
  });

  it('cites no policy in the review item when no policy answers', () => {
    const result = standardResult(context({ evaluation: evaluation({ verdict: 'REQUIRES_REVIEW', policy: null }) }));
    expect(result.violations[0]).toMatchObject({ ruleId: 'needs-review', policyId: null, sourceUrl: '' });
  });

  it('adds no review item when the review verdict already has findings to show', () => {
    const result = standardResult(context({ evaluation: evaluation({ verdict: 'REQUIRES_REVIEW', findings: [finding({ status: 'WARNING' })] }) }));
    expect(result.violations.map((v) => v.ruleId)).toEqual(['crypto-guaranteed-returns']);
  });

  it('adds no review item to a verdict that needs no review', () => {
    expect(standardResult(context({ evaluation: evaluation({ verdict: 'NON_COMPLIANT' }) })).violations).toEqual([]);
  });
});

describe('standard result: compliant flag', () => {
  it.each([
    ['COMPLIANT', true],
    ['CONDITIONAL_APPROVAL', true],
    ['REQUIRES_REVIEW', false],
    ['NON_COMPLIANT', false],
  ] as const)('treats the verdict %s as compliant: %s', (verdict, expected) => {
    expect(isCompliantVerdict(verdict)).toBe(expected);
  });

  it('is compliant for a compliant verdict with no violations', () => {
    expect(standardResult(context()).compliant).toBe(true);
  });

  it('is compliant with conditions when only lesser violations remain', () => {
    const findings = [finding({ severity: 'MEDIUM', status: 'WARNING' }), finding({ severity: 'LOW', status: 'WARNING' })];
    expect(standardResult(context({ evaluation: evaluation({ verdict: 'CONDITIONAL_APPROVAL', findings }) })).compliant).toBe(true);
  });

  it('is not compliant when any violation is high, whatever the verdict says', () => {
    const findings = [finding({ severity: 'LOW', status: 'WARNING' }), finding({ severity: 'HIGH', status: 'WARNING' })];
    expect(standardResult(context({ evaluation: evaluation({ verdict: 'CONDITIONAL_APPROVAL', findings }) })).compliant).toBe(false);
  });

  it('is not compliant for a non-compliant verdict even with nothing listed', () => {
    expect(standardResult(context({ evaluation: evaluation({ verdict: 'NON_COMPLIANT' }) })).compliant).toBe(false);
  });

  it('carries the verdict, the risk score and the analysis record through', () => {
    const analysis = meta({ id: 42 });
    const result = standardResult(context({ meta: analysis, evaluation: evaluation({ verdict: 'CONDITIONAL_APPROVAL', riskScore: 37 }) }));
    expect(result).toMatchObject({ verdict: 'CONDITIONAL_APPROVAL', riskScore: 37 });
    expect(result.analysis).toBe(analysis);
  });
});

describe('standard result: summary', () => {
  it('writes five lines: the verdict, its reason, the counts, the category and how the text was read', () => {
    const result = standardResult(context({
      evaluation: evaluation({
        verdict: 'NON_COMPLIANT',
        verdictReason: 'The ad promises returns.',
        findings: [finding(), finding({ status: 'WARNING', severity: 'MEDIUM' })],
        appliedRuleIds: ['a', 'b'],
        passed: [passed(), passed({ ruleId: 'age', topic: 'age' })],
      }),
    }));
    expect(result.summary.split('\n')).toEqual([
      'Cryptocurrency ad for Facebook in India: not compliant.',
      'The ad promises returns.',
      '1 problem and 1 warning from 2 rules; 2 required statements found.',
      'Category as chosen: Cryptocurrency.',
      'Text read from the image with 92% confidence; reviewed by the rules engine.',
    ]);
  });

  it('counts in the plural and the singular as the numbers ask', () => {
    const result = standardResult(context({
      evaluation: evaluation({ verdict: 'NON_COMPLIANT', findings: [finding(), finding()], appliedRuleIds: ['a'], passed: [passed()] }),
    }));
    expect(result.summary.split('\n')[2]).toBe('2 problems and 0 warnings from 1 rule; 1 required statement found.');
  });

  it('says how sure the detection was when the category was detected', () => {
    const analysis = meta({ categorySource: 'detected', detection: { category: 'cryptocurrency', status: 'detected', candidates: [{ category: 'cryptocurrency', score: 9 }], confidence: 0.876, product: null, scores: {}, matched: [] } });
    expect(standardResult(context({ meta: analysis })).summary.split('\n')[3]).toBe("Category detected from the ad's text: Cryptocurrency (88% sure).");
  });

  it('names the model that reviewed the ad with the rules', () => {
    const analysis = meta({ engine: 'rules+model', model: 'claude-test', ocrConfidence: 71 });
    expect(standardResult(context({ meta: analysis })).summary.split('\n')[4]).toBe('Text read from the image with 71% confidence; reviewed by the rules and by claude-test.');
  });

  it('names the claim reader when it read the claims (ADR 339)', () => {
    const line = (fields: Partial<AnalysisMeta>) => standardResult(context({ meta: meta({ ocrConfidence: 88, ...fields }) })).summary.split('\n')[4];
    expect(line({ claimsRead: true })).toBe('Text read from the image with 88% confidence; reviewed by the rules engine and the claim reader.');
    expect(line({ claimsRead: true, engine: 'rules+model', model: 'claude-test' })).toBe('Text read from the image with 88% confidence; reviewed by the rules, the claim reader and claude-test.');
  });

  it('labels each verdict in the first line', () => {
    const first = (verdict: 'COMPLIANT' | 'CONDITIONAL_APPROVAL' | 'REQUIRES_REVIEW') =>
      standardResult(context({ evaluation: evaluation({ verdict }) })).summary.split('\n')[0];
    expect(first('COMPLIANT')).toBe('Cryptocurrency ad for Facebook in India: compliant.');
    expect(first('CONDITIONAL_APPROVAL')).toBe('Cryptocurrency ad for Facebook in India: compliant if the conditions are met.');
    expect(first('REQUIRES_REVIEW')).toBe('Cryptocurrency ad for Facebook in India: needs a person to review it.');
  });

  it('uses the names the library gives, not the codes asked', () => {
    const result = standardResult(context({ platform: 'meta', jurisdiction: 'UK' }));
    expect(result.summary.split('\n')[0]).toBe('Cryptocurrency ad for Facebook in United Kingdom: compliant.');
  });
});
