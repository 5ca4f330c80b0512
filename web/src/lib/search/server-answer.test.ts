// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerAnswers, serverAnswer, serverAnswerIfHere, serverSearchPath } from './server-answer';

const answerWith = (rows: unknown[], status = 200) => new Response(JSON.stringify(rows), { status, headers: { 'Content-Type': 'application/json' } });

describe("the server's answer on a first visit", () => {
  beforeEach(forgetServerAnswers);
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__serverAnswer = undefined;
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

  it('adopts the request shell-route.js sent for the same path, and only for that path', async () => {
    const fetch = vi.fn(async () => answerWith([{ id: 2 }]));
    vi.stubGlobal('fetch', fetch);
    window.__serverAnswer = { path: '/api/policies?q=crypto&sort=relevance', response: Promise.resolve(answerWith([{ id: 1 }])) };
    expect(await serverAnswer({ q: 'alcohol', sort: 'relevance' })).toEqual([{ id: 2 }]);
    expect(await serverAnswer({ q: 'crypto', sort: 'relevance' })).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.__serverAnswer).toBeUndefined();
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
