// The three result shapes (spec 001 §3) written from one evaluation over the real dataset and rules.
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { seedPolicyLibrary } from '../../seed/policy-library.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { detectCategory } from './detect-category.js';
import { evaluateRules } from './evaluate-rules.js';
import { enhancedResult, standardResult, worldClassResult, type AnalysisMeta, type ResultContext } from './results.js';

const dataset = readSeedDataset();
const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);

/** The library as if Meta's India crypto route had been verified: what a firm answer gives. */
const firmLibrary = {
  ...library,
  policies: library.policies.map((p) => (p.key === 'facebook-cryptocurrency-in' ? { ...p, confidence: 'high' as const, statusQualifier: null } : p)),
};

function context(text: string, platform: string, category: string, jurisdiction: string, ocrConfidence = 92, lib = library): ResultContext {
  const library = lib;
  const detection = detectCategory(text);
  const evaluation = evaluateRules(library, rules, { text, ocrConfidence, platform, category, jurisdiction, product: detection.product });
  const meta: AnalysisMeta = {
    id: 1, mode: 'world-class', engine: 'rules', model: null, engineNote: null, filePath: `${'a'.repeat(64)}.png`, extractedText: text,
    ocrConfidence, detection, categoryUsed: category, categorySource: 'chosen', durationMs: 10, ocrMs: 8, analysedAt: '2026-11-25T00:00:00.000Z',
  };
  return { library, platform, category, jurisdiction, evaluation, meta };
}

const IN_CRYPTO_OK = 'Trade bitcoin on CoinDesk India. Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.';
const IN_CRYPTO_BAD = 'Guaranteed 40% returns on bitcoin every month. Risk-free! Sign up now.';

