// The publisher policy generator (spec 001 §3 "Builder response", issue 11): from a publisher name, a
// category, a market and an optional subcategory, over the policy library, it writes the advertising policy
// (markdown), the advertiser undertaking, the requirements checklist and the subcategory choices. Every
// sentence comes from the library: the policy text from the template document, the facts from the policy
// records, the laws and the seed documents. The same function runs on the server
// (POST /api/generate-publisher-policy) and in the browser over the replica, so the answer is the same offline.
import type { Category, Jurisdiction, Law, Platform, Policy, PolicyDocument } from './contract.js';
import { bulletLines } from './markdown-lines.js';
import { GAMBLING_TABS, productStates } from './gambling-tabs.js';
import { categoryHasProducts, PRODUCT_LABELS, type Product } from './products.js';
import { canonicalJurisdictionCode, GLOBAL_CODE, resolvePolicy } from './resolve-policy.js';
import { checkerStatusLabel, statusCaveat } from './status.js';

/** What the generator reads: the library as the replica holds it (and as GET /api/sync?since=0 returns it). */
export interface PolicyLibrary {
  revision: number;
  platforms: readonly Platform[];
  categories: readonly Category[];
  jurisdictions: readonly Jurisdiction[];
  documents: readonly PolicyDocument[];
  laws: readonly Law[];
  policies: readonly Policy[];
}

export interface PublisherPolicyRequest {
  publisherName: string;
  /** A category slug or name (spec: Cryptocurrency, Gambling & Lottery, Real Money Gaming, Alcohol). */
  category: string;
  /** IN, US, GB or UK (or any market of the library). */
  jurisdiction: string;
  /** A subcategory from `subcategories` (label or product key); optional. */
  subcategory?: string | null;
}

export type BaseTemplate = 'times-internet' | 'google';

export interface PublisherPolicyResult {
  customizedPolicy: string;
  publisherUndertaking: string;
  publisherRequirements: string[];
  /** The subcategories offered for this category and market (gaming categories in the US); empty otherwise. */
  subcategories: string[];
  baseTemplate: BaseTemplate;
}

export class PublisherPolicyInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublisherPolicyInputError';
  }
}

export const TEMPLATE_DOCUMENT = 'publisher-advertising-policy-template';
const INTERNAL_PUBLISHER = 'timesinternet';
const MIRROR_PLATFORM = 'google';
/** How the internal publisher's records and undertakings name it. */
const INTERNAL_NAME = /Times Internet Limited|Times Internet/g;

/**
 * The text with the internal publisher's name replaced by `publisher`. Inserted through a function, so a name
 * holding `$&`, `$$` or `$1` stays as typed (a replacement string would read them as patterns).
 */
export function namingPublisher(text: string, publisher: string): string {
  return text.replace(INTERNAL_NAME, () => publisher);
}

/** Markdown's special characters, escaped so a publisher name is always text (issue 11). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`);
}

/** The subcategory choices (spec §5): products for gaming categories in the US, none elsewhere. */
export function subcategoriesFor(categorySlug: string, marketCode: string): string[] {
  return categoryHasProducts(categorySlug) && marketCode === 'US' ? GAMBLING_TABS.map((t) => t.label) : [];
}

function findCategory(library: PolicyLibrary, value: string): Category {
  const wanted = value.trim().toLowerCase();
  const category = library.categories.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted || c.aliases.some((a) => a.toLowerCase() === wanted));
  if (!category) throw new PublisherPolicyInputError('Unknown category.');
  return category;
}

function findMarket(library: PolicyLibrary, value: string): Jurisdiction {
  const code = canonicalJurisdictionCode(value, library.jurisdictions);
  const market = library.jurisdictions.find((j) => j.code === code && j.code !== GLOBAL_CODE);
  if (!market) throw new PublisherPolicyInputError('Unknown jurisdiction.');
  return market;
}

