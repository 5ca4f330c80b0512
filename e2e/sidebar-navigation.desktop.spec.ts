import { expect, test } from './fixtures';
import { AppShell } from './pages/app-shell';

/** Every sidebar link (spec 000 "Layout and navigation"): its label, where it goes, the title found there. */
const SIDEBAR_LINKS = [
  { label: 'Policy Checker', path: '/policy-checker', title: 'Policy Checker' },
  { label: 'Campaign Check', path: '/campaign-check', title: 'Campaign Check' },
  { label: 'Simple Checker', path: '/simple-checker', title: 'Simple Policy Checker' },
  { label: 'Fixed Simple Checker', path: '/emergency-checker', title: 'Simple Policy Checker (Emergency Fix)' },
  { label: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
  { label: 'Search', path: '/search', title: 'Search Policies' },
  { label: 'Compare', path: '/compare', title: 'Compare Policies' },
  { label: 'Saved Searches', path: '/saved-searches', title: 'Saved Searches' },
  { label: 'Recent Updates', path: '/updates', title: 'Recent Policy Updates' },
  { label: 'Google', path: '/platform/google', title: 'Google Ads Policies' },
  { label: 'Facebook', path: '/platform/facebook', title: 'Facebook Policies' },
  { label: 'Instagram', path: '/platform/instagram', title: 'Instagram Policies' },
  { label: 'Microsoft', path: '/platform/microsoft', title: 'Microsoft Advertising Policies' },
  { label: 'X (Twitter)', path: '/platform/twitter', title: 'X (Twitter) Policies' },
  { label: 'Publisher Policy Builder', path: '/publisher-policy-builder', title: 'Publisher Policy Builder' },
  { label: 'Settings', path: '/settings', title: 'Settings' },
  { label: 'Support', path: '/support', title: 'Support' },
  { label: 'Terms', path: '/terms', title: 'Terms of Service' },
  { label: 'Privacy', path: '/privacy', title: 'Privacy Policy' },
  { label: 'Contact', path: '/contact', title: 'Contact Us' },
] as const;

test.describe('the sidebar on a desktop', { tag: '@layout' }, () => {
  test('is always shown, with every link in the spec and no menu button', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/dashboard');
    await expect(shell.sidebarNav).toBeVisible();
    await expect(shell.menuButton).toBeHidden();
    const links = shell.sidebarNav.getByRole('link');
    await expect(links).toHaveCount(SIDEBAR_LINKS.length);
    for (const [index, { label, path }] of SIDEBAR_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(label);
      await expect(links.nth(index)).toHaveAttribute('href', path);
    }
  });

  // One page for every link, a step each: loading a fresh page (and its first sync) per link cost ~3 s each.
  test('each link opens its screen with its title and becomes the current link', async ({ page, problems }) => {
    test.setTimeout(60_000);
    const shell = new AppShell(page);
    await shell.goto('/dashboard');
    for (const { label, path, title } of SIDEBAR_LINKS) {
      await test.step(`"${label}" opens ${path} with the title "${title}"`, async () => {
        // Every click is a real navigation: from a screen that is not the link's own, and that has the sidebar.
        const here = new URL(page.url()).pathname;
        if (here === path || here === '/publisher-policy-builder') await shell.goto(path === '/dashboard' ? '/search' : '/dashboard');
        await shell.sidebarLink(label).click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[()]/g, '\\$&')}$`));
        await expect(shell.heading).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| `));
        if (path !== '/publisher-policy-builder') {
          await expect(shell.sidebarLink(label)).toHaveAttribute('aria-current', 'page');
          await expect(shell.sidebarNav.locator('[aria-current="page"]')).toHaveCount(1);
        }
        expect(problems.pageErrors).toEqual([]);
      });
    }
  });

  test('shows the Policy Update Alert with the dataset\'s newest update, and links to Recent Updates', async ({ page, request }) => {
    const [newest] = (await (await request.get('/api/policy-updates/recent?limit=1')).json()) as { summary: string; platform: { name: string } | null; law: { jurisdictionCode: string } | null }[];
    // A change of law names its market instead of a platform (ADR 220).
    const source = newest!.platform ? newest!.platform.name : `Law · ${newest!.law!.jurisdictionCode}`;
    const shell = new AppShell(page);
    await shell.goto('/search');
    await expect(shell.updateAlert).toContainText(`${source}: ${newest!.summary}`);
    await shell.updateAlert.getByRole('link', { name: 'See Recent Updates' }).click();
    await expect(page).toHaveURL(/\/updates$/);
    await expect(shell.heading).toHaveText('Recent Policy Updates');
  });

  test('marks Policy Checker as the current link on /policy-checker', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/policy-checker');
    await expect(shell.sidebarLink('Policy Checker')).toHaveAttribute('aria-current', 'page');
  });
});
