import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PolicyFilters } from '../../../../core/contract';
import { loadReplicaSearch, searchReplica } from '../../features/search/search-index';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { POLICY_SEARCH_INDEX, refreshSearchIndex } from './search-index-store';
import { syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;
const none: PolicyFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };
const titlesFor = async (q: string) => (await searchReplica(db, { q, filters: none, sort: 'relevance' })).map((p) => p.title);

beforeEach(() => {
  db = openReplica(`search-index-test-${crypto.randomUUID()}`);
  server = new FakeServer();
  server.publish({
    platforms: [platform(1, 'google', 'Google')],
    categories: [category(1, 'Cryptocurrency')],
    jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global')],
    policies: [policy(1, { title: 'Alpha exchanges' }), policy(2, { title: 'Wallet providers' })],
  });
});

afterEach(async () => {
  await db.delete();
});

const sync = () => syncReplica(db, { fetch: server.fetch });

describe('the stored search index', () => {
  it('is built once for a revision, stored, and loaded (not rebuilt) on the next start', async () => {
    await sync();
    expect(await titlesFor('alpha')).toEqual(['Alpha exchanges']);
    const stored = await db.searchIndexes.get(POLICY_SEARCH_INDEX);
    expect(stored?.revision).toBe(1);

    // A new start of the app: a fresh connection to the same database, nothing in memory.
    const restarted = openReplica(db.name);
    const builtAt = stored!.builtAt;
    const search = await loadReplicaSearch(restarted);
    expect(search.engine.searchIds({ q: 'wallet', filters: none, sort: 'relevance' })).toEqual([2]);
    expect((await restarted.searchIndexes.get(POLICY_SEARCH_INDEX))?.builtAt).toBe(builtAt);
    restarted.close();
  });

  it('is invalidated by a revision change: after a sync the results are those of the new revision', async () => {
    await sync();
    expect(await titlesFor('alpha')).toEqual(['Alpha exchanges']);
    server.publish({ policies: [policy(1, { title: 'Bravo exchanges', revision: 2 })] });
    await sync();

    // A new start after the sync, before any rebuild: the index stored for revision 1 must not answer.
    const restarted = openReplica(db.name);
    const search = await loadReplicaSearch(restarted);
    expect(search.revision).toBe(2);
    const ids = (q: string) => search.engine.searchIds({ q, filters: none, sort: 'relevance' });
    expect(ids('alpha')).toEqual([]);
    expect(ids('bravo')).toEqual([1]);
    expect((await search.readRows(ids('bravo'))).map((p) => p.title)).toEqual(['Bravo exchanges']);
    expect((await restarted.searchIndexes.get(POLICY_SEARCH_INDEX))?.revision).toBe(2);
    restarted.close();
  });

  it('when a sync moves the revision, the open screen gets the new index for the new revision', async () => {
    await sync();
    expect(await titlesFor('wallet')).toEqual(['Wallet providers']);
    server.publish({ policies: [policy(3, { title: 'Wallet custody', revision: 2 })] }, { policies: [2] });
    await sync();
    expect(await titlesFor('wallet')).toEqual(['Wallet custody']);
  });

  it('refreshing an index that is current builds nothing', async () => {
    await sync();
    const first = await refreshSearchIndex(db);
    const stored = await db.searchIndexes.get(POLICY_SEARCH_INDEX);
    const again = await refreshSearchIndex(db);
    expect(again.revision).toBe(first.revision);
    expect((await db.searchIndexes.get(POLICY_SEARCH_INDEX))?.builtAt).toBe(stored?.builtAt);
  });

  it('a row a later sync deleted is left out of the rows read, not shown empty', async () => {
    await sync();
    const search = await loadReplicaSearch(db);
    await db.policies.delete(2);
    expect((await search.readRows([2, 1])).map((p) => p.id)).toEqual([1]);
  });
});