function findProduct(subcategory: string | null | undefined, offered: readonly string[]): Product | null {
  if (!subcategory?.trim()) return null;
  const wanted = subcategory.trim().toLowerCase();
  const tab = GAMBLING_TABS.find((t) => offered.includes(t.label) && (t.label.toLowerCase() === wanted || t.product === wanted));
  if (!tab) throw new PublisherPolicyInputError('Unknown subcategory for this category and jurisdiction.');
  return tab.product;
}

const platformId = (library: PolicyLibrary, identifier: string) => library.platforms.find((p) => p.identifier === identifier)?.id;

function resolved(library: PolicyLibrary, platform: string, categoryId: number, code: string): Policy | null {
  const id = platformId(library, platform);
  return id === undefined ? null : resolvePolicy(library.policies, { platformId: id, categoryId, jurisdictionCode: code }, library.jurisdictions);
}

/** Fills `{{name}}` and keeps `{{#name}}…{{/name}}` only when the value is not empty. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  // A dropped section that starts a line takes its line end with it; one inside a line leaves the line's end.
  const sections = template.replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}(\n?)/g, (_, name: string, body: string, newline: string, offset: number) =>
    values[name]?.trim() ? body + newline : template[offset - 1] === '\n' ? '' : newline);
  return sections.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}


/** The undertaking for the source policy: its own, else the gaming or the general sample; addressed to the publisher. */
function undertaking(library: PolicyLibrary, source: Policy, category: Category, publisher: string): PolicyDocument {
  const doc = (key: string) => library.documents.find((d) => d.key === key);
  const own = source.documents.map(doc).find((d) => d?.kind === 'undertaking');
  const fallback = doc(categoryHasProducts(category.slug) ? 'rmg-advertiser-undertaking' : 'generic-undertaking');
  const chosen = own ?? fallback;
  if (!chosen) throw new Error('The library has no undertaking document.');
  const name = escapeMarkdown(publisher);
  // The internal publisher's own undertakings name it; a mirrored copy names the publisher instead.
  const markdown = namingPublisher(chosen.markdown.replace(/\[Publisher name\]/g, () => name), name);
  return { ...chosen, markdown };
}

