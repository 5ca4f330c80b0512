// What a search address asks for, read without React: before the app has loaded the boot path (web/src/boot/)
// reads the URL with these; the screen then reads it with use-search-url.ts, to the same effect.
import { SORT_ORDERS, type SortOrder } from '../../../../core/sort-orders';

/** The URL's sort order; Relevance when it names none, or one that does not exist. */
export function sortFromUrl(url: URL): SortOrder {
  const sort = url.searchParams.get('sort') ?? '';
  return (SORT_ORDERS as readonly string[]).includes(sort) ? (sort as SortOrder) : 'relevance';
}
