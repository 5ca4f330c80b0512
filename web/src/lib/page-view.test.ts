import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPageView } from './page-view';

afterEach(() => vi.unstubAllGlobals());

describe('recordPageView', () => {
  it('posts the path as JSON with keepalive and credentials', () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    recordPageView('/search?q=crypto');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/events/page-view');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include', body: '{"path":"/search?q=crypto"}' });
  });

  it('when offline, then the failure is swallowed (no throw, no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(() => recordPageView('/')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('when the server refuses the event, then the error is swallowed', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('Too many', { status: 429 })));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    recordPageView('/updates');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
