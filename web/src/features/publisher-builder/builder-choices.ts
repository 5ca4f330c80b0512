// The builder's form (spec 001 §5): the category and market choices, what is required, and the subcategory
// lookup — done here on the device (subcategoriesFor, the generator's own rule), so the select fills at once
// and offline (ADR 221).
import { CHECKER_CATEGORIES, CHECKER_JURISDICTIONS, marketChoice } from '../../../../core/checker';
import { subcategoriesFor, type PublisherPolicyRequest } from '../../../../core/publisher-policy';

/** Cryptocurrency, Gambling & Lottery, Real Money Gaming, Alcohol (the checker's, spec §5). */
export const BUILDER_CATEGORIES = CHECKER_CATEGORIES;
/** IN, US and GB, the United Kingdom (UK in a link is read as GB). */
export const BUILDER_JURISDICTIONS = CHECKER_JURISDICTIONS;

export interface BuilderForm {
  publisherName: string;
  /** A category slug ('' until chosen). */
  category: string;
  /** A market code ('' until chosen). */
  jurisdiction: string;
  /** A subcategory label ('' when none is chosen). */
  subcategory: string;
}

export const EMPTY_FORM: BuilderForm = { publisherName: '', category: '', jurisdiction: '', subcategory: '' };

/** The form as a link opens it: the demo's Generate passes ?publisher= and ?jurisdiction= (a known market only). */
export function formFromLink(params: URLSearchParams): BuilderForm {
  return {
    ...EMPTY_FORM,
    publisherName: (params.get('publisher') ?? '').slice(0, 120),
    jurisdiction: marketChoice(params.get('jurisdiction'), BUILDER_JURISDICTIONS),
  };
}

export const categoryName = (slug: string): string => BUILDER_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
export const marketName = (code: string): string => BUILDER_JURISDICTIONS.find((j) => j.code === code)?.name ?? code;

/** Publisher name, category and jurisdiction are required (spec §5). */
export const isMissingRequired = (form: BuilderForm): boolean => !form.publisherName.trim() || !form.category || !form.jurisdiction;

/**
 * The subcategory choices (spec §5): looked up only when the category's name contains 'gaming' and the
 * market is the US. A failed lookup is logged and offers none (spec §8).
 */
export function lookUpSubcategories(categorySlug: string, jurisdiction: string): string[] {
  const gaming = categoryName(categorySlug).toLowerCase().includes('gaming');
  if (!gaming || !['US', 'United States'].includes(jurisdiction)) return [];
  try {
    return subcategoriesFor(categorySlug, 'US');
  } catch (error) {
    console.error('The subcategory lookup failed.', error);
    return [];
  }
}

/** The request for a complete form: the category by name, the subcategory only when one is offered. */
export function builderRequest(form: BuilderForm, subcategories: readonly string[]): PublisherPolicyRequest {
  return {
    publisherName: form.publisherName.trim(),
    category: categoryName(form.category),
    jurisdiction: form.jurisdiction,
    ...(subcategories.includes(form.subcategory) ? { subcategory: form.subcategory } : {}),
  };
}
