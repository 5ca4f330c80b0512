// Recent updates (/updates): every policy change of the local replica, newest first, so it works offline.
// Filters (platform, category, change types) live in the URL; values it does not know are named and ignored.
import { memo, useMemo, useState } from 'react';
import type { Category, Platform, PolicyUpdateWithRefs } from '../../../../core/contract';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCalendarDate } from '../../lib/format-date';
import { updatesRead } from '../../lib/replica/dataset-reads';
import { useUrlParams } from '../../lib/use-url-params';
import {
  filterUpdates,
  hasUpdateFilters,
  NO_UPDATE_FILTERS,
  parseUpdateFilters,
  unrecognisedFiltersLine,
  writeUpdateFilters,
  type UpdateFilters,
} from './update-filters';
import { UpdateFilterPanel } from './update-filter-panel';
import { UpdateList } from './update-list';

/** Updates shown at first and added by each Show more (the spec's limit of the server call). */
export const UPDATES_PAGE_SIZE = 20;
const TODAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

export function UpdatesPage() {
  const result = useDataset(updatesRead, []);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Recent Policy Updates" description="Track changes to advertising policies across platforms" />
      <DatasetGate result={result} skeleton={<UpdatesSkeleton />}>
        {(data) => <FilteredUpdates platforms={data.platforms} categories={data.categories} updates={data.updates} />}
      </DatasetGate>
      <footer className="flex flex-col gap-0.5 border-t pt-3 text-xs text-muted-foreground">
        {/* Today as the line below shows its date ("Nov 28, 2026"), not "11/28/2026" beside it. */}
        <p>{`Updates are processed daily. Last update: ${new Date().toLocaleDateString('en-US', TODAY_FORMAT)}`}</p>
        {result.status === 'ready' && result.data.updates[0] ? (
          <p>
            Newest change in the policy library:{' '}
            <time dateTime={result.data.updates[0].updateDate}>{formatCalendarDate(result.data.updates[0].updateDate)}</time>
          </p>
        ) : null}
      </footer>
    </div>
  );
}

// Memoised: the screen renders again when its read answers with the same data it showed first (a repeat visit).
const FilteredUpdates = memo(function FilteredUpdates({ platforms, categories, updates }: {
  platforms: Platform[];
  categories: Category[];
  updates: PolicyUpdateWithRefs[];
}) {
  const [params, setParams] = useUrlParams();
  const { filters, unrecognised } = useMemo(() => parseUpdateFilters(params, { platforms, categories }), [params, platforms, categories]);
  const shown = useMemo(() => filterUpdates(updates, filters), [updates, filters]);
  const ignored = unrecognisedFiltersLine(unrecognised);
  const apply = (next: UpdateFilters) => setParams((current) => writeUpdateFilters(current, next));

  return (
    <>
      <UpdateFilterPanel
        platforms={platforms}
        categories={categories}
        filters={filters}
        onChange={apply}
        onClear={() => apply(NO_UPDATE_FILTERS)}
        canClear={hasUpdateFilters(filters) || unrecognised.length > 0}
      />
      {ignored ? (
        <p role="note" className="rounded-md border border-amber-200 bg-limited-soft px-3 py-2 text-sm text-amber-900">
          {ignored}
        </p>
      ) : null}
      {/* A new filter starts again from the first page. */}
      <UpdatePages key={writeUpdateFilters(new URLSearchParams(), filters).toString()} updates={shown} total={updates.length} categories={categories} />
    </>
  );
});

function UpdatePages({ updates, total, categories }: { updates: PolicyUpdateWithRefs[]; total: number; categories: Category[] }) {
  const [limit, setLimit] = useState(UPDATES_PAGE_SIZE);
  if (updates.length === 0) {
    return <Notice title="No policy updates found">Try changing your filter settings to see more results.</Notice>;
  }
  const page = updates.slice(0, limit);
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {updates.length === total ? `${total} ${total === 1 ? 'update' : 'updates'}` : `${updates.length} of ${total} updates match the filters`}
        {page.length < updates.length ? `, newest ${page.length} shown` : ''}
      </p>
      <UpdateList updates={page} categories={categories} />
      {updates.length > limit ? (
        <Button variant="outline" className="self-center" onClick={() => setLimit((n) => n + UPDATES_PAGE_SIZE)}>
          Show more ({updates.length - limit} more)
        </Button>
      ) : null}
    </div>
  );
}

function UpdatesSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading policy updates…</span>
      <Skeleton className="h-24" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}
