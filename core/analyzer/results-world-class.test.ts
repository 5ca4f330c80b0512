// The world-class result (spec 001 §3), first half: the checks with the rule each cites, the policy's
// structured requirements and regions, age targeting and certification.
import { describe, expect, it } from 'vitest';
import type { RegionalRule } from '../seed-schema.js';
import { context, cryptoPolicy, evaluation, finding, library, meta, missingStatement, passed, POLICY_REF } from './results.fixture.js';
import { standardResult, worldClassResult } from './results.js';

const region = (name: string, status: RegionalRule['status']): RegionalRule => ({ code: 'IN-XX', name, products: [], status, note: 'Regional rule.' });

describe('world-class result: checks', () => {
  it('lists a finding as a failed check citing the policy its rule enforces', () => {
    const result = worldClassResult(context({ evaluation: evaluation({ verdict: 'NON_COMPLIANT', findings: [finding()] }) }));
    expect(result.criticalViolations).toEqual([{
      check: 'Guaranteed returns',
      severity: 'HIGH',
      status: 'FAIL',
      description: 'The ad promises returns. Found: “Guaranteed 40% returns”.',
      platformRule: 'Crypto ads (India) — Guaranteed returns',
      actionRequired: 'Remove the promise of returns.',
      ruleId: 'crypto-guaranteed-returns',
      evidence: 'Guaranteed 40% returns',
      policyId: 7,
      sourceUrl: 'https://facebook.example/policy/crypto',
      engine: 'rules',
    }]);
  });

  it('cites the law by its title when the rule enforces a law only, and the platform policy when it names neither', () => {
    const byLaw = finding({ ruleId: 'in-vda', evidence: null, status: 'WARNING', source: { ...finding().source, policyTitle: null, lawKey: 'in-vda-rules' } });
    const unnamed = finding({ ruleId: 'model:1', engine: 'model', source: { ...finding().source, policyTitle: null, lawKey: null } });
    const unknownLaw = finding({ ruleId: 'in-other', source: { ...finding().source, policyTitle: null, lawKey: 'in-not-in-library' } });
    const [law, model, other] = worldClassResult(context({ evaluation: evaluation({ findings: [byLaw, unnamed, unknownLaw] }) })).criticalViolations;
    expect(law).toMatchObject({ platformRule: 'VDA Advertising Rules — Guaranteed returns', ruleId: 'in-vda', description: 'The ad promises returns.', status: 'WARNING', evidence: null });
    expect(model).toMatchObject({ platformRule: 'Platform policy — found by the model’s review', ruleId: 'model:1', engine: 'model' });
    // A law the library does not hold is not cited by its key.
    expect(other).toMatchObject({ platformRule: 'Platform policy — Guaranteed returns', ruleId: 'in-other' });
  });

  it('names the engine’s own rules in words, never by their ids', () => {
    const status = finding({ ruleId: 'category-status', check: 'No known route for this category in this market', topic: 'status' });
    const regions = finding({ ruleId: 'regional-restrictions', check: 'Regions the product may not target', topic: 'status' });
    const [a, b] = worldClassResult(context({ evaluation: evaluation({ findings: [status, regions] }) })).criticalViolations;
    expect(a!.platformRule).toBe('Crypto ads (India) — the category’s status on this platform in this market');
    expect(b!.platformRule).toBe('Crypto ads (India) — regions the product may not target');
  });

  it('lists a satisfied rule as a passed check after the findings', () => {
    const result = worldClassResult(context({ evaluation: evaluation({ findings: [finding()], passed: [passed()] }) }));
    expect(result.criticalViolations.map((v) => v.status)).toEqual(['FAIL', 'PASS']);
    expect(result.criticalViolations[1]).toEqual({
      check: 'Crypto risk disclaimer',
      severity: 'LOW',
      status: 'PASS',
      description: 'Found: “Crypto products are unregulated.”.',
      platformRule: 'Crypto ads (India) — Crypto risk disclaimer',
      actionRequired: 'None.',
      ruleId: 'crypto-risk-disclaimer',
      evidence: 'Crypto products are unregulated.',
      policyId: 7,
      sourceUrl: 'https://facebook.example/policy/crypto',
      engine: 'rules',
    });
  });

  it('cites the platform policy in general for a passed check when no policy answers', () => {
    const [check] = worldClassResult(context({ evaluation: evaluation({ policy: null, passed: [passed()] }) })).criticalViolations;
    expect(check).toMatchObject({ platformRule: 'Platform policy — Crypto risk disclaimer', ruleId: 'crypto-risk-disclaimer', policyId: null, sourceUrl: '' });
  });
});

