// Addresses the app must answer with its own screens (issue 28): a dot in a path is no file (/policy/1.5,
// /platform/x.com), and a category id no category has says so; and the sample undertaking's badges in the
// landing checker's documentation (spec 001).
import { expect, test } from './fixtures';
import { AppShell, waitForApp } from './pages/app-shell';
import { checkCompliance } from './pages/policy-checker';

test.describe('addresses the app answers itself', () => {
  test('a dotted path opened directly shows the app and its own screen, never a bare "Not found."', async ({ page }) => {
    const shell = new AppShell(page);
    const policy = await page.goto('/policy/1.5');
    expect(policy?.status()).toBe(200);
    await waitForApp(page);
    await expect(shell.heading).toHaveText('Invalid Policy ID');
    await expect(page.getByRole('link', { name: 'Search policies' })).toBeVisible();

    await page.goto('/platform/x.com');
    await waitForApp(page);
    await expect(shell.heading).toHaveText('Platform Not Found');
  });

  test('a file that does not exist is still a plain 404', async ({ request }) => {
    const answer = await request.get('/assets/no-such-chunk.js');
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain('<html');
  });

  test('/category/{id} with an unknown id says the category is not found and keeps the search', async ({ page }) => {
    await page.goto('/category/999');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
    await expect(page.getByText('No category has the ID “999”.', { exact: false })).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
  });
});

test('the landing checker shows the sample undertaking with its badges', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await checkCompliance(page, 'google', 'real-money-gaming', 'US');
  const card = page.getByRole('region', { name: 'Google · Real Money Gaming · United States' });
  await card.getByRole('button', { name: 'View Documentation' }).click();
  const badges = card.getByRole('list', { name: 'Applies to' });
  await badges.scrollIntoViewIfNeeded();
  await expect(badges.getByRole('listitem')).toHaveText(['Restricted Game Types', 'State Restrictions Apply', 'Undertaking Required', 'Disclaimers Required']);
  await expect(badges).toBeVisible();
});
