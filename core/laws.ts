// Laws and regulator rules as their own records (ADR 220): what a jurisdiction requires of ads, whoever
// runs them. Platform policies reference the laws that shape them; a change of law is one update on the law.
import { canonicalJurisdictionCode, marketChain, type JurisdictionCodes } from './resolve-policy.js';

export const LAW_STATUSES = ['in-force', 'enacted-not-in-force', 'partly-in-force', 'proposed', 'superseded'] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];

export const LAW_STATUS_LABELS: Record<LawStatus, string> = {
  'in-force': 'In force',
  'enacted-not-in-force': 'Enacted, not yet in force',
  'partly-in-force': 'Partly in force',
  proposed: 'Proposed',
  superseded: 'Superseded',
};

/**
 * Whether a law governs an ad in a market: the law's jurisdiction is the market, a region containing it (EU for
 * France), or GLOBAL. A platform's global record may name a US and an Indian law; in Germany neither applies.
 */
export function lawGovernsMarket(lawJurisdiction: string, market: string, jurisdictions: readonly JurisdictionCodes[]): boolean {
  return marketChain(market, jurisdictions).includes(canonicalJurisdictionCode(lawJurisdiction, jurisdictions));
}
