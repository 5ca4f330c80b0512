import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { OfflineServicesLoader } from '../features/sync-status/lazy';
import { createQueryClient } from '../lib/query-client';

// Online-only answers (small: config and the like) survive a reload offline; the policy corpus lives in
// the IndexedDB replica, never here.
const persister = createSyncStoragePersister({ storage: typeof window === 'undefined' ? undefined : window.localStorage, key: 'adpolicy-query-cache' });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
      {children}
      <Toaster />
      <OfflineServicesLoader />
    </PersistQueryClientProvider>
  );
}
