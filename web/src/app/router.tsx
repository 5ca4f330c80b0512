// The one route table of the app (spec 000 §2 and 001 §2): which screen and layout each address of
// lib/route-paths.ts opens.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SidebarLayout } from '../components/layout/sidebar-layout';
import { SimpleLayout } from '../components/layout/simple-layout';
import { ContactPage } from '../features/help/contact-page';
import { POLICY_CHECKER_TITLE } from '../features/home/landing-title';
import { SupportPage } from '../features/help/support-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { lazyScreen } from '../components/layout/lazy-screen';
import { ScreenSkeleton } from '../components/layout/screen-skeleton';
import { SavedSearchesRoute } from '../features/saved-searches/saved-searches-route';
import { SearchRoute } from '../features/search/search-route';
import { RootLayout } from './root-layout';
import { ROUTE_PATHS as PATHS } from '../lib/route-paths';
import { screenLoader } from '../lib/screen-loader';
import { dataScreens, landingScreens } from './data-screens';
import { RouteErrorPage } from './route-error-page';

/** Screen titles; the spec's where it names one, otherwise see docs/decisions/201-web-screen-titles.md. */
export const SCREEN_TITLES = {
  policyChecker: POLICY_CHECKER_TITLE,
  campaignCheck: 'Campaign Check',
  publisherPolicyBuilder: 'Publisher Policy Builder',
  dashboard: 'Dashboard',
  search: 'Search Policies',
  compare: 'Compare Policies',
  updates: 'Recent Policy Updates',
  savedSearches: 'Saved Searches',
  policy: 'Policy Details',
  platform: 'Platform Policies',
  jurisdiction: 'Jurisdiction Policies',
  simpleChecker: 'Simple Policy Checker',
  emergencyChecker: 'Simple Policy Checker (Emergency Fix)',
  // The undertaking pages' titles are with them (features/undertakings/undertaking-page.tsx).
  adAnalyzer: 'AI Ad Compliance Analyzer',
  adClassify: 'AI Ad Creative Analyzer',
  publisherDemo: 'Publisher Policy Builder Demo',
  settings: 'Settings',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
} as const;

