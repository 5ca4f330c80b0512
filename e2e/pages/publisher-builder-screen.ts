// Page model of the Publisher Policy Builder (/publisher-policy-builder): the form, the result tabs and
// their Copy / Download / Print buttons.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-shell';

export class PublisherBuilderScreen {
  readonly generateButton: Locator;
  readonly tabs: Locator;
  readonly results: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.toasts = page.getByRole('region', { name: /Notifications/ });
    this.generateButton = page.getByRole('button', { name: 'Generate Policies' });
    this.tabs = page.getByRole('tablist', { name: 'Generated documents' });
    this.results = page.getByRole('region', { name: /^Policies for / });
  }

  async goto(): Promise<void> {
    await this.page.goto('/publisher-policy-builder');
    await waitForApp(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Publisher Policy Builder' })).toBeVisible();
  }

  /** Fills the form (category by slug, market by code, subcategory by label) and generates. */
  async generate(publisher: string, category: string, jurisdiction: string, subcategory?: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Publisher Name' }).fill(publisher);
    await this.page.getByRole('combobox', { name: 'Category' }).selectOption(category);
    await this.page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption(jurisdiction);
    if (subcategory) await this.page.getByRole('combobox', { name: 'Subcategory' }).selectOption(subcategory);
    await this.generateButton.click();
    await expect(this.results).toBeVisible();
  }

  document(label: string): Locator {
    return this.page.getByRole('article', { name: label });
  }

  async openTab(label: string): Promise<void> {
    await this.tabs.getByRole('tab', { name: label }).click();
    await expect(this.tabs.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }

  /** Clicks Download and returns the file's suggested name and its text. */
  async download(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Download' }).click()]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }
}
