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

export function resolvePolicy<P extends ResolvablePolicy>(
  policies: readonly P[],
  query: ResolveQuery,
  jurisdictions: readonly JurisdictionCodes[] = [],
): P | null {
  const code = canonicalJurisdictionCode(query.jurisdictionCode, jurisdictions);
  const candidates = policies.filter(
    (p) => String(p.platformId) === String(query.platformId) && String(p.categoryId) === String(query.categoryId),
  );
  const lists = (p: P, c: string) =>
    p.jurisdictions.some((j) => canonicalJurisdictionCode(j.code, jurisdictions) === c);
  return candidates.find((p) => lists(p, code)) ?? candidates.find((p) => lists(p, GLOBAL_CODE)) ?? null;
}
