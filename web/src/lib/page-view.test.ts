import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPageView } from './page-view';

afterEach(() => vi.unstubAllGlobals());

describe('recordPageView', () => {
  it('posts the path as JSON with keepalive and credentials', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await recordPageView('/search?q=crypto');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/page-view');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include', body: '{"path":"/search?q=crypto"}' });
  });

  it('when the device knows it is offline, then nothing is sent', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    await expect(recordPageView('/search')).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the network fails, then the failure is swallowed: no throw, and the attempt settles without rejecting', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    let attempt: Promise<void> | undefined;
    expect(() => (attempt = recordPageView('/'))).not.toThrow();
    await expect(attempt).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the server refuses the event, then the error is swallowed', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('Too many', { status: 429 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(recordPageView('/updates')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when fetch throws synchronously, then nothing escapes', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('no fetch here');
    });
    await expect(recordPageView('/x')).resolves.toBeUndefined();
  });
});
