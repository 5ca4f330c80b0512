// `npm run bench`, section 9: the analyzer's budgets (DESIGN §9, issues 10 and 30) — a standard analysis of a
// 1200×628 and a 1080×1080 creative from request to response (p50/p95, OCR share; English + Hindi OCR), and of an
// approved 1080×1080 ad the claim reader reads as well, 4 concurrent analyses, the server's RSS after 100 analyses, and over the labelled fixture set, the tuning and
// held-out splits apart: category detection, verdict agreement, high-severity ads judged non-compliant, every
// injected-instruction creative non-compliant, and the OCR's character accuracy on the Hindi ads. The server runs in its own process (analyzer-server.ts, node --import
// tsx), so its RSS is the server's alone; each timed analysis sends a slightly different image, so no OCR
// answer is reused.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { ManifestEntry, Split } from '../../fixtures/ad-creatives/creatives.js';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { devanagariAccuracy, isHindi } from './analyzer-hindi.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'fixtures/ad-creatives');
const TIMED_RUNS = 20;
const RSS_RUNS = 100;

type Creative = ManifestEntry;

export interface AnalyzerBench {
  sizes: Array<{ size: string; creative: string; p50Ms: number; p95Ms: number; maxMs: number; ocrShare: number; runs: number }>;
  concurrent: { analyses: number; errors: number; wallMs: number };
  rss: { startMb: number; afterMb: number; growthMb: number; analyses: number };
  /** Per split: issue 30's bars are detection ≥ 96 %, verdict agreement ≥ 95 %, no high-severity ad let through. */
  accuracy: Record<Split, SplitAccuracy>;
  injected: { total: number; nonCompliant: number; verdicts: Record<string, string> };
  /** OCR character accuracy over the Devanagari letters of the Hindi and bilingual creatives. */
  hindi: { creatives: number; meanAccuracy: number; minAccuracy: number; byCreative: Record<string, number> };
}

export interface SplitAccuracy {
  total: number;
  detected: number;
  verdictAgreed: number;
  highSeverity: number;
  highSeverityRefused: number;
  misses: Array<{ id: string; problem: string }>;
}

/** Issue 30's rules count as high severity before their definitions land in seed/rules, as they will. */
const NEW_HIGH_RULES = ['crypto-appeal-to-minors', 'gambling-easy-money', 'gambling-celebrity-appeal', 'alcohol-in-surrogate-advertising'];

function highSeverityRules(): Set<string> {
  const rules = readAnalyzerRules(undefined, readSeedDataset());
  return new Set(['category-status', ...rules.filter((r) => r.severity === 'HIGH' || r.severity === 'CRITICAL').map((r) => r.id), ...NEW_HIGH_RULES]);
}

