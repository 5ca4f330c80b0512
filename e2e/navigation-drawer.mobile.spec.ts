import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { AppShell } from './pages/app-shell';

test.describe('the navigation drawer at phone width', () => {
  test('is hidden until the menu button is pressed, then closes after a link is followed', async ({ page, problems }) => {
    const shell = new AppShell(page);
    await shell.goto('/search');
    await expect(shell.sidebarNav).toBeHidden();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');

    await shell.openDrawer();
    await expect(shell.sidebarNav).toBeVisible();
    await expect(shell.updateAlert).toBeVisible();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');

    await shell.drawer.getByRole('link', { name: 'Saved Searches' }).click();
    await expect(page).toHaveURL(/\/saved-searches$/);
    await expect(shell.heading).toHaveText('Saved Searches');
    await expect(shell.drawer).toBeHidden();
    await expect(shell.sidebarNav).toBeHidden();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('when open, passes axe: the drawer takes the dialog role on an element that allows it', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/search');
    await shell.openDrawer();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.id === 'aria-allowed-role').map((v) => v.nodes.map((n) => n.html))).toEqual([]);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('closes on Escape and gives focus back to the menu button', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/compare');
    await shell.openDrawer();
    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
  });

  test('closes when the backdrop beside it is tapped', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/updates');
    await shell.openDrawer();
    const drawerBox = await shell.drawer.boundingBox();
    expect(drawerBox).not.toBeNull();
    const viewport = page.viewportSize()!;
    // Tap to the right of the drawer, on the dimmed backdrop.
    await page.touchscreen.tap((drawerBox!.x + drawerBox!.width + viewport.width) / 2, viewport.height / 2);
    await expect(shell.drawer).toBeHidden();
    await expect(shell.heading).toHaveText('Recent Policy Updates');
  });

  test('closes with its own close button', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/dashboard');
    await shell.openDrawer();
    await shell.drawer.getByRole('button', { name: 'Close navigation' }).click();
    await expect(shell.drawer).toBeHidden();
  });

  for (const path of ['/', '/search', '/publisher-policy-builder', '/no-such-page']) {
    test(`${path} fits the phone width without horizontal scrolling`, async ({ page }) => {
      const shell = new AppShell(page);
      await shell.goto(path);
      expect(await shell.fitsViewportWidth()).toBe(true);
    });
  }
});
