import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from '../lib/page-view';

/** Records a page view on every location change (spec 000 §2), once per history entry. */
export function usePageViewTracking(): void {
  const location = useLocation();
  // StrictMode runs effects twice in development; the ref keeps that to one event per location.
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    void recordPageView(`${location.pathname}${location.search}`);
  }, [location.key, location.pathname, location.search]);
}
