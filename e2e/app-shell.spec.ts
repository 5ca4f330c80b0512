import { expect, test } from './fixtures';
import { AppShell } from './pages/app-shell';
import { SearchScreen } from './pages/search-screen';

test.describe('the app shell', () => {
  test('when a screen loads, then header, main and footer are shown without console errors', { tag: '@layout' }, async ({ page, problems }) => {
    const shell = new AppShell(page);
    await shell.goto('/search');
    await expect(shell.heading).toHaveText('Search Policies');
    await expect(shell.banner).toBeVisible();
    await expect(shell.main).toBeVisible();
    await expect(shell.footer).toBeVisible();
    await expect(page).toHaveTitle(/^Search Policies \| /);
    // The footer's links and the support address come from GET /api/config.
    for (const name of ['Terms', 'Privacy', 'Contact']) {
      await expect(shell.footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(shell.footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    expect(await shell.fitsViewportWidth()).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('when the route is unknown, then "404 Page Not Found" is shown with a way home', async ({ page, problems }) => {
    const shell = new AppShell(page);
    await shell.goto('/this/route/does-not-exist');
    await expect(shell.heading).toHaveText('404 Page Not Found');
    expect(await shell.fitsViewportWidth()).toBe(true);
    await shell.main.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.heading).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  for (const path of ['/', '/publisher-policy-builder']) {
    test(`when on ${path}, then the simple header layout is used, without a sidebar`, async ({ page, problems }) => {
      const shell = new AppShell(page);
      await shell.goto(path);
      await expect(shell.banner.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
      await expect(shell.banner.getByRole('link', { name: 'Advanced Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(shell.footer).toBeVisible();
      await expect(shell.sidebarNav).toHaveCount(0);
      await expect(shell.menuButton).toHaveCount(0);
      await expect(shell.updateAlert).toHaveCount(0);
      expect(await shell.fitsViewportWidth()).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('when the header link is followed, then the dashboard opens in the sidebar layout', { tag: '@layout' }, async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.banner.getByRole('link', { name: 'Advanced Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.heading).toHaveText('Dashboard');
  });

  test('when the location changes, then a page view is recorded for the path and query', async ({ page }) => {
    const shell = new AppShell(page);
    const isPageView = (url: string, method: string) => url.endsWith('/api/events/page-view') && method === 'POST';

    const firstView = page.waitForRequest((r) => isPageView(r.url(), r.method()));
    await shell.goto('/search?q=crypto');
    const first = await firstView;
    expect(first.postDataJSON()).toEqual({ path: '/search?q=crypto' });
    expect((await first.response())?.status()).toBe(204);

    // A client-side navigation (no page load) is recorded too.
    const secondView = page.waitForRequest((r) => isPageView(r.url(), r.method()) && r.postDataJSON()?.path === '/terms');
    await shell.footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(shell.heading).toHaveText('Terms of Service');
    expect((await (await secondView).response())?.status()).toBe(204);
  });

  test('when page views cannot be sent, then the app still navigates normally', async ({ page, problems }) => {
    await page.route('**/api/events/page-view', (route) => route.abort('internetdisconnected'));
    const shell = new AppShell(page);
    await shell.goto('/updates');
    await expect(shell.heading).toHaveText('Recent Policy Updates');
    await shell.footer.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(shell.heading).toHaveText('Privacy Policy');
    expect(problems.pageErrors).toEqual([]);
  });

  test('the skip link shows as a comfortable target when focused and, on the search screen, moves focus to the search box', { tag: '@layout' }, async ({ page }) => {
    const shell = new AppShell(page);
    const search = new SearchScreen(page);
    await search.goto('/search?q=crypto');
    await expect(search.searchBox).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(shell.skipLink).toBeFocused();
    await expect(shell.skipLink).toBeInViewport();
    const box = (await shell.skipLink.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Padded: the text does not touch the edges.
    const padding = await shell.skipLink.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    expect(padding).toBeGreaterThanOrEqual(16);
    await page.keyboard.press('Enter');
    await expect(search.searchBox).toBeFocused();
    await page.keyboard.type(' india');
    await expect(search.searchBox).toHaveValue('crypto india');
  });

  test('on other screens, the skip link moves focus to the main area', { tag: '@layout' }, async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/compare');
    await page.keyboard.press('Tab');
    await expect(shell.skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shell.main).toBeFocused();
  });
});
