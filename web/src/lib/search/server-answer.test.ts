// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootHandoff, handOff } from '../boot-handoff';
import { askServerEarly, forgetServerAnswers, serverAnswer, serverAnswerIfHere, serverSearchOf, serverSearchPath } from './server-answer';

const answerWith = (rows: unknown[], status = 200) => new Response(JSON.stringify(rows), { status, headers: { 'Content-Type': 'application/json' } });
const at = (address: string) => new URL(address, 'http://localhost');

describe("the server's answer on a first visit", () => {
  beforeEach(forgetServerAnswers);
  afterEach(() => {
    vi.unstubAllGlobals();
    handOff({ serverRequest: undefined });
  });

  it('asks GET /api/policies with the trimmed text and the sort, once for any number of callers', async () => {
    const fetch = vi.fn(async () => answerWith([{ id: 7 }]));
    vi.stubGlobal('fetch', fetch);
    expect(serverSearchPath({ q: '  crypto india ', sort: 'recent' })).toBe('/api/policies?q=crypto+india&sort=recent');
    const [a, b] = await Promise.all([serverAnswer({ q: 'crypto', sort: 'relevance' }), serverAnswer({ q: 'crypto ', sort: 'relevance' })]);
    expect(a).toEqual([{ id: 7 }]);
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(serverAnswerIfHere({ q: 'crypto', sort: 'relevance' })).toEqual([{ id: 7 }]);
    expect(serverAnswerIfHere({ q: 'crypto', sort: 'platform' })).toBeNull();
  });

  it('sends a plain text search of the address only: text, a known sort or Relevance, and no filter tags', () => {
    expect(serverSearchOf(at('/search?q=crypto&sort=recent'))).toEqual({ q: 'crypto', sort: 'recent' });
    expect(serverSearchOf(at('/search?q=crypto&sort=cheapest'))).toEqual({ q: 'crypto', sort: 'relevance' });
    expect(serverSearchOf(at('/search?q=crypto&filters=[]'))).toEqual({ q: 'crypto', sort: 'relevance' });
    expect(serverSearchOf(at('/search?q=crypto&filters=["google"]'))).toBeNull();
    expect(serverSearchOf(at('/search?q=%20%20'))).toBeNull();
    expect(serverSearchOf(at('/search'))).toBeNull();
  });

  it('takes the request the shell sent early for the same path, once, and only for that path', async () => {
    const fetch = vi.fn(async () => answerWith([{ id: 2 }]));
    vi.stubGlobal('fetch', fetch);
    handOff({ serverRequest: { path: '/api/policies?q=crypto&sort=relevance', response: Promise.resolve(answerWith([{ id: 1 }])) } });
    expect(await serverAnswer({ q: 'alcohol', sort: 'relevance' })).toEqual([{ id: 2 }]);
    expect(await serverAnswer({ q: 'crypto', sort: 'relevance' })).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bootHandoff().serverRequest).toBeUndefined();
  });

  it('is asked early by the shell with the path the screen asks, so the screen sends nothing more', async () => {
    const fetch = vi.fn(async () => answerWith([{ id: 4 }]));
    vi.stubGlobal('fetch', fetch);
    askServerEarly(at('/search?q=%20crypto&sort=platform'));
    expect(fetch).toHaveBeenCalledWith('/api/policies?q=crypto&sort=platform', expect.objectContaining({ credentials: 'include' }));
    expect(await serverAnswer({ q: 'crypto', sort: 'platform' })).toEqual([{ id: 4 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not asked early offline, or for an address it would not send', () => {
    const fetch = vi.fn(async () => answerWith([]));
    vi.stubGlobal('fetch', fetch);
    askServerEarly(at('/search?q=crypto&filters=["google"]'));
    vi.stubGlobal('navigator', { onLine: false });
    askServerEarly(at('/search?q=crypto'));
    expect(fetch).not.toHaveBeenCalled();
    expect(bootHandoff().serverRequest).toBeUndefined();
  });

  it('does not keep a failed answer: the next call asks again', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answerWith([], 503)).mockResolvedValueOnce(answerWith([{ id: 3 }]));
    vi.stubGlobal('fetch', fetch);
    await expect(serverAnswer({ q: 'crypto', sort: 'relevance' })).rejects.toThrow('503');
    expect(serverAnswerIfHere({ q: 'crypto', sort: 'relevance' })).toBeNull();
    expect(await serverAnswer({ q: 'crypto', sort: 'relevance' })).toEqual([{ id: 3 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
