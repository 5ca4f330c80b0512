// The search screen is loaded on first visit (its chunk is precached, so offline too): the replica
// (Dexie) and the search engine (MiniSearch) stay off the critical path of the first screen.
import { lazy, Suspense } from 'react';
import { SearchScreenSkeleton } from './search-skeleton';

// Opened straight on this screen, main.tsx has fetched the chunk already, alongside the app.
const SearchPage = lazy(() => import('./search-page').then((m) => ({ default: m.SearchPage })));

export function SearchRoute() {
  return (
    <Suspense fallback={<SearchScreenSkeleton />}>
      <SearchPage />
    </Suspense>
  );
}
