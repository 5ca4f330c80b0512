// The saved-searches screen's chunk (see lib/screen-loader.ts).
import { screenLoader } from '../../lib/screen-loader';

export const savedSearchesPageLoader = screenLoader(() => import('./saved-searches-page').then((m) => m.SavedSearchesPage));
