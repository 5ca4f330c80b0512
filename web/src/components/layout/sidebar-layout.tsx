// The layout of every screen except / and /publisher-policy-builder: header, sidebar, content, footer.
// From 768 px the sidebar is always shown; below it the sidebar is a drawer behind the menu button.
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { DESKTOP_MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../ui/button';
import { BrandLink } from './brand-link';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { SyncStatus } from '../sync-status/lazy';

export function SidebarLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const drawerId = useId();
  const { key: locationKey } = useLocation();
  // On a phone the sidebar is a closed drawer: its links and update alert (which reads the replica) are
  // drawn when it opens, not on every screen and every navigation while nobody can see them (issue 27).
  const sidebarShown = useMediaQuery(DESKTOP_MEDIA) || drawerOpen;

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Any navigation closes the drawer (a followed link, the back button).
  useEffect(closeDrawer, [locationKey, closeDrawer]);

  useEffect(() => {
    if (!drawerOpen) return;
    const drawer = drawerRef.current;
    drawer?.querySelector<HTMLElement>('button')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    // Growing past the breakpoint turns the drawer into the static sidebar: drop the modal state.
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const onResize = () => {
      if (desktop.matches) setDrawerOpen(false);
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
      // Give focus back to the menu button if it was inside the drawer (not when a link moved it on).
      if (!document.activeElement || document.activeElement === document.body || drawer?.contains(document.activeElement)) {
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the menu button outlives the drawer: focus the one on the page now
        menuButtonRef.current?.focus();
      }
    };
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header inert={drawerOpen} className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="flex h-14 items-center gap-2 px-3 sm:px-4">
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" className="size-5!" />
          </Button>
          <BrandLink />
          <SyncStatus className="ml-auto" />
        </div>
      </header>

      <div className="flex flex-1">
        {drawerOpen ? (
          <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" onClick={closeDrawer} />
        ) : null}
        {/* A plain box, not <aside>: <aside> may not take the dialog role (axe aria-allowed-role). Closed,
            the navigation landmark inside names it; open on a phone, it is a modal dialog. */}
        <div
          id={drawerId}
          ref={drawerRef}
          {...(drawerOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Navigation' } : {})}
          className={cn(
            'w-64 shrink-0 border-r bg-card',
            'md:sticky md:top-14 md:block md:h-[calc(100dvh-3.5rem)] md:overflow-y-auto',
            drawerOpen ? 'fixed inset-y-0 left-0 z-50 block w-[min(18rem,85vw)] overflow-y-auto shadow-xl' : 'hidden',
          )}
        >
          {drawerOpen ? (
            <div className="flex h-14 items-center justify-between border-b px-3 md:hidden">
              <BrandLink />
              <Button variant="ghost" size="icon" aria-label="Close navigation" onClick={closeDrawer}>
                <X aria-hidden="true" className="size-5!" />
              </Button>
            </div>
          ) : null}
          {sidebarShown ? <SidebarNav onNavigate={closeDrawer} /> : null}
        </div>

        <div inert={drawerOpen} className="flex min-w-0 flex-1 flex-col">
          {/* At least a screen high: the footer starts below the fold, so a screen's content arriving under its
              skeleton does not push a footer the rep can see down the page (CLS, ADR 323). */}
          <main id="main-content" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
