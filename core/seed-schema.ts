// The shape of the files in seed/: the policy dataset as reviewable JSON and markdown.
// The seed loader and the dataset test both parse every record through these schemas.
import { z } from 'zod';
import { LAW_STATUSES } from './laws.js';
import { PRODUCTS } from './products.js';
import { countSentences, researchWordingIn, SHORT_ANSWER_MAX_SENTENCES } from './rep-facing-text.js';
import { CHANGE_TYPES, CONFIDENCE_LEVELS, POLICY_STATUSES } from './status.js';

// z.url accepts `https:example`; require the `//` and a dotted host too.
const httpsUrl = z.url({ protocol: /^https$/ }).regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'an https:// URL');
const isoDate = z.iso.date();
const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case key');
const code = z.string().regex(/^[A-Z]{2,6}(?:-[A-Z0-9]{1,4})?$/, 'an upper-case code');

/**
 * A rep-facing text: what the screens show as the answer and its conditions, in words a rep can read out. How the
 * research was done (the spec, answer ids, stored copies, what sources said) belongs in the note (ADR 227).
 */
const repText = z.string().superRefine((text, ctx) => {
  const found = researchWordingIn(text);
  if (found.length) ctx.addIssue({ code: 'custom', message: `rep-facing text mentions ${found.join(', ')}: move it to the note` });
});
/** The short answer a rep reads out at a meeting: what the client may do and must provide. */
const shortAnswer = repText.min(1).refine((text) => countSentences(text) <= SHORT_ANSWER_MAX_SENTENCES, {
  message: `a short answer of 1 to ${SHORT_ANSWER_MAX_SENTENCES} sentences`,
});

export const seedPlatformSchema = z.strictObject({
  identifier: key,
  name: z.string().min(1),
  website: httpsUrl,
  policyUrl: httpsUrl,
  /** Its short name in the sidebar's Platforms group; a platform without one has no sidebar link. */
  menuName: z.string().min(1).optional(),
  /** Its name among the checkers' and analyzers' platform choices (spec 001); one without it is not offered there. */
  toolName: z.string().min(1).optional(),
  kind: z.enum(['ad-platform', 'publisher']),
  /** Other identifiers that resolve to this platform (for example `times`). */
  aliases: z.array(key).default([]),
});

export const seedCategorySchema = z.strictObject({
  slug: key,
  name: z.string().min(1),
  description: z.string().min(1),
  /** An icon name from lucide (kebab-case), rendered by the web app. */
  icon: key,
  aliases: z.array(z.string().min(1)).default([]),
});

export const seedJurisdictionSchema = z.strictObject({
  code,
  name: z.string().min(1),
  region: z.string().min(1),
  /** The market containing this one (BE → EU, EU → GLOBAL); null only for GLOBAL, the root (ADR 228). */
  parent: code.nullable(),
  /** Other codes that resolve to this jurisdiction (UK → GB). */
  aliases: z.array(code).default([]),
});

/** ISO 3166-2 subdivision codes (US-TX, IN-TN, GB-NIR): a regional rule's and an update's sub-national vocabulary. */
const regionCode = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'an ISO 3166-2 code such as US-TX');

/**
 * A sub-national rule inside a policy: a US state, an Indian state, Northern Ireland. In a category with
 * products (core/products.ts) it names the products it is about, and one region may have several rules.
 */
export const regionalRuleSchema = z.strictObject({
  code: regionCode,
  name: z.string().min(1),
  products: z.array(z.enum(PRODUCTS)).default([]),
  status: z.enum(POLICY_STATUSES),
  minAge: z.number().int().min(0).max(99).optional(),
  /** Shown beside the region's status, so rep-facing. */
  note: repText.min(1),
});

