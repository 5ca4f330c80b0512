// The screens that read the replica, each a chunk of its own fetched on first visit (lib/screen-loader.ts).
// The boot path uses the same table (main.tsx hands it to boot/start-app.ts): opened straight on one of them
// (a reload, the installed app's start URL), its chunk and the replica sync start alongside the app instead
// of after it, and once the page has loaded they are readied in idle time. No React here.
import type { ComponentType } from 'react';
import { savedSearchesPageLoader } from '../features/saved-searches/saved-searches-page-loader';
import { searchPageLoader } from '../features/search/search-page-loader';
import { matchesRoute, ROUTE_PATHS, type RouteName } from '../lib/route-paths';
import { screenLoader, type ScreenLoader } from '../lib/screen-loader';

type Screen = ScreenLoader<ComponentType>;

export const dataScreens: Record<'search' | 'savedSearches' | 'compare' | 'policy' | 'platform' | 'updates' | 'jurisdiction' | 'dashboard' | 'settings' | 'simpleChecker' | 'campaignCheck' | 'publisherUndertaking' | 'genericUndertaking' | 'simpleCheckerUndertaking', Screen> = {
  search: searchPageLoader,
  savedSearches: savedSearchesPageLoader,
  compare: screenLoader(() => import('../features/compare/compare-page').then((m) => m.ComparePage)),
  policy: screenLoader(() => import('../features/policies/policy-page').then((m) => m.PolicyPage)),
  platform: screenLoader(() => import('../features/platforms/platform-page').then((m) => m.PlatformPage)),
  updates: screenLoader(() => import('../features/updates/updates-page').then((m) => m.UpdatesPage)),
  jurisdiction: screenLoader(() => import('../features/jurisdictions/jurisdiction-page').then((m) => m.JurisdictionPage)),
  dashboard: screenLoader(() => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
  settings: screenLoader(() => import('../features/settings/settings-page').then((m) => m.SettingsPage)),
  simpleChecker: screenLoader(() => import('../features/checker/simple-checker-page').then((m) => m.SimpleCheckerPage)),
  campaignCheck: screenLoader(() => import('../features/campaign-check/campaign-check-page').then((m) => m.CampaignCheckPage)),
  publisherUndertaking: screenLoader(() => import('../features/undertakings/undertaking-page').then((m) => m.PublisherUndertakingPage)),
  genericUndertaking: screenLoader(() => import('../features/undertakings/undertaking-page').then((m) => m.GenericUndertakingPage)),
  simpleCheckerUndertaking: screenLoader(() => import('../features/undertakings/undertaking-page').then((m) => m.SimpleCheckerUndertakingPage)),
};

// Which routes open which data screen: the search screen answers three addresses (lib/route-paths.ts).
const SCREEN_OF_ROUTE: Partial<Record<RouteName, Screen>> = {
  search: dataScreens.search,
  categories: dataScreens.search,
  category: dataScreens.search,
  savedSearches: dataScreens.savedSearches,
  compare: dataScreens.compare,
  policy: dataScreens.policy,
  platform: dataScreens.platform,
  updates: dataScreens.updates,
  jurisdiction: dataScreens.jurisdiction,
  settings: dataScreens.settings,
  dashboard: dataScreens.dashboard,
  simpleChecker: dataScreens.simpleChecker,
  campaignCheck: dataScreens.campaignCheck,
  publisherUndertaking: dataScreens.publisherUndertaking,
  genericUndertaking: dataScreens.genericUndertaking,
  simpleCheckerUndertaking: dataScreens.simpleCheckerUndertaking,
};

/**
 * The landing (/ and /policy-checker), a chunk of its own too, so that opening another screen does not load
 * and run it; opened straight on it, the boot path loads it alongside the app. It reads no replica.
 */
export const landingScreens = {
  home: screenLoader(() => import('../features/home/home-page').then((m) => m.HomePage)),
  policyChecker: screenLoader(() => import('../features/home/home-page').then((m) => m.PolicyCheckerPage)),
};

/** The landing screen a path opens, if any. */
export function landingScreenFor(pathname: string): Screen | null {
  if (matchesRoute(ROUTE_PATHS.home, pathname)) return landingScreens.home;
  if (matchesRoute(ROUTE_PATHS.policyChecker, pathname)) return landingScreens.policyChecker;
  return null;
}

/** The data screen a path opens, if it opens one (matched as the router matches it). */
export function dataScreenFor(pathname: string): Screen | null {
  const route = (Object.keys(SCREEN_OF_ROUTE) as RouteName[]).find((name) => matchesRoute(ROUTE_PATHS[name], pathname));
  return route ? SCREEN_OF_ROUTE[route]! : null;
}

/** Every data screen, in the order a rep most often opens them (boot/warm-data-screens.ts). */
export function dataScreenList(): Screen[] {
  return [dataScreens.dashboard, dataScreens.policy, dataScreens.compare, dataScreens.search, dataScreens.jurisdiction, dataScreens.platform, dataScreens.updates, dataScreens.savedSearches, dataScreens.simpleChecker, dataScreens.campaignCheck, dataScreens.settings];
}
