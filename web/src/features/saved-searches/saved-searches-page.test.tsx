// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { replica } from '../../lib/replica/replica-db';
import { saveSearchLocally } from '../../lib/replica/save-search-locally';
import { renderScreen, withSeededServer } from '../../lib/replica/testing/render-screen';
import { SavedSearchesPage } from './saved-searches-page';

const server = withSeededServer();

/**
 * Holds the saved-searches store with a read-write transaction kept busy until released, so the screen's
 * read (a later transaction on the same store) waits: the loading state is shown for as long as the test needs.
 */
function holdSavedSearches(): () => void {
  const store = replica().backendDB().transaction('savedSearches', 'readwrite').objectStore('savedSearches');
  let held = true;
  const keepBusy = () => {
    if (held) store.count().onsuccess = keepBusy;
  };
  keepBusy();
  return () => {
    held = false;
  };
}

const open = () => renderScreen('/saved-searches', [{ path: '/saved-searches', element: <SavedSearchesPage /> }]);
const filters = { platforms: ['google'], categories: ['Cryptocurrency'], jurisdictions: ['IN'], status: ['limited' as const] };

describe('the saved searches screen', () => {
  it('shows the title, a New Search link and three skeleton rows while the list loads', async () => {
    const release = holdSavedSearches();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Search' }).getAttribute('href')).toBe('/search');
    expect(screen.getAllByTestId('saved-search-skeleton')).toHaveLength(3);
    release();
    expect(await screen.findByRole('heading', { name: 'No saved searches' })).toBeTruthy();
    expect(screen.queryAllByTestId('saved-search-skeleton')).toHaveLength(0);
  });

  it('with nothing saved, shows "No saved searches" and a Create a New Search link', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'No saved searches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a New Search' }).getAttribute('href')).toBe('/search');
  });

  it('lists each search with name, query, filter badges, "Saved on" date and a Run Search link; unsent ones marked pending', async () => {
    const row = await saveSearchLocally(replica(), { name: "Search for 'crypto'", query: 'crypto', filters });
    await replica().savedSearches.update(row.clientId, { dateCreated: '2026-11-20T12:00:00.000Z' });
    open();
    const item = await screen.findByRole('article', { name: "Search for 'crypto'" });
    const inItem = within(item);
    expect(inItem.getByText('crypto')).toBeTruthy();
    expect(within(inItem.getByRole('list', { name: 'Filters' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'google', 'Cryptocurrency', 'IN', 'limited',
    ]);
    expect(inItem.getByText(/^Saved on/).textContent).toBe(`Saved on ${new Date('2026-11-20T12:00:00.000Z').toLocaleDateString('en-US')}`);
    expect(inItem.getByText('Pending sync')).toBeTruthy();
    const href = inItem.getByRole('link', { name: 'Run Search' }).getAttribute('href')!;
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('crypto');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual(['google', 'Cryptocurrency', 'IN', 'limited']);
  });

  it('asks before deleting; Cancel keeps the search, Delete removes it here and on the server with the spec toast', async () => {
    await saveSearchLocally(replica(), { name: 'Keep or drop', query: 'alcohol', filters });
    const { replicaSyncer } = await import('../../lib/replica/replica-sync');
    await replicaSyncer().flushNow();
    expect(server().serverSearches()).toHaveLength(1);
    open();
    const item = await screen.findByRole('article', { name: 'Keep or drop' });

    fireEvent.click(within(item).getByRole('button', { name: 'Delete Keep or drop' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('This will permanently delete this saved search. This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Keep or drop' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Delete Keep or drop' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Search deleted')).toBeTruthy();
    expect(screen.getByText('The saved search has been successfully deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Keep or drop' })).toBeNull());
    expect(server().serverSearches()).toEqual([]);
  });

  it('when the server refuses the delete, shows the destructive "Error deleting search" toast with the message', async () => {
    await saveSearchLocally(replica(), { name: 'Refused', query: 'gaming', filters });
    const { replicaSyncer } = await import('../../lib/replica/replica-sync');
    await replicaSyncer().flushNow();
    open();
    const item = await screen.findByRole('article', { name: 'Refused' });
    server().nextWriteAnswer = { status: 403, body: JSON.stringify({ message: 'Cross-site requests may not change data.' }) };
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Refused' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting search')).toBeTruthy();
    expect(screen.getByText('403: Cross-site requests may not change data.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Refused' })).toBeTruthy();
  });
});
