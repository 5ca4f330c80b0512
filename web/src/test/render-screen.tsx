// Test helper for the offline screens: a fake server, the app's replica filled from it, and a screen
// rendered in a memory router with the toaster. Only tests import it.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { replica } from '../lib/replica/replica-db';
import { syncReplica } from '../lib/replica/sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from '../lib/replica/testing/fake-server';

/**
 * For a test file of an offline screen: before each test, a seeded fake server answers fetch and the
 * replica is filled from it; after each, the screen is unmounted. Returns the current test's server.
 */
export function withSeededServer(): () => FakeServer {
  let server: FakeServer;
  beforeEach(async () => {
    server = seededServer();
    vi.stubGlobal('fetch', server.fetch);
    await resetReplica(server);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return () => server;
}

/** Says the device is online or offline, as the browser would (navigator.onLine and the event). */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A small dataset: two platforms, three categories, three jurisdictions, five policies. */
export function seededServer(): FakeServer {
  const server = new FakeServer();
  const refs = {
    global: { id: 1, code: 'GLOBAL', name: 'Global' },
    india: { id: 2, code: 'IN', name: 'India' },
    us: { id: 3, code: 'US', name: 'United States' },
  };
  server.publish({
    platforms: [platform(1, 'google', 'Google Ads'), platform(2, 'facebook', 'Facebook')],
    categories: [category(1, 'Cryptocurrency'), category(2, 'Alcohol'), category(3, 'Gambling & Lottery')],
    jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global'), jurisdiction(2, 'IN', 'India'), jurisdiction(3, 'US', 'United States')],
    policies: [
      policy(1, { title: 'Cryptocurrency exchanges', description: 'Crypto exchange ads need certification.', status: 'limited', requirements: 'Google certification', lastUpdated: '2026-03-01', jurisdictions: [refs.global] }),
      policy(2, { title: 'Crypto ads in India', description: 'Crypto ads in India carry the ASCI disclaimer.', status: 'limited', jurisdictions: [refs.india], lastUpdated: '2026-05-10' }),
      policy(3, { platformId: 2, title: 'Crypto products on Facebook', description: 'Written permission is needed for crypto.', status: 'prohibited', lastUpdated: '2025-12-01', jurisdictions: [refs.global] }),
      policy(4, { categoryId: 2, title: 'Alcohol ads', description: 'Alcohol ads may not target minors.', status: 'allowed', jurisdictions: [refs.global, refs.us], lastUpdated: '2026-01-15' }),
      policy(5, { platformId: 2, categoryId: 3, title: 'Online gambling', description: 'Gambling ads need a licence.', status: 'limited', jurisdictions: [refs.global], lastUpdated: '2026-02-20' }),
    ],
  });
  return server;
}

/** Empties the app's replica and fills it from the server (as the first sync of a device would). */
export async function resetReplica(server: FakeServer | null): Promise<void> {
  const db = replica();
  await Promise.all(db.tables.map((t) => t.clear()));
  if (server) await syncReplica(db, { fetch: server.fetch });
}

export function renderScreen(path: string, routes: { path: string; element: ReactNode }[]) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
