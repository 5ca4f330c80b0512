// The search screen before its data is there: the same header, filter column, search box row and results
// area as the screen itself, in grey, so nothing moves when the real parts arrive. It is the screen's
// loading state, its route's fallback and the search variant of the shell pre-rendered into index.html.
import { PageHeader } from '../../components/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';

export const SEARCH_TITLE = 'Search Policies';
export const SEARCH_DESCRIPTION = 'Search the ad policies of every platform by keyword, category, jurisdiction and status.';

/** The two columns: filters (a panel from 1024 px, behind the Filters button below: WIDE_MEDIA) and results. */
export const SEARCH_GRID = 'grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]';
/**
 * The results area is at least this tall in every state (loading, prompt, no results, results), so the
 * footer stays below the fold and never jumps up or down as the state changes.
 */
export const RESULTS_AREA = 'flex min-h-[calc(100dvh-10rem)] min-w-0 flex-col gap-4';

export function SearchScreenSkeleton() {
  return (
    <div>
      <PageHeader title={SEARCH_TITLE} description={SEARCH_DESCRIPTION} />
      <div className="mb-3 lg:hidden">
        <Skeleton className="h-10 w-[6.75rem]" />
      </div>
      <div className={SEARCH_GRID}>
        <FiltersSkeleton className="hidden lg:block" />
        <div className={RESULTS_AREA}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Skeleton className="h-11 flex-1" />
            <Skeleton className="h-11 sm:w-[8.5rem]" />
          </div>
          {/* On a reload onto /search, the first answer (first-answer.ts) paints the results in place of this. */}
          <ResultsSkeleton firstAnswerSlot />
        </div>
      </div>
    </div>
  );
}

export function FiltersSkeleton({ className, id }: { className?: string; id?: string }) {
  return <Skeleton id={id} className={cn('h-[40rem]', className)} />;
}

/** A line saying what is loading, over three grey result cards (the line is always there: nothing shifts). */
export function ResultsSkeleton({ label = 'Loading policies…', firstAnswerSlot = false }: { label?: string; firstAnswerSlot?: boolean }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-first-answer-slot={firstAnswerSlot ? '' : undefined}>
      <p role="status" className="min-h-5 text-sm font-medium text-muted-foreground">
        {label}
      </p>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}
