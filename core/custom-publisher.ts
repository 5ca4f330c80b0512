// A custom publisher in the checker (spec 001 §4, ADR 223): a deployment whose publisher is not one the
// library knows (PUBLISHER_NAME other than the internal publisher) answers the publisher's checks with the
// policy the publisher builder writes for it — id 999999, marked custom-publisher, the generated markdown
// by category and country — instead of another publisher's rules.
import type { Policy, PolicyWithRefs } from './contract.js';
import { generatePublisherPolicy, type PolicyLibrary } from './publisher-policy.js';
import { canonicalJurisdictionCode, resolvePolicy } from './resolve-policy.js';

export const CUSTOM_PUBLISHER_POLICY_ID = 999999;
export const CUSTOM_PUBLISHER_STATUS = 'custom-publisher';

/** The names the library knows as a platform or the internal publisher (the spec's list, and their aliases). */
const KNOWN = new Set(['google', 'facebook', 'meta', 'instagram', 'microsoft', 'twitter', 'x', 'times', 'timesinternet', 'times-internet', 'indian-digital-publisher', 'digital-publisher']);

const slug = (name: string) => name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Whether a publisher name is outside the known ones (then its checks answer with the generated policy). */
export function isCustomPublisher(name: string): boolean {
  const s = slug(name);
  return s.length > 0 && !KNOWN.has(s);
}

export interface CustomPublisherPolicy extends PolicyWithRefs {
  isCustomPublisher: true;
  /** Always 'custom-publisher' (spec 001 §4); `status` keeps the answer the generated policy rests on. */
  policyKind: typeof CUSTOM_PUBLISHER_STATUS;
}

/**
 * The generated policy as a checker answer: the builder's policy for the publisher, category and market, with
 * the status of the record it mirrors (so the badge says what may run), and that record's source and evidence.
 */
export function customPublisherPolicy(library: PolicyLibrary, publisherName: string, categorySlug: string, jurisdiction: string, today: string): CustomPublisherPolicy | null {
  const category = library.categories.find((c) => c.slug === categorySlug);
  const code = canonicalJurisdictionCode(jurisdiction, library.jurisdictions);
  const market = library.jurisdictions.find((j) => j.code === code);
  if (!category || !market) return null;
  const generated = generatePublisherPolicy(library, { publisherName, category: category.slug, jurisdiction: market.code }, today);
  const mirrored = generated.baseTemplate === 'times-internet' ? 'timesinternet' : 'google';
  const platformId = library.platforms.find((p) => p.identifier === mirrored)?.id;
  const source: Policy | null = platformId === undefined ? null : resolvePolicy(library.policies, { platformId, categoryId: category.id, jurisdictionCode: market.code }, library.jurisdictions);
  if (!source) return null;
  const title = generated.customizedPolicy.split('\n')[0]!.replace(/^#\s*/, '').replace(/\\(.)/g, '$1');
  return {
    ...source,
    id: CUSTOM_PUBLISHER_POLICY_ID,
    key: CUSTOM_PUBLISHER_STATUS,
    title,
    requirements: generated.publisherRequirements.map((r) => `- ${r}`).join('\n'),
    details: generated.customizedPolicy,
    documents: [],
    regionalRules: source.regionalRules,
    jurisdictions: [{ id: market.id, code: market.code, name: market.name }],
    platform: { id: 0, identifier: CUSTOM_PUBLISHER_STATUS, name: publisherName.trim() },
    category: { id: category.id, name: category.name, slug: category.slug, icon: category.icon },
    isCustomPublisher: true,
    policyKind: CUSTOM_PUBLISHER_STATUS,
  };
}
