// The `test` every spec uses: Playwright's, plus a record of the page's console errors and uncaught exceptions.
import { test as base, expect } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
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
