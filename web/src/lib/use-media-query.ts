// Whether a media query matches, following it live: for screens that render one of two layouts (a table
// on a wide screen, cards below it) instead of both with one hidden, which would double their work.
import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint, where the sidebar is shown beside the page (the spec: it collapses below 768 px). */
export const DESKTOP_MEDIA = '(min-width: 768px)';

/**
 * Tailwind's `lg` breakpoint, where the page beside the sidebar is 720 px or wider: the tables and the search's
 * filter column start here. From 768 px the sidebar leaves a tablet's page about 460 px, a phone's width, where
 * a table scrolled sideways and the search's results were a 216 px column with its Save button off the screen.
 */
export const WIDE_MEDIA = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : true),
    () => true,
  );
}
