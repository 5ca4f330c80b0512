// Takes the install screenshots of the web app manifest (web/build/pwa-options.ts) with the system Chromium:
// the search screen with results at a phone size (narrow) and a desktop size (wide), written to
// web/public/screenshots/. Starts its own server on a throwaway SQLite file. Run after a UI change:
//   npx tsx scripts/generate-screenshots.ts
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadConfig } from '../api/src/config.js';
import { startWebServer } from '../api/src/server.js';

const OUT = join(import.meta.dirname, '../web/public/screenshots');

/** Kept in step with the manifest's `screenshots` (sizes and form factors). */
export const SCREENSHOTS = [
  { file: 'search-narrow.png', width: 390, height: 844 },
  { file: 'search-wide.png', width: 1280, height: 800 },
] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'adpolicy-screenshots-'));
const server = await startWebServer(loadConfig({ PORT: '0', DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}`, LOG_LEVEL: 'warn' }));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(OUT, { recursive: true });
  for (const { file, width, height } of SCREENSHOTS) {
    // One device pixel per CSS pixel: the manifest states the size, and the files stay small.
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.port}/search?q=crypto`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await page.getByRole('status', { name: 'Sync status' }).filter({ hasText: 'Online' }).waitFor();
    await page.screenshot({ path: join(OUT, file), type: 'png' });
    console.log(`wrote web/public/screenshots/${file} (${width}×${height}, ${(statSync(join(OUT, file)).size / 1024).toFixed(0)} KB)`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
