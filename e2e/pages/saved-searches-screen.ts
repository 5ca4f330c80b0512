// Page model of the saved searches screen.
import type { Locator, Page } from '@playwright/test';
import { waitForApp } from './app-shell';

export class SavedSearchesScreen {
  readonly heading: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Saved Searches' });
    this.items = page.getByRole('list', { name: 'Saved searches' }).getByRole('article');
  }

  async goto(): Promise<void> {
    await this.page.goto('/saved-searches');
    await waitForApp(this.page);
    await this.heading.waitFor();
  }

  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async deleteItem(name: string): Promise<void> {
    await this.item(name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