describe('world-class result: headline', () => {
  it('carries the verdict, reason, score, names, and the standard summary and violations', () => {
    const ctx = context({ platform: 'meta', evaluation: evaluation({ verdict: 'NON_COMPLIANT', verdictReason: 'It promises returns.', riskScore: 65, findings: [finding()] }) });
    const result = worldClassResult(ctx);
    const standard = standardResult(ctx);
    expect(result).toMatchObject({ verdict: 'NON_COMPLIANT', verdictReason: 'It promises returns.', riskScore: 65, platform: 'Facebook', jurisdiction: 'India' });
    expect(result.summary).toBe(standard.summary);
    expect(result.violations).toEqual(standard.violations);
  });

  it('names the category analysed and the product detected', () => {
    const detection = { category: 'gambling', status: 'detected' as const, candidates: [{ category: 'gambling', score: 9 }], confidence: 0.9, product: 'rummy' as const, scores: {}, matched: [] };
    const result = worldClassResult(context({ meta: meta({ categoryUsed: 'gambling', detection }) }));
    expect([result.detectedCategory, result.detectedSubcategory]).toEqual(['Gambling & Lottery', 'Rummy']);
  });

  it('keeps an unknown category’s slug and no subcategory when no product was named', () => {
    const result = worldClassResult(context({ meta: meta({ categoryUsed: 'vaping' }) }));
    expect([result.detectedCategory, result.detectedSubcategory]).toEqual(['vaping', null]);
  });
});

describe('world-class result: structured policy requirements', () => {
  it('states the policy’s status, description, requirement lines and authorisation', () => {
    const policy = { ...POLICY_REF, certification: 'FIU-IND registration' };
    const requirements = worldClassResult(context({ evaluation: evaluation({ policy }) })).structuredPolicyRequirements;
    expect(requirements).toEqual({
      verdict: 'Allowed with Limitations',
      verdictReason: 'Crypto ads are allowed with a licence.',
      allowedRegions: ['India'],
      specificRequirements: ['Show the risk warning', 'State the minimum age'],
      mandatoryDisclosures: [],
      requiresAuthorization: true,
      maximumPenalty: null,
    });
  });

  it('reads the description of the policy that answered, not another in the library', () => {
    const other = cryptoPolicy({ id: 9, description: 'Another policy.' });
    const ctx = context({ library: library([other, cryptoPolicy()]) });
    expect(worldClassResult(ctx).structuredPolicyRequirements.verdictReason).toBe('Crypto ads are allowed with a licence.');
    expect(worldClassResult({ ...ctx, library: library([cryptoPolicy(), other]) }).structuredPolicyRequirements.verdictReason).toBe('Crypto ads are allowed with a licence.');
  });

  it('says Unknown, with nothing required, when no policy answers', () => {
    const requirements = worldClassResult(context({ evaluation: evaluation({ policy: null }) })).structuredPolicyRequirements;
    expect(requirements).toMatchObject({ verdict: 'Unknown', verdictReason: null, allowedRegions: [], specificRequirements: [], requiresAuthorization: false });
  });

  it('lists the statements the ad needs: those found and those missing, once each, not claims', () => {
    const result = worldClassResult(context({
      evaluation: evaluation({
        passed: [passed(), passed({ ruleId: 'no-claim', check: 'No return promise', topic: 'claim' })],
        findings: [missingStatement({ check: 'Age statement', topic: 'age' }), missingStatement(), finding()],
      }),
    }));
    expect(result.structuredPolicyRequirements.mandatoryDisclosures).toEqual(['Crypto risk disclaimer', 'Age statement']);
  });
});

