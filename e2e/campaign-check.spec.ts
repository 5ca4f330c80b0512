// The campaign check (issue 32) at both sizes (@layout runs the desktop one too), against the real dataset:
// a shared plan's address opens offline after one online visit, blockers first, the merged checklist naming
// its cells, a state answered by its country's rule and saying so; the printed brief alone; Copy brief and
// Share (no share sheet in this Chromium: the link is copied); a creative uploaded once and judged for every
// cell (real OCR), its verdicts in the grid, the printed brief and the analyzer.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { creative } from './pages/ad-analyzer-screen';
import { AppShell, waitForApp } from './pages/app-shell';
import { goOffline, prepareForOffline } from './pages/offline';

// Sports betting on Google and Facebook in India, the UK and New Jersey.
const PLAN = '/campaign-check?category=gambling-lottery&product=sports-betting&platforms=google,facebook&markets=IN,GB,US-NJ';

const screen = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => screen(page).getByRole('region', { name, exact: true });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectThePlan(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Check' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('gambling-lottery');
  await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue('sports-betting');
  await expect(page.getByRole('list', { name: 'Chosen markets' }).getByRole('listitem')).toHaveText(['India', 'United Kingdom', 'New Jersey']);

  // Blockers first: no chosen platform takes gambling ads in India.
  await expect(section(page, 'Blockers').getByRole('listitem').first()).toHaveText('Not allowed in India on any platform');

  // The checklist: one item per need, naming every cell that has it.
  const checklist = section(page, 'What the advertiser must provide');
  const age18 = checklist.getByRole('list', { name: 'Age targeting' }).getByRole('listitem').filter({ hasText: 'Target only people aged 18 or over' });
  await expect(age18).toHaveCount(1);
  await expect(age18).toContainText('For Google Ads in United Kingdom; Facebook in United Kingdom');
  // New Jersey on Google answers from the US record: 21, as Google asks of sports-betting ads (ADR 336).
  await expect(checklist.getByRole('list', { name: 'Age targeting' }).getByRole('listitem').filter({ hasText: 'Target only people aged 21 or over' })).toContainText('For Google Ads in New Jersey');
  await expect(checklist.getByRole('list', { name: 'Regions to exclude' }).getByRole('listitem').filter({ hasText: 'Exclude Northern Ireland from targeting' })).toContainText('For Google Ads in United Kingdom');

  // New Jersey has no record of its own: the US rule answers, narrowed by its rule for sports betting, and says so.
  const nj = section(page, 'New Jersey').locator('[data-cell="google:US-NJ"]');
  await expect(nj).toContainText('Allowed with limitations');
  await expect(nj.getByTestId('answer-source')).toHaveText("New Jersey · from Google Ads' United States rule");
  await expect(section(page, 'India').locator('[data-cell="facebook:IN"]')).toContainText('Prohibited');
  await expect(section(page, 'Laws that apply')).toContainText('United Kingdom');
}

