// The strict CSP (script-src without 'unsafe-eval') holds without a single violation report: loading the app and
// then screens that use zod (the analyzer, the dashboard) in the same browser context used to report a blocked
// `script-src eval` each time, zod probing `new Function` (issue 31; web/src/boot/zod-without-eval.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './pages/app-shell';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Every `securitypolicyviolation` of every document the context opens, as it is dispatched. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.context().exposeBinding('reportCspViolation', (_source, violation: Violation) => void violations.push(violation));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: unknown) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`, page: location.pathname });
    });
  });
  return violations;
}

/** Waits for the tasks already queued (a violation event among them) to run, then for their reports to arrive. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

test.describe('the content security policy', () => {
  test('when the app and then screens that parse data are loaded, then no CSP violation is reported', async ({ page, problems }) => {
    const violations = await recordViolations(page);

    await page.goto('/');
    await waitForApp(page);
    await settle(page);

    await page.goto('/ad-analyzer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Ad Compliance Analyzer' })).toBeVisible();
    await settle(page);

    await page.goto('/dashboard');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);

    expect(violations).toEqual([]);
    expect(problems.consoleErrors.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([]);
  });
});
