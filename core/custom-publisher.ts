// A custom publisher in the checker (spec 001 §4, ADR 223): a deployment whose publisher is not one the
// library knows (PUBLISHER_NAME other than the internal publisher) answers the publisher's checks with the
// policy the publisher builder writes for it — id 999999, marked custom-publisher, the generated markdown
// by category and country — instead of another publisher's rules.
import type { Policy, PolicyWithRefs } from './contract.js';
import { generatePublisherPolicy, namingPublisher, type PolicyLibrary } from './publisher-policy.js';
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
  const publisher = publisherName.trim();
  // Mirrored from the internal publisher, its words name the publisher instead, as in the generated policy.
  const fromInternal = generated.baseTemplate === 'times-internet';
  const named = (text: string) => (fromInternal ? namingPublisher(text, publisher) : text);
  return {
    ...source,
    id: CUSTOM_PUBLISHER_POLICY_ID,
    key: CUSTOM_PUBLISHER_STATUS,
    title,
    description: named(source.description),
    restrictions: named(source.restrictions),
    certification: source.certification === null ? null : named(source.certification),
    statusQualifier: source.statusQualifier === null ? null : named(source.statusQualifier),
    note: generatedNote(publisher, fromInternal, market.name, source.confidence),
    requirements: generated.publisherRequirements.map((r) => `- ${r}`).join('\n'),
    details: generated.customizedPolicy,
    documents: [],
    regionalRules: source.regionalRules.map((rule) => ({ ...rule, note: named(rule.note) })),
    jurisdictions: [{ id: market.id, code: market.code, name: market.name }],
    platform: { id: 0, identifier: CUSTOM_PUBLISHER_STATUS, name: publisherName.trim() },
    category: { id: category.id, name: category.name, slug: category.slug, icon: category.icon },
    isCustomPublisher: true,
    policyKind: CUSTOM_PUBLISHER_STATUS,
  };
}

/**
 * The confidence note of a generated answer. The mirrored record's own note is research on another publisher
 * (which sources were read about it): the note says instead what the answer rests on, in the publisher's name.
 */
function generatedNote(publisher: string, fromInternal: boolean, marketName: string, confidence: Policy['confidence']): string {
  const rules = fromInternal ? "the internal publisher's rules" : "Google's rules";
  const evidence = confidence === 'high' ? 'checked against their source' : confidence === 'medium' ? 'only partly verified' : 'not verified';
  return `Generated for ${publisher} from ${rules} for ${marketName}, which are ${evidence}. Confirm it with ${publisher}'s legal team before you promise it to an advertiser.`;
}
