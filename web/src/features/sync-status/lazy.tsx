// The status line and the offline services pull in the replica (Dexie); they load right after the first
// paint instead of sitting on the first screen's critical path. Both chunks are precached.
import { lazy, Suspense } from 'react';

const SyncStatusLineLazy = lazy(() => import('./sync-status-line').then((m) => ({ default: m.SyncStatusLine })));
const OfflineServicesLazy = lazy(() => import('./offline-services').then((m) => ({ default: m.OfflineServices })));

/** The header's sync status (Online/Offline, last synced, Sync now). */
export function SyncStatus({ className }: { className?: string }) {
  return (
    <Suspense fallback={<div className={className} />}>
      <SyncStatusLineLazy className={className} />
    </Suspense>
  );
}

/** Starts the replica sync and the service worker; mount once, in the app's providers. */
export function OfflineServicesLoader() {
  return (
    <Suspense fallback={null}>
      <OfflineServicesLazy />
    </Suspense>
  );
}
