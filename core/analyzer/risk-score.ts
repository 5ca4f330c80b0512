// The risk score (0–100) and its band, from the findings and the verdict (issue 30, ADR 235). One function, so
// the rules engine and the model merge score alike, and the band a screen shows can never contradict the
// verdict: a non-compliant ad is always High, an ad a person must review at least Medium, a compliant ad Low.
import type { FindingSeverity } from './rule-schema.js';
import type { Finding, Verdict } from './types.js';

/** What a failed rule adds, by severity; a warning (advised, or unconfirmed) adds half. */
export const RISK_POINTS: Record<FindingSeverity, number> = { CRITICAL: 50, HIGH: 35, MEDIUM: 15, LOW: 5 };
/** A category the platform prohibits in the market scores at least this. */
export const PROHIBITED_RISK = 90;
/** A policy that allows the category only under conditions (certification, targeting) is never risk-free. */
export const CONDITIONS_RISK = 10;

export const RISK_BANDS = ['Low', 'Medium', 'High'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];
/** Where each band starts. */
export const MEDIUM_RISK = 25;
export const HIGH_RISK = 60;

/** The scores a verdict may take: its bands, and nothing outside them. */
export const VERDICT_RISK_RANGE: Record<Verdict, readonly [min: number, max: number]> = {
  COMPLIANT: [0, MEDIUM_RISK - 1],
  CONDITIONAL_APPROVAL: [0, HIGH_RISK - 1],
  REQUIRES_REVIEW: [MEDIUM_RISK, 100],
  NON_COMPLIANT: [HIGH_RISK, 100],
};

export const riskBand = (score: number): RiskBand => (score >= HIGH_RISK ? 'High' : score >= MEDIUM_RISK ? 'Medium' : 'Low');

export interface RiskInput {
  verdict: Verdict;
  findings: readonly Pick<Finding, 'ruleId' | 'severity' | 'status'>[];
  /** The deciding policy's status (allowed, limited, prohibited), when one was found. */
  policyStatus: string | null;
}

/** The category-status finding that says the platform does not allow the category there. */
const prohibits = (f: RiskInput['findings'][number]) => f.ruleId === 'category-status' && f.status === 'FAIL';

export function riskScore({ verdict, findings, policyStatus }: RiskInput): number {
  const points = findings.reduce((sum, f) => sum + RISK_POINTS[f.severity] / (f.status === 'FAIL' ? 1 : 2), 0);
  const floor = findings.some(prohibits) ? PROHIBITED_RISK : policyStatus === 'limited' ? CONDITIONS_RISK : 0;
  const [min, max] = VERDICT_RISK_RANGE[verdict];
  return Math.min(max, Math.max(min, floor, Math.min(100, Math.round(points))));
}