/** As api/test/analyzer-held-out.test.ts: a non-compliant ad must be refused or go to a person. */
const agrees = (c: Creative, verdict: string) =>
  c.compliant ? ['COMPLIANT', 'CONDITIONAL_APPROVAL', 'REQUIRES_REVIEW'].includes(verdict) : ['NON_COMPLIANT', 'REQUIRES_REVIEW'].includes(verdict);

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
    // An ad the rules approve under a claim rule, so the claim reader reads it too (ADR 339): the slowest path.
    const approved = creatives.find((c) => c.id === 'alcohol-gb-gin-compliant')!;
    // Warm-up: the OCR workers start on first use, the claim reader's encoder on its first read.
    for (const c of [wide, square, approved]) await post(server.base, '/api/analyze-ad', await variant(read(c), 1), fields(c));

    let n = 10;
    const sizes: AnalyzerBench['sizes'] = [];
    for (const creative of [wide, square, approved]) {
      const times: number[] = [];
      const ocr: number[] = [];
      for (let i = 0; i < TIMED_RUNS; i++) {
        const answer = await post(server.base, '/api/analyze-ad', await variant(read(creative), n++), fields(creative));
        if (answer.status !== 200) throw new Error(`analysis failed: ${answer.status} ${JSON.stringify(answer.body)}`);
        times.push(answer.ms);
        ocr.push((answer.body.analysis as { ocrMs: number }).ocrMs);
      }
      sizes.push({
        size: `${creative.width}×${creative.height}${creative === approved ? ', approved' : ''}`,
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

    const high = highSeverityRules();
    const blank = (): SplitAccuracy => ({ total: 0, detected: 0, verdictAgreed: 0, highSeverity: 0, highSeverityRefused: 0, misses: [] });
    const accuracy: Record<Split, SplitAccuracy> = { tuning: blank(), 'held-out': blank() };
    const verdicts: Record<string, string> = {};
    const hindi: Record<string, number> = {};
    for (const c of creatives) {
      const split = accuracy[c.split];
      const detected = String((await post(server.base, '/api/detect-ad-category', read(c), {})).body.detectedCategory);
      // The analysis uses the user's category where the label has one (checkedAs), else the detected one.
      const answer = await post(server.base, '/api/analyze-ad-world-class', read(c), { ...fields(c), ...(c.checkedAs ? { category: c.checkedAs } : {}) });
      const verdict = String(answer.body.verdict);
      split.total += 1;
      if (detected === c.expectedCategory) split.detected += 1;
      else split.misses.push({ id: c.id, problem: `detected ${detected}, expected ${c.expectedCategory}` });
      if (agrees(c, verdict)) split.verdictAgreed += 1;
      else split.misses.push({ id: c.id, problem: `verdict ${verdict}, labelled ${c.compliant ? 'compliant' : 'non-compliant'}` });
      if (c.mustFind.some((id) => high.has(id))) {
        split.highSeverity += 1;
        if (verdict === 'NON_COMPLIANT') split.highSeverityRefused += 1;
      }
      if (c.injected) verdicts[c.id] = verdict;
      if (isHindi(c.text)) hindi[c.id] = devanagariAccuracy((answer.body.analysis as { extractedText: string }).extractedText, c.text);
    }
    const hindiScores = Object.values(hindi);
    return {
      sizes,
      concurrent,
      rss: { startMb: Math.round(startMb), afterMb: Math.round(afterMb), growthMb: Math.round(afterMb - startMb), analyses: RSS_RUNS },
      accuracy,
      injected: { total: Object.keys(verdicts).length, nonCompliant: Object.values(verdicts).filter((v) => v === 'NON_COMPLIANT').length, verdicts },
      hindi: {
        creatives: hindiScores.length,
        meanAccuracy: hindiScores.reduce((a, b) => a + b, 0) / Math.max(1, hindiScores.length),
        minAccuracy: Math.min(...hindiScores),
        byCreative: hindi,
      },
    };
  } finally {
    await server.stop();
  }
}

export function printAnalyzerReport(bench: AnalyzerBench): void {
  console.log('\nAnalyzer (standard analysis, English + Hindi OCR + rules, no model; request → response):');
  for (const s of bench.sizes) {
    console.log(`  ${s.size.padEnd(20)} p50 ${s.p50Ms} ms · p95 ${s.p95Ms} ms · max ${s.maxMs} ms · OCR ${(s.ocrShare * 100).toFixed(0)}% of the time (${s.runs} runs, ${s.creative})`);
  }
  console.log(`  4 concurrent analyses: ${bench.concurrent.errors} errors, all done in ${bench.concurrent.wallMs} ms`);
  console.log(`  RSS: ${bench.rss.startMb} MB before, ${bench.rss.afterMb} MB after ${bench.rss.analyses} analyses (${bench.rss.growthMb >= 0 ? '+' : ''}${bench.rss.growthMb} MB; budget +100 MB)`);
  const pct = (n: number, total: number) => `${n}/${total} (${((n / Math.max(1, total)) * 100).toFixed(1)}%)`;
  for (const [split, a] of Object.entries(bench.accuracy)) {
    console.log(`  ${split}: detection ${pct(a.detected, a.total)} (≥ 96%) · verdict agreement ${pct(a.verdictAgreed, a.total)} (≥ 95%) · high-severity ads non-compliant ${a.highSeverityRefused}/${a.highSeverity}`);
    for (const m of a.misses) console.log(`    miss: ${m.id}: ${m.problem}`);
  }
  console.log(`  Injected-instruction creatives non-compliant: ${bench.injected.nonCompliant}/${bench.injected.total}`);
  const h = bench.hindi;
  console.log(`  Hindi OCR character accuracy (Devanagari letters, ${h.creatives} creatives): mean ${(h.meanAccuracy * 100).toFixed(1)}%, lowest ${(h.minAccuracy * 100).toFixed(1)}%`);
  for (const [id, score] of Object.entries(h.byCreative)) console.log(`    ${id}: ${(score * 100).toFixed(1)}%`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  analyzerBench().then(printAnalyzerReport, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
