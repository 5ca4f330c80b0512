// `npm run bench`, section 8: publisher policy generation (issue 11) — POST /api/generate-publisher-policy on
// the server (over HTTP), and the same generator in a Chromium page at 4× CPU over the sync snapshot
// (generator-entry.ts, bundled here). Budgets: under 200 ms on the server and under 300 ms in the browser.
import type { BrowserContext } from '@playwright/test';
import { bundleForPage, CPU_SLOWDOWN, line, ms } from './runner.js';

const GENERATOR_REQUESTS = [
  { publisherName: 'Acme Media', category: 'Real Money Gaming', jurisdiction: 'US', subcategory: 'Online Casino' },
  { publisherName: 'Acme Media', category: 'Cryptocurrency', jurisdiction: 'IN' },
  { publisherName: 'Acme Media', category: 'Gambling & Lottery', jurisdiction: 'GB' },
  { publisherName: 'Acme Media', category: 'Alcohol', jurisdiction: 'US' },
];

export interface GenerationTimings {
  server: { calls: number; p50: number; p95: number; max: number };
  browser: { calls: number; p50: number; p95: number; max: number };
}

export async function generationTimings(context: BrowserContext, base: string, library: unknown): Promise<GenerationTimings> {
  const times: number[] = [];
  const post = (body: unknown) =>
    fetch(`${base}/api/generate-publisher-policy`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) });
  for (const request of GENERATOR_REQUESTS) await (await post(request)).text(); // warm-up: the library is read once per revision
  for (let round = 0; round < 10; round++) {
    for (const request of GENERATOR_REQUESTS) {
      const start = performance.now();
      const response = await post(request);
      await response.text();
      if (!response.ok) throw new Error(`generation answered ${response.status}`);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const server = { calls: times.length, p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };

  const page = await context.newPage();
  await page.route('http://generator-bench.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>generator bench</title>' }));
  await page.goto('http://generator-bench.test/');
  await page.addScriptTag({ content: await bundleForPage('scripts/bench/generator-entry.ts', 'generatorBenchBundle') });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const browser = await page.evaluate(({ library, requests }) => window.__generatorBench.timeGeneration(library as never, requests, 10), { library, requests: GENERATOR_REQUESTS });
  await page.close();
  return { server, browser };
}

export function printGeneration(g: GenerationTimings): void {
  console.log('\nPublisher policy generation (4 requests × 10 rounds):');
  line('server, POST over HTTP p50 / p95 / max', `${ms(g.server.p50)} / ${ms(g.server.p95)} / ${ms(g.server.max)}`, 'budget < 200 ms');
  line(`browser, ${CPU_SLOWDOWN}× CPU p50 / p95 / max`, `${ms(g.browser.p50)} / ${ms(g.browser.p95)} / ${ms(g.browser.max)}`, 'budget < 300 ms');
}