describe('world-class result: allowed regions', () => {
  const regionsFor = (over: Parameters<typeof cryptoPolicy>[0]) =>
    worldClassResult(context({ library: library([cryptoPolicy(over)]) })).structuredPolicyRequirements.allowedRegions;

  it('is the market itself when the policy has no regional rules', () => {
    expect(regionsFor({})).toEqual(['India']);
  });

  it('is every region not prohibited, once each, when the policy has regional rules', () => {
    const regionalRules = [region('Karnataka', 'allowed'), region('Goa', 'prohibited'), region('Karnataka', 'limited'), region('Delhi', 'limited')];
    expect(regionsFor({ regionalRules })).toEqual(['Karnataka', 'Delhi']);
  });

  it('is empty when the category is prohibited, whatever the regions say', () => {
    expect(regionsFor({ status: 'prohibited', regionalRules: [region('Karnataka', 'allowed')] })).toEqual([]);
  });

  it('is empty when the answering policy is not in the library', () => {
    expect(worldClassResult(context({ library: library([]) })).structuredPolicyRequirements.allowedRegions).toEqual([]);
  });
});

describe('world-class result: age targeting', () => {
  it('flags appeal to minors, a missing age statement and imagery, with the fixes and the campaign age', () => {
    const findings = [
      finding({ topic: 'minors', fix: 'Remove the cartoon.' }),
      missingStatement({ topic: 'age', fix: 'State 18+.' }),
      finding({ topic: 'imagery', fix: 'Replace the photo.' }),
      finding({ topic: 'claim', fix: 'Remove the promise of returns.' }),
      missingStatement({ topic: 'age', fix: 'State 18+.' }),
    ];
    const result = worldClassResult(context({ evaluation: evaluation({ policy: { ...POLICY_REF, minAge: 18 }, findings }) }));
    expect(result.ageTargetingIssues).toEqual({
      hasMinorAppeal: true,
      missingAgeGating: true,
      inappropriateImagery: true,
      recommendations: [
        'Remove the cartoon.',
        'State 18+.',
        "Set the campaign's age targeting to 18+ as well as stating it in the ad.",
        'Imagery was not assessed: the rules read the text only. Check that no one in the ad looks under 25 and nothing in it appeals to children.',
      ],
    });
  });

  it('flags nothing when the age statement was found and no finding is about minors or imagery', () => {
    const findings = [finding({ topic: 'age', evidence: 'under 18s welcome', fix: 'Remove the invitation to under 18s.' }), missingStatement()];
    const analysis = meta({ engine: 'rules+model', model: 'claude-test' });
    const result = worldClassResult(context({ meta: analysis, evaluation: evaluation({ findings }) }));
    expect(result.ageTargetingIssues).toEqual({
      hasMinorAppeal: false,
      missingAgeGating: false,
      inappropriateImagery: false,
      recommendations: ['Remove the invitation to under 18s.'],
    });
  });
});

describe('world-class result: certification', () => {
  it('lists the licences found, the one required and what to do about it', () => {
    const passes = [passed({ topic: 'licence', evidence: 'FIU-IND reg. no. 123' }), passed()];
    const result = worldClassResult(context({ evaluation: evaluation({ policy: { ...POLICY_REF, certification: 'FIU-IND registration' }, passed: passes }) }));
    expect(result.certificationRequirements).toEqual({
      present: ['FIU-IND reg. no. 123'],
      missing: ['FIU-IND registration'],
      recommendations: ['Apply for or confirm the authorisation before the campaign starts; the ad will not serve without it.'],
    });
  });

  it('requires nothing when the policy asks for no authorisation', () => {
    expect(worldClassResult(context()).certificationRequirements).toEqual({ present: [], missing: [], recommendations: [] });
  });
});
