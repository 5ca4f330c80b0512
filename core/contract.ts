// The API contract shared by the server and the web app: entity shapes and the zod schemas of every input.
import { z } from 'zod';
import { CHANGE_TYPES, POLICY_STATUSES, type ChangeType, type Confidence, type PolicyStatus } from './status.js';
import type { LawStatus } from './laws.js';
import type { RegionalRule } from './seed-schema.js';
import { SORT_ORDERS } from './sort-orders.js';

export interface Platform {
  id: number;
  identifier: string;
  name: string;
  website: string;
  policyUrl: string;
  kind: 'ad-platform' | 'publisher';
  aliases: string[];
  revision: number;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  aliases: string[];
  revision: number;
}

export interface Jurisdiction {
  id: number;
  code: string;
  name: string;
  region: string;
  /** The market containing this one (BE → EU, EU → GLOBAL); null for GLOBAL, the root. */
  parent: string | null;
  aliases: string[];
  revision: number;
}

export interface PolicyDocument {
  id: number;
  key: string;
  title: string;
  kind: string;
  markdown: string;
  sourceUrl: string | null;
  revision: number;
}

/** A law or regulator rule of one jurisdiction (seed/laws.json, ADR 220). */
export interface Law {
  id: number;
  key: string;
  /** A jurisdiction code (IN, GB, EU) or an ISO 3166-2 code for a state law (US-ME). */
  jurisdictionCode: string;
  title: string;
  regulator: string;
  /** Category slugs. */
  categories: string[];
  /** Markdown bullet lines. */
  adRequirements: string;
  status: LawStatus;
  enactedOn: string | null;
  effectiveFrom: string | null;
  courtChallenge: string | null;
  sourceUrl: string;
  extraSources: string[];
  verifiedAt: string | null;
  confidence: Confidence;
  note: string | null;
  revision: number;
}

export type JurisdictionRef = Pick<Jurisdiction, 'id' | 'name' | 'code'>;

export interface Policy {
  id: number;
  key: string;
  platformId: number;
  categoryId: number;
  title: string;
  description: string;
  status: PolicyStatus;
  requirements: string;
  restrictions: string;
  details: string;
  minAge: number | null;
  certification: string | null;
  regionalRules: RegionalRule[];
  documents: string[];
  /** Keys of the laws that shape this policy. */
  laws: string[];
  /** Words shown after the status when it rests on the absence of evidence ('no route found'). */
  statusQualifier: string | null;
  /** On a GLOBAL record: markets where the global rule was confirmed to apply as it stands. */
  globalConfirmedIn: string[];
  sourceUrl: string;
  extraSources: string[];
  lastUpdated: string;
  effectiveFrom: string | null;
  /** The day the source was read for this record; null when it was not (the note says why). */
  verifiedAt: string | null;
  confidence: Confidence;
  note: string | null;
  revision: number;
  jurisdictions: JurisdictionRef[];
}

/** A policy as the search list and the detail call return it. */
export interface PolicyWithRefs extends Policy {
  platform: Pick<Platform, 'id' | 'identifier' | 'name'>;
  category: Pick<Category, 'id' | 'name' | 'slug' | 'icon'>;
}

export interface PolicyUpdate {
  id: number;
  key: string;
  /** The platform policy this update changed; null when it changed a law (then lawId is set). */
  policyId: number | null;
  lawId: number | null;
  changeType: ChangeType;
  updateDate: string;
  summary: string;
  details: string;
  affectedJurisdictions: string[];
  sourceUrl: string;
  revision: number;
}

/** An update with what it changed: a platform's policy (platform and policy set) or a law (law set). */
export interface PolicyUpdateWithRefs extends PolicyUpdate {
  platform: Pick<Platform, 'identifier' | 'name'> | null;
  policy: Pick<Policy, 'title' | 'categoryId'> | null;
  /** For a change of law: the law, with the ids of the categories it touches (for the category filter). */
  law: (Pick<Law, 'key' | 'title' | 'jurisdictionCode' | 'regulator'> & { categoryIds: number[] }) | null;
}

export interface SavedSearch {
  id: number;
  clientId: string;
  name: string;
  query: string;
  filters: PolicyFilters;
  dateCreated: string;
}

/** A followed policy (GET /api/followed-policies): its changes show as change alerts. Keyed by the policy id. */
export interface FollowedPolicy {
  policyId: number;
  dateFollowed: string;
}

export interface AppConfig {
  companyName: string;
  isPublicMode: boolean;
  publisherName: string;
  enableLaunchNavigator: boolean;
  supportEmail: string;
  /** The model that reviews analyses after the rules (OPENAI_MODEL), or null when the analyzer runs on OCR and rules alone. */
  analyzerModel: string | null;
  /** Days an uploaded image is kept (UPLOAD_RETENTION_DAYS), for the privacy page. */
  uploadRetentionDays: number;
}

/**
 * Explicit limits of every text a client can store, the same on SQLite and MySQL. The columns are sized
 * from them (api/src/db/migrations): a value within these limits always fits, one over them is a 400.
 */
export const TEXT_LIMITS = {
  savedSearchName: 200,
  searchQuery: 200,
  filterValues: 50,
  filterValue: 100,
  pagePath: 2000,
} as const;