export function generatePublisherPolicy(library: PolicyLibrary, request: PublisherPolicyRequest, today: string): PublisherPolicyResult {
  const publisher = request.publisherName.trim();
  if (!publisher) throw new PublisherPolicyInputError('The publisher name is required.');
  const category = findCategory(library, request.category);
  const market = findMarket(library, request.jurisdiction);
  const subcategories = subcategoriesFor(category.slug, market.code);
  const product = findProduct(request.subcategory, subcategories);

  // Mirror the internal publisher where it has a rule of its own for this market, else Google's answer.
  const internal = resolved(library, INTERNAL_PUBLISHER, category.id, market.code);
  const internalHere = internal?.jurisdictions.some((j) => j.code === market.code) ? internal : null;
  const source = internalHere ?? resolved(library, MIRROR_PLATFORM, category.id, market.code);
  if (!source) throw new PublisherPolicyInputError('The library has no policy for this category and jurisdiction.');
  const baseTemplate: BaseTemplate = internalHere ? 'times-internet' : 'google';

  // Regional rules: Google's rules for the market (for gaming in the US, both gaming categories), by product.
  const google = resolved(library, MIRROR_PLATFORM, category.id, market.code);
  const ruleSources = [source, ...(google && google !== source ? [google] : [])];
  if (categoryHasProducts(category.slug)) {
    for (const other of library.categories.filter((c) => c.id !== category.id && categoryHasProducts(c.slug))) {
      const extra = resolved(library, MIRROR_PLATFORM, other.id, market.code);
      if (extra?.jurisdictions.some((j) => j.code === market.code) && !ruleSources.includes(extra)) ruleSources.push(extra);
    }
  }
  const regional = regionalSection(ruleSources, product);

  // Laws: the ones the answering policies name, for this market.
  const lawKeys = [...new Set(ruleSources.flatMap((p) => p.laws ?? []))];
  const laws = lawKeys
    .map((key) => library.laws.find((l) => l.key === key))
    .filter((l): l is Law => l !== undefined && l.jurisdictionCode.split('-')[0] === market.code);

  // Guidance documents the answering policies name (not platform checklists or undertakings).
  const cellPolicies = library.platforms.flatMap((p) => resolved(library, p.identifier, category.id, market.code) ?? []);
  const guidanceKeys = [...new Set([source, ...cellPolicies].flatMap((p) => p.documents))];
  const guidance = guidanceKeys
    .map((key) => library.documents.find((d) => d.key === key))
    .filter((d): d is PolicyDocument => d !== undefined && (d.kind === 'documentation' || d.kind === 'recommendations') && !/^(google|facebook)-/.test(d.key));

  const template = library.documents.find((d) => d.key === TEMPLATE_DOCUMENT);
  if (!template) throw new Error('The library has no publisher policy template.');
  const name = escapeMarkdown(publisher);
  // The internal publisher's records name it; a policy mirrored from them names the publisher instead.
  const asPublisher = (text: string, as = name) => (baseTemplate === 'times-internet' ? namingPublisher(text, as) : text);
  const productLabel = product ? ` (${PRODUCT_LABELS[product]})` : '';
  const sources = [...new Set([source.sourceUrl, ...laws.map((l) => l.sourceUrl), ...guidance.flatMap((d) => (d.sourceUrl ? [d.sourceUrl] : []))])];
  const customizedPolicy = fillTemplate(template.markdown, {
    publisher: name,
    category: `${category.name}${productLabel}`,
    market: market.name,
    generatedOn: today,
    revision: String(library.revision),
    mirroredFrom: baseTemplate === 'times-internet' ? 'the internal publisher\'s' : 'Google\'s',
    status: checkerStatusLabel(source.status),
    caveat: statusCaveat(source) ?? '',
    description: asPublisher(source.description),
    regional,
    requirements: asPublisher(source.requirements || source.certification || ''),
    restrictions: asPublisher(source.restrictions),
    laws: laws.map((l) => `### ${l.title}\n\n${l.regulator}.\n\n${l.adRequirements}`).join('\n\n'),
    guidance: guidance.map((d) => demoteHeadings(d.markdown)).join('\n\n'),
    sources: sources.map((url) => `- ${url}`).join('\n'),
  });

  const requirements = [
    ...bulletLines(asPublisher(source.requirements, publisher)),
    ...(source.certification ? [asPublisher(source.certification, publisher)] : []),
    ...laws.flatMap((l) => bulletLines(l.adRequirements).map((line) => `${line} (${l.title})`)),
  ];
  return {
    customizedPolicy,
    publisherUndertaking: undertaking(library, source, category, publisher).markdown,
    publisherRequirements: [...new Set(requirements)],
    subcategories,
    baseTemplate,
  };
}

/** Where the product (or each product) may run, from the rules' regions: "Available in …; not in …". */
function regionalSection(policies: readonly Policy[], product: Product | null): string {
  if (product) {
    const { available, notAvailable } = productStates(policies, product);
    const list = (rules: typeof available) => rules.map((r) => `- **${r.name}** (${checkerStatusLabel(r.status)}): ${r.note}`).join('\n');
    return [
      available.length ? `**${PRODUCT_LABELS[product]} may be advertised in ${available.length} ${available.length === 1 ? 'state' : 'states'}:**\n\n${list(available)}` : '',
      notAvailable.length ? `**${PRODUCT_LABELS[product]} may not be advertised in ${notAvailable.length} ${notAvailable.length === 1 ? 'state' : 'states'}:**\n\n${list(notAvailable)}` : '',
    ].filter(Boolean).join('\n\n');
  }
  const rules = policies[0]?.regionalRules ?? [];
  return rules
    .map((r) => `- **${r.name}**${r.products?.length ? ` (${r.products.map((p) => PRODUCT_LABELS[p as Product] ?? p).join(', ')})` : ''}: ${checkerStatusLabel(r.status)}${r.minAge ? `, ${r.minAge}+` : ''}. ${r.note}`)
    .join('\n');
}

/** A document's headings one level down, so it nests under the policy's section. */
const demoteHeadings = (markdown: string) => markdown.replace(/^(#{1,4}) /gm, '##$1 ');
