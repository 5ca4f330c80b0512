import { describe, expect, it } from 'vitest';
import type { CampaignTargetResult } from '../../../../core/analyzer/campaign';
import type { StandardViolation } from '../../../../core/analyzer/results';
import { cellKey, creativeNote, mainReason, planTargets, type CreativeCheck } from './creative-check';

// The markets the analyzer judges, as the library names them (no states of the US of their own).
const known = new Set(['GLOBAL', 'IN', 'US', 'GB', 'CA', 'CA-ON', 'DE', 'FR', 'AU', 'BR']);

describe('the targets a plan sends', () => {
  it('sends each cell in grid order; a state the analyzer does not know is judged by its country, sent once', () => {
    const { targets, byCell, unchecked } = planTargets({ platforms: ['google', 'facebook'], markets: ['GB', 'US-NJ', 'US', 'US-TX', 'CA-ON'] }, known);
    expect(targets.map((t) => `${t.platform}:${t.jurisdiction}`)).toEqual(['google:GB', 'facebook:GB', 'google:US', 'facebook:US', 'google:CA-ON', 'facebook:CA-ON']);
    expect(byCell.get(cellKey({ platform: 'facebook', market: 'US-TX' }))).toEqual({ platform: 'facebook', jurisdiction: 'US' });
    expect(byCell.size).toBe(10);
    expect(unchecked).toEqual([]);
  });

  it('checks the first 20 targets of a larger plan, market by market, and names the cells left over', () => {
    const plan = { platforms: ['google', 'facebook', 'instagram'], markets: ['IN', 'US', 'GB', 'CA', 'DE', 'FR', 'AU', 'BR'] };
    const { targets, unchecked } = planTargets(plan, known);
    expect(targets).toHaveLength(20);
    expect(targets.at(-1)).toEqual({ platform: 'facebook', jurisdiction: 'AU' });
    expect(unchecked).toEqual([
      { platform: 'instagram', market: 'AU' },
      { platform: 'google', market: 'BR' },
      { platform: 'facebook', market: 'BR' },
      { platform: 'instagram', market: 'BR' },
    ]);
  });

  it('leaves out a market the analyzer cannot place', () => {
    const { targets, unchecked } = planTargets({ platforms: ['google'], markets: ['XX-YY', 'GLOBAL'] }, known);
    expect(targets).toEqual([]);
    expect(unchecked).toHaveLength(2);
  });
});

const finding = (category: string, severity: StandardViolation['severity'], ruleId = category, description = `${category}.`): StandardViolation => ({
  category, severity, ruleId, description, confidence: 0.9, topic: 'claim', fix: '', evidence: null, policyId: null, sourceUrl: '', engine: 'rules',
});

describe("a verdict's main reason", () => {
  it('is the first blocking finding of a failed ad, the first point of a conditional one, and nothing for a pass', () => {
    const violations = [finding('Bonus offer without its terms', 'medium'), finding('Guaranteed or risk-free win', 'high')];
    expect(mainReason({ verdict: 'NON_COMPLIANT', violations })).toBe('Guaranteed or risk-free win');
    expect(mainReason({ verdict: 'CONDITIONAL_APPROVAL', violations: violations.slice(0, 1) })).toBe('Bonus offer without its terms');
    expect(mainReason({ verdict: 'CONDITIONAL_APPROVAL', violations: [] })).toBeNull();
    expect(mainReason({ verdict: 'COMPLIANT', violations })).toBeNull();
  });

  it("is a review's stated reason, else its first blocking finding", () => {
    const stated = finding('Needs human review', 'medium', 'needs-review', 'No text could be read from the ad, so the rules had nothing to check; a person should review it.');
    expect(mainReason({ verdict: 'REQUIRES_REVIEW', violations: [stated] })).toBe(stated.description);
    expect(mainReason({ verdict: 'REQUIRES_REVIEW', violations: [finding('Problem-gambling helpline', 'medium'), finding('No known route for this category in this market', 'high')] })).toBe(
      'No known route for this category in this market',
    );
    const lowText = 'The text was read with only 42% confidence, so missing statements cannot be confirmed; a person should check the ad before it runs.';
    expect(mainReason({ verdict: 'REQUIRES_REVIEW', verdictReason: lowText, violations: [finding('Problem-gambling helpline', 'high')] })).toBe(lowText);
  });

  it("ends a cell's brief line, after the state's country", () => {
    const result: CampaignTargetResult = {
      platform: 'google', jurisdiction: 'US', verdict: 'REQUIRES_REVIEW', verdictReason: 'A person should check it.', compliant: false, riskScore: 50.4, analysisId: 3,
      violations: [finding('Needs human review', 'medium', 'needs-review', 'A person should check it.')],
    };
    const check: CreativeCheck = { category: 'alcohol', fileName: 'a.png', cells: new Map([['google:US-NJ', { result, judgedIn: 'US' }]]), unchecked: [] };
    const note = creativeNote(check, (code) => (code === 'US' ? 'United States' : code));
    expect(note({ platform: 'google', market: 'US-NJ' })).toBe('Creative: Requires Review, risk score 50/100, judged by the United States rules — A person should check it');
  });
});
