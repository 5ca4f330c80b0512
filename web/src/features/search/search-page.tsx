// The search screen (/search, /category/{id}, /categories): full-text search with filters over the local
// replica, so it answers at once and offline. Results appear only once a query or a filter is set.
import { SlidersHorizontal } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { PolicyFilters, PolicyWithRefs } from '../../../../core/contract';
import type { SortOrder } from '../../../../core/sort-orders';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { ensureReplicaSync, replicaSyncer } from '../../lib/replica/replica-sync';
import { EMPTY_FILTERS, hasAnyFilter, resolveTag, tagsToFilters, type ResolvedTag } from '../../lib/search-tags';
import { prefetchReplicaSearch, useKeptLibraryCatalog, useReplicaSearch } from './db';
import { FilterSidebar } from './filter-sidebar';
import { ResultList, ResultsHeader } from './result-list';
import { PAGE_SIZE, resultCountLabel } from '../../lib/search/result-text';
import { SearchBox } from './search-box';
import { emptyReplicaSearch, type ReplicaSearch } from '../../lib/search/replica-search';
import { FiltersSkeleton, RESULTS_AREA, ResultsSkeleton, SEARCH_DESCRIPTION, SEARCH_GRID, SEARCH_TITLE } from './search-skeleton';
import { useSaveSearch } from './use-save-search';
import { useSearchUrl } from './use-search-url';
import { WIDE_MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { serverAnswerIfHere, serverSearchOf } from '../../lib/search/server-answer';
import { useServerAnswer } from './use-server-answer';

// The replica opens and the index builds while React is still rendering the screen.
prefetchReplicaSearch();
/** How long typing pauses before the query is written to the URL (the results follow every keystroke). */
const URL_DEBOUNCE_MS = 250;

export function SearchPage() {
  // A first visit's text search, answered by the server while the library downloads (ADR 307), keeps that
  // answer when the library arrives, until the rep changes the search or asks for more: loading the search
  // index and redrawing the screen then would hold the page's thread while the rep reads (issue 27, ADR 321).
  const location = useLocation();
  const [opened] = useState(() => ({ address: location.search, search: serverSearchOf(new URL(location.pathname + location.search, window.location.origin)) }));
  const [released, setReleased] = useState(false);
  const openedAnswer = opened.search ? serverAnswerIfHere(opened.search) : null;
  const replicaSearch = useReplicaSearch(!released && location.search === opened.address && openedAnswer !== null);
  const keptCatalog = useKeptLibraryCatalog(replicaSearch.libraryArrived !== undefined);
  const catalog = keptCatalog ?? (replicaSearch.status === 'ready' ? replicaSearch.data : null);
  const url = useSearchUrl(catalog);
  const { save, saving } = useSaveSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersShown = useMediaQuery(WIDE_MEDIA) || filtersOpen;
  const filtersId = useId();
  useEffect(ensureReplicaSync, []);

  // The field answers every keystroke; the URL follows after a pause (and at once on Enter).
  const [text, setText] = useState(url.q);
  const written = useRef(url.q);
  useEffect(() => {
    if (url.q !== written.current) {
      written.current = url.q;
      setText(url.q);
    }
  }, [url.q]);
  const { setQuery } = url;
  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      setQuery(text);
    }, URL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setQuery]);

  const resolvedTags: ResolvedTag[] = useMemo(
    () => url.tags.map((tag) => (catalog ? resolveTag(tag, catalog) : { tag, kind: null, value: null, label: tag })),
    [url.tags, catalog],
  );
  const filters: PolicyFilters = useMemo(() => (catalog ? tagsToFilters(url.tags, catalog) : EMPTY_FILTERS), [url.tags, catalog]);
  const query = useDeferredValue(text);
  const active = query.trim() !== '' || hasAnyFilter(filters);
  const plainText = url.tags.length === 0 && query.trim() !== '';

  const toggle = (tag: string, checked: boolean) => {
    const kept = resolvedTags.filter((t) => t.value !== tag && t.tag !== tag).map((t) => t.tag);
    url.setTags(checked ? [...kept, tag] : kept);
  };
  const activeFilterCount = filters.platforms.length + filters.categories.length + filters.jurisdictions.length + filters.status.length;

  return (
    <div>
      <PageHeader title={SEARCH_TITLE} description={SEARCH_DESCRIPTION} />
      <div className="mb-3 lg:hidden">
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls={filtersOpen ? filtersId : undefined} onClick={() => setFiltersOpen((open) => !open)}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeFilterCount > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeFilterCount}</span>
          ) : null}
        </Button>
      </div>
      <div className={SEARCH_GRID}>
        {/* Until the first sync the lists are empty: keep the skeleton, so the filled groups do not push each other down. */}
        {/* On a phone the filters are drawn when opened: closed, they were a third of the screen's elements, hidden. */}
        {!filtersShown ? null : catalog && catalog.revision > 0 ? (
          <FilterSidebar
            id={filtersId}
            catalog={catalog}
            filters={filters}
            onToggle={toggle}
            onClear={() => url.setTags([])}
            footer={
              <Button className="lg:hidden" onClick={() => setFiltersOpen(false)}>
                Show results
              </Button>
            }
          />
        ) : (
          <FiltersSkeleton id={filtersId} />
        )}
        <section aria-label="Results" className={RESULTS_AREA}>
          {url.unknownCategory !== null ? <UnknownCategory id={url.unknownCategory} /> : null}
          <SearchBox
            text={text}
            tags={resolvedTags}
            onTextChange={(typed) => {
              setText(typed);
              setReleased(true);
            }}
            onSubmit={() => {
              written.current = text;
              url.setQuery(text);
            }}
            onRemoveTag={(tag) => url.setTags(url.tags.filter((t) => t !== tag))}
            onSave={() => void save(text, filters)}
            saving={saving}
          />
          {replicaSearch.status === 'error' ? (
            <Notice title="Search is not available on this device">
              The local policy library could not be opened ({replicaSearch.message}). Reloading the page usually helps.
            </Notice>
          ) : (
            // One component whatever the replica's state, so its cards are never drawn anew when the state moves on.
            <Results
              search={replicaSearch.status === 'ready' ? replicaSearch.data : null}
              query={query}
              filters={filters}
              sort={url.sort}
              onSort={url.setSort}
              active={active}
              plainText={plainText}
              libraryArrived={replicaSearch.libraryArrived ?? null}
              openedAnswer={openedAnswer}
              onRelease={() => setReleased(true)}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function Results({ search: opened, query, filters, sort, onSort, active, plainText, libraryArrived, openedAnswer, onRelease }: {
  /** The replica's search; null while the replica opens. */
  search: ReplicaSearch | null;
  query: string;
  filters: PolicyFilters;
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  active: boolean;
  /** A text search with no filter tags: one the server can answer while the first sync runs. */
  plainText: boolean;
  /** The library is here while `search` is still the empty one: kept so (see SearchPage), or loading. */
  libraryArrived: 'kept' | 'loading' | null;
  /** The server's answer to the search the screen opened with, if it came. */
  openedAnswer: PolicyWithRefs[] | null;
  /** Asks for the library's own search (the rep wants more than the server's first page). */
  onRelease(): void;
}) {
  const sync = useSyncExternalStore(replicaSyncer().subscribe, replicaSyncer().getState);
  const search = opened ?? NOT_OPENED;
  const firstSync = opened !== null && search.revision === 0 && search.policyCount === 0 && libraryArrived === null;
  const serverRows = useServerAnswer(plainText ? query : null, sort, firstSync && sync.online);
  const results = useMemo(() => (active ? search.engine.searchIds({ q: query, filters, sort }) : []), [search, query, filters, sort, active]);
  const [shown, setShown] = useState(PAGE_SIZE);
  // A new search starts at its first page; the same search answered by the library once it is loaded keeps
  // the page asked for.
  const searchKey = JSON.stringify([query, filters, sort]);
  useEffect(() => setShown(PAGE_SIZE), [searchKey]);
  const shownIds = useMemo(() => results.slice(0, shown), [results, shown]);
  const rows = useShownRows(search, shownIds);
  useEffect(() => {
    if (Array.isArray(rows) && rows.length > 0 && !performance.getEntriesByName('results-painted').length) performance.mark('results-painted');
  }, [rows]);

  // The replica is opening: on a first visit the server's answer may already be painted (first-answer.ts): it stays.
  if (opened === null) return serverRows ? serverResults(serverRows, sort, onSort, { downloading: true }) : <ResultsSkeleton />;
  // The library is here but not loaded: the answer the screen opened with stays (while it loads, too).
  if (libraryArrived !== null) {
    if (!openedAnswer) return <ResultsSkeleton />;
    const showMore = () => {
      setShown((n) => n + PAGE_SIZE);
      onRelease();
    };
    return serverResults(openedAnswer, sort, onSort, { onShowMore: libraryArrived === 'kept' ? showMore : undefined });
  }
  // Never synced on this device: until a first sync has failed (or the device is offline), it is running.
  if (firstSync) {
    if (!sync.online) {
      return <Notice title="The policy library is not on this device yet">Connect to the internet once to download it; after that, search works offline.</Notice>;
    }
    if (sync.lastError !== null && !sync.syncing) {
      return (
        <Notice title="The policy library is not on this device yet">
          It could not be downloaded just now. Use “Sync now” at the top of the page to try again.
        </Notice>
      );
    }
    // Meanwhile a text search is answered by the server (server-answer.ts), with the download said below it.
    if (serverRows === null) return <ResultsSkeleton label={DOWNLOADING} />;
    return serverResults(serverRows, sort, onSort, { downloading: true });
  }
  // The first rows are being read (milliseconds): the count and the cards appear together. Just after the
  // first sync, the server's answer to the same search stays until then.
  if (results.length > 0 && rows === null) {
    return serverRows ? serverResults(serverRows, sort, onSort) : <ResultsSkeleton />;
  }
  if (!active) {
    return (
      <Notice title="Start with a word or a filter">
        Type what the ad is about — for example <em>crypto</em>, <em>gambling India</em> or <em>alcohol</em> — or choose a platform,
        category, jurisdiction or policy status. {search.policyCount} policies are ready on this device.
      </Notice>
    );
  }
  return (
    <ShownResults
      count={results.length}
      sort={sort}
      onSort={onSort}
      body={
        results.length === 0 ? (
          <NoResults allowedOnly={filters.status.length === 1 && filters.status[0] === 'allowed'} />
        ) : rows instanceof Error ? (
          <Notice title="Search is not available on this device">
            The local policy library could not be read ({rows.message}). Reloading the page usually helps.
          </Notice>
        ) : (
          <ResultList policies={rows ?? []} />
        )
      }
      more={results.length > shown && !(rows instanceof Error) ? results.length - shown : 0}
      onShowMore={() => setShown((n) => n + PAGE_SIZE)}
    />
  );
}

const DOWNLOADING = 'Downloading the policy library…';
/** Stands for the replica's search while it opens: nothing to show from it yet. */
const NOT_OPENED = emptyReplicaSearch();

const ShowMoreButton = ({ more, onClick }: { more: number; onClick(): void }) => (
  <Button variant="outline" className="self-center" onClick={onClick}>
    Show more results ({more} more)
  </Button>
);

/** /category/{id} with an id the library does not know: said plainly, and the search stays usable below. */
const UnknownCategory = ({ id }: { id: string }) => (
  <Notice
    title="Category not found"
    action={
      <Link to="/search" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Search all policies
      </Link>
    }
  >
    No category has the ID “{id}”. Pick one from the Categories filter, or search all policies.
  </Notice>
);

/** With only the Allowed status chosen, says why it is empty: few platform rules allow a regulated category outright (issue 28). */
const NoResults = ({ allowedOnly = false }: { allowedOnly?: boolean }) => (
  <Notice title="No results found">
    No policies match your search and filters.{' '}
    {allowedOnly
      ? 'No matching category is allowed outright: each needs authorisation or has conditions (Allowed with limitations), or is Prohibited. Remove the status filter to see them.'
      : 'Try fewer or different words, or clear some filters.'}
  </Notice>
);

/**
 * The results as shown, whoever answered: the count and sort, the cards (or why there are none), "Show more"
 * and the download line. The server's answer and the library's both come through it at the same place, so
 * the cards are updated, not drawn anew, when the library takes over (issue 27).
 */
function ShownResults({ count, sort, onSort, body, more, onShowMore, downloading = false }: {
  count: number;
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  body: ReactNode;
  /** How many more results "Show more" brings; 0: no button. */
  more: number;
  onShowMore?: () => void;
  downloading?: boolean;
}) {
  return (
    <>
      <ResultsHeader countLabel={resultCountLabel(count)} sort={sort} onSort={onSort} />
      {body}
      {more > 0 && onShowMore ? <ShowMoreButton more={more} onClick={onShowMore} /> : null}
      {/* Below the cards, so that nothing above moves when the library has arrived and this line goes. */}
      {downloading ? (
        <p role="status" className="text-sm text-muted-foreground">
          <span>{DOWNLOADING}</span> Until it is on this device, the server answers.
        </p>
      ) : null}
    </>
  );
}

/** The server's answer (while the first sync runs, or kept after it): the same count, sort and first page of cards. */
function serverResults(rows: PolicyWithRefs[], sort: SortOrder, onSort: (sort: SortOrder) => void, options: { downloading?: boolean; onShowMore?: () => void } = {}) {
  return (
    <ShownResults
      count={rows.length}
      sort={sort}
      onSort={onSort}
      body={rows.length === 0 ? <NoResults /> : <ResultList policies={rows.slice(0, PAGE_SIZE)} />}
      more={rows.length - PAGE_SIZE}
      onShowMore={options.onShowMore}
      downloading={options.downloading}
    />
  );
}

/**
 * The rows of the shown results: at once when already read, else read from the replica. While a new page
 * of rows is read (a few milliseconds), the previous rows stay, so typing never flashes a skeleton.
 */
function useShownRows(search: ReplicaSearch, ids: number[]): PolicyWithRefs[] | Error | null {
  const cached = search.cachedRows(ids);
  const [read, setRead] = useState<PolicyWithRefs[] | Error | null>(null);
  const missing = cached === null;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    search.readRows(ids).then(
      (rows) => current && setRead(rows),
      (error: unknown) => current && setRead(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [search, ids, missing]);
  return cached ?? read;
}
