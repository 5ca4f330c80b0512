// Where an answer comes from, in words a rep can say at a meeting (DESIGN §4, ADR 228): "Belgium · from
// Facebook's EU rule", "No Singapore rule found · Google Ads' global policy applies". A fallback must never
// look like a market's own answer.
import { GLOBAL_CODE, resolveMarket, type JurisdictionCodes, type MarketResolution, type ResolvablePolicy } from './resolve-policy.js';

export type AnswerSourceKind = 'own' | 'region' | 'global' | 'global-confirmed' | 'none';

/** A resolution as these words need it: the market asked, the market that answers, and whether a global answer was confirmed. */
export type AnswerSourceOf = Pick<MarketResolution<unknown>, 'market' | 'from'> & { globalConfirmed?: boolean };

/** own: the market's own rule; region: a region containing it (the EU for Belgium); global: the platform's default. */
export function answerSourceKind(resolution: AnswerSourceOf): AnswerSourceKind {
  const { market, from } = resolution;
  if (from === null) return 'none';
  if (from === market) return 'own';
  if (from !== GLOBAL_CODE) return 'region';
  return resolution.globalConfirmed ? 'global-confirmed' : 'global';
}

export interface AnswerSourceNames {
  /** The platform's display name: "Google Ads", "Facebook". */
  platform: string;
  /** A market's display name by code ("BE" → "Belgium"); the code itself when the library lacks it. */
  market: (code: string) => string;
}

/** A market's display name by code: the library's name, 'global' for GLOBAL, the code itself when unknown. */
export function marketNamer(jurisdictions: readonly { code: string; name: string }[]): (code: string) => string {
  const names = new Map(jurisdictions.map((j) => [j.code.toUpperCase(), j.name]));
  return (code) => (code.toUpperCase() === GLOBAL_CODE ? 'global' : (names.get(code.toUpperCase()) ?? code));
}

/** "Google Ads'" and "Facebook's": the possessive a name takes. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** The plain line shown with an answer (checker result, jurisdiction page, a compare cell's marker). */
export function answerSourceLine(resolution: AnswerSourceOf, names: AnswerSourceNames): string {
  const market = names.market(resolution.market);
  const platform = possessive(names.platform);
  switch (answerSourceKind(resolution)) {
    case 'own':
      return resolution.market === GLOBAL_CODE ? `All markets · ${platform} global policy` : `${market} · ${platform} ${market} rule`;
    case 'region':
      return `${market} · from ${platform} ${names.market(resolution.from!)} rule`;
    case 'global':
      return `No ${market} rule found · ${platform} global policy applies`;
    case 'global-confirmed':
      return `${market} · ${platform} global policy applies, confirmed for ${market}`;
    case 'none':
      return `No ${market} rule found · ${names.platform} has no policy on record for this category`;
  }
}

/**
 * The short hint under a platform's answer on a market's page, where the market is the page's title:
 * "From Facebook's European Union rule", "No Belgium rule found · global policy applies"; null for the
 * market's own rule or none.
 */
export function answerSourceHint(resolution: AnswerSourceOf, names: AnswerSourceNames): string | null {
  switch (answerSourceKind(resolution)) {
    case 'region':
      return `From ${possessive(names.platform)} ${names.market(resolution.from!)} rule`;
    case 'global':
      return `No ${names.market(resolution.market)} rule found · global policy applies`;
    case 'global-confirmed':
      return `Global policy · confirmed for ${names.market(resolution.market)}`;
    default:
      return null;
  }
}

/** The line and its kind, for a screen that styles a fallback apart from a market's own rule. */
export interface AnswerSourceText {
  kind: AnswerSourceKind;
  line: string;
}

export function describeAnswerSource(resolution: AnswerSourceOf, names: AnswerSourceNames): AnswerSourceText {
  return { kind: answerSourceKind(resolution), line: answerSourceLine(resolution, names) };
}

/** The short marker of a compare cell: nothing for a market's own rule, else the market the rule comes from. */
export function answerSourceMarker(resolution: AnswerSourceOf, names: Pick<AnswerSourceNames, 'market'>): string | null {
  switch (answerSourceKind(resolution)) {
    case 'region':
      return `${names.market(resolution.from!)} rule`;
    case 'global':
    case 'global-confirmed':
      return 'Global rule';
    default:
      return null;
  }
}

/** Which markets one record answers for: the ones it lists, and the markets under them with no rule of their own. */
export interface PolicyReach {
  listed: string[];
  /** Members of a listed region that the record answers for (Belgium for an EU record), by code. */
  inherited: string[];
}

export function policyReach<P extends ResolvablePolicy & { id: number | string }>(
  policy: P,
  samePair: readonly P[],
  jurisdictions: readonly (JurisdictionCodes & { code: string })[],
): PolicyReach {
  const listed = policy.jurisdictions.map((j) => j.code);
  if (listed.includes(GLOBAL_CODE)) return { listed, inherited: [] };
  const query = { platformId: policy.platformId, categoryId: policy.categoryId };
  // A market the record lists, and GLOBAL, resolve to their own level (from === market): never inherited.
  const inherited = jurisdictions
    .map((j) => j.code)
    .filter((code) => {
      const answer = resolveMarket(samePair, { ...query, jurisdictionCode: code }, jurisdictions);
      return answer.policies.some((p) => p.id === policy.id) && answer.from !== answer.market;
    });
  return { listed, inherited };
}

/**
 * The policy page's line: "Facebook's European Union rule · also answers for Belgium", "Google Ads' global
 * policy · applies in every market without a rule of its own".
 */
export function policyReachLine(reach: PolicyReach, names: AnswerSourceNames): string {
  const platform = possessive(names.platform);
  if (reach.listed.includes(GLOBAL_CODE)) return `${platform} global policy · applies in every market without a rule of its own`;
  const own = `${platform} ${listNames(reach.listed.map(names.market))} rule`;
  return reach.inherited.length ? `${own} · also answers for ${listNames(reach.inherited.map(names.market))}` : own;
}

const listNames = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
