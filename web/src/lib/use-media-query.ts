// Whether a media query matches, following it live: for screens that render one of two layouts (a table
// from the md breakpoint, cards below it) instead of both with one hidden, which would double their work.
import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint, where the sidebar and the table layouts start. */
export const DESKTOP_MEDIA = '(min-width: 768px)';

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
