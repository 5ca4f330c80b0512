// The API under load, for `npm run bench` (DESIGN §9): hot dataset reads and sync under 50 concurrent
// connections against a bare node:http server that answers with the same bytes in the same run, and the
// memory the server holds after thousands of distinct junk URLs. The load comes from a child process
// (bench-load.mjs), so it does not share the server's event loop.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
export const LOAD_MS = 4000;
export const LOAD_CONCURRENCY = 50;

interface LoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ThroughputResult {
  path: string;
  encoding: string;
  bodyBytes: number;
  app: LoadResult;
  bare: LoadResult;
  ratio: number;
}

async function load(url: string, encoding: string): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/bench-load.mjs'), url, String(LOAD_MS), String(LOAD_CONCURRENCY), encoding]);
  const result = JSON.parse(stdout) as LoadResult & { errors: number };
  if (result.errors > 0) throw new Error(`${result.errors} failed requests to ${url}`);
  return { perSecond: result.perSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms };
}

/** The bytes on the wire (compressed if the server compressed them) and the headers that describe them. */
function wireBody(url: string, encoding: string): Promise<{ body: Buffer; headers: http.OutgoingHttpHeaders }> {
  return new Promise((ok, fail) => {
    http.get(url, { agent: false, headers: { accept: 'application/json', 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: http.OutgoingHttpHeaders = { 'content-type': res.headers['content-type'] ?? 'application/json' };
        if (res.headers['content-encoding']) headers['content-encoding'] = res.headers['content-encoding'];
        ok({ body: Buffer.concat(chunks), headers });
      });
    }).on('error', fail);
  });
}

/** req/s and latency of the app on `path` next to a bare node:http server returning the same bytes. */
async function compareWithBare(base: string, path: string, encoding: string): Promise<ThroughputResult> {
  const { body, headers } = await wireBody(base + path, encoding);
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((ok) => bare.listen(0, '127.0.0.1', ok));
  const { port } = bare.address() as { port: number };
  try {
    const app = await load(base + path, encoding);
    const bareResult = await load(`http://127.0.0.1:${port}${path}`, encoding);
    return { path, encoding, bodyBytes: body.length, app, bare: bareResult, ratio: app.perSecond / bareResult.perSecond };
  } finally {
    await new Promise<void>((ok) => bare.close(() => ok()));
  }
}

/** Dataset reads as the bench always measured them (identity), and sync as a browser asks for it (compressed). */
export async function apiThroughput(base: string, revision: number): Promise<ThroughputResult[]> {
  const results: ThroughputResult[] = [];
  for (const path of ['/api/platforms', '/api/policies?q=cryptocurrency', '/api/policies/1']) results.push(await compareWithBare(base, path, 'identity'));
  for (const path of ['/api/sync?since=0', `/api/sync?since=${revision}`]) results.push(await compareWithBare(base, path, 'br, gzip'));
  return results;
}

export interface JunkMemory {
  urlsPerRound: number;
  rssBeforeMb: number;
  /** RSS after each round of new distinct URLs: it must level off, not climb. */
  rssAfterRoundsMb: number[];
  cache: { entries: number; bytes: number };
}

/**
 * RSS of this process (the bench runs the server in-process) before and after rounds of `count` distinct
 * junk URLs each: new search words, unknown parameters, ids and platforms that do not exist, missing files.
 */
export async function junkUrlMemory(base: string, cacheSize: () => { entries: number; bytes: number }, count = 10_000, rounds = 3): Promise<JunkMemory> {
  const kinds = [
    (i: number) => `/api/policies?q=junk${i}`,
    (i: number) => `/api/platforms?utm_source=${i}`,
    (i: number) => `/api/sync?since=${1_000_000 + i}`,
    (i: number) => `/api/policies/platform/nope${i}`,
    (i: number) => `/api/policy-updates/recent?limit=${(i % 500) + 1}&x=${i}`,
    (i: number) => `/assets/missing-${i}.js`,
    (i: number) => `/screen-${i}`,
  ];
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const rssBefore = process.memoryUsage().rss;
  const rssAfterRounds: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  let next = 0;
  let end = 0;
  const worker = async () => {
    while (next < end) {
      const i = next++;
      await new Promise<void>((ok, fail) => {
        http.get(base + kinds[i % kinds.length]!(i), { agent }, (res) => {
          res.resume();
          res.on('end', ok);
        }).on('error', fail);
      });
    }
  };
  for (let round = 0; round < rounds; round++) {
    end += count;
    await Promise.all(Array.from({ length: 20 }, worker));
    rssAfterRounds.push(mb(process.memoryUsage().rss));
  }
  agent.destroy();
  return { urlsPerRound: count, rssBeforeMb: mb(rssBefore), rssAfterRoundsMb: rssAfterRounds, cache: cacheSize() };
}
