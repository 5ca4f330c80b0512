// `npm run bench` (tsx scripts/bench/run.ts): measures the budgets of DESIGN §9 that concern the offline client
// and prints them. A script, not a test: it reports, it does not assert. It starts its own server (in this
// process, on PORT or a free port, on a throwaway SQLite file), drives the system Chromium and stops everything
// (runner.ts). One file per section, run in this order and printed in the numbered order:
//
//   1. critical-path-js.ts  critical-path JS of the first screen and of /search: the entry and the chunks it loads
//                           at once, gzipped
//   2. offline-reload.ts    offline reload → search results on screen (phone viewport, 4× CPU slowdown, service
//                           worker + replica), against the limit baseline (baseline-page.ts: the same IndexedDB reads
//                           and paint with no framework), in alternating rounds, with the app's performance marks
//                           showing where its time goes
//   3. search.ts            local search in the browser under 4× slowdown (search-entry.ts), the real dataset and a
//                           synthetic 10,000-policy corpus: index build, index load from IndexedDB, search p50/p95
//   4. sync-bytes.ts        bytes on the wire for a full first sync, a no-change sync (200, empty delta) and a
//                           no-change sync with ETag (304)
//   5. api-load.ts          API hot reads and sync under 50 connections against a bare node:http server returning
//                           the same bytes (load.mjs), and junk-url-memory.ts: memory after 10,000 junk URLs
//   6. lighthouse.ts        Lighthouse 12, mobile preset, median of 3 first visits of / and /search?q=crypto
//   7. screens.ts           each reference screen offline: a tap to its content on screen, 4× CPU, phone, and the
//                           landing's policy checker, a tap on Check Compliance to its result
//   8. generator.ts         publisher policy generation: POST /api/generate-publisher-policy, and the same generator
//                           in the page at 4× CPU (generator-entry.ts)
//   9. analyzer.ts          the ad analyzer: standard analysis p50/p95 at two creative sizes, 4 concurrent, RSS after
//                           100 analyses, detection accuracy on the labelled fixtures, injected creatives
//                           (analyzer-server.ts)
//
// --library=3x (or any Nx) runs the whole bench, or the --only section, against the library grown N times
// (grown-library.ts: today's records repeated under new categories and keys), so every budget can be read at
// today's size and at the size the next issues bring; it writes reports/bench-3x.json instead.
// BENCH_OFFLINE_ROUNDS=N sets the offline reload rounds (default 6: 42 reloads of each page, medians steady to a few ms).
// Flags: --build rebuilds web/dist first (it is built anyway when missing); --only=offline, --only=search,
// --only=screens, --only=generator or --only=analyzer runs that section alone (plus the critical-path JS) and leaves
// reports/bench.json as it was.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerBench, printAnalyzerReport } from './analyzer.js';
import { apiThroughput, LOAD_CONCURRENCY, LOAD_MS, printApiThroughput } from './api-load.js';
import { criticalPathJs, printCriticalPathJs } from './critical-path-js.js';
import { generationTimings, printGeneration } from './generator.js';
import { junkUrlMemory, printJunkUrlMemory } from './junk-url-memory.js';
import { lighthouseBench, printLighthouseReport } from './lighthouse.js';
import { OFFLINE_RELOADS, offlineReloads, printOffline } from './offline-reload.js';
import { grownLibrary } from './grown-library.js';
import { buildWeb, CPU_SLOWDOWN, DIST, kb, launchChromium, PHONE, startServer, writeReport } from './runner.js';
import { benchPolicyId, printScreens, screenTimings } from './screens.js';
import { BENCH_QUERIES, printSearch, searchTimings } from './search.js';
import { fullSync, printSyncBytes, syncBytes } from './sync-bytes.js';

const OFFLINE_ROUNDS = Number(process.env.BENCH_OFFLINE_ROUNDS ?? 6);

type Section = 'offline' | 'search' | 'screens' | 'generator' | 'analyzer';

/** --only=offline|search: that section alone (with the critical-path JS, which costs nothing), to iterate fast. */
function onlySection(): Section | null {
  const flag = process.argv.find((a) => a.startsWith('--only='));
  if (!flag) return null;
  const value = flag.slice('--only='.length);
  if (value !== 'offline' && value !== 'search' && value !== 'screens' && value !== 'generator' && value !== 'analyzer') {
    throw new Error(`--only takes offline, search, screens, generator or analyzer, not ${value}.`);
  }
  return value;
}

