// The landing's policy checker as a test drives it: choose platform, category and market, then Check Compliance.
import type { Page } from '@playwright/test';

export async function checkCompliance(page: Page, platform: string, category: string, market: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Platform' }).selectOption(platform);
  await page.getByRole('combobox', { name: 'Ad Category' }).selectOption(category);
  await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption(market);
  await page.getByRole('button', { name: 'Check Compliance' }).click();
}
