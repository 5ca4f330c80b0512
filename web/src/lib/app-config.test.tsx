// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_CONFIG, useAppConfig } from './app-config';
import { createQueryClient } from './query-client';

function ShowConfig() {
  const config = useAppConfig();
  return <output>{JSON.stringify(config)}</output>;
}

function renderConfig() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShowConfig />
    </QueryClientProvider>,
  );
  return () => JSON.parse(screen.getByRole('status').textContent ?? '{}');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAppConfig', () => {
  it('when /api/config answers, then its values are used', async () => {
    const served = {
      companyName: 'Acme Ads',
      isPublicMode: false,
      publisherName: 'Acme Media',
      enableLaunchNavigator: true,
      supportEmail: 'help@acme.test',
      analyzerModel: 'gpt-4o-mini',
      uploadRetentionDays: 14,
    };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(served)));
    vi.stubGlobal('fetch', fetchMock);
    const config = renderConfig();
    await waitFor(() => expect(config()).toEqual(served));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('when the config cannot be fetched, then the public-mode defaults are used', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    vi.stubGlobal('fetch', fetchMock);
    const config = renderConfig();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(config()).toEqual(DEFAULT_APP_CONFIG);
    expect(DEFAULT_APP_CONFIG).toMatchObject({ isPublicMode: true, publisherName: 'Digital Publisher' });
  });
});
