import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';
import { usePageViewTracking } from './use-page-view-tracking';

/** Wraps every route: records page views and restores scroll positions; the layouts sit below it. */
export function RootLayout() {
  usePageViewTracking();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
