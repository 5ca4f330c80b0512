// The world-class result (spec 001 §3), second half: the disclaimer analysis, the action plan, the legal
// context and a publisher's own section.
import { describe, expect, it } from 'vitest';
import { context, evaluation, finding, meta, missingStatement, passed, POLICY_REF } from './results.fixture.js';
import { worldClassResult } from './results.js';

describe('world-class result: disclaimer analysis', () => {
  it('is insufficient when a required statement is missing beside one found, and says what to add', () => {
    const findings = [
      missingStatement({ check: 'Age statement', topic: 'age', message: 'No age statement.', fix: 'State 18+.', suggestedText: '18+ only.' }),
      missingStatement({ check: 'Helpline', topic: 'helpline', message: 'No helpline.', fix: 'Add the helpline.', suggestedText: null }),
      missingStatement({ check: 'Licence number', topic: 'licence', status: 'WARNING', fix: 'Show the licence.', suggestedText: 'Licence no. 1.' }),
      missingStatement({ check: 'Fee statement', status: 'WARNING', fix: 'Show the licence.', suggestedText: null }),
      finding(),
    ];
    const result = worldClassResult(context({ evaluation: evaluation({ findings, passed: [passed(), passed({ topic: 'claim', evidence: 'no promise' })] }) }));
    expect(result.disclaimerAnalysis).toEqual({
      existingDisclaimers: ['Crypto products are unregulated.'],
      compliance: 'INSUFFICIENT',
      required: ['Crypto risk disclaimer', 'Age statement', 'Helpline', 'Licence number', 'Fee statement'],
      gaps: ['Age statement', 'Helpline'],
      correctedText: ['18+ only.'],
      additionalRequired: ['Licence no. 1.', 'Fee statement'],
      missing: ['No age statement.', 'No helpline.'],
      formatIssues: [],
      recommendations: ['State 18+.', 'Add the helpline.', 'Show the licence.'],
    });
  });

  it('is non-compliant when a required statement is missing and none was found', () => {
    const findings = [missingStatement(), missingStatement()];
    const analysis = worldClassResult(context({ evaluation: evaluation({ findings }) })).disclaimerAnalysis;
    expect(analysis.compliance).toBe('NON_COMPLIANT');
    expect(analysis.correctedText).toEqual(['Crypto products are unregulated.']);
    expect(analysis.required).toEqual(['Crypto risk disclaimer']);
  });

  it('is compliant when only advised statements are missing', () => {
    const findings = [missingStatement({ status: 'WARNING' })];
    expect(worldClassResult(context({ evaluation: evaluation({ findings }) })).disclaimerAnalysis.compliance).toBe('COMPLIANT');
  });

  it('warns about legibility when the text was read with less than 60% confidence', () => {
    const formatIssues = (ocrConfidence: number) => worldClassResult(context({ meta: meta({ ocrConfidence }) })).disclaimerAnalysis.formatIssues;
    expect(formatIssues(59)).toEqual(['The text was hard to read: small or low-contrast print may not meet the legibility rules for disclaimers.']);
    expect(formatIssues(60)).toEqual([]);
  });
});

describe('world-class result: action plan', () => {
  it('puts severe failures first and everything else, with the authorisation, after', () => {
    const findings = [
      finding({ severity: 'CRITICAL', status: 'FAIL', fix: 'Remove the casino link.' }),
      finding({ severity: 'HIGH', status: 'FAIL', fix: 'Remove the promise of returns.' }),
      finding({ severity: 'HIGH', status: 'FAIL', fix: 'Remove the promise of returns.' }),
      finding({ severity: 'MEDIUM', status: 'FAIL', fix: 'Add the fee.' }),
      finding({ severity: 'HIGH', status: 'WARNING', fix: 'Check the claim.' }),
      finding({ severity: 'CRITICAL', status: 'WARNING', fix: 'Check the odds.' }),
      finding({ severity: 'LOW', status: 'WARNING', fix: 'Add the fee.' }),
    ];
    const plan = worldClassResult(context({ evaluation: evaluation({ policy: { ...POLICY_REF, certification: 'FIU-IND registration' }, findings }) })).actionPlan;
    expect(plan.immediate).toEqual(['Remove the casino link.', 'Remove the promise of returns.']);
    expect(plan.recommended).toEqual(['Add the fee.', 'Check the claim.', 'Check the odds.', 'Confirm the authorisation: FIU-IND registration']);
  });

  it('watches the policy and every law that is not yet in force', () => {
    const policy = { ...POLICY_REF, laws: ['in-vda-rules', 'in-gaming-bill'] };
    const plan = worldClassResult(context({ evaluation: evaluation({ policy }) })).actionPlan;
    expect(plan).toEqual({
      immediate: [],
      recommended: [],
      monitoring: [
        'Watch for changes to “Crypto ads (India)” (last updated 2026-01-15); follow it in the app to be alerted.',
        'Online Gaming Bill: enacted not in force; re-check when it changes.',
      ],
    });
  });

  it('watches nothing when no policy answers and no law is cited', () => {
    expect(worldClassResult(context({ evaluation: evaluation({ policy: null }) })).actionPlan.monitoring).toEqual([]);
  });
});

