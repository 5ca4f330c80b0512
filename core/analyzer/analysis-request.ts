// The analyzer's inputs (spec 001 §7): platform, category and jurisdiction as the screens send them — an
// identifier or a label ('Facebook / Meta', 'Gambling & Lottery', 'UK') — read into the library's
// identifier, slug and code. Shared by the server and, later, an on-device pre-check.
import { z } from 'zod';
import type { PolicyLibrary } from '../publisher-policy.js';
import { canonicalJurisdictionCode, GLOBAL_CODE } from '../resolve-policy.js';

export const MISSING_ANALYSIS_INPUT = 'Please provide an image file, platform, and jurisdiction';

const field = z.string().trim().max(100).optional();

/** The text fields of an analyze or detect call (multipart form fields or JSON). */
export const analysisFieldsSchema = z.object({
  platform: field,
  category: field,
  jurisdiction: field,
  /** The opaque name an upload returned; `imagePath` is the landing page's name for it. */
  filePath: z.string().trim().max(200).optional(),
  imagePath: z.string().trim().max(200).optional(),
});
export type AnalysisFields = z.infer<typeof analysisFieldsSchema>;

export class AnalysisInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisInputError';
  }
}

export interface AnalysisChoices {
  platform: string;
  /** A category slug, or null when the category is left to detection. */
  category: string | null;
  jurisdiction: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findPlatformIdentifier(library: PolicyLibrary, value: string): string | null {
  const platform = library.platforms.find(
    (p) => same(p.identifier, value) || p.aliases.some((a) => same(a, value)) || same(p.name, value) || value.split('/').some((part) => same(part, p.name) || same(part, p.identifier) || p.aliases.some((a) => same(a, part))),
  );
  return platform?.identifier ?? null;
}

export function findCategorySlug(library: PolicyLibrary, value: string): string | null {
  const slugLike = value.trim().toLowerCase().replace(/\s*&\s*/g, '-').replace(/\s+/g, '-');
  const category = library.categories.find((c) => same(c.slug, value) || c.slug === slugLike || same(c.name, value) || c.aliases.some((a) => same(a, value)));
  return category?.slug ?? null;
}

export function findMarketCode(library: PolicyLibrary, value: string): string | null {
  const code = canonicalJurisdictionCode(value, library.jurisdictions);
  const market = library.jurisdictions.find((j) => j.code === code) ?? library.jurisdictions.find((j) => same(j.name, value));
  return market && market.code !== GLOBAL_CODE ? market.code : null;
}

/** The choices of an analysis; throws AnalysisInputError with the message the screen shows. */
export function resolveAnalysisChoices(library: PolicyLibrary, fields: AnalysisFields): AnalysisChoices {
  if (!fields.platform || !fields.jurisdiction) throw new AnalysisInputError(MISSING_ANALYSIS_INPUT);
  const platform = findPlatformIdentifier(library, fields.platform);
  if (!platform) throw new AnalysisInputError(`Unknown platform: ${fields.platform}. Choose one of ${library.platforms.map((p) => p.identifier).join(', ')}.`);
  const jurisdiction = findMarketCode(library, fields.jurisdiction);
  if (!jurisdiction) throw new AnalysisInputError(`Unknown jurisdiction: ${fields.jurisdiction}. Use a country code such as IN, US or GB.`);
  return { platform, category: resolveChosenCategory(library, fields.category), jurisdiction };
}

/** The category chosen, as a slug; null when none was chosen (detection decides). Throws AnalysisInputError. */
export function resolveChosenCategory(library: PolicyLibrary, value: string | undefined): string | null {
  if (!value) return null;
  const category = findCategorySlug(library, value);
  if (!category) throw new AnalysisInputError(`Unknown ad category: ${value}.`);
  return category;
}
