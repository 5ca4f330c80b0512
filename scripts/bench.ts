// `npm run bench`: measures the budgets of DESIGN §9 that concern the offline client and prints them.
// A script, not a test: it reports, it does not assert. It starts its own server (in this process, on
// PORT or a free port, on a throwaway SQLite file), drives the system Chromium and stops everything.
//
//   1. critical-path JS of the first screen and of /search: the entry and the chunks it loads at once, gzipped
//   2. offline reload → search results on screen (phone viewport, 4× CPU slowdown, service worker + replica)
//   3. local search p50/p95 in the browser under 4× slowdown: the real dataset and a synthetic 10,000-policy corpus
//   4. bytes on the wire for a full first sync, a no-change sync (200, empty delta) and a no-change sync with ETag (304)
//   5. API hot reads and sync under 50 connections against a bare node:http server returning the same bytes,
//      and memory after 10,000 junk URLs (scripts/bench-api-load.ts)
//   6. Lighthouse 12, mobile preset, median of 3 first visits of / and /search?q=crypto (scripts/bench-lighthouse.ts)
//
// Flags: --build rebuilds web/dist first (it is built anyway when missing).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { build } from 'vite';
import { loadConfig } from '../api/src/config.js';
import { startWebServer } from '../api/src/server.js';
import type { PolicyFilters } from '../core/contract.js';
import { apiThroughput, junkUrlMemory, LOAD_CONCURRENCY, LOAD_MS } from './bench-api-load.js';
import type { BenchDataset, BenchQuery, SearchTimings } from './bench-search-entry.js';
import { lighthouseBench, printLighthouseReport } from './bench-lighthouse.js';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'web/dist');
const CPU_SLOWDOWN = 4;
const OFFLINE_RELOADS = 7;
const PHONE = { width: 390, height: 844 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// ---------------------------------------------------------------------------------------------------------
// 1. Critical-path JS

interface ScreenJs {
  screen: string;
  files: { file: string; gzip: number; raw: number }[];
  totalGzip: number;
}

/**
 * The JS a screen needs before it is usable: the entry of index.html and, because the entry loads the app
 * after the pre-rendered shell has painted (web/src/main.tsx), the chunks it imports at once — the app
 * (boot) on every screen, plus the screen and the replica sync on a data screen — each with its static
 * imports, followed through the built chunks.
 */
function criticalPathJs(): { screens: ScreenJs[]; cssGzip: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+)"/.exec(html)![1]!;
  const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);
  const assets = readdirSync(join(DIST, 'assets'));
  const chunk = (prefix: string) => assets.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'))!;
  const staticImports = (file: string) =>
    [...readFileSync(join(DIST, 'assets', file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(file).forEach(visit);
    };
    roots.forEach(visit);
    return [...seen];
  };
  const sizeOf = (href: string) => {
    const bytes = readFileSync(join(DIST, href.replace(/^\//, '')));
    return { file: href, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const screen = (name: string, roots: string[]): ScreenJs => {
    const files = closure(roots).map((f) => sizeOf(`/assets/${f}`));
    return { screen: name, files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  };
  return {
    screens: [
      screen('/ (first screen)', [entry, chunk('boot')]),
      screen('/search', [entry, chunk('boot'), chunk('search-page'), chunk('replica-sync')]),
    ],
    cssGzip: styles.map(sizeOf).reduce((sum, f) => sum + f.gzip, 0),
  };
}

// ---------------------------------------------------------------------------------------------------------
// 4. Sync bytes (raw HTTP, so headers count too)

interface WireAnswer {
  status: number;
  etag: string | null;
  encoding: string | undefined;
  responseBytes: number;
  requestBytes: number;
  body: string;
}

function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function wireGet(base: string, path: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((ok, fail) => {
    const request = http.get(`${base}${path}`, { agent: false, headers: { accept: 'application/json', 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const socket = res.socket;
        ok({
          status: res.statusCode ?? 0,
          etag: (res.headers.etag as string | undefined) ?? null,
          encoding: res.headers['content-encoding'],
          responseBytes: socket.bytesRead,
          requestBytes: socket.bytesWritten,
          body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
        });
      });
    });
    request.on('error', fail);
  });
}

// ---------------------------------------------------------------------------------------------------------
// 2. Offline reload to results

/** Records (in page time, from navigation start) when the first search result is in the DOM. */
const RECORD_RESULTS_AT = `
  new MutationObserver((_, observer) => {
    const list = document.querySelector('ul[aria-label="Search results"] li');
    if (list) { window.__resultsAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.waitForSelector('ul[aria-label="Search results"] li', { timeout: 30_000 });
}

async function offlineReloadTimes(context: BrowserContext, base: string): Promise<number[]> {
  const page = await context.newPage();
  await page.addInitScript(RECORD_RESULTS_AT);
  await page.goto(`${base}/search?q=crypto`);
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const times: number[] = [];
  for (let i = 0; i < OFFLINE_RELOADS; i++) {
    await page.reload();
    await page.waitForFunction(() => typeof (window as unknown as { __resultsAt?: number }).__resultsAt === 'number', null, { timeout: 30_000 });
    times.push(await page.evaluate(() => (window as unknown as { __resultsAt: number }).__resultsAt));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.unroute('**/*');
  await context.setOffline(false);
  await page.close();
  return times;
}

// ---------------------------------------------------------------------------------------------------------
// 3. Local search in the browser

async function bundleSearchBench(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(ROOT, 'scripts/bench-search-entry.ts'), formats: ['iife'], name: 'searchBenchBundle', fileName: 'search-bench' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((o) => o.type === 'chunk');
      if (chunk && 'code' in chunk) return chunk.code;
    }
  }
  throw new Error('The search bench bundle produced no code.');
}

const none: PolicyFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };
const filtersOf = (f: Partial<PolicyFilters>): PolicyFilters => ({ ...none, ...f });
const BENCH_QUERIES: BenchQuery[] = [
  ...['crypto', 'crypto exchange', 'gambling india', 'alcohol', 'real money gaming', 'licence', 'age verification', 'pharmacy',
    'dating', 'political election', 'tobacco vaping', 'weapons', 'cannabis cbd', 'financial services loans', 'gamblng', 'certif', 'a']
    .map((q) => ({ q, filters: none, sort: 'relevance' as const })),
  { q: 'crypto', filters: filtersOf({ jurisdictions: ['IN'] }), sort: 'relevance' },
  { q: 'crypto', filters: filtersOf({ platforms: ['google', 'facebook'] }), sort: 'recent' },
  { q: 'gambling', filters: filtersOf({ status: ['prohibited', 'limited'] }), sort: 'platform' },
  { q: '', filters: filtersOf({ categories: ['Cryptocurrency'] }), sort: 'recent' },
  { q: '', filters: filtersOf({ jurisdictions: ['GB'], status: ['allowed'] }), sort: 'relevance' },
  { q: '', filters: filtersOf({ platforms: ['google'] }), sort: 'platform' },
];

async function searchTimings(context: BrowserContext, bundle: string, dataset: BenchDataset): Promise<{ real: SearchTimings; synthetic: SearchTimings }> {
  const page = await context.newPage();
  // A real origin (about:blank has no IndexedDB), answered by the bench itself.
  await page.route('http://search-bench.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>search bench</title>' }));
  await page.goto('http://search-bench.test/');
  await page.addScriptTag({ content: bundle });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const result = await page.evaluate(
    async ({ dataset, queries }) => {
      const bench = window.__searchBench;
      const real = await bench.timeSearch(dataset, queries, 20);
      const synthetic = await bench.timeSearch(bench.syntheticDataset(dataset, 10_000), queries, 5);
      return { real, synthetic };
    },
    { dataset, queries: BENCH_QUERIES },
  );
  await page.close();
  return result;
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (process.argv.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
    console.log('Building web/dist …');
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  }
  const critical = criticalPathJs();

  const dataDir = mkdtempSync(join(tmpdir(), 'adpolicy-bench-'));
  const server = await startWebServer(
    loadConfig({ PORT: process.env.PORT ?? '0', DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`, LOG_LEVEL: 'error', WRITE_RATE_LIMIT: '10000' }),
  );
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const full = await wireGet(base, '/api/sync?since=0');
    const snapshot = JSON.parse(full.body) as BenchDataset & { revision: number };
    const noChange = await wireGet(base, `/api/sync?since=${snapshot.revision}`);
    const notModified = await wireGet(base, `/api/sync?since=${snapshot.revision}`, { 'if-none-match': noChange.etag ?? '' });
    const fullRaw = Buffer.byteLength(full.body);
    const throughput = await apiThroughput(base, snapshot.revision);
    const junk = await junkUrlMemory();

    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const reloads = await offlineReloadTimes(context, base);
    const search = await searchTimings(context, await bundleSearchBench(), snapshot);
    await context.close();
    // 6. The outside judge: Lighthouse 12, mobile preset, median of 3 first visits of / and /search?q=crypto.
    const lighthouse = await lighthouseBench(base);

    const report = {
      date: new Date().toISOString(),
      criticalPathJs: critical,
      offlineReloadToResultsMs: { runs: reloads, median: median(reloads), cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE },
      localSearch: { ...search, cpuSlowdown: CPU_SLOWDOWN, where: 'Chromium page', queries: BENCH_QUERIES.length },
      sync: {
        fullFirstSync: { encoding: full.encoding, responseBytes: full.responseBytes, requestBytes: full.requestBytes, bodyUncompressedBytes: fullRaw, policies: snapshot.policies.length, roundTrips: 1 },
        noChange200: { status: noChange.status, responseBytes: noChange.responseBytes, requestBytes: noChange.requestBytes },
        noChange304: { status: notModified.status, responseBytes: notModified.responseBytes, requestBytes: notModified.requestBytes },
      },
      apiThroughput: { loadMs: LOAD_MS, concurrency: LOAD_CONCURRENCY, results: throughput },
      junkUrlMemory: junk,
      lighthouse,
    };

    const line = (label: string, value: string, budget = '') => console.log(`  ${label.padEnd(48)} ${value.padEnd(28)} ${budget}`);
    console.log('\nBenchmark (DESIGN §9 budgets, reported not asserted)\n');
    console.log('Critical-path JS (the entry and the chunks it loads at once, with their static imports; gzip -9):');
    for (const screen of critical.screens) {
      line(screen.screen, `${kb(screen.totalGzip)} in ${screen.files.length} files`, screen.screen.includes('first') ? 'budget ≤ 170 KB' : '');
      for (const f of [...screen.files].sort((a, b) => b.gzip - a.gzip).slice(0, 4)) line(`  ${f.file}`, `${kb(f.gzip)} (raw ${kb(f.raw)})`);
    }
    line('(CSS, not counted)', kb(critical.cssGzip));
    console.log(`\nOffline reload → results on screen (Chromium, ${PHONE.width}×${PHONE.height}, ${CPU_SLOWDOWN}× CPU slowdown, ${OFFLINE_RELOADS} reloads):`);
    line('median', ms(median(reloads)), 'budget < 1000 ms');
    line('runs', reloads.map((t) => t.toFixed(0)).join(', ') + ' ms');
    console.log(`\nLocal search in the browser (${CPU_SLOWDOWN}× CPU slowdown, ${BENCH_QUERIES.length} queries with filters and sorts):`);
    for (const [name, t] of [['real dataset', search.real], ['synthetic corpus', search.synthetic]] as const) {
      line(`${name}: ${t.policies} policies, ${t.calls} calls`, `p50 ${ms(t.p50)} · p95 ${ms(t.p95)}`, name === 'synthetic corpus' ? 'budget p95 < 50 ms' : '');
      line(`${name}: index build, max call`, `${ms(t.buildMs)} · max ${ms(t.max)}`);
    }
    console.log('\nSync bytes on the wire (status line + headers + body):');
    line(`full first sync (${snapshot.policies.length} policies, 1 round trip)`, `${kb(full.responseBytes)} ${full.encoding ?? 'uncompressed'} (body ${kb(fullRaw)})`);
    line('no-change sync, 200 with empty delta', `${noChange.responseBytes} B (+ ${noChange.requestBytes} B request)`, 'budget < 1 KB');
    line('no-change sync with ETag, 304', `${notModified.responseBytes} B (+ ${notModified.requestBytes} B request)`, 'budget < 1 KB');
    console.log(`\nAPI under load, requests/s and p99 (${LOAD_CONCURRENCY} keep-alive connections, ${LOAD_MS / 1000} s each, against a bare node:http server with the same bytes):`);
    for (const t of throughput) {
      line(`${t.path} (${t.encoding}, ${kb(t.bodyBytes)})`, `app ${t.app.perSecond} · bare ${t.bare.perSecond} · ${(t.ratio * 100).toFixed(0)}%`, 'budget ≥ 50%');
      line('  p50 / p99', `app ${ms(t.app.p50Ms)} / ${ms(t.app.p99Ms)} · bare ${ms(t.bare.p50Ms)} / ${ms(t.bare.p99Ms)}`, 'budget p99 < 100 ms');
    }
    console.log(`\nMemory under distinct junk URLs (a server process of its own, after a warm-up; ${junk.rssAfterRoundsMb.length} rounds of ${junk.urlsPerRound}):`);
    line('RSS before, then after each round', `${junk.rssBeforeMb} → ${junk.rssAfterRoundsMb.join(' → ')} MB`);
    line(`growth after the first ${junk.urlsPerRound}`, `+${(junk.rssAfterRoundsMb[0]! - junk.rssBeforeMb).toFixed(1)} MB`, 'budget ≤ +50 MB');
    printLighthouseReport(lighthouse);

    mkdirSync(join(ROOT, 'reports'), { recursive: true });
    writeFileSync(join(ROOT, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nWritten to reports/bench.json');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
