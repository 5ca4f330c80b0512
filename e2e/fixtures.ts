// The `test` every spec uses: Playwright's, plus a record of the page's console errors and uncaught exceptions,
// and the service worker only where a test needs it: tagged @offline. Installing it precaches (and Chromium
// compiles) every chunk of the app, about 1.8 s of CPU for each fresh page, which the other tests would pay
// for nothing (ADR 008).
import { test as base, expect } from '@playwright/test';

/** The tag of a test that installs the service worker (to go offline, or to test the worker itself). */
export const OFFLINE_TAG = '@offline';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  // Playwright reads a fixture's dependencies from this pattern: one with none is written `{}`.
  // eslint-disable-next-line no-empty-pattern
  serviceWorkers: async ({}, use, testInfo) => {
    await use(testInfo.tags.includes(OFFLINE_TAG) ? 'allow' : 'block');
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await use(problems);
  },
});

export { expect };
