// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { replica } from '../../lib/replica/replica-db';
import { saveSearchLocally } from '../../lib/replica/save-search-locally';
import { policy } from '../../lib/replica/testing/fake-server';
import { renderScreen, withSeededServer } from '../../test/render-screen';
import { syncReplica } from '../../lib/replica/sync-replica';
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

  it('lists each search with name, query, filter badges by name, "Saved on" date and a Run Search link; unsent ones marked pending', async () => {
    await syncReplica(replica(), { fetch: server().fetch });
    const row = await saveSearchLocally(replica(), { name: "Search for 'crypto'", query: 'crypto', filters });
    await replica().savedSearches.update(row.clientId, { dateCreated: '2026-11-20T12:00:00.000Z' });
    open();
    const item = await screen.findByRole('article', { name: "Search for 'crypto'" });
    const inItem = within(item);
    expect(inItem.getByText('crypto')).toBeTruthy();
    await waitFor(() =>
      expect(within(inItem.getByRole('list', { name: 'Filters' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Google Ads', 'Cryptocurrency', 'India (IN)', 'Allowed with limitations',
      ]),
    );
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

  it('says how many of its results changed since it was last run, lists them, and clears when it is run', async () => {
    const mine = await saveSearchLocally(replica(), { name: 'Crypto watch', query: 'crypto', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
    await saveSearchLocally(replica(), { name: 'Gambling watch', query: 'gambling', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
    // Two crypto policies and the alcohol one change; the gambling search's result (5) does not.
    server().publish({
      policies: [
        policy(2, { title: 'Crypto ads in India', status: 'prohibited', jurisdictions: [{ id: 2, code: 'IN', name: 'India' }] }),
        policy(3, { platformId: 2, title: 'Crypto products on Facebook', description: 'Written permission is needed for crypto.', status: 'limited' }),
        policy(4, { categoryId: 2, title: 'Alcohol ads', description: 'Alcohol ads may not target minors.', status: 'limited' }),
      ],
    });
    await syncReplica(replica(), { fetch: server().fetch });
    open();
    const item = within(await screen.findByRole('article', { name: 'Crypto watch' }).then((a) => a.closest('li')!));
    const alert = await item.findByRole('button', { name: '2 changed since you last looked' });
    expect(alert.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(alert);
    expect(alert.getAttribute('aria-expanded')).toBe('true');
    const changed = within(item.getByRole('list', { name: 'Changed since you last looked' }));
    expect(changed.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Google Ads: Crypto ads in India', '/policy/2'],
        ['Facebook: Crypto products on Facebook', '/policy/3'],
      ]),
    );
    expect(changed.getAllByRole('link')).toHaveLength(2);
    const other = within(screen.getByRole('article', { name: 'Gambling watch' }).closest('li')!);
    expect(other.queryByRole('button', { name: /changed since you last looked/ })).toBeNull();

    fireEvent.click(item.getByRole('link', { name: 'Run Search' }));
    await waitFor(async () => expect((await replica().savedSearches.get(mine.clientId))!.seenRevision).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: /changed since you last looked/ })).toBeNull());
  });

  it('Mark as seen clears the alert without running the search', async () => {
    const mine = await saveSearchLocally(replica(), { name: 'Alcohol watch', query: 'alcohol', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
    server().publish({ policies: [policy(4, { categoryId: 2, title: 'Alcohol ads', description: 'Alcohol ads may not target minors.', status: 'limited' })] });
    await syncReplica(replica(), { fetch: server().fetch });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '1 changed since you last looked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /changed since you last looked/ })).toBeNull());
    expect((await replica().savedSearches.get(mine.clientId))!.seenRevision).toBe(2);
  });
});
