// The policy checker's lookup (spec 001 "Policy lookup and overrides in the checker"): platform, category
// and market in, the one policy that answers out, by the one resolution rule (resolve-policy.ts). The
// spec's 2025 override table is not code here: what it says per market is data in seed/, so the checker
// answers what the dataset says today. ADR 214.
import { GLOBAL_CODE, resolveMarket, type JurisdictionCodes, type MarketResolution, type ResolvablePolicy } from './resolve-policy';

/** The checker's choices (spec 001 §2), as dataset identifiers, slugs and codes. */
export const CHECKER_PLATFORMS = [
  { identifier: 'google', label: 'Google' },
  { identifier: 'facebook', label: 'Facebook / Meta' },
  { identifier: 'timesinternet', label: 'Times Internet (publisher)' },
] as const;

export const CHECKER_CATEGORIES = [
  { slug: 'cryptocurrency', label: 'Cryptocurrency' },
  { slug: 'gambling-lottery', label: 'Gambling & Lottery' },
  { slug: 'real-money-gaming', label: 'Real Money Gaming' },
  { slug: 'alcohol', label: 'Alcohol' },
] as const;

/** A `category` query parameter as a checker choice: a slug or a name, any case ('Real Money Gaming'). */
export function categoryChoice(value: string | null): string {
  const wanted = value?.trim().toLowerCase() ?? '';
  return CHECKER_CATEGORIES.find((c) => c.slug === wanted || c.label.toLowerCase() === wanted)?.slug ?? '';
}

/**
 * India, the United States and the United Kingdom. The spec lists both GB and UK; they are one market, so it
 * is one choice (GB), and UK stays an alias a link or the API may use (issue 28).
 */
export const CHECKER_JURISDICTIONS = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
] as const;

/** A market from a link or a form as one of a checker's choices (uk → GB), or '' when it is none of them. */
export function marketChoice(value: string | null, choices: readonly { code: string }[]): string {
  const wanted = value?.trim().toUpperCase() ?? '';
  const code = wanted === 'UK' ? 'GB' : wanted;
  return choices.some((c) => c.code === code) ? code : '';
}

export interface CheckQuery {
  /** A platform identifier or alias (google, facebook, meta, times…). */
  platform: string;
  /** A category slug. */
  category: string;
  /** A jurisdiction code or alias (UK = GB). */
  jurisdiction: string;
}

export interface CheckerData<P extends ResolvablePolicy> {
  policies: readonly P[];
  platforms: readonly { id: number | string; identifier: string; aliases?: readonly string[] | null; kind?: string }[];
  categories: readonly { id: number | string; slug: string }[];
  jurisdictions: readonly JurisdictionCodes[];
}

/** A check's answer: the policy (null: 'No policy found') and the market its rule comes from. */
export interface CheckAnswer<P> {
  policy: P | null;
  /** Which market's rule answers (the EU's for Belgium, GLOBAL for a market without one); null for a platform or category the data lacks. */
  source: Pick<MarketResolution<P>, 'market' | 'from' | 'globalConfirmed'> | null;
}

/** The check by the one resolution rule (resolve-policy.ts), with where its answer comes from. */
export function checkMarket<P extends ResolvablePolicy>(data: CheckerData<P>, query: CheckQuery): CheckAnswer<P> {
  const platform = platformNamed(data.platforms, query.platform);
  const category = data.categories.find((c) => c.slug === query.category);
  if (!platform || !category) return { policy: null, source: null };
  const { market, policies, from, globalConfirmed } = resolveMarket(data.policies, { platformId: platform.id, categoryId: category.id, jurisdictionCode: query.jurisdiction }, data.jurisdictions);
  return { policy: policies[0] ?? null, source: { market, from, globalConfirmed } };
}

/** The policy that answers the check, or null ('No policy found'): also null for a platform or category the data lacks. */
export function checkPolicy<P extends ResolvablePolicy>(data: CheckerData<P>, query: CheckQuery): P | null {
  return checkMarket(data, query).policy;
}

/** The platform an identifier or one of its aliases names, in any case (times → timesinternet). */
export function platformNamed<T extends { identifier: string; aliases?: readonly string[] | null }>(platforms: readonly T[], identifierOrAlias: string): T | undefined {
  const wanted = identifierOrAlias.trim().toLowerCase();
  return platforms.find((p) => p.identifier === wanted || p.aliases?.some((a) => a.toLowerCase() === wanted));
}

/** The simple checker's choices (spec 001 "Simple checker"): three platforms, three categories, IN, US and UK. */
export const SIMPLE_CHECKER_PLATFORMS = [
  { identifier: 'google', label: 'Google' },
  { identifier: 'facebook', label: 'Facebook' },
  { identifier: 'timesinternet', label: 'Times Internet' },
] as const;

export const SIMPLE_CHECKER_CATEGORIES = [
  { slug: 'alcohol', label: 'Alcohol' },
  { slug: 'cryptocurrency', label: 'Cryptocurrency' },
  { slug: 'real-money-gaming', label: 'Real Money Gaming' },
] as const;

export const SIMPLE_CHECKER_JURISDICTIONS = CHECKER_JURISDICTIONS;

export type SimpleCheckOutcome<P> =
  | { kind: 'policy'; policy: P; source: NonNullable<CheckAnswer<P>['source']> }
  | { kind: 'not-available' }
  | { kind: 'none' };

/**
 * The simple checker's answer. A publisher answers only where it has a rule of its own for the market:
 * when only its global rule would answer, it has no ad policy for that category there ('Not Available',
 * spec 001 "Simple checker overrides"). Platforms answer by the one rule, global fallback included.
 */
export function simpleCheck<P extends ResolvablePolicy>(data: CheckerData<P>, query: CheckQuery): SimpleCheckOutcome<P> {
  const { policy, source } = checkMarket(data, query);
  if (!policy || !source) return { kind: 'none' };
  const publisher = platformNamed(data.platforms, query.platform)?.kind === 'publisher';
  // Its own rule names the market or a region containing it; its global rule alone is no rule for the market.
  if (publisher && source.from === GLOBAL_CODE && source.market !== GLOBAL_CODE) return { kind: 'not-available' };
  return { kind: 'policy', policy, source };
}

/** The undertaking button of the simple checker: the publisher, Real Money Gaming, India (spec 001). */
export const needsPublisherUndertaking = (query: CheckQuery) =>
  query.platform === 'timesinternet' && query.category === 'real-money-gaming' && query.jurisdiction === 'IN';
