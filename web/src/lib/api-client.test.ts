import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('when the response is OK, then it resolves to the parsed JSON and sent credentials', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    await expect(apiGet('/api/platforms')).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/platforms');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('when the server answers with a JSON error, then the message is "status: its message"', async () => {
    stubFetch(new Response('{"message":"Policy not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await apiGet('/api/policies/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Policy not found');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toBe('{"message":"Policy not found"}');
  });

  it('when the error body is plain text, then the message is "status: body text"', async () => {
    stubFetch(new Response('Bad gateway upstream', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/api/platforms')).rejects.toThrow(/^502: Bad gateway upstream$/);
  });

  it('when the error body is empty, then the message is "status: status text"', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/api/platforms')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('when a 401 comes back on a read, then it is an error like any other', async () => {
    stubFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/saved-searches')).rejects.toThrow('401: Unauthorized');
  });

  it('when a write has a body, then it is sent as JSON with a JSON content type', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/events/page-view', { method: 'POST', body: { path: '/search' } })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"path":"/search"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('when a write has no body, then no content type is sent', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('/api/saved-searches/3', { method: 'DELETE' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('when the network is down, then the fetch error passes through unchanged', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/platforms')).rejects.toThrow(TypeError);
  });
});
