// Similar Policies on the detail screen: the same category, in the same market, on every other platform,
// each resolved with the one rule (core/resolve-policy.ts) — so "Facebook: Prohibited" next to a Google
// India policy is Facebook's answer for India, or its global one when it has no India policy.
import type { Jurisdiction, Platform, PolicyWithRefs } from '../../../../core/contract';
import { GLOBAL_CODE, resolvePolicy } from '../../../../core/resolve-policy';

export interface SimilarPolicy {
  platform: Pick<Platform, 'id' | 'identifier' | 'name'>;
  /** The policy that answers for the market on that platform; null when it has none (Unknown). */
  policy: PolicyWithRefs | null;
}

/** The market a policy answers for: its first jurisdiction that is not GLOBAL, else GLOBAL. */
export function policyMarket(policy: Pick<PolicyWithRefs, 'jurisdictions'>): string {
  return policy.jurisdictions.find((j) => j.code !== GLOBAL_CODE)?.code ?? GLOBAL_CODE;
}

export function similarPolicies(
  policy: PolicyWithRefs,
  sameCategory: readonly PolicyWithRefs[],
  platforms: readonly Platform[],
  jurisdictions: readonly Jurisdiction[],
): SimilarPolicy[] {
  const market = policyMarket(policy);
  return [...platforms]
    .filter((p) => p.id !== policy.platformId)
    .sort((a, b) => a.id - b.id)
    .map((platform) => ({
      platform: { id: platform.id, identifier: platform.identifier, name: platform.name },
      policy: resolvePolicy(sameCategory, { platformId: platform.id, categoryId: policy.categoryId, jurisdictionCode: market }, jurisdictions),
    }));
}
