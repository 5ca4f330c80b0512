// Page model of the app shell: the two layouts, the sidebar (static or drawer) and the footer.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over from the shell pre-rendered into index.html (web/src/app/static-shell.tsx):
 * the shell looks the same but its buttons do nothing yet. React's first commit removes its parts.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('[data-shell-part]')).toHaveCount(0);
}

export class AppShell {
  readonly banner: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly heading: Locator;
  /** The sidebar's link list (navigation landmark "Main" inside the sidebar). */
  readonly sidebarNav: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly updateAlert: Locator;
  readonly skipLink: Locator;
  readonly syncStatus: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.heading = page.getByRole('heading', { level: 1 });
    this.sidebarNav = page.getByRole('navigation', { name: 'Main' }).filter({ has: page.getByRole('link', { name: 'Saved Searches' }) });
    this.menuButton = page.getByRole('button', { name: 'Open navigation' });
    this.drawer = page.getByRole('dialog', { name: 'Navigation' });
    this.updateAlert = page.getByRole('region', { name: 'Policy Update Alert' });
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
    this.syncStatus = page.getByRole('status', { name: 'Sync status' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await waitForApp(this.page);
    await expect(this.heading).toBeVisible();
  }

  sidebarLink(name: string): Locator {
    return this.sidebarNav.getByRole('link', { name, exact: true });
  }

  async openDrawer(): Promise<void> {
    await this.menuButton.click();
    await expect(this.drawer).toBeVisible();
  }

  /** True when the page is no wider than the viewport (no horizontal scrolling). */
  async fitsViewportWidth(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  }
}
