// `npm run bench`, section 9: the analyzer's budgets (DESIGN §9, issue 10) — a standard analysis of a 1200×628
// and a 1080×1080 creative from request to response (p50/p95, OCR share), 4 concurrent analyses, the server's
// RSS after 100 analyses, and detection accuracy over the labelled fixture set with every injected-instruction
// creative checked to stay non-compliant. The server runs in its own process (analyzer-server.ts, node --import
// tsx), so its RSS is the server's alone; each timed analysis sends a slightly different image, so no OCR
// answer is reused.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { ManifestEntry } from '../../fixtures/ad-creatives/creatives.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'fixtures/ad-creatives');
const TIMED_RUNS = 20;
const RSS_RUNS = 100;

type Creative = ManifestEntry;

export interface AnalyzerBench {
  sizes: Array<{ size: string; creative: string; p50Ms: number; p95Ms: number; maxMs: number; ocrShare: number; runs: number }>;
  concurrent: { analyses: number; errors: number; wallMs: number };
  rss: { startMb: number; afterMb: number; growthMb: number; analyses: number };
  detection: { correct: number; total: number; accuracy: number; misses: Array<{ id: string; expected: string; detected: string }> };
  injected: { total: number; nonCompliant: number; verdicts: Record<string, string> };
}

const freePort = () =>
  new Promise<number>((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** The image with one pixel changed: a new content hash, the same text. */
async function variant(image: Buffer, n: number): Promise<Buffer> {
  const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 7 } } }).png().toBuffer();
  return sharp(image).composite([{ input: pixel, left: 0, top: 0 }]).png().toBuffer();
}

async function startServer(): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-analyzer-'));
  const port = await freePort();
  // The API alone (no web app to build or serve): the analyzer is all this measures.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/analyzer-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      ANALYSIS_RATE_LIMIT: '100000',
      LOG_LEVEL: 'silent',
      OPENAI_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running at')) ok();
    });
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((ok) => child.once('exit', ok));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function post(base: string, path: string, image: Buffer, fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'ad.png');
  const began = performance.now();
  const response = await fetch(`${base}${path}`, { method: 'POST', body: form });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, ms: performance.now() - began };
}

export async function analyzerBench(): Promise<AnalyzerBench> {
  const creatives = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')) as Creative[];
  const read = (c: Creative) => readFileSync(join(FIXTURES, c.file));
  const server = await startServer();
  try {
    const fields = (c: Creative) => ({ platform: c.platform, jurisdiction: c.jurisdiction });
    const wide = creatives.find((c) => c.width === 1200 && c.height === 628)!;
    const square = creatives.find((c) => c.width === 1080 && c.height === 1080)!;
    // Warm-up: the OCR workers start on first use.
    for (const c of [wide, square]) await post(server.base, '/api/analyze-ad', await variant(read(c), 1), fields(c));

    let n = 10;
    const sizes: AnalyzerBench['sizes'] = [];
    for (const creative of [wide, square]) {
      const times: number[] = [];
      const ocr: number[] = [];
      for (let i = 0; i < TIMED_RUNS; i++) {
        const answer = await post(server.base, '/api/analyze-ad', await variant(read(creative), n++), fields(creative));
        if (answer.status !== 200) throw new Error(`analysis failed: ${answer.status} ${JSON.stringify(answer.body)}`);
        times.push(answer.ms);
        ocr.push((answer.body.analysis as { ocrMs: number }).ocrMs);
      }
      sizes.push({
        size: `${creative.width}×${creative.height}`,
        creative: creative.id,
        p50Ms: Math.round(percentile(times, 50)),
        p95Ms: Math.round(percentile(times, 95)),
        maxMs: Math.round(Math.max(...times)),
        ocrShare: ocr.reduce((a, b) => a + b, 0) / times.reduce((a, b) => a + b, 0),
        runs: TIMED_RUNS,
      });
    }

    const concurrentBegan = performance.now();
    const together = await Promise.all(
      [wide, square, wide, square].map(async (c) => post(server.base, '/api/analyze-ad', await variant(read(c), n++), fields(c))),
    );
    const concurrent = { analyses: together.length, errors: together.filter((a) => a.status !== 200).length, wallMs: Math.round(performance.now() - concurrentBegan) };

    const startMb = rssMb(server.child);
    for (let i = 0; i < RSS_RUNS; i += 2) {
      await Promise.all([wide, square].map(async (c) => post(server.base, '/api/analyze-ad', await variant(read(c), n++), fields(c))));
    }
    const afterMb = rssMb(server.child);

    const misses: AnalyzerBench['detection']['misses'] = [];
    for (const c of creatives) {
      const answer = await post(server.base, '/api/detect-ad-category', read(c), {});
      const detected = String(answer.body.detectedCategory);
      if (detected !== c.expectedCategory) misses.push({ id: c.id, expected: c.expectedCategory, detected });
    }
    const verdicts: Record<string, string> = {};
    for (const c of creatives.filter((x) => x.injected)) {
      const answer = await post(server.base, '/api/analyze-ad-world-class', read(c), fields(c));
      verdicts[c.id] = String(answer.body.verdict);
    }
    return {
      sizes,
      concurrent,
      rss: { startMb: Math.round(startMb), afterMb: Math.round(afterMb), growthMb: Math.round(afterMb - startMb), analyses: RSS_RUNS },
      detection: { correct: creatives.length - misses.length, total: creatives.length, accuracy: (creatives.length - misses.length) / creatives.length, misses },
      injected: { total: Object.keys(verdicts).length, nonCompliant: Object.values(verdicts).filter((v) => v === 'NON_COMPLIANT').length, verdicts },
    };
  } finally {
    await server.stop();
  }
}

export function printAnalyzerReport(bench: AnalyzerBench): void {
  console.log('\nAnalyzer (standard analysis, OCR + rules, no model; request → response):');
  for (const s of bench.sizes) {
    console.log(`  ${s.size.padEnd(10)} p50 ${s.p50Ms} ms · p95 ${s.p95Ms} ms · max ${s.maxMs} ms · OCR ${(s.ocrShare * 100).toFixed(0)}% of the time (${s.runs} runs, ${s.creative})`);
  }
  console.log(`  4 concurrent analyses: ${bench.concurrent.errors} errors, all done in ${bench.concurrent.wallMs} ms`);
  console.log(`  RSS: ${bench.rss.startMb} MB before, ${bench.rss.afterMb} MB after ${bench.rss.analyses} analyses (${bench.rss.growthMb >= 0 ? '+' : ''}${bench.rss.growthMb} MB; budget +100 MB)`);
  console.log(`  Category detection on the fixtures: ${bench.detection.correct}/${bench.detection.total} (${(bench.detection.accuracy * 100).toFixed(1)}%; budget ≥ 90%)`);
  for (const m of bench.detection.misses) console.log(`    miss: ${m.id} expected ${m.expected}, detected ${m.detected}`);
  console.log(`  Injected-instruction creatives non-compliant: ${bench.injected.nonCompliant}/${bench.injected.total}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  analyzerBench().then(printAnalyzerReport, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
