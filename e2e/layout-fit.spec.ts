// Nothing cut off, nothing covered (issue 28, item 7). At the reps' phone width (390 px) every tab of every tab
// row is on the screen whole without scrolling its row sideways (a row wraps instead: a tab hidden past the
// edge of a row that scrolls is one a rep never finds), and can be selected; no page is wider than the
// viewport, an open toast included. From 1024 to 1920 px a platform's status badges never cover the platform's
// name beside them (the policy page's Similar Policies card).
// From 768 to 1023 px, beside the sidebar, nothing on the search, comparison or updates page reaches past it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './pages/app-shell';
import { goOffline, prepareForOffline } from './pages/offline';
import { checkCompliance } from './pages/policy-checker';
import { PublisherBuilderScreen } from './pages/publisher-builder-screen';
import { SearchScreen } from './pages/search-screen';

/** How far the page reaches past the right edge of the viewport, in CSS pixels (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** The row shows every tab whole, in the viewport and with its label uncut; then each tab is selected in turn. */
async function expectEveryTabSeen(row: Locator): Promise<void> {
  await row.scrollIntoViewIfNeeded();
  const layout = await row.evaluate((list) => ({
    hiddenInRow: list.scrollWidth - list.clientWidth,
    tabs: [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
      const box = tab.getBoundingClientRect();
      return {
        label: tab.textContent ?? '',
        inViewport: box.left >= 0 && box.right <= window.innerWidth,
        cut: tab.scrollWidth > tab.clientWidth || tab.scrollHeight > tab.clientHeight,
      };
    }),
  }));
  expect(layout.tabs.length, 'a tab row has tabs').toBeGreaterThan(1);
  expect(layout.hiddenInRow, 'pixels of the row hidden past its edge').toBeLessThanOrEqual(0);
  for (const tab of layout.tabs) expect(tab, `tab "${tab.label}"`).toMatchObject({ label: tab.label, inViewport: true, cut: false });

  const tabs = row.getByRole('tab');
  for (let i = 0; i < layout.tabs.length; i += 1) {
    const tab = tabs.nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // A new panel may move the page up or down; what matters is that nothing of the tab is cut at the sides.
    const box = (await tab.boundingBox())!;
    expect(box.x, `tab ${i + 1}'s left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `tab ${i + 1}'s right edge`).toBeLessThanOrEqual(row.page().viewportSize()!.width);
  }
}

async function withLaunchNavigatorOn(page: Page): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), enableLaunchNavigator: true } });
  });
}

/**
 * Pairs of boxes in each item of the list that intersect: a line of text and another line of text, or a line
 * of text and a box painted behind other text (a badge). Visually hidden text (1 px boxes) is left out.
 */
function overlapsInItems(list: Locator): Promise<string[]> {
  return list.evaluate((root) => {
    type Box = { text: string; owner: Element; left: number; right: number; top: number; bottom: number };
    const meets = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const found: string[] = [];
    for (const item of root.querySelectorAll(':scope > li')) {
      const lines: Box[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) lines.push({ text, owner: node.parentElement!, left: r.left, right: r.right, top: r.top, bottom: r.bottom });
      }
      const painted: Box[] = [...item.querySelectorAll('*')]
        .filter((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)')
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { text: el.textContent?.trim() ?? '', owner: el, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        });
      lines.forEach((line, i) => {
        for (const other of lines.slice(i + 1)) if (other.owner !== line.owner && meets(line, other)) found.push(`"${line.text}" and "${other.text}"`);
        for (const badge of painted) if (!badge.owner.contains(line.owner) && meets(line, badge)) found.push(`"${line.text}" under the badge "${badge.text}"`);
      });
    }
    return found;
  });
}

