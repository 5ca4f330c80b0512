import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, datasetReadCache, type DatasetReadCacheLimits } from '../src/dataset/read-cache.js';
import { listen } from '../src/http/listen.js';

// The read cache's rules, on a tiny app whose routes count how often they really run: what is kept, for
// which revision, which request shares an answer, what a repeat gets (body, headers, 304, compression),
// and what is let go first when the bounds are reached. ADR 005.

describe('cacheKey', () => {
  it('when a path is not a dataset route with parameters, then the key is the path alone', () => {
    expect(cacheKey('/api/platforms?junk=1', 7)).toBe('/api/platforms');
    expect(cacheKey('/api/categories', 7)).toBe('/api/categories');
  });

  it('when the route reads parameters, then the key holds their values in the route\'s order, null when absent, others ignored', () => {
    expect(cacheKey('/api/policies?sort=recent&junk=2&q=wine', 7)).toBe('/api/policies?["wine",null,"recent"]');
    expect(cacheKey('/API/Policies/', 7)).toBe('/API/Policies/?[null,null,null]');
    expect(cacheKey('/api/policy-updates/recent?limit=5', 7)).toBe('/api/policy-updates/recent?["5"]');
    expect(cacheKey('/api/policies?q=a&q=b', 7)).toBe('/api/policies?[["a","b"],null,null]');
    // Numbers past the revision mean a reset only for sync's since.
    expect(cacheKey('/api/policies?q=2024', 7)).toBe('/api/policies?["2024",null,null]');
    expect(cacheKey('/api/policy-updates/recent?limit=50', 7)).toBe('/api/policy-updates/recent?["50"]');
  });

  it('when sync asks past the revision, then every such since is one "reset" key; at or below it, the number is kept', () => {
    expect(cacheKey('/api/sync?since=8', 7)).toBe('/api/sync?["reset"]');
    expect(cacheKey('/api/sync?since=9999999999', 7)).toBe('/api/sync?["reset"]');
    expect(cacheKey('/api/sync?since=7', 7)).toBe('/api/sync?["7"]');
    expect(cacheKey('/api/sync?since=0', 7)).toBe('/api/sync?["0"]');
    // Not a plain number of at most ten digits: the route refuses it, so it keeps its own key.
    for (const since of ['99999999999', '8x', '-8', '']) expect(cacheKey(`/api/sync?since=${since}`, 7), since).toBe(`/api/sync?["${since}"]`);
  });
});

interface TinyApp {
  base: string;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: Buffer }>;
  /** How many times each route really ran (not answered from memory). */
  runs: Record<string, number>;
  cache: ReturnType<typeof datasetReadCache>;
  setRevision(revision: number, fresh?: boolean): void;
  /** Holds the policies route until the returned function is called. */
  hold(): () => void;
  /** Requests that reached the app (before the cache). */
  readonly arrived: number;
  logged: { msg: string; cached?: boolean; res?: { statusCode: number }; responseTime?: number }[];
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