describe('world-class result: legal context', () => {
  it('lists the laws the policy names and the laws the findings cite, in the library’s order', () => {
    const cites = finding({ source: { ...finding().source, lawKey: 'in-unrelated' } });
    const result = worldClassResult(context({ evaluation: evaluation({ policy: { ...POLICY_REF, laws: ['in-vda-rules'] }, findings: [cites] }) }));
    expect(result.legalContext.applicableLaws).toEqual(['VDA Advertising Rules', 'Unrelated Act']);
    expect(result.actionPlan.monitoring).toContain('Unrelated Act: proposed; re-check when it changes.');
  });

  it('lists a law a finding cites even when no policy answers', () => {
    const cites = finding({ source: { ...finding().source, lawKey: 'in-gaming-bill' } });
    const result = worldClassResult(context({ evaluation: evaluation({ policy: null, findings: [cites] }) }));
    expect(result.legalContext.applicableLaws).toEqual(['Online Gaming Bill']);
  });

  it('lists no law when neither the policy nor a finding names one', () => {
    expect(worldClassResult(context()).legalContext).toEqual({
      jurisdiction: 'India',
      applicableLaws: [],
      riskAssessment: 'Low risk (0/100): Nothing in the ad breaks a rule.',
      disclaimerNeeded: false,
    });
  });

  it.each([
    [100, 'High'],
    [60, 'High'],
    [59, 'Medium'],
    [25, 'Medium'],
    [24, 'Low'],
  ])('calls a risk score of %i %s', (riskScore, level) => {
    const result = worldClassResult(context({ evaluation: evaluation({ riskScore, verdictReason: 'Because.' }) }));
    expect(result.legalContext.riskAssessment).toBe(`${level} risk (${riskScore}/100): Because.`);
  });

  it('needs a disclaimer when a statement is missing or one was found', () => {
    const needed = (over: Parameters<typeof evaluation>[0]) => worldClassResult(context({ evaluation: evaluation(over) })).legalContext.disclaimerNeeded;
    expect(needed({ findings: [missingStatement({ status: 'WARNING' })] })).toBe(true);
    expect(needed({ passed: [passed()] })).toBe(true);
    expect(needed({ findings: [finding()], passed: [passed({ topic: 'claim' })] })).toBe(false);
  });
});

describe('world-class result: publisher section', () => {
  it('gives a publisher its terms, requirements, disclaimers and certifications', () => {
    const result = worldClassResult(context({
      platform: 'timesinternet',
      evaluation: evaluation({
        policy: { ...POLICY_REF, certification: 'FIU-IND registration' },
        passed: [passed()],
        findings: [missingStatement({ topic: 'age', suggestedText: '18+ only.' }), missingStatement(), missingStatement({ topic: 'helpline', suggestedText: null })],
      }),
    }));
    expect(result.publisherSpecific).toEqual({
      publisherName: 'Times Internet',
      customizedPolicy: 'Publisher terms for crypto ads.',
      publisherRequirements: ['Show the risk warning', 'State the minimum age'],
      publisherDisclaimers: ['Crypto products are unregulated.', '18+ only.'],
      publisherCertifications: ['FIU-IND registration'],
    });
  });

  it('leaves the publisher section empty where no policy answers', () => {
    const result = worldClassResult(context({ platform: 'timesinternet', evaluation: evaluation({ policy: null }) }));
    expect(result.publisherSpecific).toEqual({
      publisherName: 'Times Internet',
      customizedPolicy: '',
      publisherRequirements: [],
      publisherDisclaimers: [],
      publisherCertifications: [],
    });
  });

  it('has no publisher section for an ad platform', () => {
    expect(worldClassResult(context()).publisherSpecific).toBeUndefined();
  });
});
