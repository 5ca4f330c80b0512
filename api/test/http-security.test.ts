import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/errors.js';
import { listen } from '../src/http/listen.js';
import { allowingInlineScripts, rejectCrossSiteWrites, securityHeaders, writeRateLimit } from '../src/http/security.js';

// The security baseline of every answer (DESIGN §10), on a tiny app that answers 204 to anything: the
// headers, which writes count as cross-site, and which budget each write is counted against.
const WRITES_PER_MINUTE = 2;
const ANALYSES_PER_MINUTE = 1;

function tinyApp() {
  const app = express();
  app.use(securityHeaders());
  app.use(rejectCrossSiteWrites);
  app.use(writeRateLimit(WRITES_PER_MINUTE, ANALYSES_PER_MINUTE));
  app.all('/{*path}', (_req, res) => void res.status(204).end());
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

async function startTinyApp() {
  const server = await listen(tinyApp(), 0, '127.0.0.1');
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = async (method: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://${host}${path}`, { method, headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, message: text ? (JSON.parse(text) as { message: string }).message : undefined };
  };
  return { server, host, send, stop: () => new Promise<void>((done) => server.close(() => done())) };
}

describe('server: security headers', () => {
  // Built in each test: helmet reads its options when the app is made.
  let app: Awaited<ReturnType<typeof startTinyApp>>;
  beforeEach(async () => void (app = await startTinyApp()));
  afterEach(() => app?.stop());

  it('when anything is answered, then it carries the strict content security policy, every directive as DESIGN §10 has it', async () => {
    const { headers } = await app.send('GET', '/anything');
    expect(headers.get('content-security-policy')!.split(';')).toEqual([
      "default-src 'self'",
      "base-uri 'none'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]);
  });

  it('when anything is answered, then helmet\'s other headers are there, but not the Internet-Explorer-only one nor COEP', async () => {
    const { headers } = await app.send('GET', '/anything');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-download-options')).toBeNull();
    expect(headers.get('cross-origin-embedder-policy')).toBeNull();
  });
});

describe('allowingInlineScripts', () => {
  it('when script-src comes first, or after a space, then the hashes join it and nothing else', () => {
    expect(allowingInlineScripts("script-src 'self';default-src 'self'", ["'sha256-a'"])).toBe("script-src 'self' 'sha256-a';default-src 'self'");
    expect(allowingInlineScripts("default-src 'self'; script-src 'self'; worker-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; worker-src 'self'",
    );
  });

  it('when the policy has no script-src, then it is left as it is', () => {
    expect(allowingInlineScripts("default-src 'self';noscript-src x", ["'sha256-a'"])).toBe("default-src 'self';noscript-src x");
  });
});

describe('server: cross-site writes', () => {
  let app: Awaited<ReturnType<typeof startTinyApp>>;
  beforeAll(async () => void (app = await startTinyApp()));
  afterAll(() => app?.stop());
  const refused = { status: 403, message: 'Cross-site requests may not change data.' };

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('when a %s comes from another site, then it is refused', async (method) => {
    expect(await app.send(method, '/events/x', { 'sec-fetch-site': 'cross-site' })).toMatchObject(refused);
    expect(await app.send(method, '/events/x', { origin: 'https://evil.example' })).toMatchObject(refused);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('when a %s comes from another site, then it is answered (reads change nothing)', async (method) => {
    expect((await app.send(method, '/events/x', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(204);
  });

  it('when the browser says the write is same-origin or user-typed, and the Origin is this host or absent, then it goes through', async () => {
    expect((await app.send('POST', '/events/x', { 'sec-fetch-site': 'same-origin', origin: `http://${app.host}` })).status).toBe(204);
    expect((await app.send('POST', '/events/x', { 'sec-fetch-site': 'none' })).status).toBe(204);
    expect((await app.send('POST', '/events/x', { origin: `http://${app.host}` })).status).toBe(204);
    expect((await app.send('POST', '/events/x')).status).toBe(204);
  });

  it.each([
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null', { origin: 'null' }],
    ['Origin: null and a same-origin Sec-Fetch-Site', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['this host on another port', { origin: 'http://127.0.0.1:1' }],
    ['a same-origin Sec-Fetch-Site but a foreign Origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
  ])('when a write comes with %s, then it is refused', async (_label, headers) => {
    expect(await app.send('DELETE', '/events/x', headers)).toMatchObject(refused);
  });
});

describe('server: write budgets', () => {
  let app: Awaited<ReturnType<typeof startTinyApp>>;
  // Each test starts with full budgets.
  beforeEach(async () => void (app = await startTinyApp()));
  afterEach(() => app?.stop());

  const statuses = async (method: string, path: string, count: number) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await app.send(method, path)).status);
    return seen;
  };

  it('when analyses exceed their own budget, then 429 with its message, on every analysis path, and saving is still allowed', async () => {
    expect(await statuses('POST', '/analyze-ad', ANALYSES_PER_MINUTE)).toEqual([204]);
    for (const path of ['/analyze-ad', '/analyze-ad-enhanced', '/analyze-ad-world-class/', '/detect-ad-category', '/uploads']) {
      expect(await app.send('POST', path), path).toMatchObject({ status: 429, message: 'Too many analyses in a short time. Please wait a minute and try again.' });
    }
    expect((await app.send('POST', '/analyze-adx')).status).toBe(204);
  });

  it('when reads are many, then they use no budget', async () => {
    expect(await statuses('GET', '/saved-searches', WRITES_PER_MINUTE * 10 + 5)).not.toContain(429);
  });

  it('when events exceed ten times the write budget, then 429 with their own message; the write budget is untouched until then', async () => {
    expect(await statuses('POST', '/events/page-view', WRITES_PER_MINUTE * 10)).toEqual(Array(WRITES_PER_MINUTE * 10).fill(204));
    expect(await app.send('POST', '/events/page-view')).toMatchObject({ status: 429, message: 'Too many events in a short time.' });
    expect((await app.send('POST', '/saved-searches')).status).toBe(204);
  });

  it('when writes exceed their budget, then 429 with its message, whatever the method, and the answer says when to retry', async () => {
    expect([...(await statuses('PUT', '/saved-searches/1', 1)), ...(await statuses('PATCH', '/saved-searches/1', 1))]).toEqual([204, 204]);
    const over = await app.send('DELETE', '/saved-searches/1');
    expect(over).toMatchObject({ status: 429, message: 'Too many changes in a short time. Please wait a minute and try again.' });
    expect(over.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${WRITES_PER_MINUTE}-in-1min"; q=${WRITES_PER_MINUTE}; w=60;`));
    expect(over.headers.get('ratelimit')).toMatch(/^"2-in-1min"; r=0; t=\d+/);
    expect(over.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await app.send('POST', '/events/other')).status).toBe(204);
  });
});
