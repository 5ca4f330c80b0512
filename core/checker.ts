// The policy checker's lookup (spec 001 "Policy lookup and overrides in the checker"): platform, category
// and market in, the one policy that answers out, by the one resolution rule (resolve-policy.ts). The
// spec's 2025 override table is not code here: what it says per market is data in seed/, so the checker
// answers what the dataset says today. ADR 214.
import { canonicalJurisdictionCode, resolvePolicy, type JurisdictionCodes, type ResolvablePolicy } from './resolve-policy';

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

/** IN, US, GB and UK, as the spec lists them; UK and GB are one market (the dataset's GB). */
export const CHECKER_JURISDICTIONS = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'UK', name: 'United Kingdom' },
] as const;

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

/** The policy that answers the check, or null ('No policy found'): also null for a platform or category the data lacks. */
export function checkPolicy<P extends ResolvablePolicy>(data: CheckerData<P>, query: CheckQuery): P | null {
  const platform = platformNamed(data.platforms, query.platform);
  const category = data.categories.find((c) => c.slug === query.category);
  if (!platform || !category) return null;
  return resolvePolicy(data.policies, { platformId: platform.id, categoryId: category.id, jurisdictionCode: query.jurisdiction }, data.jurisdictions);
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

export const SIMPLE_CHECKER_JURISDICTIONS = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'UK', name: 'United Kingdom' },
] as const;

export type SimpleCheckOutcome<P> = { kind: 'policy'; policy: P } | { kind: 'not-available' } | { kind: 'none' };

/**
 * The simple checker's answer. A publisher answers only where it has a rule of its own for the market:
 * when only its global rule would answer, it has no ad policy for that category there ('Not Available',
 * spec 001 "Simple checker overrides"). Platforms answer by the one rule, global fallback included.
 */
export function simpleCheck<P extends ResolvablePolicy>(data: CheckerData<P>, query: CheckQuery): SimpleCheckOutcome<P> {
  const policy = checkPolicy(data, query);
  if (!policy) return { kind: 'none' };
  const publisher = platformNamed(data.platforms, query.platform)?.kind === 'publisher';
  // Its own rule is a record that names the market; a record naming GLOBAL and other markets is only global here.
  const market = canonicalJurisdictionCode(query.jurisdiction, data.jurisdictions);
  const ownRule = policy.jurisdictions.some((j) => canonicalJurisdictionCode(j.code, data.jurisdictions) === market);
  if (publisher && !ownRule) return { kind: 'not-available' };
  return { kind: 'policy', policy };
}

/** The undertaking button of the simple checker: the publisher, Real Money Gaming, India (spec 001). */
export const needsPublisherUndertaking = (query: CheckQuery) =>
  query.platform === 'timesinternet' && query.category === 'real-money-gaming' && query.jurisdiction === 'IN';
