// `npm run bench`, section 5a: the API under load (DESIGN §9) — hot dataset reads and sync under 50 concurrent
// keep-alive connections, against a bare node:http server that answers with the same bytes in the same run:
// requests/s (budget ≥ 50% of the bare server's) and p50/p99 (budget p99 < 100 ms). The load comes from a
// child process (load.mjs), so it does not share the server's event loop.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { kb, line, ms } from './runner.js';

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
  const { stdout } = await promisify(execFile)(process.execPath, [join(import.meta.dirname, 'load.mjs'), url, String(LOAD_MS), String(LOAD_CONCURRENCY), encoding]);
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

export function printApiThroughput(throughput: ThroughputResult[]): void {
  console.log(`\nAPI under load, requests/s and p99 (${LOAD_CONCURRENCY} keep-alive connections, ${LOAD_MS / 1000} s each, against a bare node:http server with the same bytes):`);
  for (const t of throughput) {
    line(`${t.path} (${t.encoding}, ${kb(t.bodyBytes)})`, `app ${t.app.perSecond} · bare ${t.bare.perSecond} · ${(t.ratio * 100).toFixed(0)}%`, 'budget ≥ 50%');
    line('  p50 / p99', `app ${ms(t.app.p50Ms)} / ${ms(t.app.p99Ms)} · bare ${ms(t.bare.p50Ms)} / ${ms(t.bare.p99Ms)}`, 'budget p99 < 100 ms');
  }
}