test.describe('at 390 px, nothing is cut off', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing: every compliance tool and every way to browse is a tab seen whole', async ({ page, problems }) => {
    await withLaunchNavigatorOn(page);
    await page.goto('/');
    await waitForApp(page);
    const tools = page.getByRole('tablist', { name: 'Compliance tools' });
    await expect(tools.getByRole('tab')).toHaveText(['Policy Checker', 'AI Analyzer', 'Publisher Policy Builder', 'Launch Navigator']);
    await expectEveryTabSeen(tools);
    await expectEveryTabSeen(page.getByRole('tablist', { name: 'Browse policies' }));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the checker result: every gambling subcategory is a tab seen whole', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await checkCompliance(page, 'google', 'gambling-lottery', 'US');
    const card = page.getByRole('region', { name: 'Google · Gambling & Lottery · United States' });
    await expectEveryTabSeen(card.getByRole('tablist', { name: 'Select gambling subcategory:' }));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a platform page: All Policies, Limited, Prohibited and Allowed are tabs seen whole', async ({ page }) => {
    await page.goto('/platform/google');
    await waitForApp(page);
    const row = page.getByRole('tablist', { name: 'Policies by status' });
    await expect(row.getByRole('tab')).toHaveCount(4);
    await expectEveryTabSeen(row);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the publisher policy builder: its three documents are tabs seen whole, and its toast stays on the screen', async ({ page }) => {
    const builder = new PublisherBuilderScreen(page);
    await builder.goto();
    await builder.generate('Acme Media', 'real-money-gaming', 'US', 'Online Casino');
    await expect(builder.toasts.getByText('Success!', { exact: true })).toBeVisible();
    await expectToastOnScreen(page, builder.toasts);
    await expectEveryTabSeen(builder.tabs);
  });

  test('an open toast: the page is no wider than the viewport and the toast lies within it', async ({ page }) => {
    await page.goto('/search');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Save Search' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Cannot save empty search', { exact: true })).toBeVisible();
    await expectToastOnScreen(page, toasts);
  });
});

test.describe('at 360 px, the header', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the product name whole beside the sync status, online and offline', { tag: '@offline' }, async ({ page, context }) => {
    await prepareForOffline(page, '/jurisdiction/IN');
    const brand = page.getByRole('banner').getByRole('link', { name: /AdPolicy Compass/ });
    const cut = () => brand.evaluate((link) => [...link.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth));
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('just now');
    expect(await cut()).toBe(false);
    await goOffline(context);
    await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
    expect(await cut()).toBe(false);
  });
});

/** With a toast open (and its entry animation over), nothing reaches past the viewport, and the toast is inside it. */
async function expectToastOnScreen(page: Page, toasts: Locator): Promise<void> {
  const toast = toasts.locator('li').first();
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const box = await toast.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const viewport = page.viewportSize()!;
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(viewport.width);
  expect(box.bottom).toBeLessThanOrEqual(viewport.height);
}

test.describe('from 1024 to 1920 px, badges never cover the text beside them', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths: the desktop project');
  for (const width of [1024, 1280, 1440, 1920]) {
    test(`at ${width} px: the Similar Policies card @layout`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Google's alcohol policy for India: its neighbours carry the longest caveats ("Microsoft India rule not found").
      await page.goto('/policy/55');
      await waitForApp(page);
      const similar = page.getByRole('list', { name: 'Similar policies' });
      await expect(similar.getByRole('listitem')).not.toHaveCount(0);
      expect(await overlapsInItems(similar)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

/**
 * What reaches past the right edge of the page's main area, scrolled into view or not: the outermost such
 * elements, with how far they reach (an element inside a box that scrolls sideways counts: its reader has to
 * scroll that box to read it).
 */
function pastMainEdge(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const edge = main.getBoundingClientRect().right + 1;
    const found: string[] = [];
    for (const el of main.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > edge) continue; // its parent is reported
      found.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" by ${Math.round(box.right - edge)} px`);
    }
    return found;
  });
}

// From 768 px the sidebar stands beside the page (the spec), which leaves a tablet's page about 460 px: the
// search's filter column, the comparison table and the updates table wait for 1024 px (WIDE_MEDIA).
test.describe('on a tablet beside the sidebar (768 to 1023 px), nothing reaches past the page', () => {
  test.skip(({ isMobile }) => isMobile, 'tablet widths: the desktop project');
  for (const width of [768, 820, 1000]) {
    test(`at ${width} px: a search, the comparison and the updates @layout`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/search?q=crypto');
      await waitForApp(page);
      const search = new SearchScreen(page);
      await expect(search.results.first()).toBeVisible();
      await expect(search.saveButton).toBeInViewport({ ratio: 1 });
      await expect(search.filtersButton).toBeVisible(); // the filters behind their button, as on a phone
      expect(await pastMainEdge(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      for (const [path, list] of [['/compare', /^Policy status by category/], ['/updates', 'Policy updates']] as const) {
        await page.goto(path);
        await waitForApp(page);
        await expect(page.getByRole('list', { name: list })).toBeVisible(); // cards, not a table scrolled sideways
        expect(await pastMainEdge(page), path).toEqual([]);
      }
    });
  }
});
