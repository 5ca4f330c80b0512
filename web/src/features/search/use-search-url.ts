// The search screen's state lives in the URL (shareable, survives reload, what Run Search links to):
// q (text), filters (JSON array of tags), sort (omitted for relevance). /category/{id} and
// ?platform={identifier} are turned into filter tags once, so the user can remove them like any other.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SORT_ORDERS, type SortOrder } from '../../../../core/sort-orders';
import { parseFilterParam, resolveTag } from '../../lib/search-tags';
import type { ReplicaCatalog } from '../../lib/search/replica-search';

export interface SearchUrlState {
  q: string;
  tags: string[];
  sort: SortOrder;
  /** The id of a /category/{id} that names no category of the library (null elsewhere, and until the library is on the device). */
  unknownCategory: string | null;
  setQuery(q: string): void;
  setTags(tags: string[]): void;
  setSort(sort: SortOrder): void;
}

const isSortOrder = (v: string | null): v is SortOrder => (SORT_ORDERS as readonly (string | null)[]).includes(v);

export function useSearchUrl(catalog: ReplicaCatalog | null): SearchUrlState {
  const [params, setParams] = useSearchParams();
  const { id: categoryId } = useParams<{ id: string }>();
  const q = params.get('q') ?? '';
  const rawFilters = params.get('filters');
  const urlTags = useMemo(() => parseFilterParam(rawFilters), [rawFilters]);
  // A change shows at once (a ticked box stays ticked); the URL catches up a moment later and then rules again.
  const [optimistic, setOptimistic] = useState<{ basedOn: string | null; tags: string[] } | null>(null);
  const tags = optimistic && optimistic.basedOn === rawFilters ? optimistic.tags : urlTags;
  const rawSort = params.get('sort');
  const sort: SortOrder = isSortOrder(rawSort) ? rawSort : 'relevance';

  // Every change starts from the newest parameters, including one written a moment ago and not rendered
  // yet: a debounced query and a ticked filter must not overwrite each other.
  const latest = useRef({ seen: params.toString(), params: new URLSearchParams(params) });
  if (params.toString() !== latest.current.seen) latest.current = { seen: params.toString(), params: new URLSearchParams(params) };
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const update = useCallback((change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latest.current.params);
    change(next);
    latest.current = { seen: latest.current.seen, params: next };
    setParamsRef.current(next, { replace: true });
  }, []);

  // /category/{id} preselects that category; ?platform={identifier} becomes a platform tag.
  useEffect(() => {
    if (!catalog) return;
    const platformParam = params.get('platform');
    const category = categoryId !== undefined && rawFilters === null ? catalog.categories.find((c) => String(c.id) === categoryId || c.slug === categoryId) : undefined;
    if (!category && platformParam === null) return;
    update((next) => {
      const nextTags = parseFilterParam(next.get('filters'));
      if (category && !nextTags.includes(category.name)) nextTags.push(category.name);
      if (platformParam !== null) {
        const platform = resolveTag(platformParam, catalog);
        if (platform.kind === 'platform' && platform.value && !nextTags.includes(platform.value)) nextTags.push(platform.value);
        next.delete('platform');
      }
      next.set('filters', JSON.stringify(nextTags));
    });
  }, [catalog, categoryId, params, rawFilters, update]);

  const unknownCategory =
    categoryId !== undefined && catalog && catalog.revision > 0 && !catalog.categories.some((c) => String(c.id) === categoryId || c.slug === categoryId) ? categoryId : null;

  return {
    q,
    tags,
    sort,
    unknownCategory,
    setQuery: useCallback((value: string) => update((next) => (value ? next.set('q', value) : next.delete('q'))), [update]),
    setTags: useCallback(
      (value: string[]) => {
        setOptimistic({ basedOn: rawFilters, tags: [...new Set(value)] });
        update((next) =>
          // On /category/{id} an empty list stays in the URL, or the category would be preselected again.
          value.length === 0 && categoryId === undefined ? next.delete('filters') : next.set('filters', JSON.stringify([...new Set(value)])),
        );
      },
      [update, categoryId, rawFilters],
    ),
    setSort: useCallback((value: SortOrder) => update((next) => (value === 'relevance' ? next.delete('sort') : next.set('sort', value))), [update]),
  };
}
