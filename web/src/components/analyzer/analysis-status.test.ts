// The analyzer's derived states (spec 001 §4, §8): the standard result's status and score, the counts, the
// world-class badges and verdict, which engine answered, and the Summary tab's documents.
import { describe, expect, it } from 'vitest';
import {
  ageGatingBadge,
  confidencePercent,
  disclaimerBadge,
  engineLabel,
  imageryBadge,
  minorsBadge,
  relatedDocuments,
  severityCounts,
  standardStatus,
  verdictBadge,
  worldClassChecks,
} from './analysis-status';

const v = (severity: 'high' | 'medium' | 'low') => ({ severity });

describe('the standard result status', () => {
  it('when compliant, then "Ad Appears Compliant", 100% Compliant', () => {
    expect(standardStatus({ compliant: true, violations: [] })).toMatchObject({ title: 'Ad Appears Compliant', score: 100, label: 'Compliant' });
  });

  it('when any violation is high, then "Major Compliance Issues Detected", 0% Non-Compliant', () => {
    expect(standardStatus({ compliant: false, violations: [v('low'), v('high')] })).toMatchObject({ title: 'Major Compliance Issues Detected', score: 0, label: 'Non-Compliant' });
  });

  it('when not compliant without a high one, then "Minor Compliance Issues Detected", 70% Partially Compliant', () => {
    expect(standardStatus({ compliant: false, violations: [v('medium'), v('low')] })).toMatchObject({ title: 'Minor Compliance Issues Detected', score: 70, label: 'Partially Compliant' });
    expect(standardStatus({ compliant: false, violations: [] }).score).toBe(70);
  });

  it('counts high, medium, low and total, and shows confidence as a rounded percent', () => {
    expect(severityCounts([v('high'), v('high'), v('medium'), v('low')])).toEqual({ high: 2, medium: 1, low: 1, total: 4 });
    expect([confidencePercent(0.855), confidencePercent(1), confidencePercent(0)]).toEqual([86, 100, 0]);
  });
});

