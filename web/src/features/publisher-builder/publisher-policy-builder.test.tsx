// @vitest-environment jsdom
// The Publisher Policy Builder against a fake server holding the real seed library (the same generator as
// the API) and a replica synced from it: the form and its subcategory rule, the toasts, online generation,
// the tabs, Copy, Download, generation on the device when the server cannot be reached, and a 400.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generatePublisherPolicy } from '../../../../core/publisher-policy';
import { seedPolicyLibrary } from '../../../../seed/policy-library';
import { replica } from '../../lib/replica/replica-db';
import { FakeServer } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica } from '../../test/render-screen';
import { plainText } from './builder-documents';
import { PublisherPolicyBuilderPage } from './publisher-policy-builder-page';

const library = seedPolicyLibrary();
const TODAY = '2026-11-25';

function libraryServer(): FakeServer {
  const server = new FakeServer();
  server.today = TODAY;
  const { platforms, categories, jurisdictions, documents, laws, policies } = library;
  server.publish({ platforms: [...platforms], categories: [...categories], jurisdictions: [...jurisdictions], documents: [...documents], laws: [...laws], policies: [...policies] });
  return server;
}

let server: FakeServer;
beforeEach(async () => {
  server = libraryServer();
  vi.stubGlobal('fetch', server.fetch);
  // Synced once; a test that empties the replica has it refilled for the next.
  if ((await replica().categories.count()) === 0) await resetReplica(server);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () => renderScreen('/publisher-policy-builder', [{ path: '/publisher-policy-builder', element: <PublisherPolicyBuilderPage /> }]);
const combobox = (name: string) => screen.queryByRole('combobox', { name }) as HTMLSelectElement | null;
const choose = (name: string, value: string) => fireEvent.change(combobox(name)!, { target: { value } });
const typeName = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Publisher Name' }), { target: { value } });
const generateButton = () => screen.getByRole('button', { name: /Generate Policies|Generating Your Policies/ }) as HTMLButtonElement;
const options = (name: string) => within(combobox(name)!).getAllByRole('option').slice(1).map((o) => o.textContent);

function fill(publisher: string, category: string, jurisdiction: string, subcategory?: string) {
  typeName(publisher);
  choose('Category', category);
  choose('Jurisdiction', jurisdiction);
  if (subcategory) choose('Subcategory', subcategory);
}

/** Captures what Download saves: the file name and the text of the Blob. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const files: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), `blob:file-${blobs.length}`)), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push(this.download);
  });
  const text = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  return { files, text: (i: number) => text(blobs[i]!) };
}

describe('the publisher policy builder form', () => {
  it('opens with the name and market a link gives (the demo\'s Generate), and ignores a market it does not offer', () => {
    const at = (path: string) => renderScreen(path, [{ path: '/publisher-policy-builder', element: <PublisherPolicyBuilderPage /> }]);
    at('/publisher-policy-builder?publisher=Acme%20Media&jurisdiction=US');
    expect((screen.getByLabelText('Publisher Name') as HTMLInputElement).value).toBe('Acme Media');
    expect((screen.getByRole('combobox', { name: 'Jurisdiction' }) as HTMLSelectElement).value).toBe('US');
    cleanup();
    at('/publisher-policy-builder?publisher=Acme&jurisdiction=ZZ');
    expect((screen.getByRole('combobox', { name: 'Jurisdiction' }) as HTMLSelectElement).value).toBe('');
  });

  it('offers the spec choices; Generate Policies is disabled until name, category and jurisdiction are given; a submit without them says Missing Information', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Publisher Policy Builder' })).toBeTruthy();
    expect(options('Category')).toEqual(['Cryptocurrency', 'Gambling & Lottery', 'Real Money Gaming', 'Alcohol']);
    expect(options('Jurisdiction')).toEqual(['India (IN)', 'United States (US)', 'United Kingdom (GB)']);
    expect(generateButton().textContent).toBe('Generate Policies');
    expect(generateButton().disabled).toBe(true);
    typeName('Acme Media');
    choose('Category', 'alcohol');
    expect(generateButton().disabled).toBe(true);
    choose('Jurisdiction', 'IN');
    expect(generateButton().disabled).toBe(false);
    typeName('   ');
    expect(generateButton().disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Publisher details' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/generate-publisher-policy')).toBe(false);
  });

  it('shows the Subcategory select for Real Money Gaming in the US only, clears it when the category changes, and asks for one before generating', async () => {
    open();
    typeName('Acme Media');
    choose('Category', 'real-money-gaming');
    choose('Jurisdiction', 'IN');
    expect(combobox('Subcategory')).toBeNull();
    choose('Jurisdiction', 'GB');
    expect(combobox('Subcategory')).toBeNull();
    choose('Jurisdiction', 'US');
    expect(options('Subcategory')).toEqual(['Daily Fantasy Sports', 'Sports Betting', 'Online Casino', 'Horse Racing']);
    // Gambling & Lottery has no 'gaming' in its name: no subcategory lookup (spec §5).
    choose('Category', 'gambling-lottery');
    expect(combobox('Subcategory')).toBeNull();
    choose('Category', 'real-money-gaming');
    choose('Subcategory', 'Online Casino');
    expect(combobox('Subcategory')!.value).toBe('Online Casino');
    choose('Category', 'cryptocurrency');
    choose('Category', 'real-money-gaming');
    expect(combobox('Subcategory')!.value).toBe('');
    fireEvent.click(generateButton());
    expect(await screen.findByText('Missing Subcategory')).toBeTruthy();
    expect(screen.getByText('Please select a subcategory for this gaming type.')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/generate-publisher-policy')).toBe(false);
  });
});

describe('generating', () => {
  const expected = generatePublisherPolicy(library, { publisherName: 'Acme Media', category: 'Real Money Gaming', jurisdiction: 'US', subcategory: 'Online Casino' }, TODAY);

  it('online: the server writes them ("Generating Your Policies..." meanwhile), the Success! toast, then the three tabs', async () => {
    open();
    fill('Acme Media', 'real-money-gaming', 'US', 'Online Casino');
    fireEvent.click(generateButton());
    expect(generateButton().textContent).toBe('Generating Your Policies...');
    expect(generateButton().disabled).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Policies for Acme Media' })).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/generate-publisher-policy')).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { publisherName: 'Acme Media', category: 'Real Money Gaming', jurisdiction: 'US', subcategory: 'Online Casino' },
    });
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(
      screen.getByText(
        'Comprehensive Real Money Gaming (Online Casino) policies generated for Acme Media in United States. Mirrored from the internal publisher policies.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Generated on this device/)).toBeNull();

    const tabs = within(screen.getByRole('tablist', { name: 'Generated documents' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Advertising Policy', 'Undertaking', 'Requirements']);
    expect(tabs.getByRole('tab', { name: 'Advertising Policy' }).getAttribute('aria-selected')).toBe('true');
    const policy = within(screen.getByRole('article', { name: 'Advertising Policy' }));
    expect(policy.getByRole('heading', { level: 3, name: 'Acme Media advertising policy: Real Money Gaming (Online casino) in United States' })).toBeTruthy();
    expect(policy.getByText('Connecticut')).toBeTruthy();

    fireEvent.click(tabs.getByRole('tab', { name: 'Undertaking' }));
    expect(tabs.getByRole('tab', { name: 'Undertaking' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('article', { name: 'Advertising Policy' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Undertaking' })).getAllByText(/Acme Media/).length).toBeGreaterThan(0);

    fireEvent.click(tabs.getByRole('tab', { name: 'Requirements' }));
    const items = within(screen.getByRole('article', { name: 'Requirements' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(expected.publisherRequirements);
  });

  it('a toast for Copy, and Download saves plain text files with the spec names (requirements as bullet lines)', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const downloads = captureDownloads();
    open();
    fill('Acme Media', 'real-money-gaming', 'US', 'Online Casino');
    fireEvent.click(generateButton());
    await screen.findByRole('heading', { level: 2, name: 'Policies for Acme Media' });

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Advertising Policy copied to clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expected.customizedPolicy);

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Undertaking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Undertaking copied to clipboard.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Requirements' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(downloads.files).toEqual(['Acme Media-Real Money Gaming-Policy.txt', 'Acme Media-Advertiser-Undertaking.txt', 'Acme Media-Requirements.txt']);
    expect(await downloads.text(0)).toBe(expected.customizedPolicy);
    expect(await downloads.text(1)).toBe(expected.publisherUndertaking);
    const requirements = await downloads.text(2);
    expect(requirements.trimEnd().split('\n')).toEqual(expected.publisherRequirements.map((r) => `• ${r}`));
  });

  it('a name with markup and file-name characters shows as text, and the file names are made safe', async () => {
    const downloads = captureDownloads();
    open();
    fill('News/Co: *Pvt.* Ltd.', 'alcohol', 'GB');
    fireEvent.click(generateButton());
    await screen.findByRole('heading', { level: 2, name: 'Policies for News/Co: *Pvt.* Ltd.' });
    expect(screen.getByText(/policies generated for News\/Co: \*Pvt\.\* Ltd\. in United Kingdom\. Mirrored from (Google|the internal publisher) policies\.$/)).toBeTruthy();
    const policy = within(screen.getByRole('article', { name: 'Advertising Policy' }));
    const title = policy.getAllByRole('heading', { level: 3 })[0]!;
    expect(title.textContent).toBe('News/Co: *Pvt.* Ltd. advertising policy: Alcohol in United Kingdom');
    expect(title.querySelector('em, strong')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads.files).toEqual(['News-Co- -Pvt.- Ltd.-Alcohol-Policy.txt']);
    expect((await downloads.text(0)).split('\n')[0]).toBe('# News/Co: *Pvt.* Ltd. advertising policy: Alcohol in United Kingdom');
  });

  it('Generate New Policies returns to the form, the values kept', async () => {
    open();
    fill('Acme Media', 'cryptocurrency', 'IN');
    fireEvent.click(generateButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Policies' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Publisher Name' }) as HTMLInputElement).value).toBe('Acme Media');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Publisher Name' }));
    expect(combobox('Category')!.value).toBe('cryptocurrency');
    expect(generateButton().disabled).toBe(false);
  });

  it('with the server unreachable, writes them on this device from the replica and says so', async () => {
    server.offline = true;
    open();
    fill('Acme Media', 'real-money-gaming', 'US', 'Online Casino');
    fireEvent.click(generateButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Policies for Acme Media' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/^Generated on this device from the library synced just now/)).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    const policy = within(screen.getByRole('article', { name: 'Advertising Policy' }));
    expect(policy.getByRole('heading', { level: 3, name: 'Acme Media advertising policy: Real Money Gaming (Online casino) in United States' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Requirements' }));
    expect(within(screen.getByRole('article', { name: 'Requirements' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected.publisherRequirements);
  });

  it('offline with no library on the device: Generation Failed, and why', async () => {
    await Promise.all(replica().tables.map((t) => t.clear()));
    server.offline = true;
    open();
    fill('Acme Media', 'alcohol', 'US');
    fireEvent.click(generateButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/offline and this device has no copy of the policy library yet/);
    expect(screen.getByText('Generation Failed')).toBeTruthy();
    expect(screen.getByText('An error occurred while generating your documents.')).toBeTruthy();
    expect(generateButton().disabled).toBe(false);
  });

  it('a refusal from the server (400): Generation Failed, with the server\'s message, and the form stays', async () => {
    const alcohol = library.categories.find((c) => c.slug === 'alcohol')!;
    server.tables.categories.delete(alcohol.id);
    open();
    fill('Acme Media', 'alcohol', 'US');
    fireEvent.click(generateButton());
    expect(await screen.findByText('Generation Failed')).toBeTruthy();
    expect(screen.getByText('An error occurred while generating your documents.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The server refused the request: Unknown category.');
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(generateButton().disabled).toBe(false));
  });
});

it('plainText drops the generator\'s markdown escapes', () => {
  expect(plainText('# News\\-Co \\*Ltd\\*')).toBe('# News-Co *Ltd*');
});
