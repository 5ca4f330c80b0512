// Policy resolution: for (platform, category, market) the most specific policy wins, walking up the
// markets' tree — one that lists the market, else one that lists a region containing it (Belgium → the EU),
// and so on up to the platform's GLOBAL policy for the category, else none (Unknown). Every answer carries
// the market it came from, so a screen can say "from Meta's EU rule". Used by every screen and by the
// server, so the answer is the same everywhere (ADR 228).

export const GLOBAL_CODE = 'GLOBAL';

type Id = number | string;

export interface ResolvablePolicy {
  platformId: Id;
  categoryId: Id;
  jurisdictions: ReadonlyArray<{ code: string }>;
  /** On a GLOBAL record: markets where the global rule was confirmed to apply as it stands (issue 29). */
  globalConfirmedIn?: readonly string[];
}

export interface JurisdictionCodes {
  code: string;
  aliases?: readonly string[] | null;
  /** The region containing the market (BE → EU, EU → GLOBAL); absent or null: directly under GLOBAL. */
  parent?: string | null;
}

/** Maps any code or alias (case-insensitive) to its canonical code: `uk` → `GB`. Unknown codes come back upper-cased. */
export function canonicalJurisdictionCode(code: string, jurisdictions: readonly JurisdictionCodes[]): string {
  const wanted = code.trim().toUpperCase();
  for (const j of jurisdictions) {
    if (j.code.toUpperCase() === wanted) return j.code;
    if (j.aliases?.some((a) => a.toUpperCase() === wanted)) return j.code;
  }
  return wanted;
}

export interface ResolveQuery {
  platformId: Id;
  categoryId: Id;
  jurisdictionCode: string;
}

/** An ISO 3166-2 code (US-TX, IN-TN, CA-ON): a state or province sits under its country. */
const SUBDIVISION = /^([A-Z]{2})-[A-Z0-9]{1,3}$/;

/**
 * The market and every region containing it, most specific first, ending at GLOBAL: BE → [BE, EU, GLOBAL].
 * A state or province the library does not list (US-TX) sits under its country; any other unknown code
 * directly under GLOBAL.
 */
export function marketChain(code: string, jurisdictions: readonly JurisdictionCodes[]): string[] {
  const chain: string[] = [];
  let market = canonicalJurisdictionCode(code, jurisdictions);
  // GLOBAL's parent is GLOBAL (parentOf), so the walk stops there as it stops on a loop in the data.
  while (!chain.includes(market)) {
    chain.push(market);
    market = parentOf(market, jurisdictions);
  }
  if (chain.at(-1) !== GLOBAL_CODE) chain.push(GLOBAL_CODE); // a cycle in the data still ends at the root
  return chain;
}

function parentOf(market: string, jurisdictions: readonly JurisdictionCodes[]): string {
  const known = jurisdictions.find((j) => j.code.toUpperCase() === market);
  if (known) return known.parent ? canonicalJurisdictionCode(known.parent, jurisdictions) : GLOBAL_CODE;
  return SUBDIVISION.exec(market)?.[1] ?? GLOBAL_CODE;
}

/** One platform × category's answer for a market, and where it comes from. */
export interface MarketResolution<P> {
  /** The market asked about, canonical (uk → GB). */
  market: string;
  /** Every policy that answers, all from one market of the chain: the most specific that has any. */
  policies: P[];
  /** That market: the market itself, a region containing it, or GLOBAL; null when no policy answers (Unknown). */
  from: string | null;
  /** The global record answers and names the market as one where it was confirmed to apply (globalConfirmedIn). */
  globalConfirmed: boolean;
}

/** The resolution rule itself: resolvePolicy, applicablePolicies and the search's market filter all use it. */
export function resolveMarket<P extends ResolvablePolicy>(
  policies: readonly P[],
  query: ResolveQuery,
  jurisdictions: readonly JurisdictionCodes[] = [],
): MarketResolution<P> {
  const chain = marketChain(query.jurisdictionCode, jurisdictions);
  const candidates = policies.filter(
    (p) => String(p.platformId) === String(query.platformId) && String(p.categoryId) === String(query.categoryId),
  );
  const lists = (p: P, c: string) => p.jurisdictions.some((j) => canonicalJurisdictionCode(j.code, jurisdictions) === c);
  for (const from of chain) {
    const answering = candidates.filter((p) => lists(p, from));
    if (answering.length) {
      const globalConfirmed = from === GLOBAL_CODE && chain[0] !== GLOBAL_CODE && answering.some((p) => p.globalConfirmedIn?.includes(chain[0]!));
      return { market: chain[0]!, policies: answering, from, globalConfirmed };
    }
  }
  return { market: chain[0]!, policies: [], from: null, globalConfirmed: false };
}

/** Every policy of one platform × category that answers for a market (see resolveMarket). */
export function applicablePolicies<P extends ResolvablePolicy>(
  policies: readonly P[],
  query: ResolveQuery,
  jurisdictions: readonly JurisdictionCodes[] = [],
): P[] {
  return resolveMarket(policies, query, jurisdictions).policies;
}

/** The one policy that answers for (platform, category, market), or null for Unknown. */
export function resolvePolicy<P extends ResolvablePolicy>(
  policies: readonly P[],
  query: ResolveQuery,
  jurisdictions: readonly JurisdictionCodes[] = [],
): P | null {
  return applicablePolicies(policies, query, jurisdictions)[0] ?? null;
}
