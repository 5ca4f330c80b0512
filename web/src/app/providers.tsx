import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { OfflineServicesLoader } from '../components/sync-status/lazy';
import { afterPageLoad } from '../lib/after-page-load';
import { createQueryClient } from '../lib/query-client';

// Toasts (Radix) load after the page: none is raised before a user acts or a background job ends, and the
// toast store keeps any that come sooner until the viewport is there.
const Toaster = lazy(() => afterPageLoad().then(() => import('../components/ui/toaster')).then((m) => ({ default: m.Toaster })));

// Online-only answers (small: config and the like) survive a reload offline; the policy corpus lives in
// the IndexedDB replica, never here.
const persister = createSyncStoragePersister({ storage: typeof window === 'undefined' ? undefined : window.localStorage, key: 'adpolicy-query-cache' });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <OfflineServicesLoader />
    </PersistQueryClientProvider>
  );
}
