// End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the real server
// on a fresh SQLite file. `npm run test:e2e` builds the web app first; the server serves web/dist.
//
// Viewports: every spec runs at the phone size, the reps' device; a test about layout (tagged @layout: the
// shell, the sidebar and drawer, first paint and layout shift, tables that become cards) runs at the desktop
// size too. One worker: the tests keep both cores busy (two workers took as long, and slowed the first OCR
// run past its limit). The spec that edits the server's dataset (change-alerts) runs after the others, in a
// project of its own, so no other test sees a revision it did not expect.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const E2E_DB = 'data/e2e.sqlite';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Specs that change the server's dataset while they run. */
const SEED_CHANGES = /change-alerts\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // A trace of every test costs about a quarter of the run's time (ADR 008): recorded only when asked
    // (E2E_TRACE=1 npm run test:e2e, to look into a failure); a failure's screenshot is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: [/\.desktop\.spec\.ts$/, SEED_CHANGES],
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, SEED_CHANGES],
      grep: /@layout/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'seed-changes',
      testMatch: SEED_CHANGES,
      dependencies: ['mobile', 'desktop'],
      use: PHONE,
    },
  ],
  webServer: {
    // A fresh database on every run: the server migrates and seeds it on start.
    command: `rm -f ${E2E_DB} ${E2E_DB}-journal ${E2E_DB}-wal ${E2E_DB}-shm && npx tsx api/src/server.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${E2E_DB}`,
      WRITE_RATE_LIMIT: '10000',
      // The analyzer specs run a few dozen analyses a minute across both projects (default 30 per client).
      ANALYSIS_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
