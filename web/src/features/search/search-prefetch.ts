// Opened straight on the search screen (a reload, the installed app's start URL), main.tsx starts this
// alongside the app itself: it opens the replica, loads the stored index, runs the URL's search and reads
// the rows of the first page, all while React and the screen are still being fetched and evaluated. The
// screen's first render then finds the answer in memory and paints it at once. No React here, so this
// chunk does not wait for the app's.
import { SORT_ORDERS, type SortOrder } from '../../../../core/sort-orders';
import { replica } from '../../lib/replica/replica-db';
import { hasAnyFilter, parseFilterParam, tagsToFilters } from '../../lib/search-tags';
import { loadReplicaSearch } from './search-index';

/** How many results the screen shows before "Show more". */
export const PAGE_SIZE = 20;

export function prefetchSearch(url: URL): void {
  void loadReplicaSearch(replica())
    .then((search) => {
      const q = (url.searchParams.get('q') ?? '').trim();
      const filters = tagsToFilters(parseFilterParam(url.searchParams.get('filters')), search);
      if (!q && !hasAnyFilter(filters)) return;
      const rawSort = url.searchParams.get('sort');
      const sort: SortOrder = (SORT_ORDERS as readonly string[]).includes(rawSort ?? '') ? (rawSort as SortOrder) : 'relevance';
      return search.readRows(search.engine.searchIds({ q, filters, sort }).slice(0, PAGE_SIZE));
    })
    .catch(() => undefined); // the screen reads again and reports a failure
}
