// Answers inside a market: a policy's regional rules for one state or province, by product (ADR 219).
// "Can this lottery courier advertise in Texas on Google?" is the US policy's rule for US-TX that names
// lottery-courier; a product the state's rules do not name takes the policy's own status.
import type { PolicyStatus } from './status.js';
import type { Product } from './products.js';

export interface RegionalRuleLike {
  code: string;
  name: string;
  products?: readonly string[];
  status: PolicyStatus;
  minAge?: number;
  note: string;
}

export interface PolicyWithRegionalRules<R extends RegionalRuleLike = RegionalRuleLike> {
  status: PolicyStatus;
  regionalRules: readonly R[];
}

/** Every rule of the policy for one region (ISO 3166-2 code, any case), in the record's order. */
export function regionalRulesFor<R extends RegionalRuleLike>(policy: PolicyWithRegionalRules<R>, regionCode: string): R[] {
  const wanted = regionCode.trim().toUpperCase();
  return policy.regionalRules.filter((r) => r.code.toUpperCase() === wanted);
}

export interface RegionalAnswer<R extends RegionalRuleLike = RegionalRuleLike> {
  status: PolicyStatus;
  /** The rule that decided it; null when the region has no rule for the product (the policy's status). */
  rule: R | null;
}

/**
 * The answer for one product in one region: the rule naming the product, else a rule naming no product
 * (it is about the whole category there), else the policy's own status.
 */
export function regionalAnswer<R extends RegionalRuleLike>(
  policy: PolicyWithRegionalRules<R>,
  regionCode: string,
  product?: Product | null,
): RegionalAnswer<R> {
  const rules = regionalRulesFor(policy, regionCode);
  const forProduct = product ? rules.find((r) => r.products?.includes(product)) : undefined;
  const rule = forProduct ?? rules.find((r) => !r.products || r.products.length === 0) ?? null;
  return { status: rule ? rule.status : policy.status, rule };
}
