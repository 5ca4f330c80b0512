// Loaded on first visit, like the search screen (see search/search-route.tsx).
import { lazyScreen } from '../../components/layout/lazy-screen';
import { PageHeader } from '../../components/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { savedSearchesPageLoader } from './saved-searches-page-loader';

function Loading() {
  return (
    <div aria-busy="true">
      <PageHeader title="Saved Searches" />
      <Skeleton className="h-40" />
    </div>
  );
}

export const SavedSearchesRoute = lazyScreen(savedSearchesPageLoader, <Loading />);