export const seedPolicySchema = z.strictObject({
  /** Stable natural key: the loader matches records by it, so never rename one. */
  key,
  category: key,
  /** Jurisdiction codes; GLOBAL for the platform's default policy of the category. */
  jurisdictions: z.array(code).min(1),
  title: repText.min(1),
  /** The short answer (1–3 sentences); the other texts below, up to certification, are its conditions. */
  description: shortAnswer,
  status: z.enum(POLICY_STATUSES),
  /**
   * A few words shown after the status when it rests on the absence of evidence rather than on a stated
   * rule ('no route found'); such a record has low confidence and its note says what was looked for.
   */
  statusQualifier: repText.min(1).max(40).nullable().default(null),
  requirements: repText.default(''),
  restrictions: repText.default(''),
  /** Markdown. */
  details: repText.default(''),
  minAge: z.number().int().min(0).max(99).nullable().default(null),
  /** Certification or licence the advertiser needs, in a sentence; null when none. */
  certification: repText.nullable().default(null),
  regionalRules: z.array(regionalRuleSchema).default([]),
  /** Keys of seed documents (undertakings, documentation blocks) shown with the policy. */
  documents: z.array(key).default([]),
  /** Keys of the laws and regulator rules (seed/laws.json) that shape this policy. */
  laws: z.array(key).default([]),
  sourceUrl: httpsUrl,
  extraSources: z.array(httpsUrl).default([]),
  lastUpdated: isoDate,
  effectiveFrom: isoDate.nullable().default(null),
  /** The day the sourceUrl was actually read for this record; null when it was not (the note says why). */
  verifiedAt: isoDate.nullable().default(null),
  confidence: z.enum(CONFIDENCE_LEVELS),
  /**
   * On a GLOBAL record only: markets where the platform's global rule was confirmed to apply as it stands (the
   * source read names no rule of its own for them, or says the global one applies; the note says which). A
   * market of the core matrix with no record of its own or of its region must be listed here (issue 29).
   */
  globalConfirmedIn: z.array(code).default([]),
  /** Evidence, not shown with the answer: what was read, what is uncertain and why. Required when confidence is not high. */
  note: z.string().nullable().default(null),
}).refine((p) => p.confidence === 'high' || (p.note !== null && p.note.length > 0), {
  message: 'a policy with medium or low confidence needs a note saying what is uncertain',
  path: ['note'],
}).refine((p) => p.globalConfirmedIn.length === 0 || p.jurisdictions.includes('GLOBAL'), {
  message: 'only a GLOBAL record can be confirmed to apply in other markets',
  path: ['globalConfirmedIn'],
}).refine((p) => p.globalConfirmedIn.length === 0 || p.verifiedAt !== null, {
  message: 'a global rule confirmed for a market needs its source read (verifiedAt)',
  path: ['globalConfirmedIn'],
}).refine((p) => p.verifiedAt !== null || p.confidence !== 'high', {
  message: 'a policy whose source was not read cannot have high confidence',
  path: ['confidence'],
});

export const seedPolicyFileSchema = z.strictObject({
  platform: key,
  policies: z.array(seedPolicySchema),
});

export const seedPolicyUpdateSchema = z.strictObject({
  key,
  /** Key of the platform policy this update changed; null for a change of law (then `law` is set). */
  policy: key.nullable().default(null),
  /** Key of the law or regulator rule this update changed (seed/laws.json). */
  law: key.nullable().default(null),
  changeType: z.enum(CHANGE_TYPES),
  updateDate: isoDate,
  summary: z.string().min(1),
  details: z.string().min(1),
  /** Jurisdiction codes (IN, GB) and ISO 3166-2 codes (US-ME, IN-TN); empty means global. */
  affectedJurisdictions: z.array(z.union([code, regionCode])),
  sourceUrl: httpsUrl,
}).refine((u) => (u.policy === null) !== (u.law === null), {
  message: 'an update changes exactly one policy or one law',
  path: ['policy'],
});