test.describe('the campaign check @layout', () => {
  test('is reached from the landing’s tool cards and from the navigation (the drawer on a phone), and fits the screen', async ({ page, problems }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await page.getByRole('list', { name: 'Toolkit' }).getByRole('link', { name: 'Campaign Check' }).click();
    await expect(shell.heading).toHaveText('Campaign Check');
    await expect(page.getByRole('heading', { name: 'Choose the plan' })).toBeVisible();
    await shell.goto('/dashboard');
    const phone = await shell.menuButton.isVisible();
    if (phone) await shell.openDrawer();
    await (phone ? shell.drawer.getByRole('link', { name: 'Campaign Check', exact: true }) : shell.sidebarLink('Campaign Check')).click();
    await expect(shell.heading).toHaveText('Campaign Check');
    if (!phone) await expect(shell.sidebarLink('Campaign Check')).toHaveAttribute('aria-current', 'page');
    await page.goto(PLAN);
    await expect(section(page, 'Blockers')).toBeVisible();
    expect(await shell.fitsViewportWidth()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a shared plan opens offline after one visit, with its blockers, checklist and sources', { tag: '@offline' }, async ({ page, context, problems }) => {
    await prepareForOffline(page, '/campaign-check');
    await goOffline(context);
    await page.goto(PLAN);
    await waitForApp(page);
    await expectThePlan(page);
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
    expect(problems.pageErrors).toEqual([]);
  });

  test('choices follow the address; the brief prints alone, copies as text and shares the link', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // This Chromium may or may not offer a share sheet: without one, Share copies the link.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(PLAN);
    await waitForApp(page);
    await expectThePlan(page);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Instagram' }).check();
    await expect(page).toHaveURL(/platforms=google%2Cfacebook%2Cinstagram&markets=IN%2CGB%2CUS-NJ$/);
    await expect(section(page, 'India').locator('[data-cell="instagram:IN"]')).toContainText('Prohibited');

    // Print brief: the plan alone, with the library revision and the day it was answered.
    await page.emulateMedia({ media: 'print' });
    const brief = page.getByRole('article', { name: 'Printed brief' });
    await expect(brief).toBeVisible();
    await expect(brief.getByRole('heading', { level: 1 })).toHaveText('Campaign brief: Gambling & Lottery · Sports betting');
    await expect(brief).toContainText(/Policy library revision \d+ · as of \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(brief.getByRole('heading', { name: 'What the advertiser must provide' })).toBeVisible();
    await expect(brief.locator('[data-cell="instagram:IN"]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(screen(page)).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(brief).toBeHidden();

    await page.getByRole('button', { name: 'Copy brief' }).click();
    await expect(toasts(page).getByText('Brief copied')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^Campaign brief: Gambling & Lottery · Sports betting\nPlatforms: Google Ads, Facebook, Instagram\n/);
    expect(text).toContain('  - Not allowed in India on any platform');
    expect(text).toContain('  - Target only people aged 18 or over (Google Ads in United Kingdom; Facebook in United Kingdom; Instagram in United Kingdom)');
    expect(text).toContain('  - Target only people aged 21 or over (Google Ads in New Jersey; Facebook in New Jersey; Instagram in New Jersey)');

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toasts(page).getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the creative upload online: one upload fills every cell with its verdict, risk score and a link to its analysis', async ({ page, problems }) => {
    test.slow(); // real OCR of the image, on a shared machine
    // Alcohol on Google and Facebook in the United States and India: Google takes alcohol ads in the US with
    // conditions and not at all in India (api/test/analyzer-campaign.test.ts, the same creative).
    await page.goto('/campaign-check?category=alcohol&platforms=google,facebook&markets=US,IN');
    await waitForApp(page);
    const slot = page.getByRole('region', { name: 'Check a creative for this plan' });
    const check = slot.getByRole('button', { name: 'Check the creative' });
    await expect(check).toBeDisabled();
    await slot.getByLabel(/Ad image/).setInputFiles(creative('alcohol-us-lager-compliant'));
    await expect(slot.getByText('Image ready to check')).toBeVisible();

    // The answer is held until "Checking…" has been seen, so the test does not race the server.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/analyze-ad-campaign', async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze-ad-campaign'));
    await check.click();
    await expect(slot.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    await expect(slot.getByRole('region', { name: 'Creative check in progress' })).toContainText('Checking the creative for 4 cells');
    // The page stays usable meanwhile.
    await expect(page.getByRole('checkbox', { name: 'Instagram' })).toBeEnabled();
    release();
    const response = await answered;
    expect(response.status()).toBe(200);
    const sent = response.request().postData() ?? '';
    expect(sent).toContain('[{"platform":"google","jurisdiction":"US"},{"platform":"facebook","jurisdiction":"US"},{"platform":"google","jurisdiction":"IN"},{"platform":"facebook","jurisdiction":"IN"}]');
    await page.unroute('**/api/analyze-ad-campaign');

    await expect(slot.getByRole('status')).toContainText('alcohol-us-lager-compliant.png checked for 4 cells');
    const verdict = (key: string) => screen(page).locator(`[data-cell="${key}"]`).getByTestId('creative-verdict');
    await expect(verdict('google:US')).toContainText('Conditional Approval');
    await expect(verdict('google:IN')).toContainText('Non-Compliant');
    for (const key of ['google:US', 'facebook:US', 'google:IN', 'facebook:IN']) await expect(verdict(key)).toContainText(/Risk score \d{1,3}\/100/);
    // On a phone the grid is above: one tap brings it back.
    await slot.getByRole('button', { name: 'See the verdicts in the grid' }).click();
    await expect(verdict('google:US')).toBeInViewport();
    await expectAccessible(page);
    // Each cell says why, and a reload keeps the check for the session.
    await expect(verdict('google:IN')).toContainText(/not allowed/i);
    await page.reload();
    await expect(verdict('google:IN')).toContainText('Non-Compliant');
    await expect(slot.getByRole('status')).toContainText('alcohol-us-lager-compliant.png checked for 4 cells');

    // The printed brief carries the verdicts too.
    await page.emulateMedia({ media: 'print' });
    const brief = page.getByRole('article', { name: 'Printed brief' });
    await expect(brief).toContainText('Creative checked: alcohol-us-lager-compliant.png');
    await expect(brief.locator('[data-cell="google:IN"]')).toContainText('Non-Compliant');
    await page.emulateMedia({ media: 'screen' });

    // A cell's link opens its analysis in the analyzer.
    await verdict('google:US').getByRole('link', { name: 'Open analysis of the creative for Google Ads in United States' }).click();
    await expect(page).toHaveURL(/\/ad-analyzer/);
    await expect(page.getByRole('region', { name: /Analysis Result$/ })).toContainText('Google');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
