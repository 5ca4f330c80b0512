// The API under load, for `npm run bench` (DESIGN §9): hot dataset reads and sync under 50 concurrent
// connections against a bare node:http server that answers with the same bytes in the same run, and the
// memory a server process holds after thousands of distinct junk URLs. The load comes from a child process
// (bench-load.mjs), so it does not share the server's event loop.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
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
  /** RSS of the server process after start-up and a warm-up of ordinary reads. */
  rssBeforeMb: number;
  /** RSS after each round of new distinct junk URLs: it must level off, not climb. */
  rssAfterRoundsMb: number[];
}

const rssMbOf = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
};

/** Sends `urls` with 20 keep-alive connections and reads every answer. */
async function sendAll(base: string, urls: string[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const path = urls[next++]!;
      await new Promise<void>((ok, fail) => {
        http.get(base + path, { agent }, (res) => {
          res.resume();
          res.on('end', ok);
        }).on('error', fail);
      });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  agent.destroy();
}

/**
 * The memory of a server of its own (a child process, as in production, on a throwaway SQLite file) under
 * rounds of `count` distinct junk URLs each: new search words, unknown parameters, ids and platforms that
 * do not exist, missing files, unknown screens. RSS is read from /proc (Linux), after a warm-up of ordinary
 * reads so the start is a server that has been serving.
 */
export async function junkUrlMemory(count = 10_000, rounds = 3): Promise<JunkMemory> {
  const dir = mkdtempSync(join(tmpdir(), 'adpolicy-junk-'));
  // Started as `npm start` starts it: production mode, 256 MB of old space (ADR 005).
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'error', DATABASE_URL: `sqlite:${join(dir, 'junk.sqlite')}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const base = await new Promise<string>((ok, fail) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const running = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (running) ok(`http://127.0.0.1:${running[1]}`);
      });
      child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it listened: ${output}`)));
    });
    const ordinary = ['/api/platforms', '/api/policies?q=crypto', '/api/policies/1', '/api/sync?since=0', '/search', '/api/policy-updates/recent?limit=5'];
    await sendAll(base, Array.from({ length: 3000 }, (_, i) => ordinary[i % ordinary.length]!));
    const kinds = [
      (i: number) => `/api/policies?q=junk${i}`,
      (i: number) => `/api/platforms?utm_source=${i}`,
      (i: number) => `/api/sync?since=${1_000_000 + i}`,
      (i: number) => `/api/policies/platform/nope${i}`,
      (i: number) => `/api/policy-updates/recent?limit=${(i % 500) + 1}&x=${i}`,
      (i: number) => `/assets/missing-${i}.js`,
      (i: number) => `/screen-${i}`,
    ];
    const rssBeforeMb = rssMbOf(child.pid!);
    const rssAfterRoundsMb: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await sendAll(base, Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(round * count + i)));
      rssAfterRoundsMb.push(rssMbOf(child.pid!));
    }
    return { urlsPerRound: count, rssBeforeMb, rssAfterRoundsMb };
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
