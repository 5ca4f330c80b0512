// The landing's policy checker end to end (desktop and phone): offline after one online visit, a check for
// each spec category answered from the replica with the real dataset's record, the result panels, the
// 'No policy found' alert, the tool tabs, and axe on the landing with a result open.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { waitForApp } from './pages/app-shell';
import { checkCompliance } from './pages/policy-checker';
import { goOffline, prepareForOffline } from './pages/offline';

interface ApiPolicy {
  key: string;
  title: string;
}

const titleOf = async (request: APIRequestContext, key: string) => {
  const policies = (await (await request.get('/api/policies')).json()) as ApiPolicy[];
  return policies.find((p) => p.key === key)!.title;
};

test.describe('the policy checker', () => {
  test('offline, answers each spec category from the replica with the record of the market, and opens its panels', { tag: '@offline' }, async ({ page, context, request, problems }) => {
    const expected = {
      // No route was found for India (not a stated ban): limited, with the record's "exchanges and wallets: no route" (ADR 219).
      cryptocurrency: { platform: 'google', market: 'IN', key: 'google-cryptocurrency-in', title: 'Google · Cryptocurrency · India', status: 'Allowed with Limitations' },
      'gambling-lottery': { platform: 'facebook', market: 'GB', key: 'facebook-gambling-lottery-gb', title: 'Facebook / Meta · Gambling & Lottery · United Kingdom', status: 'Allowed with Limitations' },
      'real-money-gaming': { platform: 'google', market: 'IN', key: 'google-real-money-gaming-in', title: 'Google · Real Money Gaming · India', status: 'Prohibited' },
      alcohol: { platform: 'google', market: 'US', key: 'google-alcohol-us', title: 'Google · Alcohol · United States', status: 'Allowed with Limitations' },
    } as const;
    const titles = Object.fromEntries(await Promise.all(Object.values(expected).map(async (e) => [e.key, await titleOf(request, e.key)] as const)));
    await prepareForOffline(page, '/compare');
    await goOffline(context);
    await page.goto('/');
    await waitForApp(page);

    for (const [category, e] of Object.entries(expected)) {
      await checkCompliance(page, e.platform, category, e.market);
      const card = page.getByRole('region', { name: e.title });
      await expect(card).toBeVisible();
      await expect(card.getByText(e.status, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: titles[e.key] })).toBeVisible();
    }
    await page.getByRole('combobox', { name: 'Ad Category' }).selectOption('cryptocurrency');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IN');
    await page.getByRole('button', { name: 'Check Compliance' }).click();
    await expect(page.getByRole('region', { name: 'Google · Cryptocurrency · India' }).getByText('exchanges and wallets: no route', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('US');
    await page.getByRole('combobox', { name: 'Ad Category' }).selectOption('alcohol');
    await page.getByRole('button', { name: 'Check Compliance' }).click();

    const card = page.getByRole('region', { name: 'Google · Alcohol · United States' });
    await card.getByRole('button', { name: 'Show Requirements' }).click();
    await expect(card.getByRole('region', { name: 'Requirements' })).toBeVisible();
    await card.getByRole('button', { name: 'View Documentation' }).click();
    await expect(card.getByRole('region', { name: 'Requirements' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Hide Documentation' })).toBeVisible();
    await expect(card.getByRole('link', { name: /View Source/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the tool tabs: Policy Checker first, the builder card launches the builder; ?category= preselects', async ({ page }) => {
    await page.goto('/?category=Real%20Money%20Gaming');
    await waitForApp(page);
    const tools = page.getByRole('region', { name: 'Compliance tools' });
    await expect(tools.getByRole('tab')).toHaveText(['Policy Checker', 'AI Analyzer', 'Publisher Policy Builder']);
    await expect(page.getByRole('combobox', { name: 'Ad Category' })).toHaveValue('real-money-gaming');
    await expect(page.getByRole('button', { name: 'Check Compliance' })).toBeDisabled();
    await tools.getByRole('tab', { name: 'Publisher Policy Builder' }).click();
    await expect(page).toHaveURL(/tab=builder/);
    await tools.getByRole('link', { name: 'Launch' }).click();
    await expect(page).toHaveURL(/\/publisher-policy-builder$/);
  });

  test('/policy-checker is the same checker, in the sidebar layout', async ({ page }) => {
    await page.goto('/policy-checker');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Policy Checker' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check Compliance' })).toBeVisible();
    await expectAccessible(page);
  });

  test("the simple checker, offline: a platform's answer with its panels, the publisher's 'Not Available', and its India gaming undertaking", { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/compare');
    await goOffline(context);
    await page.goto('/simple-checker');
    await waitForApp(page);
    const run = async (platform: string, category: string, market: string) => {
      await page.getByRole('combobox', { name: 'Platform' }).selectOption(platform);
      await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
      await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption(market);
      await page.getByRole('button', { name: 'Check Policy' }).click();
    };
    const result = page.getByRole('region', { name: 'Result' });
    await run('google', 'alcohol', 'GB');
    await expect(result.getByText('Allowed with Limitations', { exact: true })).toBeVisible();
    await result.getByRole('button', { name: 'Show Requirements' }).click();
    await expect(result.getByRole('list', { name: 'Requirements' }).getByRole('listitem').first()).toBeVisible();
    await result.getByRole('button', { name: 'View Documentation' }).click();
    await expect(result.getByRole('list', { name: 'Requirements' })).toHaveCount(0);
    await expect(result.getByRole('region', { name: 'Documentation' })).toBeVisible();
    await expectAccessible(page);

    await run('timesinternet', 'cryptocurrency', 'US');
    await expect(result.getByText('Not Available', { exact: true })).toBeVisible();

    await run('timesinternet', 'real-money-gaming', 'IN');
    await expect(result.getByText('Prohibited', { exact: true })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Times Internet Advertiser Undertaking' })).toHaveAttribute('href', '/undertaking');
    await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} `)).toBeVisible();
  });

  test('the emergency checker answers with IndexedDB unavailable, offline, from the copy bundled with the app', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/compare'); // the service worker caches the app's files
    await goOffline(context);
    // A private window where storage is blocked: IndexedDB cannot be opened at all.
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { get: () => undefined }));
    await page.goto('/emergency-checker');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Simple Policy Checker (Emergency Fix)' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('google');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('alcohol');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('US');
    await page.getByRole('button', { name: 'Check Policy' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByText('Allowed with Limitations', { exact: true })).toBeVisible();
    await result.getByRole('button', { name: 'Show Debug Info' }).click();
    await expect(result.getByText('the copy bundled with the app')).toBeVisible();
    await expect(result.getByText(/"key": "google-alcohol-us"/)).toBeVisible();
    await expectAccessible(page);
  });

  test('the undertaking pages open offline from the seed documents; printing shows the document alone', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/compare');
    await goOffline(context);
    await page.goto('/emergency-checker');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('timesinternet');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('real-money-gaming');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IN');
    await page.getByRole('button', { name: 'Check Policy' }).click();
    await page.getByRole('link', { name: 'View the undertaking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming Advertiser Undertaking' })).toBeVisible();
    const paper = page.getByRole('article', { name: 'Times Internet undertaking for gaming advertisers' });
    await expect(paper.getByRole('strong').filter({ hasText: 'Not an online money game.' })).toBeVisible();
    await expect(paper.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    await expectAccessible(page);

    await page.emulateMedia({ media: 'print' });
    await expect(paper).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'Back to the Fixed Simple Checker' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simple Policy Checker (Emergency Fix)' })).toBeVisible();
    await page.goto('/generic-undertaking');
    await expect(page.getByRole('article', { name: 'Generic advertiser undertaking (sample)' })).toBeVisible();
  });

  test('the static documents open offline, generated from the seed; the publisher alcohol undertaking is linked from its result', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/compare');
    await goOffline(context);
    for (const [path, title] of [
      ['/google_gambling_policy.html', 'Google Ads gambling and games policy'],
      ['/google_gambling_application.html', 'Applying for Google’s gambling and games certification'],
      ['/real_money_gaming_undertaking.html', 'Real money gaming advertiser undertaking'],
      ['/uk_gambling_commission.html', 'UK gambling advertising rules'],
      ['/documents/times-internet-alcohol-undertaking.html', 'Publisher alcohol brand-extension undertaking'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Not legal advice/)).toBeVisible();
    }
    await expectAccessible(page);

    await page.goto('/');
    await waitForApp(page);
    await checkCompliance(page, 'timesinternet', 'alcohol', 'IN');
    await page.getByRole('button', { name: 'View Documentation' }).click();
    await expect(page.getByRole('link', { name: /Open the full text as a page/ })).toHaveAttribute('href', '/documents/times-internet-alcohol-undertaking.html');
  });

  test('each documentation panel appears for its combination, from the seed documents the record names', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const panels: [string, string, string, string[], RegExp][] = [
      ['timesinternet', 'real-money-gaming', 'US', ['Publisher recommendations for US gaming and gambling advertisers', 'Real money gaming advertiser undertaking (sample)'], /Consult legal counsel/],
      ['google', 'cryptocurrency', 'US', ['Google Ads: US cryptocurrency certification guidance', 'Google Ads: documentation for restricted categories'], /FinCEN/],
      ['google', 'real-money-gaming', 'IN', ['Google Ads: gambling and games certification guidance (US, UK, India)', 'India: the Online Gaming Act, 2025 and advertising'], /21 January 2026/],
      ['google', 'alcohol', 'US', ['Google Ads: alcohol ads in the United States'], /21/],
      ['google', 'alcohol', 'GB', ['Google Ads: alcohol ads in the United Kingdom'], /18/],
    ];
    for (const [platform, category, market, titles, text] of panels) {
      await checkCompliance(page, platform, category, market);
      const card = page.getByRole('region', { name: /·/ });
      await card.getByRole('button', { name: 'View Documentation' }).click();
      const documentation = card.getByRole('region', { name: 'Documentation' });
      await expect(documentation.getByRole('article')).toHaveCount(titles.length);
      for (const title of titles) await expect(documentation.getByRole('article', { name: title })).toBeVisible();
      await expect(documentation.getByText(text).first()).toBeVisible();
    }
  });

  test('a deployment with its own publisher name: the checker offers it and answers with its generated policy', async ({ page, problems }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), publisherName: 'Acme Media' } });
    });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'Acme Media (publisher)' });
    await page.getByRole('combobox', { name: 'Ad Category' }).selectOption('real-money-gaming');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IN');
    await page.getByRole('button', { name: 'Check Compliance' }).click();
    const card = page.getByRole('region', { name: 'Acme Media (publisher) · Real Money Gaming · India' });
    await expect(card.getByText('Custom publisher policy · generated from the library')).toBeVisible();
    await expect(card.getByText('Prohibited', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'View Documentation' }).click();
    await expect(card.getByRole('region', { name: 'Documentation' })).toContainText('Promotion and Regulation of Online Gaming Act, 2025');
    expect(problems.pageErrors).toEqual([]);
  });

  test('offline, Google, gambling, US: the subcategory tabs count the states from the data and change the documentation\'s terms', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/compare');
    await goOffline(context);
    await page.goto('/');
    await waitForApp(page);
    await checkCompliance(page, 'google', 'gambling-lottery', 'US');
    const card = page.getByRole('region', { name: 'Google · Gambling & Lottery · United States' });
    const tabs = card.getByRole('tablist', { name: 'Select gambling subcategory:' });
    await expect(tabs.getByRole('tab')).toHaveText(['Daily Fantasy Sports', 'Sports Betting', 'Online Casino', 'Horse Racing']);
    await tabs.getByRole('tab', { name: 'Online Casino' }).click();
    await expect(card.getByRole('tabpanel', { name: 'Online Casino' })).toContainText('Available in 7 states');
    await card.getByRole('button', { name: 'View Documentation' }).click();
    const casino = card.getByRole('article', { name: 'Online Casino terms' });
    for (const state of ['Connecticut', 'Delaware', 'Michigan', 'New Jersey', 'Pennsylvania', 'Rhode Island', 'West Virginia']) await expect(casino).toContainText(state);
    await tabs.getByRole('tab', { name: 'Sports Betting' }).click();
    await expect(casino).toHaveCount(0);
    await expect(card.getByRole('article', { name: 'Sports Betting terms' })).toContainText('Not in');
    await expectAccessible(page);
  });
});
