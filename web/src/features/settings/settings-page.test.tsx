// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../../../package.json';
import { DEFAULT_MARKET_KEY } from '../../lib/default-market';
import { replica } from '../../lib/replica/replica-db';
import { replicaSyncer } from '../../lib/replica/replica-sync';
import { saveSearchLocally } from '../../lib/replica/save-search-locally';
import { renderScreen, withSeededServer } from '../../test/render-screen';
import { SettingsPage } from './settings-page';

const server = withSeededServer();
const open = () => renderScreen('/settings', [{ path: '/settings', element: <SettingsPage /> }]);
const filters = { platforms: ['google'], categories: [], jurisdictions: [], status: [] };

/** A Storage API as a browser that has not granted persistence answers it. */
function stubStorage(answers: { persist?: boolean } = {}) {
  const storage = {
    estimate: vi.fn(async () => ({ usage: 12_345_678, quota: 2_000_000_000 })),
    persisted: vi.fn(async () => false),
    persist: vi.fn(async () => answers.persist ?? true),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

/** Waits until no sync run is going (the screen starts one on first mount). */
const syncSettled = () => waitFor(() => expect(replicaSyncer().getState().syncing).toBe(false));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { storage?: unknown }).storage; // jsdom has no Storage API of its own
});

describe('the settings screen', () => {
  it('shows the revision, the number of policies and the last sync of the replica, and the app version', async () => {
    stubStorage();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('library-summary').textContent).toBe('Revision 1, 5 policies'));
    await syncSettled();
    const lastSynced = screen.getByTestId('last-synced');
    const syncedAt = (await replica().meta.get('lastSyncedAt'))!.value as string;
    await waitFor(() => expect(lastSynced.querySelector('time')?.getAttribute('datetime')).toBe(syncedAt));
    expect(lastSynced.textContent).toBe(`just now (${new Date(syncedAt).toLocaleDateString('en-US')})`);
    expect(screen.getByTestId('app-version').textContent).toBe(version);
    expect(screen.getByText('Updates are offered at the top of the page when a new version is ready.')).toBeTruthy();
  });

  it('shows storage in MB and asks the browser to keep the data, saying what it answered', async () => {
    const storage = stubStorage({ persist: false });
    open();
    await waitFor(() => expect(screen.getByTestId('storage-used').textContent).toBe('12.3 MB of 2,000.0 MB available to this site'));
    expect((await screen.findByTestId('persisted')).textContent).toMatch(/^Not yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep data on this device' }));
    expect(await screen.findByText(/^The browser said no\./)).toBeTruthy();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('says "Not reported by this browser" without the Storage API', async () => {
    expect('storage' in navigator).toBe(false);
    open();
    await waitFor(() => expect(screen.getAllByText('Not reported by this browser')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Keep data on this device' })).toBeNull();
  });

  it('Sync now runs the syncer, and shows the error of a failed run', async () => {
    open();
    await screen.findByText('Revision 1, 5 policies');
    await syncSettled();
    const syncNow = vi.spyOn(replicaSyncer(), 'syncNow');
    const before = server().requests.filter((r) => r.path.startsWith('/api/sync')).length;
    server().offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(syncNow).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The last sync failed: Failed to fetch')).toBeTruthy();
    expect(server().requests.filter((r) => r.path.startsWith('/api/sync')).length).toBeGreaterThan(before);

    server().offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.queryByText(/The last sync failed/)).toBeNull());
    expect(syncNow).toHaveBeenCalledTimes(2);
    await syncSettled(); // a run still going would write into the next test's replica
  });

  it('offline, Sync now and Clear are disabled and a line says sync needs a connection', async () => {
    open();
    await screen.findByText('Revision 1, 5 policies');
    await syncSettled();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    try {
      expect(await screen.findByText(/^Syncing needs an internet connection\./)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Clear local data and download again' })).toHaveProperty('disabled', true);
    } finally {
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
      await syncSettled();
    }
  });

  it('Clear asks first, then downloads the library again and keeps every saved search and the outbox', async () => {
    open();
    await screen.findByText('Revision 1, 5 policies');
    await syncSettled();
    server().offline = true; // the unsent search stays unsent, and the download after the clear fails
    await saveSearchLocally(replica(), { name: 'Unsent', query: 'crypto', filters });
    // What identifies each queued write (the failed sends count their attempts).
    const queued = async () =>
      (await replica().outbox.toArray()).map((e) => ({ seq: e.seq, kind: e.kind, clientId: e.clientId, payload: 'payload' in e ? e.payload : null }));
    const outbox = await queued();
    expect(outbox).toMatchObject([{ kind: 'saved-search.create', payload: { name: 'Unsent' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear local data and download again' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Clear local data?' });
    expect(within(dialog).getByText(/Your saved searches are kept, including any not sent to the server yet\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await replica().policies.count()).toBe(5);

    fireEvent.click(screen.getByRole('button', { name: 'Clear local data and download again' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear and download again' }));
    expect(await screen.findByText(/could not be downloaded again \(Failed to fetch\)/)).toBeTruthy();
    expect(screen.getByTestId('library-summary').textContent).toBe('Not downloaded to this device yet');
    expect(await queued()).toEqual(outbox);
    expect((await replica().savedSearches.toArray()).map((s) => s.name)).toEqual(['Unsent']);

    server().offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.getByTestId('library-summary').textContent).toBe('Revision 1, 5 policies'));
    await waitFor(() => expect(server().serverSearches().map((s) => s.name)).toEqual(['Unsent']));
  });

  it('the default market lists the markets by name (no GLOBAL) and persists the choice', async () => {
    const first = open();
    const select = await screen.findByRole('combobox', { name: 'Default market' });
    await waitFor(() =>
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All markets', 'India (IN)', 'United States (US)']),
    );
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.change(select, { target: { value: 'IN' } });
    expect(localStorage.getItem(DEFAULT_MARKET_KEY)).toBe('IN');
    first.unmount();

    open();
    const again = await screen.findByRole('combobox', { name: 'Default market' });
    await waitFor(() => expect((again as HTMLSelectElement).value).toBe('IN'));
    fireEvent.change(again, { target: { value: '' } });
    expect(localStorage.getItem(DEFAULT_MARKET_KEY)).toBeNull();
  });

  it('when the replica cannot be opened, says so instead of crashing', async () => {
    vi.spyOn(replica(), 'transaction').mockImplementation(() => {
      throw new Error('IndexedDB is not available');
    });
    open();
    expect(await screen.findByText(/could not be opened \(IndexedDB is not available\)/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear local data and download again' })).toHaveProperty('disabled', true);
  });
});