async function startTinyApp(limits?: DatasetReadCacheLimits, level = 'info'): Promise<TinyApp> {
  let revision = 1;
  let fresh = true;
  let gate: Promise<void> | null = null;
  const clock = Object.assign(async () => revision, { peek: () => (fresh ? revision : undefined) });
  const logged: TinyApp['logged'] = [];
  const sink = new Writable({ write: (chunk, _e, done) => void (logged.push(JSON.parse(String(chunk))), done()) });
  const cache = datasetReadCache(clock, pino({ level }, sink), limits);
  const runs: Record<string, number> = {};
  const app = express();
  app.set('query parser', 'simple');
  let arrived = 0;
  app.use((req, res, next) => {
    arrived++;
    res.set({ 'Cache-Control': 'no-store', 'X-Route': 'tiny' });
    // A header Node writes for each response: set here, it would be recorded with the answer.
    if (req.query.date === 'old') res.set('Date', 'Mon, 01 Jan 2001 00:00:00 GMT');
    next();
  });
  app.use(cache.middleware);
  const counted = (name: string, answer: (req: express.Request, res: express.Response) => void): express.RequestHandler => (req, res) => {
    runs[name] = (runs[name] ?? 0) + 1;
    answer(req, res);
  };
  app.get('/api/policies', (_req, _res, next) => void (gate ?? Promise.resolve()).then(() => next()));
  app.get('/api/policies', counted('policies', (req, res) => void res.json({ q: req.query.q ?? null, revision, text: 'policy text '.repeat(Number(req.query.size ?? 1)) })));
  // Answers of exactly `limit` + 10 bytes: {"pad":"xx…"}.
  app.get('/api/policy-updates/recent', counted('updates', (req, res) => void res.json({ pad: 'x'.repeat(Number(req.query.limit)) })));
  app.get('/api/sync', counted('sync', (_req, res) => void res.set('ETag', `"rev-${revision}"`).json({ revision })));
  app.get('/api/missing', counted('missing', (_req, res) => void res.status(404).json({ message: 'No such thing.' })));
  app.post('/api/policies', counted('post', (_req, res) => void res.json({ posted: true })));
  app.locals.datasetReads = cache;
  const server = await listen(app, 0, '127.0.0.1');
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    runs,
    cache,
    logged,
    get arrived() {
      return arrived;
    },
    hold() {
      let release!: () => void;
      gate = new Promise((done) => (release = done));
      return () => {
        gate = null;
        release();
      };
    },
    setRevision(next, isFresh = true) {
      revision = next;
      fresh = isFresh;
    },
    // node:http, not fetch: fetch would undo the compression, and the bytes sent are what is tested.
    get: (path, headers = {}) =>
      new Promise((done, fail) => {
        request(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const received = new Headers();
            for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') received.set(name, value);
            done({ status: response.statusCode!, headers: received, body: Buffer.concat(chunks) });
          });
        })
          .on('error', fail)
          .end();
      }),
  };
}

