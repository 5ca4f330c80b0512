// Page model of the search screen (/search, /category/{id}).
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-shell';

export class SearchScreen {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly saveButton: Locator;
  readonly resultCount: Locator;
  readonly list: Locator;
  readonly results: Locator;
  readonly sort: Locator;
  readonly filtersButton: Locator;
  readonly filters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Search Policies' });
    this.searchBox = page.getByRole('searchbox', { name: 'Search policies' });
    this.saveButton = page.getByRole('button', { name: 'Save Search' });
    this.resultCount = page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ results?$/ });
    this.list = page.getByRole('list', { name: 'Search results' });
    this.results = this.list.getByRole('article');
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.filtersButton = page.getByRole('button', { name: /^Filters/ });
    this.filters = page.getByRole('complementary', { name: 'Filters' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await waitForApp(this.page);
    await this.heading.waitFor();
  }

  /** Opens the filter panel on phones (on wider screens it is always shown). */
  async showFilters(): Promise<void> {
    if (await this.filtersButton.isVisible()) {
      if ((await this.filtersButton.getAttribute('aria-expanded')) !== 'true') await this.filtersButton.click();
    }
    await this.filters.waitFor();
  }

  /**
   * The titles of the cards, once the list is whole: the answer painted before React (the pre-rendered shell's five
   * cards) is gone, and React's first cards are drawn a frame before the rest (aria-busy meanwhile).
   */
  async resultTitles(): Promise<string[]> {
    await expect(this.page.locator('[data-shell-part]')).toHaveCount(0);
    await expect(this.list).not.toHaveAttribute('aria-busy', 'true');
    return this.results.getByRole('heading', { level: 2 }).allTextContents();
  }

  removeTagButton(label: string): Locator {
    return this.page.getByRole('button', { name: `Remove filter ${label}` });
  }
}
