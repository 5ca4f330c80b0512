// The shape of the files in seed/: the policy dataset as reviewable JSON and markdown.
// The seed loader and the dataset test both parse every record through these schemas.
import { z } from 'zod';
import { CHANGE_TYPES, CONFIDENCE_LEVELS, POLICY_STATUSES } from './status.js';

// z.url accepts `https:example`; require the `//` and a dotted host too.
const httpsUrl = z.url({ protocol: /^https$/ }).regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'an https:// URL');
const isoDate = z.iso.date();
const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case key');
const code = z.string().regex(/^[A-Z]{2,6}(?:-[A-Z0-9]{1,4})?$/, 'an upper-case code');

export const seedPlatformSchema = z.strictObject({
  identifier: key,
  name: z.string().min(1),
  website: httpsUrl,
  policyUrl: httpsUrl,
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
  /** Other codes that resolve to this jurisdiction (UK → GB). */
  aliases: z.array(code).default([]),
});

/** A sub-national rule inside a policy: a US state, an Indian state, Northern Ireland. */
export const regionalRuleSchema = z.strictObject({
  code: z.string().min(2),
  name: z.string().min(1),
  status: z.enum(POLICY_STATUSES),
  minAge: z.number().int().min(0).max(99).optional(),
  note: z.string().min(1),
});

export const seedPolicySchema = z.strictObject({
  /** Stable natural key: the loader matches records by it, so never rename one. */
  key,
  category: key,
  /** Jurisdiction codes; GLOBAL for the platform's default policy of the category. */
  jurisdictions: z.array(code).min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  status: z.enum(POLICY_STATUSES),
  requirements: z.string().default(''),
  restrictions: z.string().default(''),
  /** Markdown. */
  details: z.string().default(''),
  minAge: z.number().int().min(0).max(99).nullable().default(null),
  /** Certification or licence the advertiser needs, in a sentence; null when none. */
  certification: z.string().nullable().default(null),
  regionalRules: z.array(regionalRuleSchema).default([]),
  /** Keys of seed documents (undertakings, documentation blocks) shown with the policy. */
  documents: z.array(key).default([]),
  sourceUrl: httpsUrl,
  extraSources: z.array(httpsUrl).default([]),
  lastUpdated: isoDate,
  effectiveFrom: isoDate.nullable().default(null),
  verifiedAt: isoDate,
  confidence: z.enum(CONFIDENCE_LEVELS),
  /** Required when confidence is not high: what is uncertain and why. */
  note: z.string().nullable().default(null),
}).refine((p) => p.confidence === 'high' || (p.note !== null && p.note.length > 0), {
  message: 'a policy with medium or low confidence needs a note saying what is uncertain',
  path: ['note'],
});

export const seedPolicyFileSchema = z.strictObject({
  platform: key,
  policies: z.array(seedPolicySchema),
});

export const seedPolicyUpdateSchema = z.strictObject({
  key,
  /** Key of the policy this update changed. */
  policy: key,
  changeType: z.enum(CHANGE_TYPES),
  updateDate: isoDate,
  summary: z.string().min(1),
  details: z.string().min(1),
  affectedJurisdictions: z.array(z.string().min(1)),
  sourceUrl: httpsUrl,
});

export const seedDocumentSchema = z.strictObject({
  key,
  title: z.string().min(1),
  kind: z.enum(['undertaking', 'agreement', 'documentation', 'recommendations', 'certification-guidance']),
  /** Markdown file name inside seed/documents/. */
  file: z.string().regex(/^[a-z0-9-]+\.md$/),
  sourceUrl: httpsUrl.nullable().default(null),
});

export type SeedPlatform = z.infer<typeof seedPlatformSchema>;
export type SeedCategory = z.infer<typeof seedCategorySchema>;
export type SeedJurisdiction = z.infer<typeof seedJurisdictionSchema>;
export type SeedPolicy = z.infer<typeof seedPolicySchema>;
export type SeedPolicyUpdate = z.infer<typeof seedPolicyUpdateSchema>;
export type SeedDocument = z.infer<typeof seedDocumentSchema>;
export type RegionalRule = z.infer<typeof regionalRuleSchema>;
