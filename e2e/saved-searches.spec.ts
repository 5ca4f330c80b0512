// The saved searches screen online: save from search, the list item, Run Search, delete with its
// confirmation, and the error toasts when the server refuses.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForReplica } from './pages/offline';
import { SavedSearchesScreen } from './pages/saved-searches-screen';
import { SearchScreen } from './pages/search-screen';

// These tests intercept API calls; a service worker would sit between the page and page.route.
test.use({ serviceWorkers: 'block' });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const unique = (testInfo: { project: { name: string } }) => `yy${testInfo.project.name}${Date.now().toString(36)}`;
const countOnServer = async (request: APIRequestContext, name: string) =>
  ((await (await request.get('/api/saved-searches')).json()) as { name: string }[]).filter((s) => s.name === name).length;

test.describe('saved searches', () => {
  test('when a search with filters is saved, then the list shows name, query, filter badges, "Saved on" and a Run Search link back', async ({ page }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const query = `crypto ${unique(testInfo)}`;
    const name = `Search for '${query}'`;
    const search = new SearchScreen(page);
    await search.goto(`/search?q=${encodeURIComponent(query)}&filters=${encodeURIComponent('["google","IN"]')}`);
    await waitForReplica(page);
    await expect(search.removeTagButton('India (IN)')).toBeVisible();
    await search.saveButton.click();
    await expect(toasts(page).getByText('Search saved')).toBeVisible();
    expect(await countOnServer(request, name)).toBe(1);

    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await expect(page.getByRole('link', { name: 'New Search', exact: true })).toHaveAttribute('href', '/search');
    const item = saved.item(name);
    await expect(item).toBeVisible();
    await expect(item.getByText(query, { exact: true })).toBeVisible();
    await expect(item.getByRole('list', { name: 'Filters' }).getByRole('listitem')).toHaveText(['Google Ads', 'India (IN)']);
    await expect(item.getByText(/^Saved on \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
    await expect(item.getByText('Pending sync')).toHaveCount(0);
    const run = item.getByRole('link', { name: 'Run Search' });
    await expect(run).toHaveAttribute('href', `/search?q=${encodeURIComponent(query).replace(/%20/g, '+')}&filters=${encodeURIComponent('["google","IN"]')}`);
    await run.click();
    await expect(search.heading).toBeVisible();
    await expect(search.searchBox).toHaveValue(query);
    await expect(search.removeTagButton('Google Ads')).toBeVisible();
    await expect(search.removeTagButton('India (IN)')).toBeVisible();
  });

  test('when delete is confirmed, then the search is gone here and on the server; Cancel keeps it', async ({ page }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const name = `Remove ${unique(testInfo)}`;
    await request.post('/api/saved-searches', { data: { name, query: 'alcohol', filters: { platforms: [], categories: ['Alcohol'], jurisdictions: [], status: [] } } });
    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await expect(saved.item(name)).toBeVisible();

    await saved.item(name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('This will permanently delete this saved search. This action cannot be undone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(saved.item(name)).toBeVisible();

    await saved.deleteItem(name);
    await expect(toasts(page).getByText('Search deleted')).toBeVisible();
    await expect(toasts(page).getByText('The saved search has been successfully deleted.')).toBeVisible();
    await expect(saved.item(name)).toHaveCount(0);
    expect(await countOnServer(request, name)).toBe(0);
  });

  test('when the server refuses a delete, then a destructive "Error deleting search" toast carries the message and the search comes back', async ({ page }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const name = `Refused ${unique(testInfo)}`;
    await request.post('/api/saved-searches', { data: { name, query: 'dating', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } } });
    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await expect(saved.item(name)).toBeVisible();
    await page.route('**/api/saved-searches/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Cross-site requests may not change data.' }) })
        : route.fallback(),
    );
    await saved.deleteItem(name);
    await expect(toasts(page).getByText('Error deleting search')).toBeVisible();
    await expect(toasts(page).getByText('403: Cross-site requests may not change data.')).toBeVisible();
    await expect(saved.item(name)).toBeVisible();
    expect(await countOnServer(request, name)).toBe(1);
  });

  test('when the server refuses a save, then "Failed to save search" carries the message and nothing is kept', async ({ page }, testInfo) => {
    const query = `gaming ${unique(testInfo)}`;
    await page.route('**/api/saved-searches', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'The saved search is not valid.' }) })
        : route.fallback(),
    );
    const search = new SearchScreen(page);
    await search.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForReplica(page);
    await search.saveButton.click();
    await expect(toasts(page).getByText('Failed to save search')).toBeVisible();
    await expect(toasts(page).getByText('422: The saved search is not valid.')).toBeVisible();
    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await expect(saved.item(`Search for '${query}'`)).toHaveCount(0);
  });
});
