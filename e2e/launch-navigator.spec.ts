// The landing's Launch Navigator end to end (desktop and phone; ADR 222): absent unless the deployment turns
// it on (the config answer is intercepted to turn it on), then a sourced answer offline, and the roadmap file.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { waitForApp } from './pages/app-shell';
import { goOffline, prepareForOffline } from './pages/offline';

async function withNavigatorOn(page: Page): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), enableLaunchNavigator: true } });
  });
}

test.describe('the launch navigator', () => {
  test('is not a tab when the deployment leaves it off', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Compliance tools' }).getByRole('tab')).toHaveText(['Policy Checker', 'AI Analyzer', 'Publisher Policy Builder']);
  });

  test('when on, answers offline from the data: restricted in India, possible in the UK with its licences, and the roadmap downloads', { tag: '@offline' }, async ({ page, context, problems }) => {
    await withNavigatorOn(page);
    await prepareForOffline(page, '/compare'); // a data screen: it downloads the library (the landing does not)
    await page.goto('/?tab=navigator');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Compliance tools' }).getByRole('tab')).toHaveText(['Policy Checker', 'AI Analyzer', 'Publisher Policy Builder', 'Launch Navigator']);
    await page.getByRole('combobox', { name: 'Target Country' }).selectOption('GB');
    await page.getByRole('combobox', { name: 'Product Type' }).selectOption('online-casino');
    await page.getByRole('button', { name: 'Analyze Launch Requirements' }).click(); // loads the navigator's chunk while online
    await expect(page.getByRole('region', { name: 'Launch Feasibility' })).toContainText('Launch Possible');

    await goOffline(context);
    await page.getByRole('combobox', { name: 'Target Country' }).selectOption('IN');
    await page.getByRole('button', { name: 'Analyze Launch Requirements' }).click();
    const feasibility = page.getByRole('region', { name: 'Launch Feasibility' });
    await expect(feasibility).toContainText('Launch Restricted');
    await expect(feasibility.getByRole('list', { name: 'Why launch is restricted' })).toContainText('2025');
    await page.getByRole('combobox', { name: 'Target Country' }).selectOption('GB');
    await page.getByRole('button', { name: 'Analyze Launch Requirements' }).click();
    await expect(feasibility).toContainText('Launch Possible');
    await expect(page.getByRole('region', { name: 'Required Licenses' })).toContainText('Gambling Commission');
    await expect(page.getByRole('region', { name: 'Next Steps & Action Plan' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Complete Launch Roadmap' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Launch-Roadmap-Online-Casino-United-Kingdom.txt');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text).toMatch(/^Launch roadmap: Online Casino in United Kingdom/);
    expect(text).toContain('Launch feasibility: Launch Possible');
    expect(problems.pageErrors).toEqual([]);
  });
});
