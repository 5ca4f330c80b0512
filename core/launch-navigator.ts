// The launch navigator (spec 001 "Launch navigator", issue 11 item 5): for a country and a product, whether
// it can launch and be advertised, the licences it needs, the timeline and cost, and the next steps — all
// from data: the licences from seed/launch-requirements.json, "Launch Restricted" from the policy library (a
// product no ad platform may advertise there, or one the country does not license at all). Deterministic,
// unlike the spec's random answer; the spec's fixed timeline and cost stand in only where no source gives one.
import { checkPolicy, type CheckerData } from './checker.js';
import { bulletLines } from './markdown-lines.js';
import type { Product } from './products.js';
import type { ResolvablePolicy } from './resolve-policy.js';
import type { SeedLaunchRequirement } from './seed-schema.js';
import { checkerStatusLabel, type PolicyStatus } from './status.js';

export const NAVIGATOR_COUNTRIES = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'EU', name: 'European Union' },
] as const;

export const NAVIGATOR_PRODUCTS: readonly { key: string; label: string; category: string; product?: Product }[] = [
  { key: 'online-casino', label: 'Online Casino', category: 'gambling-lottery', product: 'online-casino' },
  { key: 'crypto-exchange', label: 'Cryptocurrency Exchange', category: 'cryptocurrency' },
  { key: 'alcohol-brand', label: 'Alcohol Brand', category: 'alcohol' },
  { key: 'sports-betting', label: 'Sports Betting Platform', category: 'gambling-lottery', product: 'sports-betting' },
  { key: 'nft-marketplace', label: 'NFT Marketplace', category: 'cryptocurrency' },
];

/** The spec's fixed figures (§9), shown only where the data has none, and labelled as such. */
export const SPEC_DEFAULT_TIMELINE = '3-6 months';
export const SPEC_DEFAULT_COST = '$25,000 - $50,000';

export interface NavigatorPolicy extends ResolvablePolicy {
  title: string;
  status: PolicyStatus;
  certification: string | null;
  requirements: string;
}

export interface PlatformAnswer {
  platform: string;
  status: PolicyStatus;
  title: string;
  /** What the platform asks for before ads run: its certification, else its first requirement. */
  needs: string | null;
}

export interface LaunchAssessment {
  canLaunch: boolean;
  country: string;
  product: string;
  licences: SeedLaunchRequirement['licences'];
  timeline: { text: string; fromData: boolean };
  estimatedCost: { text: string; fromData: boolean };
  /** Why launch is restricted (empty when it is possible). */
  reasons: string[];
  legalStatus: string;
  platforms: PlatformAnswer[];
  nextSteps: string[];
  sources: string[];
  confidence: SeedLaunchRequirement['confidence'];
  verifiedAt: string | null;
  note: string | null;
}

type NavigatorPlatform = { id: number | string; identifier: string; aliases?: readonly string[] | null; kind?: string; name?: string };
type NavigatorData<P extends NavigatorPolicy> = Omit<CheckerData<P>, 'platforms'> & { platforms: readonly NavigatorPlatform[] };

export function assessLaunch<P extends NavigatorPolicy>(
  data: NavigatorData<P>,
  requirements: readonly SeedLaunchRequirement[],
  countryCode: string,
  productKey: string,
): LaunchAssessment {
  const country = NAVIGATOR_COUNTRIES.find((c) => c.code === countryCode);
  const product = NAVIGATOR_PRODUCTS.find((p) => p.key === productKey);
  if (!country || !product) throw new Error('Choose a country and a product from the lists.');
  const requirement = requirements.find((r) => r.country === country.code && r.product === product.key);
  if (!requirement) throw new Error(`The data has no launch requirements for ${product.label} in ${country.name}.`);

  const adPlatforms = data.platforms.filter((p) => p.kind !== 'publisher');
  const platforms: PlatformAnswer[] = adPlatforms.flatMap((p) => {
    const policy = checkPolicy(data, { platform: p.identifier, category: product.category, jurisdiction: country.code });
    if (!policy) return [];
    const firstRequirement = bulletLines(policy.requirements)[0] ?? null;
    return [{ platform: p.name ?? p.identifier, status: policy.status, title: policy.title, needs: policy.certification ?? firstRequirement }];
  });
  const reasons: string[] = [];
  if (requirement.licences.length === 0) reasons.push(requirement.legalStatus);
  if (platforms.length > 0 && platforms.every((p) => p.status === 'prohibited')) {
    reasons.push(`No ad platform in the library may advertise it in ${country.name}: ${platforms.map((p) => `${p.platform} ${checkerStatusLabel(p.status)}`).join(', ')}.`);
  }
  const required = requirement.licences.filter((l) => l.required);
  const open = platforms.filter((p) => p.status !== 'prohibited');
  const nextSteps = [
    ...required.map((l) => `Obtain the ${l.name} from the ${l.regulator}.`),
    ...requirement.licences.filter((l) => !l.required).map((l) => `Check whether you need the ${l.name} (${l.regulator}): ${l.note}`),
    ...open.map((p) => `Before advertising on ${p.platform}: ${p.needs ?? p.title}`),
  ];
  return {
    canLaunch: reasons.length === 0,
    country: country.name,
    product: product.label,
    licences: requirement.licences,
    timeline: requirement.timeline ? { text: requirement.timeline, fromData: true } : { text: SPEC_DEFAULT_TIMELINE, fromData: false },
    estimatedCost: requirement.estimatedCost ? { text: requirement.estimatedCost, fromData: true } : { text: SPEC_DEFAULT_COST, fromData: false },
    reasons,
    legalStatus: requirement.legalStatus,
    platforms,
    nextSteps,
    sources: [...new Set([requirement.sourceUrl, ...requirement.licences.map((l) => l.sourceUrl)])],
    confidence: requirement.confidence,
    verifiedAt: requirement.verifiedAt,
    note: requirement.note,
  };
}

/** The roadmap as a plain-text document ('Generate Complete Launch Roadmap'). */
export function launchRoadmapText(a: LaunchAssessment, today: string): string {
  const lines = [
    `Launch roadmap: ${a.product} in ${a.country}`,
    `Prepared ${today} from the AdPolicy Compass library. Not legal advice.`,
    '',
    `Launch feasibility: ${a.canLaunch ? 'Launch Possible' : 'Launch Restricted'}`,
    ...a.reasons.map((r) => `  - ${r}`),
    `Legal status: ${a.legalStatus}`,
    `Timeline: ${a.timeline.text}${a.timeline.fromData ? '' : ' (the tool\'s default; no source gives one)'}`,
    `Estimated cost: ${a.estimatedCost.text}${a.estimatedCost.fromData ? '' : ' (the tool\'s default; no source gives one)'}`,
    '',
    'Required licences:',
    ...(a.licences.length ? a.licences.map((l) => `  - ${l.name} (${l.regulator}) — ${l.required ? 'Required' : 'Optional'}: ${l.note}`) : ['  - None: see the legal status above.']),
    '',
    'Advertising by platform:',
    ...a.platforms.map((p) => `  - ${p.platform}: ${checkerStatusLabel(p.status)} (${p.title})`),
    '',
    'Next steps:',
    ...a.nextSteps.map((s, i) => `  ${i + 1}. ${s}`),
    '',
    'Sources:',
    ...a.sources.map((s) => `  - ${s}`),
  ];
  if (a.note) lines.push('', `Note: ${a.note}`);
  return lines.join('\n') + '\n';
}
