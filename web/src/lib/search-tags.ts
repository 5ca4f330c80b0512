// The search screen's filter tags. The URL carries them as `filters` = a JSON array of text tags
// (spec 000 §2); the API and the saved searches carry a filter object. A tag names a platform
// (identifier, name or alias), a category (name, slug or alias), a jurisdiction (code, alias or name)
// or a status (value, label or an older word: 'Not allowed'); tags are kept canonical: identifier,
// category name, code, status value.
import type { Category, Jurisdiction, Platform, PolicyFilters } from '../../../core/contract';
import { POLICY_STATUSES, statusFromWord, statusLabel, type PolicyStatus } from '../../../core/status';

export type TagKind = 'platform' | 'category' | 'jurisdiction' | 'status';

export interface ResolvedTag {
  /** The tag as it stands in the URL. */
  tag: string;
  kind: TagKind | null;
  /** The canonical filter value (null for a tag that names nothing known). */
  value: string | null;
  label: string;
}

export interface TagCatalog {
  platforms: readonly Pick<Platform, 'identifier' | 'name' | 'aliases'>[];
  categories: readonly Pick<Category, 'name' | 'slug' | 'aliases'>[];
  jurisdictions: readonly Pick<Jurisdiction, 'code' | 'name' | 'aliases'>[];
}

export const EMPTY_FILTERS: PolicyFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Reads the `filters` URL parameter. Anything but a JSON array of strings is ignored (and logged). */
export function parseFilterParam(raw: string | null): string[] {
  if (raw === null || raw.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error('not a JSON array');
    const tags = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
    return [...new Set(tags)];
  } catch (error) {
    console.warn(`Ignoring unparseable search filters ${JSON.stringify(raw)}: ${(error as Error).message}`);
    return [];
  }
}

export function resolveTag(tag: string, catalog: TagCatalog): ResolvedTag {
  const status = statusFromWord(tag);
  if (status) return { tag, kind: 'status', value: status, label: statusLabel(status) };
  const platform = catalog.platforms.find((p) => same(tag, p.identifier) || same(tag, p.name) || p.aliases.some((a) => same(tag, a)));
  if (platform) return { tag, kind: 'platform', value: platform.identifier, label: platform.name };
  const category = catalog.categories.find((c) => same(tag, c.name) || same(tag, c.slug) || c.aliases.some((a) => same(tag, a)));
  if (category) return { tag, kind: 'category', value: category.name, label: category.name };
  const jurisdiction = catalog.jurisdictions.find(
    (j) => same(tag, j.code) || j.aliases.some((a) => same(tag, a)) || same(tag, j.name),
  );
  if (jurisdiction) return { tag, kind: 'jurisdiction', value: jurisdiction.code, label: `${jurisdiction.name} (${jurisdiction.code})` };
  return { tag, kind: null, value: null, label: tag };
}

/** Turns tags into the filter object of the search module and the API; unknown tags are left out. */
export function tagsToFilters(tags: readonly string[], catalog: TagCatalog): PolicyFilters {
  const filters: PolicyFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };
  for (const { kind, value } of tags.map((t) => resolveTag(t, catalog))) {
    if (!kind || !value) continue;
    const list: string[] =
      kind === 'platform' ? filters.platforms : kind === 'category' ? filters.categories : kind === 'jurisdiction' ? filters.jurisdictions : filters.status;
    if (!list.includes(value)) list.push(value);
  }
  return filters;
}

/** The tags of a filter object, as Run Search puts them in the URL (spec 000 §2: a JSON array of the values). */
export function filtersToTags(filters: PolicyFilters): string[] {
  return [...filters.platforms, ...filters.categories, ...filters.jurisdictions, ...filters.status];
}

/**
 * A filter object in the words a rep reads (a saved search's badges): a platform's name, a category's name,
 * a market's name and code, a status's label. A value the catalog does not know (yet) is shown as it is.
 */
export function filterLabels(filters: PolicyFilters, catalog: TagCatalog | null): string[] {
  const platform = (value: string) => catalog?.platforms.find((p) => same(p.identifier, value))?.name ?? value;
  const jurisdiction = (value: string) => {
    const found = catalog?.jurisdictions.find((j) => same(j.code, value));
    return found ? `${found.name} (${found.code})` : value;
  };
  return [
    ...filters.platforms.map(platform),
    ...filters.categories,
    ...filters.jurisdictions.map(jurisdiction),
    ...filters.status.map(statusLabel),
  ];
}

export function hasAnyFilter(filters: PolicyFilters): boolean {
  return filtersToTags(filters).length > 0;
}

export function isPolicyStatusTag(value: string): value is PolicyStatus {
  return (POLICY_STATUSES as readonly string[]).includes(value);
}

/** The `/search` URL of a query and tags (what Run Search links to). */
export function searchHref(query: string, tags: readonly string[]): string {
  const params = new URLSearchParams();
  params.set('q', query);
  params.set('filters', JSON.stringify(tags));
  return `/search?${params.toString()}`;
}
