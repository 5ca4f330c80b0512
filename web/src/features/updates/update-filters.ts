// The recent-updates filters (spec 000 §5) as pure functions: read from the URL (`?platform=google&category=3
// &type=New%20Restriction`, `type` repeated), written back, and applied — platform AND category AND, if any
// type is checked, one of the checked types. Values the dataset does not know are dropped and reported.
import type { Category, Platform, PolicyUpdateWithRefs } from '../../../../core/contract';
import { CHANGE_TYPES, type ChangeType } from '../../../../core/status';
import { updateConcernsCategory, updateConcernsPlatform } from '../../lib/update-target';

export interface UpdateFilters {
  /** A platform identifier, or null for All Platforms. */
  platform: string | null;
  /** A category id, or null for All Categories. */
  categoryId: number | null;
  /** The checked change types, in the spec's order; none checked means every type. */
  types: ChangeType[];
}

export const NO_UPDATE_FILTERS: UpdateFilters = { platform: null, categoryId: null, types: [] };

/** A URL value that names nothing in the dataset, with the filter it was given for. */
export interface UnrecognisedFilter {
  filter: 'Platform' | 'Category' | 'Update Type';
  value: string;
}

export interface FilterCatalog {
  platforms: readonly Pick<Platform, 'identifier'>[];
  categories: readonly Pick<Category, 'id'>[];
}

export function parseUpdateFilters(params: URLSearchParams, catalog: FilterCatalog): { filters: UpdateFilters; unrecognised: UnrecognisedFilter[] } {
  const unrecognised: UnrecognisedFilter[] = [];

  const platformParam = params.get('platform')?.trim() ?? '';
  const platform = platformParam ? catalog.platforms.find((p) => p.identifier.toLowerCase() === platformParam.toLowerCase()) : undefined;
  if (platformParam && !platform) unrecognised.push({ filter: 'Platform', value: platformParam });

  const categoryParam = params.get('category')?.trim() ?? '';
  const category = /^\d+$/.test(categoryParam) ? catalog.categories.find((c) => c.id === Number(categoryParam)) : undefined;
  if (categoryParam && !category) unrecognised.push({ filter: 'Category', value: categoryParam });

  const checked = new Set<ChangeType>();
  for (const raw of params.getAll('type')) {
    const value = raw.trim();
    if (!value) continue;
    const type = CHANGE_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
    if (type) checked.add(type);
    else unrecognised.push({ filter: 'Update Type', value });
  }

  return {
    filters: { platform: platform?.identifier ?? null, categoryId: category?.id ?? null, types: CHANGE_TYPES.filter((t) => checked.has(t)) },
    unrecognised,
  };
}

/** The URL parameters for these filters; other parameters are kept, unrecognised filter values are not. */
export function writeUpdateFilters(params: URLSearchParams, filters: UpdateFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['platform', 'category', 'type']) next.delete(key);
  if (filters.platform !== null) next.set('platform', filters.platform);
  if (filters.categoryId !== null) next.set('category', String(filters.categoryId));
  for (const type of filters.types) next.append('type', type);
  return next;
}

export function hasUpdateFilters(filters: UpdateFilters): boolean {
  return filters.platform !== null || filters.categoryId !== null || filters.types.length > 0;
}

/** The updates that pass every filter (spec 000 §5), in their given order. */
export function filterUpdates(updates: readonly PolicyUpdateWithRefs[], filters: UpdateFilters): PolicyUpdateWithRefs[] {
  return updates.filter(
    (update) =>
      (filters.platform === null || updateConcernsPlatform(update, filters.platform)) &&
      (filters.categoryId === null || updateConcernsCategory(update, filters.categoryId)) &&
      (filters.types.length === 0 || filters.types.includes(update.changeType)),
  );
}

/** The one line that says which URL values were ignored, e.g. `Filter not recognised, so not applied: Update Type "nonsense".` */
export function unrecognisedFiltersLine(unrecognised: readonly UnrecognisedFilter[]): string | null {
  if (unrecognised.length === 0) return null;
  const list = unrecognised.map(({ filter, value }) => `${filter} "${value}"`).join(', ');
  return `${unrecognised.length === 1 ? 'Filter' : 'Filters'} not recognised, so not applied: ${list}.`;
}