// The reference screens, each loaded on first visit (app/data-screens.ts).
const HomeRoute = lazyScreen(landingScreens.home, <ScreenSkeleton blocks={2} />);
const PolicyCheckerRoute = lazyScreen(landingScreens.policyChecker, <ScreenSkeleton blocks={2} />);
const CompareRoute = lazyScreen(dataScreens.compare, <ScreenSkeleton blocks={1} />);
const PolicyRoute = lazyScreen(dataScreens.policy, <ScreenSkeleton blocks={2} />);
const PlatformRoute = lazyScreen(dataScreens.platform, <ScreenSkeleton blocks={2} />);
const UpdatesRoute = lazyScreen(dataScreens.updates, <ScreenSkeleton blocks={1} />);
const JurisdictionRoute = lazyScreen(dataScreens.jurisdiction, <ScreenSkeleton blocks={2} />);
const DashboardRoute = lazyScreen(dataScreens.dashboard, <ScreenSkeleton blocks={3} />);
const SettingsRoute = lazyScreen(dataScreens.settings, <ScreenSkeleton blocks={2} />);
const SimpleCheckerRoute = lazyScreen(dataScreens.simpleChecker, <ScreenSkeleton blocks={1} />);
const CampaignCheckRoute = lazyScreen(dataScreens.campaignCheck, <ScreenSkeleton blocks={2} />);
const PublisherUndertakingRoute = lazyScreen(dataScreens.publisherUndertaking, <ScreenSkeleton blocks={2} />);
const GenericUndertakingRoute = lazyScreen(dataScreens.genericUndertaking, <ScreenSkeleton blocks={2} />);
const SimpleCheckerUndertakingRoute = lazyScreen(dataScreens.simpleCheckerUndertaking, <ScreenSkeleton blocks={2} />);
// Not a data screen: it answers from the bundled copy when the replica cannot be read.
const EmergencyCheckerRoute = lazyScreen(
  screenLoader(() => import('../features/checker/emergency-checker-page').then((m) => m.EmergencyCheckerPage)),
  <ScreenSkeleton blocks={1} />,
);
// The publisher policy builder: the server writes the documents, the device when offline (ADR 221).
const PublisherPolicyBuilderRoute = lazyScreen(
  screenLoader(() => import('../features/publisher-builder/publisher-policy-builder-page').then((m) => m.PublisherPolicyBuilderPage)),
  <ScreenSkeleton blocks={1} />,
);
// The publisher demo: a sample from the generator over the library on the device (issue 11).
const PublisherDemoRoute = lazyScreen(
  screenLoader(() => import('../features/publisher-demo/publisher-demo-page').then((m) => m.PublisherDemoPage)),
  <ScreenSkeleton blocks={3} />,
);
// The ad analyzer and category detection: they need the server, and their chunks stay off the first screen (ADR 224).
const AdAnalyzerRoute = lazyScreen(
  screenLoader(() => import('../features/ad-analyzer/ad-analyzer-page').then((m) => m.AdAnalyzerPage)),
  <ScreenSkeleton blocks={2} />,
);
const AdClassifyRoute = lazyScreen(
  screenLoader(() => import('../features/ad-classify/ad-classify-page').then((m) => m.AdClassifyPage)),
  <ScreenSkeleton blocks={1} />,
);
// Text pages, off the first screen's bundle.
const TermsRoute = lazyScreen(screenLoader(() => import('../features/legal/terms-page').then((m) => m.TermsPage)), <ScreenSkeleton blocks={2} />);
const PrivacyRoute = lazyScreen(screenLoader(() => import('../features/legal/privacy-page').then((m) => m.PrivacyPage)), <ScreenSkeleton blocks={2} />);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SimpleLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { path: PATHS.home, element: <HomeRoute /> },
              { path: PATHS.publisherPolicyBuilder, element: <PublisherPolicyBuilderRoute /> },
            ],
          },
        ],
      },
      {
        element: <SidebarLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              // The landing again, with the sidebar (spec 001: / and /policy-checker are the policy checker).
              { path: PATHS.policyChecker, element: <PolicyCheckerRoute /> },
              { path: PATHS.dashboard, element: <DashboardRoute /> },
              { path: PATHS.search, element: <SearchRoute /> },
              // Same screen as search, with the category preselected as a filter (spec 000 §2).
              { path: PATHS.category, element: <SearchRoute /> },
              { path: PATHS.categories, element: <SearchRoute /> },
              { path: PATHS.compare, element: <CompareRoute /> },
              { path: PATHS.updates, element: <UpdatesRoute /> },
              { path: PATHS.savedSearches, element: <SavedSearchesRoute /> },
              { path: PATHS.policy, element: <PolicyRoute /> },
              { path: PATHS.platform, element: <PlatformRoute /> },
              { path: PATHS.jurisdiction, element: <JurisdictionRoute /> },
              { path: PATHS.simpleChecker, element: <SimpleCheckerRoute /> },
              { path: PATHS.campaignCheck, element: <CampaignCheckRoute /> },
              { path: PATHS.emergencyChecker, element: <EmergencyCheckerRoute /> },
              { path: PATHS.adAnalyzer, element: <AdAnalyzerRoute /> },
              { path: PATHS.adClassify, element: <AdClassifyRoute /> },
              { path: PATHS.publisherUndertaking, element: <PublisherUndertakingRoute /> },
              { path: PATHS.genericUndertaking, element: <GenericUndertakingRoute /> },
              { path: PATHS.simpleCheckerUndertaking, element: <SimpleCheckerUndertakingRoute /> },
              { path: PATHS.publisherDemo, element: <PublisherDemoRoute /> },
              { path: PATHS.settings, element: <SettingsRoute /> },
              { path: PATHS.support, element: <SupportPage /> },
              { path: PATHS.terms, element: <TermsRoute /> },
              { path: PATHS.privacy, element: <PrivacyRoute /> },
              { path: PATHS.contact, element: <ContactPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
