// Change alerts end to end (ADR 212): a saved search and a followed policy, then an editor changes that
// policy in the server's dataset (a real seed run, e2e/pages/seed-change.ts). After a sync the saved
// searches screen and the dashboard say "1 changed since you last looked", leading to the policy; running
// the search and opening the policy clear them. Also axe on the search and saved-searches screens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { waitForApp } from './pages/app-shell';
import { waitForReplica, waitForSearchSeen } from './pages/offline';
import { SavedSearchesScreen } from './pages/saved-searches-screen';
import { editPolicyDescription, restoreSeed } from './pages/seed-change';
import { SearchScreen } from './pages/search-screen';

const POLICY_KEY = 'facebook-cryptocurrency-global';
const ONE_CHANGE = '1 changed since you last looked';
const NO_FILTERS = { platforms: [], categories: [], jurisdictions: [], status: [] };

async function policyOfKey(request: APIRequestContext, key: string): Promise<{ id: number; title: string }> {
  const policies = (await (await request.get('/api/policies')).json()) as { id: number; key: string; title: string }[];
  const policy = policies.find((p) => p.key === key);
  if (!policy) throw new Error(`no policy ${key} on the server`);
  return policy;
}

/** Presses Sync now until the screen shows `expected` (the server sees another process's seed run within a second). */
async function syncUntil(page: Page, expected: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Sync now' }).first().click();
    await expect(expected).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('change alerts', () => {
  test('a change to a followed policy in a saved search shows on the saved searches screen and the dashboard, and clears once looked at', async ({ page, problems }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const policy = await policyOfKey(request, POLICY_KEY);
    const name = `Crypto watch ${testInfo.project.name} ${Date.now().toString(36)}`;
    // Saved on another device: this one learns of it when it syncs, and counts changes from then.
    const saved = await request.post('/api/saved-searches', { data: { name, query: 'crypto', filters: { ...NO_FILTERS, platforms: ['facebook'] } } });
    expect(saved.status()).toBe(201);
    const searchId = ((await saved.json()) as { id: number }).id;

    try {
      await page.goto(`/policy/${policy.id}`);
      await waitForApp(page);
      await waitForReplica(page);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => ((await (await request.get('/api/followed-policies')).json()) as { policyId: number }[]).map((f) => f.policyId)).toContain(policy.id);

      const screen = new SavedSearchesScreen(page);
      await screen.goto();
      const entry = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(entry).toBeVisible();
      await expect(entry.getByRole('button', { name: /changed since you last looked/ })).toHaveCount(0);

      await editPolicyDescription(POLICY_KEY, '(Edited by an end-to-end test.)');
      const alert = entry.getByRole('button', { name: ONE_CHANGE });
      await syncUntil(page, alert);
      await alert.click();
      await expect(alert).toHaveAttribute('aria-expanded', 'true');
      await expect(entry.getByRole('list', { name: 'Changed since you last looked' }).getByRole('link')).toHaveText([policy.title]);
      await expectAccessible(page);

      await page.goto('/dashboard');
      await waitForApp(page);
      const followed = page.getByRole('list', { name: 'Followed policies' });
      await expect(followed.locator('..').getByText(ONE_CHANGE, { exact: true })).toBeVisible(); // the card's summary
      await expect(followed.getByRole('listitem').filter({ hasText: policy.title })).toContainText('Changed since you last looked');
      await expect(page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: ONE_CHANGE })).toBeVisible();

      // Opening the policy is looking at it: the followed alert clears; the saved search's stays until it is run.
      await followed.getByRole('link', { name: policy.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(page.getByText('(Edited by an end-to-end test.)')).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(followed.getByRole('listitem').filter({ hasText: policy.title })).not.toContainText('Changed since you last looked');
      await expect(page.getByRole('list', { name: 'Saved searches' }).getByRole('button', { name: ONE_CHANGE })).toBeVisible();

      await screen.goto();
      await screen.item(name).getByRole('link', { name: 'Run Search' }).click();
      await expect(new SearchScreen(page).heading).toBeVisible();
      await waitForSearchSeen(page, name); // recorded in the background; the next line reloads the page
      await screen.goto();
      await expect(screen.item(name)).toBeVisible();
      await expect(entry.getByRole('button', { name: /changed since you last looked/ })).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await restoreSeed();
      await request.delete(`/api/followed-policies/${policy.id}`);
      await request.delete(`/api/saved-searches/${searchId}`);
    }
  });

  test('the search and saved searches screens pass axe with results and saved items', async ({ page }, testInfo) => {
    // The page's own requests: they carry this browser's client cookie, so they see what the page saved (ADR 232).
    const request = page.request;
    const name = `Axe ${testInfo.project.name} ${Date.now().toString(36)}`;
    const saved = await request.post('/api/saved-searches', { data: { name, query: 'alcohol', filters: { ...NO_FILTERS, categories: ['Alcohol'] } } });
    try {
      const search = new SearchScreen(page);
      await search.goto('/search?q=crypto');
      await waitForReplica(page);
      await expect(search.resultCount).toBeVisible();
      await expect(search.results.first()).toBeVisible();
      await expectAccessible(page);
      const screen = new SavedSearchesScreen(page);
      await screen.goto();
      await expect(screen.item(name)).toBeVisible();
      await expectAccessible(page);
    } finally {
      await request.delete(`/api/saved-searches/${((await saved.json()) as { id: number }).id}`);
    }
  });
});
