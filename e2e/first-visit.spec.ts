// A rep's first visit (issue 27): whatever page is opened online, the library comes onto the device once the
// page is idle (a worker syncs it), so the landing alone is enough for every offline screen and checker.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './pages/app-shell';
import { goOffline, waitForReplica, waitForServiceWorkerControl } from './pages/offline';
import { SearchScreen } from './pages/search-screen';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

test.describe('the first visit', () => {
  test('after one online visit of the landing only, every offline screen and checker works offline', { tag: '@offline' }, async ({ page, context, request, problems }) => {
    const policies = (await (await request.get('/api/policies')).json()) as { id: number; key: string }[];
    const googleIndia = policies.find((p) => p.key === 'google-cryptocurrency-in')!;
    // The offline analyzer (issue 33) is fetched only when asked for in Settings: no page of this visit loads it.
    const analyzerRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/offline-analyzer\/|tesseract|device-analysis|judge-on-device|analyze-on-device/.test(r.url())) analyzerRequests.push(r.url());
    });
    await open(page, '/');
    await waitForServiceWorkerControl(page);
    await waitForReplica(page);
    await goOffline(context);

    await open(page, '/');
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('google');
    await page.getByRole('combobox', { name: 'Ad Category' }).selectOption('cryptocurrency');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IN');
    await page.getByRole('button', { name: 'Check Compliance' }).click();
    await expect(page.getByRole('region', { name: 'Google · Cryptocurrency · India' })).toBeVisible();

    const search = new SearchScreen(page);
    await search.goto('/search?q=crypto');
    await expect(search.resultCount).toHaveText(/^[1-9]\d* results?$/);

    await open(page, '/compare?market=IN');
    await expect(page.getByRole('link', { name: 'View Google Ads policy for Cryptocurrency' }).locator('visible=true')).toHaveAttribute('href', `/policy/${googleIndia.id}`);
    await open(page, `/policy/${googleIndia.id}`);
    await expect(page.getByRole('heading', { name: 'Policy Information' })).toBeVisible();
    await open(page, '/platform/facebook');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await open(page, '/updates');
    await expect(page.getByRole('link', { name: 'View', exact: true }).locator('visible=true').first()).toBeVisible();
    await open(page, '/jurisdiction/IN');
    await expect(heading(page, 'India Policies')).toBeVisible();
    await open(page, '/dashboard');
    await expect(page.getByRole('list', { name: 'Cryptocurrency in IN' }).getByRole('listitem')).toHaveCount(6);

    await open(page, '/simple-checker');
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('google');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('alcohol');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('GB');
    await page.getByRole('button', { name: 'Check Policy' }).click();
    await expect(page.getByRole('region', { name: 'Result' }).getByText('Allowed with Limitations', { exact: true })).toBeVisible();
    await open(page, '/times-internet-undertaking');
    await expect(heading(page, 'Gaming Advertiser Undertaking')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Times Internet undertaking for gaming advertisers' })).toBeVisible();
    await open(page, '/generic-undertaking');
    await expect(page.getByRole('article', { name: 'Generic advertiser undertaking (sample)' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
    expect(analyzerRequests).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
