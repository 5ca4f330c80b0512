// A market's answer sheet (/jurisdiction/{code}): for every category, what each platform says in that
// market — resolved with the one rule (core/resolve-policy.ts) — plus the regional rules inside the
// market's policies, the laws of the market (ADR 220) and the updates that touch it. Pure, so it is tested
// without a browser.
import type { Category, Jurisdiction, Law, Platform, PolicyUpdate, PolicyUpdateWithRefs, PolicyWithRefs } from '../../../../core/contract';
import { canonicalJurisdictionCode, GLOBAL_CODE, resolvePolicy } from '../../../../core/resolve-policy';

export interface MarketAnswer {
  platform: Platform;
  /** The policy that answers for this market, null for Unknown. */
  policy: PolicyWithRefs | null;
  /** True when the answer is the platform's GLOBAL policy (no rule of its own for this market). */
  global: boolean;
}

export interface MarketCategory {
  category: Category;
  answers: MarketAnswer[];
}

export interface MarketSheet {
  jurisdiction: Jurisdiction;
  /** Categories with at least one answer; the others are listed by name only. */
  categories: MarketCategory[];
  unanswered: Category[];
  /** The market's own policies that carry sub-national rules (US states, Indian states). */
  regional: PolicyWithRefs[];
  /** The market's laws and regulator rules, its states' included (US-ME under US), with their changes. */
  laws: { law: Law; updates: PolicyUpdate[] }[];
  updates: PolicyUpdateWithRefs[];
}

/** The jurisdiction a code names (UK = GB), or null; GLOBAL is not a market. */
export function findMarket(code: string, jurisdictions: readonly Jurisdiction[]): Jurisdiction | null {
  const canonical = canonicalJurisdictionCode(code, jurisdictions);
  if (canonical === GLOBAL_CODE) return null;
  return jurisdictions.find((j) => j.code === canonical) ?? null;
}

export function marketSheet(
  jurisdiction: Jurisdiction,
  data: {
    platforms: readonly Platform[];
    categories: readonly Category[];
    jurisdictions: readonly Jurisdiction[];
    policies: readonly PolicyWithRefs[];
    updates: readonly PolicyUpdateWithRefs[];
    laws?: readonly Law[];
  },
): MarketSheet {
  const platforms = [...data.platforms].sort((a, b) => a.id - b.id);
  const inMarket = (codes: readonly string[]) => codes.some((c) => canonicalJurisdictionCode(c, data.jurisdictions) === jurisdiction.code);
  const sheet: MarketSheet = { jurisdiction, categories: [], unanswered: [], regional: [], laws: [], updates: [] };
  for (const category of [...data.categories].sort((a, b) => a.id - b.id)) {
    const answers = platforms.map((platform) => {
      const policy = resolvePolicy(data.policies, { platformId: platform.id, categoryId: category.id, jurisdictionCode: jurisdiction.code }, data.jurisdictions);
      return { platform, policy, global: policy !== null && !inMarket(policy.jurisdictions.map((j) => j.code)) };
    });
    if (answers.some((a) => a.policy)) sheet.categories.push({ category, answers });
    else sheet.unanswered.push(category);
  }
  const ownPolicies = data.policies.filter((p) => inMarket(p.jurisdictions.map((j) => j.code)));
  sheet.regional = ownPolicies.filter((p) => p.regionalRules.length > 0);
  const ownIds = new Set(ownPolicies.map((p) => p.id));
  sheet.laws = (data.laws ?? [])
    .filter((law) => law.jurisdictionCode.split('-')[0] === jurisdiction.code)
    .map((law) => ({ law, updates: data.updates.filter((u) => u.lawId === law.id) }));
  sheet.updates = data.updates.filter((u) => inMarket(u.affectedJurisdictions) || (u.policyId !== null && ownIds.has(u.policyId)));
  return sheet;
}
