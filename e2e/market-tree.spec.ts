// Markets in a tree (issue 28, ADR 228), as a rep sees them at both sizes (@layout runs the desktop one too):
// Belgium's political ads are answered by Meta's and Google's EU rules and say so; a market with no rule of
// its own says the platform's global policy applies; the policy checker says where its answer comes from.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './pages/app-shell';
import { checkCompliance } from './pages/policy-checker';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

test.describe('markets in a tree @layout', () => {
  test('Belgium political ads: Prohibited, from the EU rule, on the market page, in compare and on the EU record', async ({ page, request, problems }) => {
    await open(page, '/jurisdiction/BE');
    await expect(page.getByRole('heading', { level: 1, name: 'Belgium Policies' })).toBeVisible();
    const political = page.getByRole('list', { name: 'Political & Election in BE' });
    for (const platform of ['Facebook', 'Instagram', 'Google Ads']) {
      const row = political.getByRole('listitem').filter({ has: page.getByRole('link', { name: platform, exact: true }) });
      await expect(row).toContainText('Prohibited');
      await expect(row).toContainText(`From ${platform === 'Google Ads' ? "Google Ads'" : `${platform}'s`} European Union rule`);
    }
    // A platform with no EU or Belgium rule falls back to its global one, and says so.
    await expect(page.getByText('No Belgium rule found · global policy applies').first()).toBeVisible();

    await open(page, '/compare?platforms=facebook,google&market=BE');
    for (const platform of ["Facebook's", "Google Ads'"]) {
      const marker = page.locator(`[data-testid="answer-source-marker"][title="Belgium · from ${platform} European Union rule"]`).first();
      await expect(marker).toBeVisible();
      await expect(marker).toHaveText(/European Union rule/);
    }

    // The EU record's own page says it also answers for Belgium.
    const policies = (await (await request.get('/api/policies')).json()) as { id: number; key: string }[];
    const eu = policies.find((p) => p.key === 'facebook-political-election-eu')!;
    await open(page, `/policy/${eu.id}`);
    await expect(page.getByTestId('answer-source')).toHaveText(/^Facebook's European Union rule · also answers for Belgium, Germany, .* and Ireland$/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the policy checker says where its answer comes from, and that an unverified one must be checked', async ({ page, problems }) => {
    await open(page, '/');
    const check = (platform: string, category: string, market: string) => checkCompliance(page, platform, category, market);
    await check('google', 'gambling-lottery', 'GB');
    await expect(page.getByTestId('answer-source')).toHaveText("United Kingdom · Google Ads' United Kingdom rule");
    await expect(page.getByText('Check before you promise.')).toHaveCount(0);

    // The publisher has no US crypto rule: its global one answers, says so, and is not verified.
    await check('timesinternet', 'cryptocurrency', 'US');
    await expect(page.getByTestId('answer-source')).toHaveText("No United States rule found · Times Internet's global policy applies");
    await expect(page.getByText('Check before you promise.')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
