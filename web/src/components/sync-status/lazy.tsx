// The status line and the offline services pull in the replica (Dexie) and workbox-window; they load once
// the page has loaded and the browser is idle, so they are never on a screen's critical path (a screen that
// reads data opens the replica itself, sooner). Both chunks are precached.
import { lazy, Suspense } from 'react';
import { afterPageLoad } from '../../lib/after-page-load';

const SyncStatusLineLazy = lazy(() => afterPageLoad().then(() => import('./sync-status-line')).then((m) => ({ default: m.SyncStatusLine })));
const OfflineServicesLazy = lazy(() => afterPageLoad().then(() => import('./offline-services')).then((m) => ({ default: m.OfflineServices })));

/** The header's sync status (Online/Offline, last synced, Sync now); an empty box of its place until then. */
export function SyncStatus({ className }: { className?: string }) {
  return (
    <Suspense fallback={<div className={className} />}>
      <SyncStatusLineLazy className={className} />
    </Suspense>
  );
}

/** Registers the service worker and shows background outcomes; mount once, in the app's providers. */
export function OfflineServicesLoader() {
  return (
    <Suspense fallback={null}>
      <OfflineServicesLazy />
    </Suspense>
  );
}
