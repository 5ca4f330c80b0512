// The search screen online, at desktop and phone size: query and filters in the URL, the filter sidebar,
// sorting, result cards, empty and prompt states, Save Search refusals. Results come from the replica.
import { expect, test } from './fixtures';
import { waitForReplica } from './pages/offline';
import { SearchScreen } from './pages/search-screen';

interface ApiPolicy {
  id: number;
  title: string;
  lastUpdated: string;
  platform: { name: string; identifier: string };
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/search');
    await waitForReplica(page);
  });

  test('when nothing is asked yet, then a prompt is shown and no list; the sidebar has its four groups and Clear Filters', { tag: '@layout' }, async ({ page }) => {
    const search = new SearchScreen(page);
    await search.goto('/search');
    await expect(page.getByRole('heading', { name: 'Start with a word or a filter' })).toBeVisible();
    await expect(search.results).toHaveCount(0);
    await expect(search.resultCount).toHaveCount(0);
    // On a phone the closed filters are not drawn at all (they were a third of the screen's elements, hidden).
    if (await search.filtersButton.isVisible()) await expect(page.locator('aside[aria-label="Filters"] input')).toHaveCount(0);
    await search.showFilters();
    for (const group of ['Platforms', 'Categories', 'Jurisdictions', 'Policy Status']) {
      await expect(search.filters.getByRole('group', { name: group, exact: true })).toBeVisible();
    }
    await expect(search.filters.getByRole('checkbox', { name: 'Allowed', exact: true })).toBeVisible();
    await expect(search.filters.getByRole('checkbox', { name: 'Allowed with limitations' })).toBeVisible();
    await expect(search.filters.getByRole('checkbox', { name: 'Prohibited', exact: true })).toBeVisible();
    await expect(search.filters.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    // The jurisdiction list scrolls inside the sidebar.
    const list = search.filters.getByRole('group', { name: 'Jurisdictions list' });
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  });

  test('when a query is typed, then the same policies as GET /api/policies are listed as full cards, and q goes into the URL', async ({ page, request }) => {
    const search = new SearchScreen(page);
    await search.searchBox.fill('crypto');
    await expect(page).toHaveURL(/[?&]q=crypto(&|$)/);
    const api = (await (await request.get('/api/policies?q=crypto')).json()) as ApiPolicy[];
    await expect(search.resultCount).toHaveText(`${api.length} results`);
    expect(await search.resultTitles()).toEqual(api.slice(0, 20).map((p) => p.title));

    const card = search.results.first();
    await expect(card.getByText(api[0]!.platform.name, { exact: true })).toBeVisible();
    await expect(card.getByText(/^(Allowed|Allowed with limitations|Prohibited)$/)).toBeVisible();
    for (const term of ['Category', 'Jurisdictions', 'Last updated']) await expect(card.getByText(term, { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const source = card.getByRole('link', { name: 'Source' });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);
    await expect(source).toHaveAttribute('href', /^https:\/\//);
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy/${api[0]!.id}$`));
  });

  test('when a platform filter is ticked, then it shows as a removable tag, filters the list and goes into the URL; Clear Filters drops it', async ({ page }) => {
    const search = new SearchScreen(page);
    await search.searchBox.fill('gambling');
    await expect(search.resultCount).toBeVisible();
    await search.showFilters();
    await search.filters.getByRole('checkbox', { name: 'Google Ads' }).check();
    await expect(page).toHaveURL(/filters=%5B%22google%22%5D/);
    await expect(search.removeTagButton('Google Ads')).toBeVisible();
    if (await page.getByRole('button', { name: 'Show results' }).isVisible()) await page.getByRole('button', { name: 'Show results' }).click();
    const cards = await search.results.all();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) await expect(card.getByText('Google Ads', { exact: true })).toBeVisible();

    await search.showFilters();
    await search.filters.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search.removeTagButton('Google Ads')).toHaveCount(0);
    await expect(search.filters.getByRole('checkbox', { name: 'Google Ads' })).not.toBeChecked();
  });

  test('when a tag is removed from the search box, then the filter is off again', async ({ page }) => {
    const search = new SearchScreen(page);
    await search.goto(`/search?filters=${encodeURIComponent('["IN","limited"]')}`);
    await expect(search.removeTagButton('India (IN)')).toBeVisible();
    await expect(search.removeTagButton('Allowed with limitations')).toBeVisible();
    const both = Number((await search.resultCount.textContent())!.split(' ')[0]);
    await search.removeTagButton('Allowed with limitations').click();
    await expect(search.removeTagButton('Allowed with limitations')).toHaveCount(0);
    await expect.poll(async () => Number((await search.resultCount.textContent())!.split(' ')[0])).toBeGreaterThan(both);
  });

  test('when the sort changes, then Recently Updated and Platform order the same results', async ({ page, request }) => {
    const search = new SearchScreen(page);
    await search.goto('/search?q=alcohol');
    await expect(search.sort.getByRole('option')).toHaveText(['Relevance', 'Recently Updated', 'Platform']);
    await expect(search.sort).toHaveValue('relevance');
    await search.sort.selectOption({ label: 'Recently Updated' });
    await expect(page).toHaveURL(/sort=recent/);
    const recent = (await (await request.get('/api/policies?q=alcohol&sort=recent')).json()) as ApiPolicy[];
    await expect.poll(() => search.resultTitles()).toEqual(recent.slice(0, 20).map((p) => p.title));
    await search.sort.selectOption({ label: 'Platform' });
    const byPlatform = (await (await request.get('/api/policies?q=alcohol&sort=platform')).json()) as ApiPolicy[];
    await expect.poll(() => search.resultTitles()).toEqual(byPlatform.slice(0, 20).map((p) => p.title));
    const platformNames = byPlatform.map((p) => p.platform.name);
    expect(platformNames).toEqual([...platformNames].sort((a, b) => a.localeCompare(b)));
  });

  test('when nothing matches, then "No results found" is shown with a follow-up sentence', async ({ page }) => {
    const search = new SearchScreen(page);
    await search.goto('/search?q=qqqxxyzzyzz');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('No policies match your search and filters.', { exact: false })).toBeVisible();
    await expect(search.resultCount).toHaveText('0 results');
  });

  test('when the filters parameter is not JSON, then it is ignored (logged only) and the query still runs', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const search = new SearchScreen(page);
    await search.goto('/search?q=alcohol&filters=%7Bnot-json');
    await expect(search.resultCount).toHaveText(/^[1-9]\d* results?$/);
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
    expect(warnings.some((w) => w.includes('Ignoring unparseable search filters'))).toBe(true);
  });

  test('when opened with platform={identifier}, then that platform is applied as a filter', async ({ page }) => {
    const search = new SearchScreen(page);
    await search.goto('/search?platform=facebook');
    await expect(search.removeTagButton('Facebook')).toBeVisible();
    await expect(page).toHaveURL(/filters=%5B%22facebook%22%5D/);
    await expect(page).not.toHaveURL(/platform=/);
    await expect(search.resultCount).toHaveText(/^[1-9]\d* results?$/);
    for (const card of await search.results.all()) await expect(card.getByText('Facebook', { exact: true })).toBeVisible();
  });

  test('when /category/{id} is opened, then that category is preselected and removable', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
    const alcohol = categories.find((c) => c.name === 'Alcohol')!;
    const search = new SearchScreen(page);
    await search.goto(`/category/${alcohol.id}`);
    await expect(search.removeTagButton('Alcohol')).toBeVisible();
    await expect(search.resultCount).toHaveText(/^[1-9]\d* results?$/);
    await search.removeTagButton('Alcohol').click();
    await expect(page.getByRole('heading', { name: 'Start with a word or a filter' })).toBeVisible();
  });

  test('when Save Search is pressed with an empty query, then it is refused with a toast', async ({ page }) => {
    const search = new SearchScreen(page);
    await search.goto(`/search?filters=${encodeURIComponent('["google"]')}`);
    await search.saveButton.click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Cannot save empty search')).toBeVisible();
    await expect(toasts.getByText('Please enter a search query first.')).toBeVisible();
  });
});

test.describe('going back to a long list', () => {
  for (const { path, cards } of [
    { path: '/search?q=crypto', cards: '[aria-label="Search results"] article' },
    { path: '/platform/google', cards: 'main article' },
  ]) {
    test(`when a rep scrolls down ${path}, opens a policy and goes back, then the card that was at the top is at the top again`, { tag: '@layout' }, async ({ page }) => {
      await page.goto('/search');
      await waitForReplica(page);
      await page.goto(path);
      await expect.poll(() => page.locator(cards).count()).toBeGreaterThanOrEqual(16);
      // The card nearest the top of the screen (below the sticky header), and where it is.
      const topCardScript = (selector: string) => {
        const list = [...document.querySelectorAll(selector)];
        const index = list.findIndex((card) => card.getBoundingClientRect().bottom > 120);
        return { index, title: list[index]?.querySelector('h2, h3')?.textContent ?? '', top: Math.round(list[index]?.getBoundingClientRect().top ?? 0) };
      };
      const topCard = () => page.evaluate(topCardScript, cards);
      // Scrolled by hand, a few hundred pixels at a time, past the first dozen cards (cards are laid out as they
      // near the screen, so a restore by pixel offset alone lands where their estimated heights put it).
      for (let step = 0; step < 60 && (await topCard()).index < 12; step++) await page.mouse.wheel(0, 400);
      await expect.poll(async () => (await topCard()).index).toBeGreaterThanOrEqual(12);
      // What the screen showed at the moment of the tap (the click may first scroll its link into view).
      await page.evaluate(
        ({ script, selector }) => {
          const read = new Function(`return (${script})(${JSON.stringify(selector)})`) as () => unknown;
          window.addEventListener('pointerdown', () => ((window as unknown as { __atTap: unknown }).__atTap = read()), { capture: true, once: true });
        },
        { script: topCardScript.toString(), selector: cards },
      );
      const title = (await topCard()).title;
      await page.locator(cards).filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link', { name: 'View Details' }).click();
      await expect(page).toHaveURL(/\/policy\/\d+/);
      const before = (await page.evaluate(() => (window as unknown as { __atTap: unknown }).__atTap)) as Awaited<ReturnType<typeof topCard>>;
      await page.goBack();
      await expect.poll(async () => (await topCard()).title, { timeout: 10_000 }).toBe(before.title);
      const after = await topCard();
      expect(Math.abs(after.top - before.top), JSON.stringify({ before, after })).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('the length of a long list', () => {
  for (const { path, cards } of [
    { path: '/search?q=crypto', cards: '[aria-label="Search results"] > li' },
    { path: '/platform/google', cards: 'main [data-scroll-anchor]' },
  ]) {
    test(`when ${path} is opened, then the page is about as long as its cards once all are laid out (the scrollbar tells the truth)`, { tag: '@layout' }, async ({ page }) => {
      await page.goto('/search');
      await waitForReplica(page);
      await page.goto(path);
      await expect.poll(() => page.locator(cards).count()).toBeGreaterThanOrEqual(16);
      // Cards off the screen are not laid out yet (content-visibility): they count as their estimated height.
      const estimated = await page.evaluate(() => document.documentElement.scrollHeight);
      const laidOut = await page.evaluate((selector) => {
        for (const card of document.querySelectorAll<HTMLElement>(selector)) card.style.contentVisibility = 'visible';
        return document.documentElement.scrollHeight;
      }, cards);
      const ratio = estimated / laidOut;
      expect(ratio, `page ${estimated} px as estimated, ${laidOut} px laid out`).toBeGreaterThan(0.85);
      expect(ratio, `page ${estimated} px as estimated, ${laidOut} px laid out`).toBeLessThan(1.15);
    });
  }
});
