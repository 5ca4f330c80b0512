// Policy resolution: for (platform, category, jurisdiction) the most specific policy wins —
// one that lists that jurisdiction, else the platform's GLOBAL policy for the category, else none (Unknown).
// Used by every screen and by the server, so the answer is the same everywhere.

export const GLOBAL_CODE = 'GLOBAL';

type Id = number | string;

export interface ResolvablePolicy {
  platformId: Id;
  categoryId: Id;
  jurisdictions: ReadonlyArray<{ code: string }>;
}

export interface JurisdictionCodes {
  code: string;
  aliases?: readonly string[] | null;
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

/**
 * Every policy of one platform × category that answers for a jurisdiction: the ones that list it, else the
 * platform's GLOBAL ones for the category, else none. The rule itself; resolvePolicy and the search's
 * jurisdiction filter both use it.
 */
export function applicablePolicies<P extends ResolvablePolicy>(
  policies: readonly P[],
  query: ResolveQuery,
  jurisdictions: readonly JurisdictionCodes[] = [],
): P[] {
  const code = canonicalJurisdictionCode(query.jurisdictionCode, jurisdictions);
  const candidates = policies.filter(
    (p) => String(p.platformId) === String(query.platformId) && String(p.categoryId) === String(query.categoryId),
  );
  const lists = (p: P, c: string) => p.jurisdictions.some((j) => canonicalJurisdictionCode(j.code, jurisdictions) === c);
  const specific = candidates.filter((p) => lists(p, code));
  return specific.length ? specific : candidates.filter((p) => lists(p, GLOBAL_CODE));
}

/** The one policy that answers for (platform, category, jurisdiction), or null for Unknown. */
export function resolvePolicy<P extends ResolvablePolicy>(
  policies: readonly P[],
  query: ResolveQuery,
  jurisdictions: readonly JurisdictionCodes[] = [],
): P | null {
  return applicablePolicies(policies, query, jurisdictions)[0] ?? null;
}
