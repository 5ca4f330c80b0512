// The Publisher Policy Builder end to end (desktop and phone): online, the server writes the documents for
// Real Money Gaming, US, Online Casino (the casino states from the data); the tabs, Copy, Download (file
// names and text), the print view; offline, the same documents are written on the device, which says so.
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { goOffline, prepareForOffline } from './pages/offline';
import { PublisherBuilderScreen } from './pages/publisher-builder-screen';

const POLICY_TITLE = 'Acme Media advertising policy: Real Money Gaming (Online casino) in United States';

test.describe('the publisher policy builder', () => {
  test('online: generates the three documents, switches tabs, copies, downloads and prints the document alone', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = new PublisherBuilderScreen(page);
    await builder.goto();
    await expect(builder.generateButton).toBeDisabled();
    await expectAccessible(page);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/generate-publisher-policy') && r.request().method() === 'POST');
    await builder.generate('Acme Media', 'real-money-gaming', 'US', 'Online Casino');
    expect((await answer).status()).toBe(200);
    await expect(builder.toasts.getByText('Comprehensive Real Money Gaming (Online Casino) policies generated for Acme Media in United States. Mirrored from the internal publisher policies.')).toBeVisible();
    await expect(page.getByText(/Generated on this device/)).toHaveCount(0);

    await expect(builder.tabs.getByRole('tab')).toHaveText(['Advertising Policy', 'Undertaking', 'Requirements']);
    const policy = builder.document('Advertising Policy');
    await expect(policy.getByRole('heading', { name: POLICY_TITLE })).toBeVisible();
    for (const state of ['Connecticut', 'Michigan', 'New Jersey', 'West Virginia']) await expect(policy.getByText(state, { exact: true })).toBeVisible();
    await expect(policy.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(builder.toasts.getByText('Advertising Policy copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^# ${POLICY_TITLE.replace(/[()]/g, '\\$&')}\\n`));
    const policyFile = await builder.download();
    expect(policyFile.name).toBe('Acme Media-Real Money Gaming-Policy.txt');
    expect(policyFile.text.split('\n')[0]).toBe(`# ${POLICY_TITLE}`);
    expect(policyFile.text).toContain('## Sources');

    await builder.openTab('Undertaking');
    await expect(builder.document('Undertaking')).toContainText('Acme Media');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(builder.toasts.getByText('Undertaking copied to clipboard.')).toBeVisible();
    const undertakingFile = await builder.download();
    expect(undertakingFile.name).toBe('Acme Media-Advertiser-Undertaking.txt');
    expect(undertakingFile.text).toContain('Acme Media');

    await builder.openTab('Requirements');
    const items = builder.document('Requirements').getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const requirementsFile = await builder.download();
    expect(requirementsFile.name).toBe('Acme Media-Requirements.txt');
    const lines = requirementsFile.text.trimEnd().split('\n');
    expect(lines).toEqual((await items.allTextContents()).map((item) => `• ${item}`));
    await expectAccessible(page);

    // Print: the document alone (no header, buttons or tabs), on A4.
    await page.emulateMedia({ media: 'print' });
    await expect(builder.document('Requirements')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(builder.tabs).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Generate New Policies' }).click();
    await expect(page.getByRole('textbox', { name: 'Publisher Name' })).toHaveValue('Acme Media');
    await expect(builder.tabs).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('offline: writes the same documents on this device from the replica, and says so', { tag: '@offline' }, async ({ page, context, problems }) => {
    await prepareForOffline(page, '/publisher-policy-builder');
    await goOffline(context);
    const builder = new PublisherBuilderScreen(page);
    await builder.goto();
    await builder.generate('Acme Media', 'real-money-gaming', 'US', 'Online Casino');
    await expect(page.getByText(/^Generated on this device from the library synced /)).toBeVisible();
    await expect(builder.toasts.getByText('Success!')).toBeVisible();
    await expect(builder.document('Advertising Policy').getByRole('heading', { name: POLICY_TITLE })).toBeVisible();
    await expect(builder.document('Advertising Policy').getByText('Connecticut', { exact: true })).toBeVisible();
    await builder.openTab('Requirements');
    const file = await builder.download();
    expect(file.name).toBe('Acme Media-Requirements.txt');
    expect(file.text).toMatch(/^• /);
    await expectAccessible(page);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the demo: the mode for the name, a sample from the generator, and Generate opens the builder filled in', async ({ page, problems }) => {
    await page.goto('/publisher-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Publisher Policy Builder Demo' })).toBeVisible();
    await page.getByLabel('Publisher name').fill('Acme Media');
    await expect(page.getByRole('status', { name: 'Mode' })).toContainText('TEMPLATE');
    await page.getByLabel('Target jurisdiction').selectOption('GB');
    await expect(page.getByRole('region', { name: 'Sample output' }).getByRole('heading', { name: 'Acme Media advertising policy: Cryptocurrency in United Kingdom' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/publisher-policy-builder\?publisher=Acme\+Media&jurisdiction=GB$/);
    await expect(page.getByRole('textbox', { name: 'Publisher Name' })).toHaveValue('Acme Media');
    await expect(page.getByRole('combobox', { name: 'Jurisdiction' })).toHaveValue('GB');
    expect(problems.pageErrors).toEqual([]);
  });
});