/** Text that is valid Unicode (no lone surrogate) and has no control characters: it stores and reads back the same on every database. */
const text = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} must be at most ${max} characters.`)
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), `${what} must not contain control characters.`)
    .refine((s) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s), `${what} must be valid text.`);

const tagList = z
  .array(z.string().trim().min(1).pipe(text(TEXT_LIMITS.filterValue, 'A filter value')))
  .max(TEXT_LIMITS.filterValues, `A filter list may hold at most ${TEXT_LIMITS.filterValues} values.`);

/** A whole number written in plain decimal digits (no sign, exponent, hex or spaces), within a database INT. */
export const wholeNumberText = (what: string, min = 0) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,9})$/, `${what} must be a whole number written in digits.`)
    .transform(Number)
    .refine((n) => n >= min && n <= 2_147_483_647, `${what} must be between ${min} and 2147483647.`);

/** A client-generated UUID, in lower case: the same search whichever case the client sent. */
export const clientIdSchema = z.uuid().transform((id) => id.toLowerCase());

/** Filters of a search: platforms as identifiers, categories as names, jurisdictions as codes, statuses. */
export const policyFiltersSchema = z.strictObject({
  platforms: tagList.default([]),
  categories: tagList.default([]),
  jurisdictions: tagList.default([]),
  status: z.array(z.enum(POLICY_STATUSES)).max(3).default([]),
});
export type PolicyFilters = z.infer<typeof policyFiltersSchema>;

export { SORT_LABELS, SORT_ORDERS, type SortOrder } from './sort-orders.js';

export const policySearchSchema = z.object({
  q: text(TEXT_LIMITS.searchQuery, 'The search query').default(''),
  filters: policyFiltersSchema.default({ platforms: [], categories: [], jurisdictions: [], status: [] }),
  sort: z.enum(SORT_ORDERS).default('relevance'),
});
export type PolicySearch = z.infer<typeof policySearchSchema>;

export const savedSearchInputSchema = z.strictObject({
  /** Set by the client so that a replayed create is applied once. */
  clientId: clientIdSchema.optional(),
  name: z.string().trim().min(1, 'Please give the search a name.').pipe(text(TEXT_LIMITS.savedSearchName, 'The name')),
  query: z.string().trim().min(1, 'Please enter a search query first.').pipe(text(TEXT_LIMITS.searchQuery, 'The query')),
  filters: policyFiltersSchema.default({ platforms: [], categories: [], jurisdictions: [], status: [] }),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export const recentUpdatesQuerySchema = z.object({
  limit: wholeNumberText('The limit', 1).refine((n) => n <= 500, 'The limit must be at most 500.').optional(),
});

export const idParamSchema = wholeNumberText('The id', 1);

export const pageViewSchema = z.strictObject({
  path: z.string().min(1).pipe(text(TEXT_LIMITS.pagePath, 'The path')),
});

/** The checkers that record a check, and the screen each is on. */
export const CHECKER_SCREENS = { 'policy-checker': '/policy-checker', 'simple-checker': '/simple-checker', 'emergency-checker': '/emergency-checker' } as const;

/** A check made with one of the checkers (spec 001 issue 9, item 10), queued offline, applied once by its client id. */
export const policyCheckEventSchema = z.strictObject({
  clientId: clientIdSchema,
  checker: z.enum(Object.keys(CHECKER_SCREENS) as [keyof typeof CHECKER_SCREENS]),
  platform: z.string().min(1).pipe(text(60, 'The platform')),
  category: z.string().min(1).pipe(text(60, 'The category')),
  jurisdiction: z.string().min(1).pipe(text(10, 'The jurisdiction')),
  /** The answer: a status, 'not-available' or 'none' (no policy found). */
  outcome: z.string().min(1).pipe(text(30, 'The outcome')),
});
export type PolicyCheckEvent = z.infer<typeof policyCheckEventSchema>;

/** The analyzer's analytics events (spec 001 §7), with a label made of platform, mode and outcome. */
export const AD_ANALYSIS_EVENTS = ['ad_analysis_started', 'ad_analysis_completed', 'ad_analysis_error'] as const;
export const adAnalysisEventSchema = z.strictObject({
  event: z.enum(AD_ANALYSIS_EVENTS),
  /** For example `google:world-class:NON_COMPLIANT` or `google:standard:error`. */
  label: z.string().min(1).pipe(text(120, 'The label')),
  /** The screen it was sent from. */
  path: z.string().min(1).pipe(text(TEXT_LIMITS.pagePath, 'The path')),
});
export type AdAnalysisEvent = z.infer<typeof adAnalysisEventSchema>;

/** POST /api/generate-publisher-policy (spec 001 §7): what the builder sends. */
export const publisherPolicyRequestSchema = z.strictObject({
  publisherName: z.string().trim().min(1, 'The publisher name is required.').pipe(text(120, 'The publisher name')),
  category: z.string().trim().min(1, 'The category is required.').pipe(text(60, 'The category')),
  jurisdiction: z.string().trim().min(1, 'The jurisdiction is required.').pipe(text(10, 'The jurisdiction')),
  subcategory: z.string().trim().pipe(text(60, 'The subcategory')).nullable().optional(),
});

export const changeTypeSchema = z.enum(CHANGE_TYPES);

/** The body of GET /api/sync?since=N: what changed after revision N (DESIGN §4). */
export interface SyncDelta {
  revision: number;
  /** True when the client was ahead of the server: this is a full snapshot and the client drops what it holds. */
  reset: boolean;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  documents: PolicyDocument[];
  laws: Law[];
  policies: Policy[];
  updates: PolicyUpdate[];
  deleted: { entity: string; id: number }[];
}