/** --library=Nx: how many times today's library the bench runs against (1 without the flag). */
function libraryFactor(): number {
  const flag = process.argv.find((a) => a.startsWith('--library='));
  if (!flag) return 1;
  const factor = Number(/^--library=(\d+)x$/.exec(flag)?.[1]);
  if (!Number.isInteger(factor) || factor < 1 || factor > 10) throw new Error(`--library takes 1x to 10x, not ${flag.slice('--library='.length)}.`);
  return factor;
}

async function main(): Promise<void> {
  const only = onlySection();
  const factor = libraryFactor();
  if (process.argv.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
    console.log('Building web/dist …');
    await buildWeb();
  }
  const critical = criticalPathJs();

  const dataset = factor > 1 ? grownLibrary(factor) : undefined;
  const server = await startServer(dataset);
  const base = server.base;
  const browser = await launchChromium();
  try {
    const full = await fullSync(base);
    const snapshot = full.snapshot;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const offline = only === null || only === 'offline' ? await offlineReloads(context, base, OFFLINE_ROUNDS) : null;
    const search = only === null || only === 'search' ? await searchTimings(context, snapshot) : null;
    const screens = only === null || only === 'screens' ? await screenTimings(context, base, { policyId: benchPolicyId(snapshot) }, CPU_SLOWDOWN) : null;
    const generation = only === null || only === 'generator' ? await generationTimings(context, base, snapshot) : null;
    await context.close();
    const analyzer = only === null || only === 'analyzer' ? await analyzerBench() : null;

    console.log('\nBenchmark (DESIGN §9 budgets, reported not asserted)\n');
    if (dataset) {
      const size = `${dataset.policies.length} policies, ${dataset.updates.length} updates, ${dataset.laws.length} laws, ${dataset.documents.length} documents, ${dataset.categories.length} categories`;
      console.log(`Library: ${factor}× today's (${size}); full sync ${kb(full.wire.responseBytes)} on the wire (${full.wire.encoding ?? 'identity'})\n`);
    }
    printCriticalPathJs(critical);
    if (offline) printOffline(offline, OFFLINE_ROUNDS);
    if (search) printSearch(search);
    if (screens) printScreens(screens);
    if (generation) printGeneration(generation);
    if (analyzer) printAnalyzerReport(analyzer);
    if (only) {
      console.log(`\n--only=${only}: the other sections were skipped and reports/bench.json was left as it was.`);
      return;
    }

    const sync = await syncBytes(base, full);
    // 6. The outside judge: Lighthouse 12, mobile preset, median of 3 first visits of / and /search?q=crypto.
    // Before the load tests: their server processes and garbage would still be busy on this machine's CPU.
    const lighthouse = await lighthouseBench(base);
    const throughput = await apiThroughput(base, snapshot.revision);
    const junk = await junkUrlMemory();

    // The shape of reports/bench.json.
    const report = {
      date: new Date().toISOString(),
      criticalPathJs: critical,
      offlineReloadToResultsMs: { ...offline, rounds: OFFLINE_ROUNDS, reloadsPerRound: OFFLINE_RELOADS, cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE },
      localSearch: { ...search, cpuSlowdown: CPU_SLOWDOWN, where: 'Chromium page', queries: BENCH_QUERIES.length },
      screensOfflineMs: { screens, cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE },
      publisherPolicyGenerationMs: { ...generation, cpuSlowdown: CPU_SLOWDOWN },
      analyzer,
      sync,
      apiThroughput: { loadMs: LOAD_MS, concurrency: LOAD_CONCURRENCY, results: throughput },
      junkUrlMemory: junk,
      lighthouse,
    };

    printSyncBytes(sync);
    printApiThroughput(throughput);
    printJunkUrlMemory(junk);
    printLighthouseReport(lighthouse);

    writeReport(report, factor > 1 ? `bench-${factor}x.json` : undefined);
    console.log(`\nWritten to reports/${factor > 1 ? `bench-${factor}x.json` : 'bench.json'}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
