// The app shell as static HTML, rendered at build time into web/dist/index.html (web/build/prerender-shell.ts),
// so the header, the navigation and a skeleton of the screen paint before any JavaScript runs. It is the
// real layouts rendered with skeleton screens, so it looks like what React then draws in its place
// (createRoot replaces the content of #root). Each layout is there once; the shell's script
// (boot/shell-route.ts, boot/shell-layout.ts) marks <html data-shell> with the one this URL needs before the
// first paint, and styles.css hides the others.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SidebarLayout } from '../components/layout/sidebar-layout';
import { SimpleLayout } from '../components/layout/simple-layout';
import { ScreenSkeleton } from '../components/layout/screen-skeleton';
import { LandingHero } from '../features/home/landing-hero';
import { firstAnswerTemplatesBlock } from '../features/search/first-answer-templates';
import { LANDING_TITLE } from '../features/home/landing-title';
import { SearchScreenSkeleton } from '../features/search/search-skeleton';

/**
 * The parts of the shell; boot/shell-layout.ts picks: 'landing' (/: the simple layout with the landing's hero, so
 * the largest paint is the hero's text, before any script), 'simple' (the publisher builder), 'search', or
 * 'screen'.
 */
export type ShellPart = 'landing' | 'simple' | 'sidebar' | 'search' | 'screen';

function render(layout: ReactNode, screen: ReactNode): string {
  return renderToStaticMarkup(
    // No cache timers (the app's client keeps answers a day), or the build would wait on them.
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })}>
      {/* A path no link matches: the shell marks no link as the current page. */}
      <MemoryRouter initialEntries={['/_shell']}>
        <Routes>
          <Route element={layout}>
            <Route path="*" element={screen} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The markup that goes inside #root. */
export function renderStaticShell(): string {
  const simple = render(
    <SimpleLayout />,
    <>
      <div data-shell-part="landing">
        <LandingHero title={LANDING_TITLE} />
      </div>
      <div data-shell-part="simple-screen">
        <ScreenSkeleton />
      </div>
    </>,
  );
  const sidebar = render(
    <SidebarLayout />,
    <>
      <div data-shell-part="search">
        <SearchScreenSkeleton />
      </div>
      <div data-shell-part="screen">
        <ScreenSkeleton />
      </div>
    </>,
  );
  return `<div data-shell-part="simple">${simple}</div><div data-shell-part="sidebar">${sidebar}</div>${firstAnswerTemplatesBlock()}`;
}
