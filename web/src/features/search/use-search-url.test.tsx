// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplicaCatalog } from '../../lib/search/replica-search';
import { useSearchUrl } from './use-search-url';

const catalog: ReplicaCatalog = {
  revision: 1,
  platforms: [{ id: 1, identifier: 'google', name: 'Google Ads', website: 'https://ads.google.com', policyUrl: 'https://x.example', kind: 'ad-platform', aliases: [], revision: 1 }],
  categories: [{ id: 7, slug: 'alcohol', name: 'Alcohol', description: '', icon: 'wine', aliases: [], revision: 1 }],
  jurisdictions: [],
};

/** Renders the hook on a route of a memory router at `path`; returns the hook and the router (to read the URL). */
function renderAt(path: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [{ path: '/search', element: children }, { path: '/category/:id', element: children }],
      { initialEntries: [path] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useSearchUrl(catalog), { wrapper });
  return { hook, url: () => new URLSearchParams(router.state.location.search) };
}

// Each test's render is unmounted before the next (and before jsdom's window goes): testing-library only does so
// itself where vitest's globals are on.
afterEach(cleanup);

describe('useSearchUrl', () => {
  it('when opened with ?platform=, then the platform becomes a filter tag and the parameter leaves the URL', async () => {
    const { hook, url } = renderAt('/search?platform=google&q=crypto');
    await waitFor(() => expect(hook.result.current.tags).toEqual(['google']));
    expect(url().has('platform')).toBe(false);
    expect(url().get('filters')).toBe('["google"]');
    expect(url().get('q')).toBe('crypto');
  });

  it('when opened on /category/{id}, then that category is preselected once', async () => {
    const { hook, url } = renderAt('/category/7');
    await waitFor(() => expect(hook.result.current.tags).toEqual(['Alcohol']));
    expect(url().get('filters')).toBe('["Alcohol"]');
  });
});
