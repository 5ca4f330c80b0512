// The reference screens end to end (desktop and phone projects): each with its spec strings, against the
// real server's dataset, online and then offline from the replica; axe on every screen; and bad addresses
// that must show a clear message rather than break.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { waitForApp } from './pages/app-shell';
import { goOffline, prepareForOffline } from './pages/offline';

interface ApiPolicy {
  id: number;
  key: string;
  status: string;
  platform: { identifier: string; name: string };
}

const policiesByKey = async (request: APIRequestContext): Promise<Map<string, ApiPolicy>> => {
  const response = await request.get('/api/policies');
  expect(response.status()).toBe(200);
  return new Map(((await response.json()) as ApiPolicy[]).map((p) => [p.key, p]));
};

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Opens a path once the app has taken over from the pre-rendered shell. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

test.describe('the reference screens', () => {
  test('the home browse tabs lead to a category, a platform and a jurisdiction', async ({ page, problems }) => {
    await open(page, '/');
    const browse = page.getByRole('region', { name: 'Browse policies' });
    await expect(browse.getByRole('tab', { name: 'Select by Category' })).toHaveAttribute('aria-selected', 'true');
    const panel = browse.getByRole('tabpanel');
    await expect(panel.getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'How to Use This Tool' })).toBeVisible();
    await expectAccessible(page);
    await browse.getByRole('tab', { name: 'Select by Jurisdiction' }).click();
    await panel.getByRole('link', { name: /India \(IN\)/ }).click();
    await expect(heading(page, 'India Policies')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('compare: the first 3 platforms by default, at most 3 chosen, a market answers from its own policies', async ({ page, request }) => {
    const policies = await policiesByKey(request);
    await open(page, '/compare');
    await expect(heading(page, 'Compare Policies')).toBeVisible();
    await expect(page.getByText('None chosen: comparing the first 3.')).toBeVisible();
    for (const name of ['Google Ads', 'Facebook', 'Instagram']) await page.getByLabel(name, { exact: true }).check();
    await expect(page.getByLabel('Microsoft Advertising', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('X (Twitter)', { exact: true })).toBeDisabled();
    await page.getByLabel('Instagram', { exact: true }).uncheck();
    await expect(page.getByLabel('Microsoft Advertising', { exact: true })).toBeEnabled();

    await page.getByRole('combobox', { name: 'Market' }).selectOption('IN');
    await expect(page).toHaveURL(/market=IN/);
    const googleIndia = policies.get('google-cryptocurrency-in')!;
    await expect(page.getByRole('link', { name: 'View Google Ads policy for Cryptocurrency' }).locator('visible=true')).toHaveAttribute('href', `/policy/${googleIndia.id}`);
    await expectAccessible(page);
  });

  test('policy detail: the spec\'s parts, and Similar Policies pointing at the other platforms\' answers for the market', async ({ page, request }) => {
    const policies = await policiesByKey(request);
    const googleIndia = policies.get('google-cryptocurrency-in')!;
    await open(page, `/policy/${googleIndia.id}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/search');
    await expect(breadcrumb.getByRole('link', { name: 'Google Ads' })).toHaveAttribute('href', '/platform/google');
    await expect(page.getByRole('heading', { name: 'Jurisdiction-Specific Rules' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Policy Information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Original Policy' })).toHaveAttribute('href', /^https:\/\//);
    const similar = page.getByRole('list', { name: 'Similar policies' });
    for (const key of ['facebook-cryptocurrency-in', 'instagram-cryptocurrency-in']) {
      const other = policies.get(key)!;
      await expect(similar.getByRole('link', { name: other.platform.name, exact: true })).toHaveAttribute('href', `/policy/${other.id}`);
    }
    await expect(page.getByRole('link', { name: 'Compare All Platforms' })).toHaveAttribute('href', '/compare?market=IN');
    await expectAccessible(page);
  });

  test('a limited policy shows Documentation Requirements from the seed checklist', async ({ page, request }) => {
    const googleGlobal = (await policiesByKey(request)).get('google-cryptocurrency-global')!;
    expect(googleGlobal.status).toBe('limited');
    await open(page, `/policy/${googleGlobal.id}`);
    await expect(page.getByRole('heading', { name: 'Documentation Requirements' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submission process' })).toBeVisible();
    await expect(page.getByText('5–7 business days').first()).toBeVisible();
  });

  test('platform page: the tab counts match the platform\'s policies', async ({ page, request }) => {
    const google = [...(await policiesByKey(request)).values()].filter((p) => p.platform.identifier === 'google');
    const count = (status: string) => google.filter((p) => p.status === status).length;
    await open(page, '/platform/google');
    await expect(heading(page, 'Google Ads Policies')).toBeVisible();
    await expect(page.getByText('Advertising policies and guidelines')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^All Policies/ })).toHaveText(`All Policies ${google.length}`);
    await expect(page.getByRole('tab', { name: /^Limited/ })).toHaveText(`Limited ${count('limited')}`);
    await page.getByRole('tab', { name: /^Prohibited/ }).click();
    await expect(page).toHaveURL(/tab=prohibited/);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(count('prohibited'));
    await expectAccessible(page);
  });

  test('platform page: a category link jumps to its group, below the header, and Back returns to the links', { tag: '@layout' }, async ({ page }) => {
    await open(page, '/platform/google');
    await expectAccessible(page); // the All Policies tab, with its category links
    const jump = page.getByRole('navigation', { name: 'Jump to a category' }).getByRole('link', { name: /^Gambling & Lottery/ });
    await jump.scrollIntoViewIfNeeded();
    const atLinks = await page.evaluate(() => window.scrollY);
    await jump.click();
    await expect(page).toHaveURL(/\/platform\/google#platform-category-\d+$/);
    const gambling = page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Gambling & Lottery' });
    await expect(gambling).toBeInViewport();
    // Below the sticky header, near the top of the screen.
    const headerBottom = await page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom);
    const top = await gambling.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(headerBottom + 120);
    await page.goBack();
    await expect(page).toHaveURL(/\/platform\/google$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atLinks);
  });

  test('recent updates: the six columns, filters that combine, the empty state', { tag: '@layout' }, async ({ page, isMobile }) => {
    await open(page, '/updates');
    await expect(heading(page, 'Recent Policy Updates')).toBeVisible();
    await expect(page.getByText('Track changes to advertising policies across platforms')).toBeVisible();
    if (!isMobile) {
      await expect(page.getByRole('columnheader')).toHaveText(['Platform', 'Policy Category', 'Update Type', 'Affected Regions', 'Date', 'Actions']);
    }
    await page.getByLabel('Platform').selectOption('google');
    await page.getByLabel('New Restriction').check();
    await expect(page).toHaveURL(/platform=google/);
    await expect(page).toHaveURL(/type=New\+Restriction|type=New%20Restriction/);
    await page.getByLabel('Category').selectOption({ label: 'Adult Content' });
    await expect(page.getByText('No policy updates found')).toBeVisible();
    await expect(page.getByText('Try changing your filter settings to see more results.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('No policy updates found')).toBeHidden();
    await expect(page.getByText(/^Updates are processed daily\. Last update: /)).toBeVisible();
    await expectAccessible(page);
  });

  test('a change of law: shown once as the law\'s market under any platform, View opens the law on its market\'s page, and the policies it shapes list it', async ({ page, request }) => {
    const summary = 'UK Gambling Commission caps bonus wagering at 10x and bans mixed-product promotions';
    await open(page, '/updates?platform=google');
    const row = page.locator('tr, li').filter({ hasText: summary }).first();
    await expect(row).toContainText('Law · GB');
    await row.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/jurisdiction\/GB#law-gb-ukgc-marketing-rules$/);
    const law = page.getByRole('article', { name: /Gambling Commission Licence Conditions/ });
    await expect(law).toBeInViewport();
    await expect(law).toContainText('Dec 19, 2025');
    await expect(law.getByRole('list', { name: /^Changes to / })).toContainText(summary);
    const policy = (await policiesByKey(request)).get('google-gambling-lottery-gb')!;
    await open(page, `/policy/${policy.id}`);
    await expect(page.getByRole('heading', { name: 'Laws and regulator rules' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Gambling Commission Licence Conditions/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('the dashboard answers the core categories for a market and lists the latest changes', async ({ page }) => {
    await open(page, '/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Can we advertise in India?' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cryptocurrency in IN' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Latest changes' }).getByRole('listitem')).toHaveCount(5);
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Market' }).selectOption('GB');
    await expect(page.getByRole('heading', { name: 'Can we advertise in United Kingdom?' })).toBeVisible();
  });

  test('the jurisdiction page: UK and GB are one market', async ({ page }) => {
    await open(page, '/jurisdiction/UK');
    await expect(heading(page, 'United Kingdom Policies')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cryptocurrency in GB' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('bad addresses each say what is wrong instead of breaking', async ({ page, problems }) => {
    for (const [path, message] of [
      ['/policy/abc', 'Invalid Policy ID'],
      ['/policy/99999999', 'Policy not found'],
      ['/platform/nope', 'Platform Not Found'],
      ['/platform/', 'Invalid Platform'],
      ['/jurisdiction/XX', 'Jurisdiction Not Found'],
    ] as const) {
      await open(page, path);
      await expect(heading(page, message), path).toBeVisible();
    }
    expect(problems.pageErrors).toEqual([]);
  });

  test('unknown values in the address are named, not fatal', async ({ page, problems }) => {
    await open(page, '/compare?platforms=garbage');
    await expect(page.getByRole('status').filter({ hasText: 'garbage' })).toBeVisible();
    await expect(heading(page, 'Compare Policies')).toBeVisible();
    await open(page, '/updates?type=nonsense');
    await expect(page.getByText(/nonsense/)).toBeVisible();
    await expect(heading(page, 'Recent Policy Updates')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('settings, terms and privacy', () => {
  test('settings shows the library on this device and can download it again; terms and privacy are real pages', async ({ page, problems }) => {
    await open(page, '/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/Revision \d+, \d+ policies/)).toBeVisible();
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Clear local data and download again' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear and download again' }).click();
    await expect(main.getByText(/Revision \d+, \d+ policies/)).toBeVisible();

    // The default market chosen here is where the comparison starts.
    await main.getByRole('combobox', { name: 'Default market' }).selectOption('IN');
    await open(page, '/compare');
    await expect(page).toHaveURL(/market=IN/);
    await expect(page.getByRole('combobox', { name: 'Market' })).toHaveValue('IN');

    for (const [path, title] of [['/terms', 'Terms of Service'], ['/privacy', 'Privacy Policy']] as const) {
      await open(page, path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toBeVisible();
      await expectAccessible(page);
    }
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('the reference screens offline', () => {
  test('after one visit, compare, a policy, a platform, the updates, a jurisdiction and the dashboard all open from the replica', { tag: '@offline' }, async ({ page, context, request }) => {
    const googleIndia = (await policiesByKey(request)).get('google-cryptocurrency-in')!;
    await prepareForOffline(page, '/compare');
    await goOffline(context);

    await open(page, '/compare?market=IN');
    await expect(heading(page, 'Compare Policies')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Google Ads policy for Cryptocurrency' }).locator('visible=true')).toHaveAttribute('href', `/policy/${googleIndia.id}`);

    await open(page, `/policy/${googleIndia.id}`);
    await expect(page.getByRole('heading', { name: 'Policy Information' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Similar policies' }).getByRole('listitem')).toHaveCount(5);

    await open(page, '/platform/facebook');
    await expect(heading(page, 'Facebook Policies')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await open(page, '/updates');
    await expect(heading(page, 'Recent Policy Updates')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View', exact: true }).locator('visible=true').first()).toBeVisible();

    await open(page, '/jurisdiction/IN');
    await expect(heading(page, 'India Policies')).toBeVisible();

    await open(page, '/dashboard');
    await expect(page.getByRole('list', { name: 'Cryptocurrency in IN' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
  });
});
