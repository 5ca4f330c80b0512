// The checker's 'Select gambling subcategory:' tabs (spec 001 §4, issue 9 item 4): for Google, a gaming
// category and the US, one tab per product with the states where it may advertise and where it may not,
// counted from the regional rules of the data (ADR 219) — never from a list inside a component.
import { checkPolicy, type CheckerData, type CheckQuery } from './checker.js';
import { CATEGORIES_WITH_PRODUCTS, type Product } from './products.js';
import type { ResolvablePolicy } from './resolve-policy.js';
import type { PolicyWithRegionalRules, RegionalRuleLike } from './regional-rules.js';

/** The spec's four tabs, in its order. */
export const GAMBLING_TABS: readonly { product: Product; label: string }[] = [
  { product: 'daily-fantasy-sports', label: 'Daily Fantasy Sports' },
  { product: 'sports-betting', label: 'Sports Betting' },
  { product: 'online-casino', label: 'Online Casino' },
  { product: 'horse-racing', label: 'Horse Racing' },
];

/** Google (the search-ads provider), Gambling & Lottery or Real Money Gaming, the US. */
export function showsGamblingTabs(query: CheckQuery): boolean {
  return query.platform.trim().toLowerCase() === 'google'
    && (CATEGORIES_WITH_PRODUCTS as readonly string[]).includes(query.category)
    && query.jurisdiction.trim().toUpperCase() === 'US';
}

/**
 * The policies whose regional rules the tabs count: the checked category's answer first, then the other
 * gaming category's (daily fantasy sports lives with real-money gaming, sportsbooks with gambling).
 */
export function gamblingTabPolicies<P extends ResolvablePolicy>(data: CheckerData<P>, query: CheckQuery): P[] {
  if (!showsGamblingTabs(query)) return [];
  const categories = [query.category, ...CATEGORIES_WITH_PRODUCTS.filter((c) => c !== query.category)];
  return categories.map((category) => checkPolicy(data, { ...query, category })).filter((p): p is P => p !== null);
}

export interface ProductStates<R extends RegionalRuleLike = RegionalRuleLike> {
  /** Regions whose rule lets the product advertise (allowed or limited). */
  available: R[];
  /** Regions whose rule does not. */
  notAvailable: R[];
}

/** The regions the policies' rules name for one product; a region named twice keeps the first policy's rule. */
export function productStates<R extends RegionalRuleLike>(policies: readonly PolicyWithRegionalRules<R>[], product: Product): ProductStates<R> {
  const byRegion = new Map<string, R>();
  for (const policy of policies) {
    for (const rule of policy.regionalRules) {
      if (rule.products?.includes(product) && !byRegion.has(rule.code)) byRegion.set(rule.code, rule);
    }
  }
  const rules = [...byRegion.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { available: rules.filter((r) => r.status !== 'prohibited'), notAvailable: rules.filter((r) => r.status === 'prohibited') };
}
