// The search screen is loaded on first visit (its chunk is precached, so offline too): the replica
// (Dexie) and the search engine (MiniSearch) stay off the critical path of the first screen.
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';

const loadSearchPage = () => import('./search-page');
const SearchPage = lazy(() => loadSearchPage().then((m) => ({ default: m.SearchPage })));

// Opened straight on this screen (a reload, an installed app's start URL): fetch it before React renders.
if (typeof window !== 'undefined' && /^\/(search|categor)/.test(window.location.pathname)) void loadSearchPage();

export function SearchRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <SearchPage />
    </Suspense>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <PageHeader title="Search Policies" />
      <Skeleton className="h-40" />
    </div>
  );
}
