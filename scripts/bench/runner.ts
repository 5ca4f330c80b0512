// The shared runner of `npm run bench` (scripts/bench/run.ts): the one place that starts the server on a
// throwaway SQLite file, launches the system Chromium, bundles a page entry for a Chromium page, formats the
// figures (kb, ms, median, one printed line) and writes reports/bench.json. Each section file uses these.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { loadConfig } from '../../api/src/config.js';
import { startWebServer } from '../../api/src/server.js';
import type { SeedDataset } from '../../seed/read-dataset.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'web/dist');
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844 };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** One printed figure: label, value, budget, in columns. */
export const line = (label: string, value: string, budget = '') => console.log(`  ${label.padEnd(48)} ${value.padEnd(28)} ${budget}`);

/** Builds web/dist (vite build), as `npm run build` does. */
export async function buildWeb(): Promise<void> {
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/** The app's server in this process, on PORT or a free port, on a throwaway SQLite file; stop() removes the file. */
export async function startServer(dataset?: SeedDataset): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adpolicy-bench-'));
  const server = await startWebServer(
    loadConfig({ PORT: process.env.PORT ?? '0', DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`, LOG_LEVEL: 'error', WRITE_RATE_LIMIT: '10000' }),
    { dataset },
  );
  return {
    base: `http://127.0.0.1:${server.port}`,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The system Chromium (CHROMIUM_PATH to use another), through Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A page entry of this folder (e.g. 'scripts/bench/search-entry.ts') bundled as one IIFE script for page.addScriptTag. */
export async function bundleForPage(entry: string, name: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(ROOT, entry), formats: ['iife'], name, fileName: name },
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

/** Writes the report to reports/bench.json. */
export function writeReport(report: unknown, name = 'bench.json'): void {
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports', name), `${JSON.stringify(report, null, 2)}\n`);
}
