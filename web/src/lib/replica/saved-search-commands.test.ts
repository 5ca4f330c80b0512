import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replica } from './replica-db';
import { saveSearchLocally } from './save-search-locally';
import { deleteSavedSearch, saveSearch } from './saved-search-commands';
import { listSavedSearches } from './saved-searches';
import { withSeededServer } from '../../test/render-screen';

// What a screen gets back when it saves or deletes a search: done when the server has the change, pending
// when it waits for the network, rejected (and undone on the device) when the server refuses it.

const server = withSeededServer();
const filters = { platforms: ['google'], categories: ['Cryptocurrency'], jurisdictions: ['IN'], status: [] };
const search = (query: string) => ({ name: `Search for '${query}'`, query, filters });
const shownHere = async () => (await listSavedSearches(replica())).map((s) => [s.query, s.syncState, s.id]);

describe('saving a search from a screen', () => {
  it('is done once the server has it, and the device shows it synced with the server id', async () => {
    expect(await saveSearch(search('crypto'))).toEqual({ status: 'done' });
    expect(server().serverSearches().map((s) => s.query)).toEqual(['crypto']);
    expect(await shownHere()).toEqual([['crypto', 'synced', 1]]);
  });

  it('is pending offline: kept on the device and in the outbox', async () => {
    server().offline = true;
    expect(await saveSearch(search('crypto'))).toEqual({ status: 'pending' });
    expect(await shownHere()).toEqual([['crypto', 'pending-create', null]]);
    expect(await replica().outbox.count()).toBe(1);
  });

  it('is rejected with the server’s message when refused, and undone here', async () => {
    server().nextWriteAnswer = { status: 400, body: '{"message":"Invalid saved search"}' };
    const outcome = await saveSearch(search('crypto'));
    expect(outcome).toMatchObject({ status: 'rejected', error: { status: 400, message: '400: Invalid saved search' } });
    expect(await shownHere()).toEqual([]);
  });

  it('is done when the server refuses another search queued before it', async () => {
    await saveSearchLocally(replica(), search('refused'));
    server().nextWriteAnswer = { status: 400, body: '{"message":"Invalid saved search"}' };
    expect(await saveSearch(search('mine'))).toEqual({ status: 'done' });
    expect(server().serverSearches().map((s) => s.query)).toEqual(['mine']);
  });
});

describe('deleting a search from a screen', () => {
  it('is done once the server has deleted it', async () => {
    await saveSearch(search('crypto'));
    const [row] = await listSavedSearches(replica());
    expect(await deleteSavedSearch(row!.clientId)).toEqual({ status: 'done' });
    expect(server().requests.map((r) => `${r.method} ${r.path}`)).toContain(`DELETE /api/saved-searches/${row!.clientId}`);
    expect(server().serverSearches()).toEqual([]);
    expect(await replica().savedSearches.count()).toBe(0);
  });

  it('is done at once when the search never left the device: nothing reaches the server', async () => {
    const row = await saveSearchLocally(replica(), search('crypto'));
    server().requests.length = 0;
    expect(await deleteSavedSearch(row.clientId)).toEqual({ status: 'done' });
    expect(server().requests).toEqual([]);
    expect(await replica().savedSearches.count()).toBe(0);
    expect(await replica().outbox.count()).toBe(0);
  });

  it('is pending offline: hidden here at once, its delete kept in the outbox', async () => {
    await saveSearch(search('crypto'));
    const [row] = await listSavedSearches(replica());
    server().offline = true;
    expect(await deleteSavedSearch(row!.clientId)).toEqual({ status: 'pending' });
    expect(await shownHere()).toEqual([]);
    expect(await replica().outbox.toArray()).toMatchObject([{ kind: 'saved-search.delete', clientId: row!.clientId }]);
  });

  it('is rejected with the server’s message when refused, and the search is shown again', async () => {
    await saveSearch(search('crypto'));
    const [row] = await listSavedSearches(replica());
    server().nextWriteAnswer = { status: 403, body: '{"message":"Not yours to delete"}' };
    expect(await deleteSavedSearch(row!.clientId)).toMatchObject({ status: 'rejected', error: { status: 403, message: '403: Not yours to delete' } });
    expect(await shownHere()).toEqual([['crypto', 'synced', 1]]);
  });
});
