import { QueryClient } from '@tanstack/react-query';

/**
 * Reads are never retried, never refetched on focus, reconnect or mount, and never go stale (spec 000 §9):
 * the local replica is the live source of truth, and online-only calls are started by the user.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        staleTime: Infinity,
        // Kept a day so the persisted cache (localStorage) still holds it when the app reopens offline.
        gcTime: 24 * 60 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
