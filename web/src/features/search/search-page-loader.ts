// The search screen's chunk (see lib/screen-loader.ts): the replica (Dexie) and the search engine stay off
// the critical path of the first screen; it is precached, so it loads offline too.
import { screenLoader } from '../../lib/screen-loader';

export const searchPageLoader = screenLoader(() => import('./search-page').then((m) => m.SearchPage));
