import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, leaksInternals, rawRequest, seededRandom, startTestApp, writeWebDist, type RawAnswer, type SeededRandom, type TestApp } from './harness.js';

// Malformed requests to every route, generated from a fixed seed so a failure is reproducible: bad ids,
// bad encodings, huge and deeply nested bodies, wrong methods and content types, over-long headers.
// Whatever arrives: no 5xx, every /api error is JSON with a message, and no answer shows a stack frame or a
// path on this machine.
const SEED = 20261123;
const CASES_PER_DATABASE = 300;

const ROUTES = [
  '/api/health', '/api/config', '/api/platforms', '/api/categories', '/api/jurisdictions', '/api/policies',
  '/api/policies/{id}', '/api/policies/platform/{id}', '/api/policy-updates/recent', '/api/sync',
  '/api/saved-searches', '/api/saved-searches/{id}', '/api/events/page-view', '/api/{id}', '/', '/search', '/{id}',
  '/api/analyze-ad', '/api/analyze-ad-world-class', '/api/detect-ad-category', '/api/uploads', '/api/analyses', '/api/analyses/{id}',
  '/api/events/ad-analysis', '/uploads/{id}', '/api/analyses/device/{id}',
] as const;
const BAD_IDS = ['0', '-1', '01', '1.5', '1e3', '0x1f', '2147483648', '99999999999999999999', 'NaN', 'null', '%00', '%',
  '%ZZ', '%E0%A4%A', '%c0%ae%c0%ae', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%98%80', 'abc', "1'%20OR%201=1", 'AAAAAAAA-1111-4111-8111-11111111111G',
  'a'.repeat(3000), '%2e%2e', '{}', '[]'];
const BAD_QUERIES = ['', '?q=%', '?q=%E0%A4%A', '?q=a&q=b', '?filters=%7B', '?filters=[]', '?filters=%7B%22platforms%22:%22x%22%7D',
  '?filters=%7B%22x%22:1%7D', '?sort=nope', '?limit=-1', '?limit=1e9', '?since=abc', '?since=-5', '?since=1&since=2',
  `?q=${'x'.repeat(5000)}`, '?__proto__[x]=1', '?constructor=1', '?filters=' + encodeURIComponent(JSON.stringify({ platforms: Array(60).fill('google') }))];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/json; charset=utf-16', 'application/json; charset=nope', 'application/xml', ''];

function body(pick: SeededRandom['pick'], next: () => number): { body?: string | Buffer; headers: Record<string, string> } {
  const kind = pick(['none', 'json', 'broken', 'huge', 'nested', 'wrong-shape', 'gzip-junk', 'unknown-encoding'] as const);
  switch (kind) {
    case 'none': return { headers: {} };
    case 'json': return { body: JSON.stringify({ name: 'x'.repeat(Math.floor(next() * 400)), query: 'crypto', filters: { platforms: ['google'] } }), headers: {} };
    case 'broken': return { body: pick(['{', '{"name":', 'nul\u0000l', '\xff\xfe', '"just a string"', '[1,2', 'null']), headers: {} };
    case 'huge': return { body: JSON.stringify({ name: 'n', query: 'q', pad: 'x'.repeat(pick([70_000, 300_000, 2_000_000])) }), headers: {} };
    case 'nested': return { body: '['.repeat(pick([1_000, 20_000])) + ']'.repeat(pick([0, 20_000])), headers: {} };
    case 'wrong-shape': return { body: pick(['[]', '{"name":1}', '{"filters":"x"}', '{"__proto__":{"admin":true}}', '{"path":["a"]}', '{"clientId":"nope"}']), headers: {} };
    case 'gzip-junk': return { body: Buffer.from('not gzip at all'), headers: { 'content-encoding': 'gzip' } };
    case 'unknown-encoding': return { body: gzipSync('{}'), headers: { 'content-encoding': pick(['zstd', 'compress', 'gzip, gzip']) } };
  }
}

function hostileRequest(rng: SeededRandom) {
  const { pick, next } = rng;
  const path = pick(ROUTES).replace('{id}', pick(BAD_IDS)) + pick(BAD_QUERIES);
  const method = pick(METHODS);
  const headers: Record<string, string> = {};
  const contentType = pick(CONTENT_TYPES);
  if (contentType) headers['content-type'] = contentType;
  if (next() < 0.1) headers['x-filler'] = 'h'.repeat(pick([9_000, 20_000, 70_000]));
  if (next() < 0.1) headers.accept = pick(['text/html', 'application/xml', '*/*;q=oops']);
  if (next() < 0.1) headers['if-none-match'] = pick(['*', '"x"', 'W/"' + 'y'.repeat(500) + '"']);
  const payload = method === 'GET' || method === 'HEAD' ? { headers: {} } : body(pick, next);
  return { method, path, headers: { ...headers, ...payload.headers }, body: payload.body };
}

function problems(request: { method: string; path: string }, answer: RawAnswer): string[] {
  const found: string[] = [];
  const where = `${request.method} ${request.path.slice(0, 120)} → ${answer.status}`;
  if (answer.status >= 500) found.push(`${where}: server error ${answer.text.slice(0, 200)}`);
  if (leaksInternals(answer.text)) found.push(`${where}: leaks internals ${answer.text.slice(0, 200)}`);
  const isApi = /^\/api(\/|\?|$)/i.test(request.path);
  if (isApi && answer.status >= 400 && request.method !== 'HEAD') {
    try {
      const message = (JSON.parse(answer.text) as { message?: unknown }).message;
      if (typeof message !== 'string' || !message) found.push(`${where}: JSON error without a message`);
    } catch {
      found.push(`${where}: error is not JSON: ${answer.text.slice(0, 200)}`);
    }
  }
  return found;
}

describe.each(dialects())('API on %s: hostile input', (dialect) => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist(mkdtempSync(join(tmpdir(), 'adpolicy-hostile-')));
    app = await startTestApp(dialect, { webDist: dist });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it(`when ${CASES_PER_DATABASE} malformed requests (seed ${SEED}) hit every route, then none is a 5xx, every API error is JSON with a message and nothing leaks`, async () => {
    const rng = seededRandom(SEED);
    const found: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < CASES_PER_DATABASE; i++) {
      const request = hostileRequest(rng);
      const answer = await rawRequest(app.url, request).catch((error: Error) => ({ status: 0, headers: {}, text: `no answer: ${error.message}` }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // A huge body may be cut off by the server once it has answered 413; that is an answer, not a crash.
      if (answer.status === 0 && request.body && request.body.length > 64 * 1024) continue;
      if (answer.status === 0) found.push(`${request.method} ${request.path.slice(0, 120)}: ${answer.text}`);
      found.push(...problems(request, answer));
    }
    expect(found).toEqual([]);
    // The generator reaches the error paths it is meant to: client errors of several kinds, and successes.
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(5);
    // And the server is still fine afterwards.
    expect((await app.get('/api/health')).status).toBe(200);
  });
});
