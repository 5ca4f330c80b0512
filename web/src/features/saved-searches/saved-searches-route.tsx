// Loaded on first visit, like the search screen (see search/search-route.tsx).
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';

const SavedSearchesPage = lazy(() => import('./saved-searches-page').then((m) => ({ default: m.SavedSearchesPage })));

export function SavedSearchesRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <SavedSearchesPage />
    </Suspense>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <PageHeader title="Saved Searches" />
      <Skeleton className="h-40" />
    </div>
  );
}