/** A law or regulator rule of one jurisdiction that shapes what ads may say (ADR 220). */
export const seedLawSchema = z.strictObject({
  key,
  /** Jurisdiction code (IN, GB, EU) or ISO 3166-2 code for a state law (US-ME). */
  jurisdiction: z.union([code, regionCode]),
  title: repText.min(1),
  /** Who enforces it: a ministry, regulator or self-regulatory body. */
  regulator: repText.min(1),
  /** Category slugs the law touches. */
  categories: z.array(key).min(1),
  /** What it requires of ads, in our own words (markdown bullet lines). */
  adRequirements: repText.min(1),
  status: z.enum(LAW_STATUSES),
  /** Assent, making or publication; kept apart from the day it took effect. */
  enactedOn: isoDate.nullable().default(null),
  effectiveFrom: isoDate.nullable().default(null),
  /** A pending or decided court challenge, in a sentence; null when none is known. */
  courtChallenge: repText.nullable().default(null),
  sourceUrl: httpsUrl,
  extraSources: z.array(httpsUrl).default([]),
  verifiedAt: isoDate.nullable().default(null),
  confidence: z.enum(CONFIDENCE_LEVELS),
  note: z.string().nullable().default(null),
}).refine((l) => l.confidence === 'high' || (l.note !== null && l.note.length > 0), {
  message: 'a law with medium or low confidence needs a note saying what is uncertain',
  path: ['note'],
});

export const seedDocumentSchema = z.strictObject({
  key,
  title: z.string().min(1),
  kind: z.enum(['undertaking', 'agreement', 'documentation', 'recommendations', 'certification-guidance', 'template']),
  /** Markdown file name inside seed/documents/. */
  file: z.string().regex(/^[a-z0-9-]+\.md$/),
  sourceUrl: httpsUrl.nullable().default(null),
});

/** What it takes to launch a product in a country (seed/launch-requirements.json, the launch navigator). */
export const seedLaunchRequirementSchema = z.strictObject({
  country: code,
  product: key,
  licences: z.array(z.strictObject({
    name: z.string().min(1),
    regulator: z.string().min(1),
    required: z.boolean(),
    note: z.string().min(1),
    sourceUrl: httpsUrl,
  })),
  /** Only when a source states it; the navigator shows the spec's default otherwise and says so. */
  timeline: z.string().min(1).nullable().default(null),
  estimatedCost: z.string().min(1).nullable().default(null),
  /** Whether the product may be offered to consumers there at all, in a sentence. */
  legalStatus: z.string().min(1),
  sourceUrl: httpsUrl,
  verifiedAt: isoDate.nullable().default(null),
  confidence: z.enum(CONFIDENCE_LEVELS),
  note: z.string().nullable().default(null),
}).refine((r) => r.confidence === 'high' || (r.note !== null && r.note.length > 0), {
  message: 'a record with medium or low confidence needs a note saying what is uncertain',
  path: ['note'],
});
export type SeedLaunchRequirement = z.infer<typeof seedLaunchRequirementSchema>;

/**
 * seed/related-documents.json: the document buttons of the analyzer's Summary tab (spec 001) for a platform ×
 * category, in one market or (no `jurisdiction`) in all. A combination listed, even with no pages, is covered
 * by its documents; any other offers 'View Complete Policy Information'. Pages are static documents.
 */
export const seedRelatedDocumentsSchema = z.strictObject({
  platform: key,
  category: key,
  jurisdiction: code.optional(),
  pages: z.array(z.strictObject({ label: z.string().min(1), path: z.string().regex(/^\/[a-z0-9_/-]+\.html$/, 'a static page path') })),
});
export type SeedRelatedDocuments = z.infer<typeof seedRelatedDocumentsSchema>;

export type SeedPlatform = z.infer<typeof seedPlatformSchema>;
export type SeedCategory = z.infer<typeof seedCategorySchema>;
export type SeedJurisdiction = z.infer<typeof seedJurisdictionSchema>;
export type SeedPolicy = z.infer<typeof seedPolicySchema>;
export type SeedPolicyUpdate = z.infer<typeof seedPolicyUpdateSchema>;
export type SeedDocument = z.infer<typeof seedDocumentSchema>;
export type SeedLaw = z.infer<typeof seedLawSchema>;
export type RegionalRule = z.infer<typeof regionalRuleSchema>;
