// Page model of the AI Ad Compliance Analyzer (/ad-analyzer): the upload card, the parameter card, the
// result card and its tabs, and 'Recent analyses'. Images come from fixtures/ad-creatives.
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-shell';

export const creative = (name: string) => join(process.cwd(), 'fixtures', 'ad-creatives', `${name}.png`);

export class AdAnalyzerScreen {
  readonly heading: Locator;
  readonly imageInput: Locator;
  readonly submit: Locator;
  readonly result: Locator;
  readonly progress: Locator;
  readonly history: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'AI Ad Compliance Analyzer' });
    this.imageInput = page.getByLabel(/Ad image/);
    this.submit = page.getByRole('button', { name: /^(Analyze with (World-Class|Enhanced) AI|Analyze Ad Creative)$/ });
    this.result = page.getByRole('region', { name: /Analysis Result$/ });
    this.progress = page.getByRole('region', { name: 'Analysis in progress' });
    this.history = page.getByRole('region', { name: 'Recent analyses' });
    this.error = page.getByRole('alert').filter({ hasText: /^Error/ });
  }

  async goto(path = '/ad-analyzer'): Promise<void> {
    await this.page.goto(path);
    await waitForApp(this.page);
    await expect(this.heading).toBeVisible();
  }

  preview(name: string): Locator {
    return this.page.getByRole('img', { name: `Preview of ${name}` });
  }

  async chooseImage(fixture: string): Promise<void> {
    await this.imageInput.setInputFiles(creative(fixture));
    await expect(this.preview(`${fixture}.png`)).toBeVisible();
  }

  /** Picks the mode and the choices (platform identifier, market code, category slug or '' to detect). */
  async choose({ mode, platform, jurisdiction, category = '' }: { mode?: 'Standard' | 'Enhanced' | 'World-Class'; platform: string; jurisdiction: string; category?: string }): Promise<void> {
    if (mode) await this.page.getByRole('radio', { name: new RegExp(`^${mode}`) }).check();
    await this.page.getByRole('combobox', { name: 'Platform' }).selectOption(platform);
    await this.page.getByRole('combobox', { name: 'Category' }).selectOption(category);
    await this.page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption(jurisdiction);
  }

  /** Runs the analysis and waits for the result card. */
  async run(): Promise<void> {
    await this.submit.click();
    await expect(this.result).toBeVisible({ timeout: 20_000 });
  }

  tabs(): Locator {
    return this.result.getByRole('tablist');
  }

  async openTab(name: string | RegExp): Promise<void> {
    const tab = this.tabs().getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  /** True once the image has loaded (a broken /uploads/ link has no natural width). */
  async imageLoaded(image: Locator): Promise<boolean> {
    return image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
  }
}
