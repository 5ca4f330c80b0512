// The risk score as properties over many generated sets of findings (a seeded generator, so a failure
// reproduces): for every verdict its band is the one the verdict allows, a prohibited category is at the top,
// and one more finding never lowers the score.
import { describe, expect, it } from 'vitest';
import { FINDING_SEVERITIES } from './rule-schema.js';
import { HIGH_RISK, MEDIUM_RISK, PROHIBITED_RISK, riskBand, riskScore, type RiskBand, type RiskInput } from './risk-score.js';
import { VERDICTS, type Verdict } from './types.js';

const BANDS_OF: Record<Verdict, RiskBand[]> = {
  COMPLIANT: ['Low'],
  CONDITIONAL_APPROVAL: ['Low', 'Medium'],
  REQUIRES_REVIEW: ['Medium', 'High'],
  NON_COMPLIANT: ['High'],
};

/** Mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Findings = RiskInput['findings'][number][];
function randomFindings(random: () => number): Findings {
  return Array.from({ length: Math.floor(random() * 7) }, (_, i) => ({
    ruleId: random() < 0.1 ? 'category-status' : `rule-${i}`,
    severity: FINDING_SEVERITIES[Math.floor(random() * FINDING_SEVERITIES.length)]!,
    status: random() < 0.5 ? ('FAIL' as const) : ('WARNING' as const),
  }));
}

const cases = (() => {
  const random = generator(235);
  return Array.from({ length: 2000 }, () => ({
    verdict: VERDICTS[Math.floor(random() * VERDICTS.length)]!,
    findings: randomFindings(random),
    policyStatus: [null, 'allowed', 'limited', 'prohibited'][Math.floor(random() * 4)]!,
  }));
})();

describe('riskScore: properties over 2,000 generated evaluations', () => {
  it('is a whole number from 0 to 100 whose band is one the verdict allows', () => {
    for (const input of cases) {
      const score = riskScore(input);
      expect(Number.isInteger(score) && score >= 0 && score <= 100, JSON.stringify(input)).toBe(true);
      expect(BANDS_OF[input.verdict], JSON.stringify({ ...input, score })).toContain(riskBand(score));
    }
  });

  it('puts a prohibited category (a failed category-status) at 90 or more', () => {
    for (const input of cases.filter((c) => c.findings.some((f) => f.ruleId === 'category-status' && f.status === 'FAIL'))) {
      if (input.verdict === 'NON_COMPLIANT') expect(riskScore(input)).toBeGreaterThanOrEqual(PROHIBITED_RISK);
    }
  });

  it('never falls when a finding is added, whatever the verdict', () => {
    const random = generator(30);
    for (const input of cases) {
      const extra = randomFindings(random).slice(0, 1);
      expect(riskScore({ ...input, findings: [...input.findings, ...extra] })).toBeGreaterThanOrEqual(riskScore(input));
    }
  });
});

describe('riskScore: the points', () => {
  const fail = (severity: (typeof FINDING_SEVERITIES)[number], ruleId = 'r') => ({ ruleId, severity, status: 'FAIL' as const });
  it('counts a failed HIGH rule 35, MEDIUM 15, LOW 5 and a warning at half, capped at 100', () => {
    expect(riskScore({ verdict: 'CONDITIONAL_APPROVAL', findings: [fail('MEDIUM'), fail('LOW')], policyStatus: 'allowed' })).toBe(20);
    expect(riskScore({ verdict: 'CONDITIONAL_APPROVAL', findings: [{ ...fail('MEDIUM'), status: 'WARNING' }], policyStatus: 'allowed' })).toBe(8);
    expect(riskScore({ verdict: 'NON_COMPLIANT', findings: [fail('HIGH'), fail('HIGH'), fail('HIGH')], policyStatus: 'allowed' })).toBe(100);
  });

  it('scores a non-compliant ad with one HIGH problem High, never Medium (the candy-vodka "prom night" ad)', () => {
    const score = riskScore({ verdict: 'NON_COMPLIANT', findings: [fail('HIGH')], policyStatus: 'allowed' });
    expect(score).toBe(HIGH_RISK);
    expect(riskBand(score)).toBe('High');
  });

  it('scores a prohibited category 90 however little else is wrong', () => {
    expect(riskScore({ verdict: 'NON_COMPLIANT', findings: [fail('CRITICAL', 'category-status')], policyStatus: 'prohibited' })).toBe(PROHIBITED_RISK);
  });

  it('keeps a compliant ad Low, and an ad for a person at least Medium', () => {
    expect(riskScore({ verdict: 'COMPLIANT', findings: [], policyStatus: 'allowed' })).toBe(0);
    expect(riskScore({ verdict: 'REQUIRES_REVIEW', findings: [], policyStatus: 'limited' })).toBe(MEDIUM_RISK);
    expect(riskScore({ verdict: 'CONDITIONAL_APPROVAL', findings: [], policyStatus: 'limited' })).toBe(10);
  });

  it('names the bands at 25 and 60', () => {
    expect([0, 24, 25, 59, 60, 100].map(riskBand)).toEqual(['Low', 'Low', 'Medium', 'Medium', 'High', 'High']);
  });
});
