// The enhanced result (issue 10): the standard result plus what to do, the policy's own requirements and the
// disclaimer text that would satisfy every missing statement.
import { describe, expect, it } from 'vitest';
import { context, evaluation, finding, missingStatement, POLICY_REF } from './results.fixture.js';
import { enhancedResult, standardResult } from './results.js';

const certifiedPolicy = { ...POLICY_REF, certification: 'FIU-IND registration', minAge: 18 };

describe('enhanced result: recommendations', () => {
  it('lists the fixes of failures before those of warnings, once each, then the authorisation and the age', () => {
    const findings = [
      finding({ status: 'WARNING', fix: 'Soften the claim.' }),
      finding({ status: 'FAIL', fix: 'Remove the promise of returns.' }),
      finding({ status: 'FAIL', fix: 'Remove the promise of returns.' }),
    ];
    const result = enhancedResult(context({ evaluation: evaluation({ policy: certifiedPolicy, findings }) }));
    expect(result.recommendations).toEqual([
      'Remove the promise of returns.',
      'Soften the claim.',
      'Hold the authorisation the platform asks for: FIU-IND registration',
      'Target the ad at people aged 18 and over only.',
    ]);
  });

  it('adds neither the authorisation nor the age when the policy asks for neither', () => {
    const result = enhancedResult(context({ evaluation: evaluation({ findings: [finding({ status: 'WARNING', fix: 'Soften the claim.' })] }) }));
    expect(result.recommendations).toEqual(['Soften the claim.']);
  });

  it('recommends nothing when no policy answers and nothing was found', () => {
    expect(enhancedResult(context({ evaluation: evaluation({ policy: null }) })).recommendations).toEqual([]);
  });
});

describe('enhanced result: policy', () => {
  it('keeps the standard result and adds the policy’s requirement lines and reference', () => {
    const ctx = context({ evaluation: evaluation({ verdict: 'NON_COMPLIANT', findings: [finding()] }) });
    const result = enhancedResult(ctx);
    expect(result).toMatchObject(standardResult(ctx));
    expect(result.policyRequirements).toEqual(['Show the risk warning', 'State the minimum age']);
    expect(result.policy).toEqual({ id: 7, title: 'Crypto ads (India)', status: 'limited', sourceUrl: 'https://facebook.example/policy/crypto' });
  });

  it('has no requirements and no policy when no policy answers', () => {
    const result = enhancedResult(context({ evaluation: evaluation({ policy: null }) }));
    expect(result.policyRequirements).toEqual([]);
    expect(result.policy).toBeNull();
  });
});

describe('enhanced result: corrected disclaimer', () => {
  it('joins the suggested texts of the missing statements, once each', () => {
    const findings = [
      missingStatement({ suggestedText: 'Crypto products are unregulated.' }),
      missingStatement({ topic: 'age', suggestedText: '18+ only.' }),
      missingStatement({ topic: 'helpline', suggestedText: 'Crypto products are unregulated.' }),
      missingStatement({ topic: 'licence', suggestedText: 'Licensed by FIU-IND.' }),
    ];
    const result = enhancedResult(context({ evaluation: evaluation({ findings }) }));
    expect(result.correctedDisclaimer).toBe('Crypto products are unregulated. 18+ only. Licensed by FIU-IND.');
  });

  it('takes no text from a statement that was found, a claim, or the category’s own status', () => {
    const findings = [
      missingStatement({ evidence: 'Crypto is risky', suggestedText: 'Found already.' }),
      missingStatement({ topic: 'claim', suggestedText: 'Not a statement.' }),
      missingStatement({ ruleId: 'category-status', topic: 'status', suggestedText: 'Status.' }),
      missingStatement({ suggestedText: 'Crypto products are unregulated.' }),
    ];
    expect(enhancedResult(context({ evaluation: evaluation({ findings }) })).correctedDisclaimer).toBe('Crypto products are unregulated.');
  });

  it('is null when the missing statements suggest no text', () => {
    const result = enhancedResult(context({ evaluation: evaluation({ findings: [missingStatement({ suggestedText: null })] }) }));
    expect(result.correctedDisclaimer).toBeNull();
  });

  it('is null when no statement is missing', () => {
    expect(enhancedResult(context({ evaluation: evaluation({ findings: [finding()] }) })).correctedDisclaimer).toBeNull();
  });
});