describe('standard result', () => {
  it('is not compliant with high-severity violations that carry severity, confidence, rule and source', () => {
    const result = standardResult(context(IN_CRYPTO_BAD, 'facebook', 'cryptocurrency', 'IN'));
    expect(result).toMatchObject({ compliant: false, platform: 'Facebook', category: 'Cryptocurrency', jurisdiction: 'India', verdict: 'NON_COMPLIANT' });
    const ids = result.violations.map((v) => v.ruleId);
    expect(ids).toEqual(expect.arrayContaining(['crypto-guaranteed-returns', 'crypto-in-vda-disclaimer']));
    for (const v of result.violations) {
      expect(['high', 'medium', 'low']).toContain(v.severity);
      expect(v.confidence).toBeGreaterThan(0);
      expect(v.confidence).toBeLessThanOrEqual(1);
      expect(v.sourceUrl).toMatch(/^https:\/\//);
    }
    expect(result.violations.find((v) => v.ruleId === 'crypto-guaranteed-returns')!.description).toContain('Guaranteed 40% returns');
    expect(result.summary.split('\n')).toHaveLength(5);
  });

  it('is compliant when every required statement is there, nothing is forbidden and the platform\'s rule is firm', () => {
    const result = standardResult(context(IN_CRYPTO_OK, 'facebook', 'cryptocurrency', 'IN', 92, firmLibrary));
    expect(result.compliant).toBe(true);
    expect(result.violations.filter((v) => v.severity === 'high')).toEqual([]);
  });

  it('never says compliant when the platform\'s rule has low confidence ("no route found"): a person must check it', () => {
    const result = standardResult(context(IN_CRYPTO_OK, 'facebook', 'cryptocurrency', 'IN'));
    expect(result.verdict).toBe('REQUIRES_REVIEW');
    expect(result.compliant).toBe(false);
  });

  it('never says compliant when the text was read too poorly to judge: a review item stands in', () => {
    const result = standardResult(context(IN_CRYPTO_OK, 'facebook', 'cryptocurrency', 'IN', 35));
    expect(result.verdict).toBe('REQUIRES_REVIEW');
    expect(result.compliant).toBe(false);
    expect(result.violations.length).toBeGreaterThan(0);
  });
});

describe('enhanced result', () => {
  it('adds the fixes, the policy requirements and the disclaimer text that would satisfy the missing statements', () => {
    const result = enhancedResult(context(IN_CRYPTO_BAD, 'facebook', 'cryptocurrency', 'IN'));
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.policyRequirements.length).toBeGreaterThan(0);
    expect(result.correctedDisclaimer).toContain('Crypto products and NFTs are unregulated');
    expect(result.policy?.sourceUrl).toMatch(/^https:\/\//);
    expect(enhancedResult(context(IN_CRYPTO_OK, 'facebook', 'cryptocurrency', 'IN')).correctedDisclaimer).toBeNull();
  });
});

describe('world-class result', () => {
  it('has every field of spec §3 and cites its rules', () => {
    const result = worldClassResult(context(IN_CRYPTO_BAD, 'facebook', 'cryptocurrency', 'IN'));
    expect(result.verdict).toBe('NON_COMPLIANT');
    expect(result.detectedCategory).toBe('Cryptocurrency');
    expect(Object.keys(result.structuredPolicyRequirements).sort()).toEqual(['allowedRegions', 'mandatoryDisclosures', 'maximumPenalty', 'requiresAuthorization', 'specificRequirements', 'verdict', 'verdictReason']);
    expect(Object.keys(result.ageTargetingIssues).sort()).toEqual(['hasMinorAppeal', 'inappropriateImagery', 'missingAgeGating', 'recommendations']);
    expect(Object.keys(result.certificationRequirements).sort()).toEqual(['missing', 'present', 'recommendations']);
    expect(Object.keys(result.disclaimerAnalysis).sort()).toEqual(['additionalRequired', 'compliance', 'correctedText', 'existingDisclaimers', 'formatIssues', 'gaps', 'missing', 'recommendations', 'required']);
    expect(Object.keys(result.actionPlan).sort()).toEqual(['immediate', 'monitoring', 'recommended']);
    expect(Object.keys(result.legalContext).sort()).toEqual(['applicableLaws', 'disclaimerNeeded', 'jurisdiction', 'riskAssessment']);
    expect(result.disclaimerAnalysis.compliance).toBe('NON_COMPLIANT');
    expect(result.disclaimerAnalysis.gaps).toContain('ASCI crypto risk disclaimer');
    expect(result.actionPlan.immediate.length).toBeGreaterThan(0);
    expect(result.legalContext.applicableLaws.length).toBeGreaterThan(0);
    // Each check cites its rule by name; the id is the violation's ruleId, not part of the sentence.
    for (const v of result.criticalViolations) {
      expect(v.platformRule).toContain(v.ruleId === 'category-status' ? 'the category’s status' : v.check);
      expect(v.platformRule).not.toContain(v.ruleId);
    }
    expect(result.publisherSpecific).toBeUndefined();
  });

  it('lists the disclaimer found as existing and passes it', () => {
    const result = worldClassResult(context(IN_CRYPTO_OK, 'facebook', 'cryptocurrency', 'IN'));
    expect(result.disclaimerAnalysis.compliance).toBe('COMPLIANT');
    expect(result.disclaimerAnalysis.existingDisclaimers.join(' ')).toMatch(/unregulated/i);
    expect(result.criticalViolations.some((v) => v.status === 'PASS' && v.ruleId === 'crypto-in-vda-disclaimer')).toBe(true);
  });

  it('marks a prohibited category with no allowed regions, and gives a publisher its own section', () => {
    const google = worldClassResult(context('Single malt whisky, aged 12 years.', 'google', 'alcohol', 'IN'));
    expect(google.verdict).toBe('NON_COMPLIANT');
    expect(google.structuredPolicyRequirements.allowedRegions).toEqual([]);
    expect(google.structuredPolicyRequirements.verdict).toBe('Prohibited');
    const publisher = worldClassResult(context(IN_CRYPTO_OK, 'timesinternet', 'cryptocurrency', 'IN'));
    expect(publisher.publisherSpecific?.publisherName).toBe('Times Internet');
  });
});