describe('dataset read cache', () => {
  it('when a read is repeated, then the route runs once and the repeat has the same body, ETag and headers, and a length', async () => {
    const app = await startTinyApp();
    const first = await app.get('/api/policies?q=wine');
    const second = await app.get('/api/policies?q=wine');
    expect(app.runs.policies).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    for (const name of ['cache-control', 'x-route', 'content-type']) expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.headers.get('content-length')).toBe(String(first.body.length));
  });

  it('when a route names its own ETag, then that is the one kept and sent again', async () => {
    const app = await startTinyApp();
    expect((await app.get('/api/sync?since=0')).headers.get('etag')).toBe('"rev-1"');
    expect((await app.get('/api/sync?since=0')).headers.get('etag')).toBe('"rev-1"');
    expect(app.runs.sync).toBe(1);
  });

  it('when a repeat sends the ETag it has, then 304 with no body', async () => {
    const app = await startTinyApp();
    const etag = (await app.get('/api/policies?q=wine')).headers.get('etag')!;
    const again = await app.get('/api/policies?q=wine', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await app.get('/api/policies?q=wine', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('when the revision moves, then the next read runs the route again and its answer replaces the old one', async () => {
    const app = await startTinyApp();
    await app.get('/api/policies?q=wine');
    const before = app.cache.size();
    app.setRevision(2);
    expect(JSON.parse((await app.get('/api/policies?q=wine')).body.toString()).revision).toBe(2);
    expect(app.runs.policies).toBe(2);
    expect(app.cache.size()).toEqual(before);
  });

  it('when the revision is not known fresh, then the repeat reaches Express and is still answered from memory there', async () => {
    const app = await startTinyApp();
    const first = await app.get('/api/policies?q=wine');
    app.setRevision(1, false);
    const second = await app.get('/api/policies?q=wine');
    expect(app.runs.policies).toBe(1);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('when a repeat reaches Express, then it gets the compressed copy too, made once', async () => {
    const app = await startTinyApp();
    const plain = (await app.get('/api/policies?q=big&size=200')).body;
    app.setRevision(1, false);
    const sent: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const br = await app.get('/api/policies?q=big&size=200', { 'accept-encoding': 'br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
      sent.push(br.body);
    }
    expect(app.cache.size().bytes).toBe(plain.length + Buffer.byteLength('/api/policies?["big",null,null]') + sent[0]!.length);
    expect(app.runs.policies).toBe(1);
  });

  it('when many ask at once for an answer not kept yet, then the route runs once and they all get its answer', async () => {
    const app = await startTinyApp();
    const release = app.hold();
    const asks = Array.from({ length: 20 }, () => app.get('/api/policies?q=crowd'));
    await vi.waitFor(() => expect(app.arrived).toBe(20));
    release();
    const answers = await Promise.all(asks);
    expect(app.runs.policies).toBe(1);
    expect(JSON.parse(answers[0]!.body.toString())).toMatchObject({ q: 'crowd' });
    for (const answer of answers) expect([answer.status, answer.body.toString()]).toEqual([200, answers[0]!.body.toString()]);
  });

  it('when the first of many asking at once gets no answer to keep, then the others go on to the route', async () => {
    const app = await startTinyApp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.get('/api/missing')));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(app.runs.missing).toBe(5);
  });

  it('when an answer is not a 200, or the request not a GET, then nothing is kept', async () => {
    const app = await startTinyApp();
    for (let i = 0; i < 2; i++) expect((await app.get('/api/missing')).status).toBe(404);
    expect(app.runs.missing).toBe(2);
    expect(app.cache.size()).toEqual({ entries: 0, bytes: 0 });
    for (let i = 0; i < 2; i++) expect((await fetch(`${app.base}/api/policies`, { method: 'POST' })).status).toBe(200);
    expect(app.runs.post).toBe(2);
    expect(app.cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('when a client accepts brotli or gzip, then a large answer comes compressed that way, and a small one never', async () => {
    const app = await startTinyApp();
    const plain = (await app.get('/api/policies?q=big&size=200')).body;
    expect(plain.length).toBeGreaterThan(1024);
    const br = await app.get('/api/policies?q=big&size=200', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.headers.get('content-length')).toBe(String(br.body.length));
    const gzip = await app.get('/api/policies?q=big&size=200', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    for (const refused of ['br;q=0, gzip;q=0.0', 'br;q=0.00, gzip;q=0', 'gzip;q=0.000', 'deflate', 'brotli, gzips']) {
      const none = await app.get('/api/policies?q=big&size=200', { 'accept-encoding': refused });
      expect(none.headers.get('content-encoding'), refused).toBeNull();
      expect(none.body.equals(plain), refused).toBe(true);
    }
    await app.get('/api/policies?q=small&size=1');
    const small = await app.get('/api/policies?q=small&size=1', { 'accept-encoding': 'br, gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(app.runs.policies).toBe(2);
  });

  it('when compressed copies are made, then each counts in the bytes held, once', async () => {
    const app = await startTinyApp();
    await app.get('/api/policies?q=big&size=200');
    const plain = app.cache.size().bytes;
    const gzip = (await app.get('/api/policies?q=big&size=200', { 'accept-encoding': 'gzip' })).body.length;
    expect(app.cache.size().bytes).toBe(plain + gzip);
    await app.get('/api/policies?q=big&size=200', { 'accept-encoding': 'gzip' });
    expect(app.cache.size().bytes).toBe(plain + gzip);
    const br = (await app.get('/api/policies?q=big&size=200', { 'accept-encoding': 'br' })).body.length;
    expect(app.cache.size().bytes).toBe(plain + gzip + br);
    // A new revision replaces the answer: its copies go with it.
    app.setRevision(2);
    await app.get('/api/policies?q=big&size=200');
    expect(app.cache.size().bytes).toBe(plain);
  });

  it('when an answer is 1 KB or more, then it may come compressed; one byte less, never', async () => {
    const app = await startTinyApp();
    for (const limit of [1014, 1013]) await app.get(`/api/policy-updates/recent?limit=${limit}`);
    const at = await app.get('/api/policy-updates/recent?limit=1014', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(at.body).length).toBe(1024);
    expect(at.headers.get('content-encoding')).toBe('gzip');
    const below = await app.get('/api/policy-updates/recent?limit=1013', { 'accept-encoding': 'gzip' });
    expect(below.body.length).toBe(1023);
    expect(below.headers.get('content-encoding')).toBeNull();
  });

  it('when a HEAD asks for a kept answer, then it goes to Express (only GETs are answered from memory)', async () => {
    const app = await startTinyApp();
    await app.get('/api/policies?q=wine');
    await new Promise<void>((done) => request(`${app.base}/api/policies?q=wine`, { method: 'HEAD' }, (response) => response.resume().on('end', done)).end());
    expect(app.runs.policies).toBe(2);
  });

  it('when a repeat is sent, then it carries its own Date, not the one recorded with the answer', async () => {
    const app = await startTinyApp();
    await app.get('/api/policies?q=old&date=old');
    const repeat = await app.get('/api/policies?q=old');
    expect(repeat.headers.get('date')).not.toBe('Mon, 01 Jan 2001 00:00:00 GMT');
    expect(Date.parse(repeat.headers.get('date')!)).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('when the entry bound is reached, then the least recently used answer goes first', async () => {
    const app = await startTinyApp({ maxEntries: 2, maxBytes: 1_000_000 });
    await app.get('/api/policies?q=a');
    await app.get('/api/policies?q=b');
    await app.get('/api/policies?q=a'); // a is now the most recently used
    await app.get('/api/policies?q=c'); // so b goes
    expect(app.cache.size().entries).toBe(2);
    await app.get('/api/policies?q=a');
    await app.get('/api/policies?q=c');
    expect(app.runs.policies).toBe(3);
    await app.get('/api/policies?q=b');
    expect(app.runs.policies).toBe(4);
  });

  it('when the byte bound is reached, then old answers go until the bytes fit, and exactly at the bound they all stay', async () => {
    const probe = await startTinyApp();
    await probe.get('/api/policies?q=a');
    const one = probe.cache.size().bytes;
    const app = await startTinyApp({ maxEntries: 100, maxBytes: 2 * one });
    await app.get('/api/policies?q=a');
    await app.get('/api/policies?q=b');
    expect(app.cache.size()).toEqual({ entries: 2, bytes: 2 * one });
    await app.get('/api/policies?q=c');
    expect(app.cache.size()).toEqual({ entries: 2, bytes: 2 * one });
    await app.get('/api/policies?q=b');
    expect(app.runs.policies).toBe(3);
  });

  it('when a repeat is answered before Express, then it is logged like any request, marked cached', async () => {
    const app = await startTinyApp();
    await app.get('/api/policies?q=wine');
    app.logged.length = 0;
    await app.get('/api/policies?q=wine');
    expect(app.logged).toEqual([expect.objectContaining({ msg: 'request completed', cached: true, res: { statusCode: 200 }, req: { method: 'GET', url: '/api/policies?q=wine' } })]);
    const responseTime = app.logged[0]!.responseTime!;
    expect(responseTime).toBeGreaterThanOrEqual(0);
    expect(responseTime).toBeLessThan(1000);
  });

  it('when the clock cannot read the revision, then the read fails as an error, not a hang', async () => {
    const clock = Object.assign(async () => Promise.reject(new Error('Database is closed')), { peek: () => undefined });
    const cache = datasetReadCache(clock, pino({ level: 'silent' }));
    const app = express();
    app.use(cache.middleware, (_req, res) => void res.json({}));
    app.use(((error, _req, res, _next) => void res.status(503).json({ message: (error as Error).message })) as express.ErrorRequestHandler);
    const server = await listen(app, 0, '127.0.0.1');
    servers.push(server);
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/policies`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Database is closed' });
  });
});
