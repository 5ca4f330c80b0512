// Offline-first, end to end in Chromium (desktop and phone projects): after one online visit the app shell
// comes from the service worker and every screen of this area reads the IndexedDB replica; saved-search
// changes made offline wait in the outbox and reach the server exactly once when the network returns.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAST_ANSWER_KEY } from '../web/src/lib/replica/replica-names';
import { goOffline, goOnline, prepareForOffline, waitForSavedSearch, waitForSearchIndex } from './pages/offline';
import { SavedSearchesScreen } from './pages/saved-searches-screen';
import { SearchScreen } from './pages/search-screen';

interface ServerSavedSearch {
  id: number;
  clientId: string;
  name: string;
  query: string;
}

const serverSearches = async (request: APIRequestContext): Promise<ServerSavedSearch[]> => {
  const response = await request.get('/api/saved-searches');
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerSavedSearch[];
};
const countOnServer = async (request: APIRequestContext, name: string) => (await serverSearches(request)).filter((s) => s.name === name).length;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });

/** A word that is unique to one test run, so saved searches of other tests and runs never match. */
const uniqueWord = (testInfo: { project: { name: string } }) => `zz${testInfo.project.name}${Date.now().toString(36)}`;

test.describe('offline', () => {
  test('when offline after one visit, then the shell, search with results, a category page and saved searches render from the replica', { tag: '@offline' }, async ({ page, context }, testInfo) => {
    test.slow(); // a first visit, three reloads and the saved-search pull (see below)
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    // A search saved on the server before the visit: the offline list must show it, not merely some list. (This
    // test found the dataset read cache replaying the first visitor's client cookie to later visitors: ADR 232.)
    const keptName = `Kept offline ${uniqueWord(testInfo)}`;
    expect((await request.post('/api/saved-searches', { data: { clientId: crypto.randomUUID(), name: keptName, query: 'alcohol' } })).status()).toBe(201);
    const categories = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
    const cryptoCategory = categories.find((c) => c.name === 'Cryptocurrency')!;
    await prepareForOffline(page, '/search?q=crypto');
    const search = new SearchScreen(page);
    await expect(search.resultCount).toBeVisible();
    const onlineCount = await search.resultCount.textContent();
    const onlineTitles = await search.resultTitles();
    // The saved-search list is pulled when its screen is opened online; the screen reads the replica, so the
    // search on screen is the search on the device. In the full run on a busy machine the pull has taken more
    // than the default ten seconds twice (CI, 27 Nov 2026): this test waits longer for it, and says so.
    const savedOnline = new SavedSearchesScreen(page);
    await savedOnline.goto();
    await expect(savedOnline.item(keptName))
      .toBeVisible({ timeout: 30_000 })
      .catch(async (error: Error) => {
        // What the app says about its sync, so a failure in CI tells why the list did not come.
        const status = syncStatus(page);
        throw new Error(`${error.message}\nSync status: "${await status.textContent()}" (${await status.getAttribute('title')})`);
      });
    await waitForSavedSearch(page, keptName);
    await search.goto('/search?q=crypto');
    await expect(search.resultCount).toHaveText(onlineCount!);

    await goOffline(context);
    await page.reload();
    await expect(search.heading).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(syncStatus(page)).toContainText('Offline');
    await expect(search.resultCount).toHaveText(onlineCount!);
    expect(await search.resultTitles()).toEqual(onlineTitles);
    await expect(search.results.first().getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /^\/policy\/\d+$/);

    await search.goto(`/category/${cryptoCategory.id}`);
    await expect(search.removeTagButton('Cryptocurrency')).toBeVisible();
    await expect(search.resultCount).toHaveText(/^[1-9]\d* results?$/);
    await expect(search.results.first()).toContainText('Cryptocurrency');

    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await expect(saved.heading).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Search', exact: true })).toHaveAttribute('href', '/search');
    // The list comes from the replica: the search saved before the visit is there, synced, not pending.
    await expect(saved.item(keptName)).toBeVisible();
    await expect(saved.item(keptName).getByText('Pending sync')).toHaveCount(0);
  });

  test('when reloaded offline onto a search, then its answer is painted from the stored index before the app loads, and the app takes it over unchanged', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/search?q=gambling&sort=recent');
    await waitForSearchIndex(page);
    const search = new SearchScreen(page);
    await expect(search.resultCount).toBeVisible();
    const onlineTitles = await search.resultTitles();

    // Watches the results list from the first byte of the reloaded page: when it first appears, whether the
    // pre-rendered shell was still there (React replaces it), and whether the list ever went away again.
    await page.addInitScript(() => {
      const seen = { titles: null as string[] | null, beforeReact: false, lost: false };
      (window as unknown as { __firstAnswer: typeof seen }).__firstAnswer = seen;
      new MutationObserver(() => {
        const list = document.querySelector('ul[aria-label="Search results"]');
        if (list && !seen.titles) {
          seen.titles = [...list.querySelectorAll('h2')].map((h) => h.textContent ?? '');
          seen.beforeReact = document.querySelector('[data-shell-part]') !== null;
        } else if (!list && seen.titles) seen.lost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await goOffline(context);
    await page.reload();
    await expect(search.searchBox).toHaveValue('gambling'); // the app has taken over
    const seen = await page.evaluate(() => (window as unknown as { __firstAnswer: { titles: string[]; beforeReact: boolean; lost: boolean } }).__firstAnswer);
    expect(seen.beforeReact).toBe(true);
    expect(seen.titles).toEqual(onlineTitles.slice(0, 5)); // the first screen's cards; React adds the rest below
    expect(seen.lost).toBe(false);
    expect(await search.resultTitles()).toEqual(onlineTitles);
    await expect(search.sort).toHaveValue('recent');

    // And it answers the next search.
    await search.searchBox.fill('alcohol');
    await expect(search.results.first()).toContainText(/alcohol/i);
  });

  test('when a search painted on a reload is reloaded again, then its remembered rows are painted before the index is read, and an answer the search no longer gives is replaced', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/search?q=gambling');
    await waitForSearchIndex(page);
    const search = new SearchScreen(page);
    await expect(search.resultCount).toBeVisible();
    const count = await search.resultCount.textContent();
    const titles = await search.resultTitles();
    await goOffline(context);
    await page.reload(); // the first answer searches, paints and keeps what it painted
    await expect(search.searchBox).toHaveValue('gambling');
    type Kept = { address: string; revision: number; count: number; ids: number[] };
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Kept | null, LAST_ANSWER_KEY);
    expect(kept).toMatchObject({ address: '/search?q=gambling', count: Number.parseInt(count!, 10) });
    expect(kept!.ids).toHaveLength(5);

    await page.reload();
    await expect(search.searchBox).toHaveValue('gambling');
    const at = await page.evaluate(() => ['results-painted', 'index-ready', 'script-evaluated'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null));
    expect(at).not.toContain(null);
    expect(at[0]!).toBeLessThan(at[1]!); // painted from the remembered rows, before the search index was even read
    expect(at[0]!).toBeLessThan(at[2]!); // and before the app's entry module ran (web/src/boot/entry-loader.ts)
    expect(await search.resultTitles()).toEqual(titles);

    // A kept answer the search does not give (as after an update of the app's ranking): painted first, then replaced.
    await page.evaluate(([key, k]) => localStorage.setItem(key, JSON.stringify({ ...k, count: 2, ids: [...k.ids].reverse().slice(0, 2) })), [LAST_ANSWER_KEY, kept!] as const);
    await page.addInitScript(() => {
      // The first list painted, and the last one painted while the pre-rendered shell was there (before React).
      const seen = { first: null as string[] | null, lastBeforeReact: null as string[] | null };
      (window as unknown as { __painted: typeof seen }).__painted = seen;
      new MutationObserver(() => {
        const list = document.querySelector('ul[aria-label="Search results"]');
        if (!list) return;
        const titles = [...list.querySelectorAll('h2')].map((h) => h.textContent ?? '');
        seen.first ??= titles;
        if (document.querySelector('[data-shell-part]')) seen.lastBeforeReact = titles;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(search.searchBox).toHaveValue('gambling');
    const painted = await page.evaluate(() => (window as unknown as { __painted: { first: string[]; lastBeforeReact: string[] } }).__painted);
    expect(painted.first).toEqual([titles[4], titles[3]]);
    expect(painted.lastBeforeReact).toEqual(titles.slice(0, 5)); // the first answer replaced it before React came
    await expect(search.resultCount).toHaveText(count!);
    expect(await search.resultTitles()).toEqual(titles);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).ids, LAST_ANSWER_KEY)).toEqual(kept!.ids);
  });

  test('when a search is saved offline, then it is pending across a reload and reaches the server exactly once back online', { tag: '@offline' }, async ({ page, context }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const query = `crypto ${uniqueWord(testInfo)}`;
    const name = `Search for '${query}'`;
    await prepareForOffline(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/saved-searches')) posts.push(r.url());
    });

    await goOffline(context);
    const search = new SearchScreen(page);
    await search.goto(`/search?q=${encodeURIComponent(query)}`);
    await search.saveButton.click();
    await expect(toasts(page).getByText('Search saved')).toBeVisible();
    await expect(syncStatus(page)).toContainText('1 pending');

    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await expect(saved.item(name)).toBeVisible();
    await expect(saved.item(name).getByText('Pending sync')).toBeVisible();
    await page.reload();
    await expect(saved.item(name).getByText('Pending sync')).toBeVisible();
    expect(await countOnServer(request, name)).toBe(0);

    await goOnline(context);
    await expect(saved.item(name).getByText('Pending sync')).toBeHidden();
    await expect(saved.item(name)).toBeVisible();
    await expect.poll(() => countOnServer(request, name)).toBe(1);
    // Further syncs do not send it again.
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(syncStatus(page)).not.toContainText('syncing');
    await page.reload();
    await expect(saved.item(name)).toBeVisible();
    expect(await countOnServer(request, name)).toBe(1);
    // What the client sent, not what the server kept (it would de-duplicate a re-send): one POST, ever.
    expect(posts).toHaveLength(1);
  });

  test('when a synced search is deleted offline, then it stays deleted across a reload and the server drops it back online', { tag: '@offline' }, async ({ page, context }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const name = `Delete me ${uniqueWord(testInfo)}`;
    const created = await request.post('/api/saved-searches', {
      data: { clientId: crypto.randomUUID(), name, query: 'gambling', filters: { platforms: ['google'], categories: [], jurisdictions: ['IN'], status: [] } },
    });
    expect(created.status()).toBe(201);
    await prepareForOffline(page, '/saved-searches');
    const saved = new SavedSearchesScreen(page);
    await expect(saved.item(name)).toBeVisible();
    await expect(saved.item(name).getByText('Pending sync')).toHaveCount(0);

    await goOffline(context);
    await page.reload();
    await expect(saved.item(name)).toBeVisible();
    await saved.deleteItem(name);
    await expect(toasts(page).getByText('Search deleted')).toBeVisible();
    await expect(saved.item(name)).toHaveCount(0);
    await page.reload();
    await expect(saved.heading).toBeVisible();
    await expect(saved.item(name)).toHaveCount(0);
    expect(await countOnServer(request, name)).toBe(1);

    await goOnline(context);
    await expect.poll(() => countOnServer(request, name)).toBe(0);
    await expect(syncStatus(page)).not.toContainText('pending');
  });

  test('when a search saved offline is deleted before the network returns, then the server never hears of it', { tag: '@offline' }, async ({ page, context }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const query = `alcohol ${uniqueWord(testInfo)}`;
    const name = `Search for '${query}'`;
    await prepareForOffline(page);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/saved-searches') && r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    await goOffline(context);
    const search = new SearchScreen(page);
    await search.goto(`/search?q=${encodeURIComponent(query)}`);
    await search.saveButton.click();
    await expect(toasts(page).getByText('Search saved')).toBeVisible();
    const saved = new SavedSearchesScreen(page);
    await saved.goto();
    await saved.deleteItem(name);
    await expect(saved.item(name)).toHaveCount(0);

    await goOnline(context);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(syncStatus(page)).toContainText('Online');
    await expect(syncStatus(page)).not.toContainText('syncing');
    expect(await countOnServer(request, name)).toBe(0);
    expect(writes).toEqual([]);
  });
});
