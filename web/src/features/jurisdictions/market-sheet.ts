// A market's answer sheet (/jurisdiction/{code}): for every category, what each platform says in that
// market — resolved with the one rule (core/resolve-policy.ts) — plus the regional rules inside the
// market's policies, the laws of the market (ADR 220) and the updates that touch it. Pure, so it is tested
// without a browser.
import { answerSourceHint, marketNamer } from '../../../../core/answer-source';
import type { Category, Jurisdiction, Law, Platform, PolicyUpdate, PolicyUpdateWithRefs, PolicyWithRefs } from '../../../../core/contract';
import { canonicalJurisdictionCode, GLOBAL_CODE, marketChain, resolveMarket, type MarketResolution } from '../../../../core/resolve-policy';

export interface MarketAnswer {
  platform: Platform;
  /** The policy that answers for this market, null for Unknown. */
  policy: PolicyWithRefs | null;
  /** Which market's rule answers: the market's own, a region's (the EU for Belgium), GLOBAL; from null for Unknown. */
  source: Pick<MarketResolution<PolicyWithRefs>, 'market' | 'from' | 'globalConfirmed'>;
  /** Where the answer comes from when it is not the market's own rule ("From Facebook's European Union rule"). */
  hint: string | null;
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
  const names = { market: marketNamer(data.jurisdictions) };
  const sheet: MarketSheet = { jurisdiction, categories: [], unanswered: [], regional: [], laws: [], updates: [] };
  // Each cell resolves over its own platform × category's few records, not the whole library (it grows).
  const pairs = new Map<string, PolicyWithRefs[]>();
  for (const p of data.policies) {
    const key = `${p.platformId}:${p.categoryId}`;
    const list = pairs.get(key);
    if (list) list.push(p);
    else pairs.set(key, [p]);
  }
  for (const category of [...data.categories].sort((a, b) => a.id - b.id)) {
    const answers = platforms.map((platform) => {
      const pair = pairs.get(`${platform.id}:${category.id}`) ?? [];
      const { market, policies, from, globalConfirmed } = resolveMarket(pair, { platformId: platform.id, categoryId: category.id, jurisdictionCode: jurisdiction.code }, data.jurisdictions);
      const source = { market, from, globalConfirmed };
      return { platform, policy: policies[0] ?? null, source, hint: answerSourceHint(source, { ...names, platform: platform.name }) };
    });
    if (answers.some((a) => a.policy)) sheet.categories.push({ category, answers });
    else sheet.unanswered.push(category);
  }
  sheet.regional = data.policies.filter((p) => p.regionalRules.length > 0 && inMarket(p.jurisdictions.map((j) => j.code)));
  // The market's laws and updates include its regions' (the EU's for Belgium), as its answers do; not GLOBAL's.
  const regions = new Set(marketChain(jurisdiction.code, data.jurisdictions).filter((c) => c !== GLOBAL_CODE));
  const inRegions = (codes: readonly string[]) => codes.some((c) => regions.has(canonicalJurisdictionCode(c.split('-')[0]!, data.jurisdictions)));
  const regionIds = new Set(data.policies.filter((p) => inRegions(p.jurisdictions.map((j) => j.code))).map((p) => p.id));
  sheet.laws = (data.laws ?? [])
    .filter((law) => inRegions([law.jurisdictionCode]))
    .map((law) => ({ law, updates: data.updates.filter((u) => u.lawId === law.id) }));
  sheet.updates = data.updates.filter((u) => inRegions(u.affectedJurisdictions) || (u.policyId !== null && regionIds.has(u.policyId)));
  return sheet;
}
