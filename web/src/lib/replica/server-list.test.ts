import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { fetchServerList } from './server-list';

// A mirrored list is read from the server itself, never from the HTTP cache, with the session cookie.

const answering = (status: number, body: string) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('reading a mirrored list from the server', () => {
  it('asks past the HTTP cache, with credentials, for JSON, under the base URL', async () => {
    const fetch = answering(200, '[{"id":1},{"id":2}]');
    const signal = new AbortController().signal;
    expect(await fetchServerList('/api/saved-searches', { fetch: fetch as typeof globalThis.fetch, baseUrl: 'https://app.test', signal })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(fetch).toHaveBeenCalledWith('https://app.test/api/saved-searches', {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal,
    });
  });

  it('turns a refusal into an ApiError with the server’s message and status', async () => {
    const fetch = answering(503, '{"message":"The database is unavailable"}');
    const failure = await fetchServerList('/api/followed-policies', { fetch: fetch as typeof globalThis.fetch }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, message: '503: The database is unavailable' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/followed-policies');
  });
});
