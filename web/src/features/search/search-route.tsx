// The search screen, loaded on first visit (search-page-loader.ts); opened straight on it, main.tsx has
// fetched the chunk already, alongside the app.
import { lazyScreen } from '../../components/layout/lazy-screen';
import { searchPageLoader } from './search-page-loader';
import { SearchScreenSkeleton } from './search-skeleton';

export const SearchRoute = lazyScreen(searchPageLoader, <SearchScreenSkeleton />);