describe('the world-class badges', () => {
  it('age gating: REQUIRED for Alcohol whatever was found, else MISSING or PRESENT', () => {
    expect(ageGatingBadge('Alcohol', false).text).toBe('REQUIRED');
    expect(ageGatingBadge('alcohol', true).text).toBe('REQUIRED');
    expect(ageGatingBadge('Real Money Gaming', true).text).toBe('MISSING');
    expect(ageGatingBadge('Cryptocurrency', false).text).toBe('PRESENT');
  });

  it('minors DETECTED or CLEAR; imagery DETECTED or APPROPRIATE', () => {
    expect([minorsBadge(true).text, minorsBadge(false).text]).toEqual(['DETECTED', 'CLEAR']);
    expect([imageryBadge(true).text, imageryBadge(false).text]).toEqual(['DETECTED', 'APPROPRIATE']);
    // Only a model that looked at the picture can vouch for it: from the text alone the word is not green.
    expect([imageryBadge(false).variant, imageryBadge(false, true).variant, imageryBadge(true, true).variant]).toEqual(['allowed', 'secondary', 'prohibited']);
    expect(minorsBadge(true).variant).toBe('prohibited');
  });

  it('the verdict reads Unknown when absent or unrecognised', () => {
    expect(verdictBadge('NON_COMPLIANT')).toEqual({ text: 'Non-Compliant', variant: 'prohibited' });
    expect(verdictBadge('CONDITIONAL_APPROVAL').text).toBe('Conditional Approval');
    expect(verdictBadge(undefined).text).toBe('Unknown');
    expect(verdictBadge('MAYBE').text).toBe('Unknown');
  });

  it('disclaimers: COMPLIANT, INSUFFICIENT, anything else NON-COMPLIANT', () => {
    expect(['COMPLIANT', 'INSUFFICIENT', 'NON_COMPLIANT', 'odd'].map((c) => disclaimerBadge(c).text)).toEqual(['COMPLIANT', 'INSUFFICIENT', 'NON-COMPLIANT', 'NON-COMPLIANT']);
  });

  it('lists failures before warnings, worst severity first, and keeps passed checks apart', () => {
    const check = (check: string, severity: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW', status: 'FAIL' | 'WARNING' | 'PASS') => ({ check, severity, status }) as never;
    const { problems, passed } = worldClassChecks({ criticalViolations: [check('a', 'MEDIUM', 'WARNING'), check('b', 'MEDIUM', 'FAIL'), check('c', 'LOW', 'PASS'), check('d', 'CRITICAL', 'FAIL')] });
    expect(problems.map((p) => (p as { check: string }).check)).toEqual(['d', 'b', 'a']);
    expect(passed.map((p) => (p as { check: string }).check)).toEqual(['c']);
  });
});

describe('which engine answered', () => {
  it('says OCR + rules, or names the model whose review was merged', () => {
    expect(engineLabel({ engine: 'rules', model: null })).toBe('OCR + rules');
    expect(engineLabel({ engine: 'rules+model', model: 'gpt-4o-mini' })).toBe('OCR + rules + gpt-4o-mini');
    // A configured model that fell back: the rules alone answered.
    expect(engineLabel({ engine: 'rules', model: 'gpt-4o-mini' })).toBe('OCR + rules');
  });

  it('names the claim reader when it read the claims (ADR 339)', () => {
    expect(engineLabel({ engine: 'rules', model: null, claimsRead: true })).toBe('OCR + rules + claim reader');
    expect(engineLabel({ engine: 'rules+model', model: 'gpt-4o-mini', claimsRead: true })).toBe('OCR + rules + claim reader + gpt-4o-mini');
    expect(engineLabel({ engine: 'rules', model: null, claimsRead: false })).toBe('OCR + rules');
  });
});

describe('the Summary tab documents (spec 001 "AI analyzer")', () => {
  const labels = (platform: string, category: string, jurisdiction: string) => {
    const r = relatedDocuments(platform, category, jurisdiction);
    return [...r.documents.map((d) => d.label), ...(r.completePolicyInfo ? ['View Complete Policy Information'] : [])];
  };

  it('Google + Real Money Gaming + US: the gambling policy, the application form and the undertaking', () => {
    expect(labels('google', 'real-money-gaming', 'US')).toEqual(['Google Gambling Policy', 'Gambling App Form', 'RMG Undertaking']);
    expect(relatedDocuments('google', 'real-money-gaming', 'US').documents.map((d) => d.href)).toEqual(['/google_gambling_policy.html', '/google_gambling_application.html', '/real_money_gaming_undertaking.html']);
  });

  it('Facebook + Real Money Gaming: UK Gambling Commission and the undertaking; the publisher: the undertaking', () => {
    expect(labels('facebook', 'real-money-gaming', 'IN')).toEqual(['UK Gambling Commission', 'RMG Undertaking']);
    expect(labels('timesinternet', 'real-money-gaming', 'IN')).toEqual(['RMG Undertaking']);
    expect(labels('times', 'real-money-gaming', 'IN')).toEqual(['RMG Undertaking']); // the publisher's alias
  });

  it('Google with Real Money Gaming elsewhere, crypto or alcohol: nothing; every other combination: View Complete Policy Information', () => {
    expect(labels('google', 'real-money-gaming', 'IN')).toEqual([]);
    expect(labels('google', 'cryptocurrency', 'US')).toEqual([]);
    expect(labels('google', 'alcohol', 'UK')).toEqual([]);
    expect(labels('google', 'gambling-lottery', 'US')).toEqual(['View Complete Policy Information']);
    expect(labels('facebook', 'cryptocurrency', 'IN')).toEqual(['View Complete Policy Information']);
    expect(labels('timesinternet', 'alcohol', 'IN')).toEqual(['View Complete Policy Information']);
  });
});
