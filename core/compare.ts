// The compare grid: one row per category, one cell per chosen platform, answering for one market or for
// all markets at once. A market's cell is resolvePolicy's answer (the one rule, never re-implemented here).
// "All markets" shows the platform's GLOBAL policy and names the markets whose own policy has another
// status; with no GLOBAL policy it lists each market's answer instead of picking one (ADR 207).
import { canonicalJurisdictionCode, GLOBAL_CODE, resolveMarket, resolvePolicy, type JurisdictionCodes, type MarketResolution, type ResolvablePolicy } from './resolve-policy.js';

/** Spec 000 §5 and §9: a comparison holds at most 3 platforms. */
export const MAX_COMPARED_PLATFORMS = 3;

export interface ComparablePolicy extends ResolvablePolicy {
  platformId: number;
  categoryId: number;
  status: string;
}

/** A market with its own answer: the policy resolvePolicy gives for that market code. */
export interface MarketAnswer<P> {
  code: string;
  policy: P;
}

export type CompareCell<P> =
  /**
   * One policy answers; `differsIn` (all markets only) lists the codes whose own policy has another status;
   * `source` says which market's rule it is (a region's or the global one for a market without its own).
   */
  | { kind: 'policy'; policy: P; differsIn: string[]; source: Pick<MarketResolution<P>, 'market' | 'from' | 'globalConfirmed'> }
  /** All markets, no GLOBAL policy: only market-specific ones, each market with its answer. */
  | { kind: 'by-market'; markets: MarketAnswer<P>[] }
  /** No policy answers: shown as Unknown. */
  | { kind: 'unknown' };

export interface CompareRow<C, P> {
  category: C;
  /** One per platform, in the order of the platform ids asked for. */
  cells: CompareCell<P>[];
}

export interface CompareData<C, P> {
  categories: readonly C[];
  policies: readonly P[];
  jurisdictions: readonly JurisdictionCodes[];
}

/**
 * The jurisdictions with UK as an alias of GB: the spec names both codes, the dataset keeps UK as GB's alias,
 * and a separate UK row (older data) is folded into GB so the two are always one market.
 */
export function withUkAsGb<J extends JurisdictionCodes>(jurisdictions: readonly J[]): J[] {
  const gb = jurisdictions.find((j) => j.code.toUpperCase() === 'GB');
  if (!gb) return [...jurisdictions];
  const hasUk = gb.aliases?.some((a) => a.toUpperCase() === 'UK') ?? false;
  return jurisdictions
    .filter((j) => j.code.toUpperCase() !== 'UK')
    .map((j) => (j === gb && !hasUk ? { ...j, aliases: [...(j.aliases ?? []), 'UK'] } : j));
}

/** The markets a comparison can be narrowed to: every jurisdiction but GLOBAL, UK folded into GB, by name. */
export function compareMarkets<J extends JurisdictionCodes & { name: string }>(jurisdictions: readonly J[]): J[] {
  return withUkAsGb(jurisdictions)
    .filter((j) => j.code.toUpperCase() !== GLOBAL_CODE)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The grid: a row per category (in id order), a cell per platform id. `market` is a jurisdiction code
 * (any alias: UK answers as GB), or null for all markets.
 */
export function compareGrid<C extends { id: number }, P extends ComparablePolicy>(
  data: CompareData<C, P>,
  platformIds: readonly number[],
  market: string | null,
): CompareRow<C, P>[] {
  const jurisdictions = withUkAsGb(data.jurisdictions);
  const pairs = groupByPair(data.policies);
  return [...data.categories]
    .sort((a, b) => a.id - b.id)
    .map((category) => ({
      category,
      cells: platformIds.map((platformId) => {
        const pair = pairs.get(pairKey(platformId, category.id)) ?? [];
        const query = { platformId, categoryId: category.id };
        return market === null ? allMarketsCell(pair, query, jurisdictions) : marketCell(pair, { ...query, jurisdictionCode: market }, jurisdictions);
      }),
    }));
}

type PairQuery = { platformId: number; categoryId: number };

function marketCell<P extends ComparablePolicy>(pair: readonly P[], query: PairQuery & { jurisdictionCode: string }, jurisdictions: readonly JurisdictionCodes[]): CompareCell<P> {
  const { market, policies: [policy], from, globalConfirmed } = resolveMarket(pair, query, jurisdictions);
  return policy ? { kind: 'policy', policy, differsIn: [], source: { market, from, globalConfirmed } } : { kind: 'unknown' };
}

function allMarketsCell<P extends ComparablePolicy>(pair: readonly P[], query: PairQuery, jurisdictions: readonly JurisdictionCodes[]): CompareCell<P> {
  // Each market a policy of this pair names, answered by the rule itself.
  const markets: MarketAnswer<P>[] = marketCodes(pair, jurisdictions).flatMap((code) => {
    const policy = resolvePolicy(pair, { ...query, jurisdictionCode: code }, jurisdictions);
    return policy ? [{ code, policy }] : [];
  });
  const global = resolvePolicy(pair, { ...query, jurisdictionCode: GLOBAL_CODE }, jurisdictions);
  if (global) {
    const differsIn = markets.filter((m) => m.policy.status !== global.status).map((m) => m.code);
    return { kind: 'policy', policy: global, differsIn, source: { market: GLOBAL_CODE, from: GLOBAL_CODE, globalConfirmed: false } };
  }
  return markets.length > 0 ? { kind: 'by-market', markets } : { kind: 'unknown' };
}

/** The canonical codes (not GLOBAL) listed by a pair's policies, alphabetical. */
function marketCodes(pair: readonly ComparablePolicy[], jurisdictions: readonly JurisdictionCodes[]): string[] {
  const codes = new Set(pair.flatMap((p) => p.jurisdictions.map((j) => canonicalJurisdictionCode(j.code, jurisdictions))));
  codes.delete(GLOBAL_CODE);
  return [...codes].sort();
}

const pairKey = (platformId: number, categoryId: number) => `${platformId}:${categoryId}`;

/** Policies by (platform, category), so each cell resolves over its few candidates, not the whole library. */
function groupByPair<P extends ComparablePolicy>(policies: readonly P[]): Map<string, P[]> {
  const pairs = new Map<string, P[]>();
  for (const policy of policies) {
    const key = pairKey(policy.platformId, policy.categoryId);
    const list = pairs.get(key);
    if (list) list.push(policy);
    else pairs.set(key, [policy]);
  }
  return pairs;
}
