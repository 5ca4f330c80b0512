import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy } from '../../../core/contract';
import { bootHandoff, type RawReplicaRead } from '../lib/boot-handoff';
import { openReplica, type ReplicaDatabase } from '../lib/replica/replica-db';
import { refreshSearchIndex } from '../lib/replica/search-index-store';
import { syncReplica } from '../lib/replica/sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from '../lib/replica/testing/fake-server';
import { rememberAnswer } from './last-answer';
import { readRawPolicies, rememberedAnswerRead, replicaStartRead, requestedRows, startReplicaRead } from './replica-read';

// shell-route reads the replica on /search before the app has loaded (startReplicaRead, as the page's first
// script); the first answer takes the read over through the boot hand-off, and can search inside it and ask
// for its rows in the same transaction.

let db: ReplicaDatabase;

/** What a reload onto this address starts: a fresh page (an empty hand-off), then shell-route's read. */
function reloadOnto(address: string): Promise<unknown> {
  vi.stubGlobal('window', { indexedDB });
  return startReplicaRead(address);
}

/** localStorage as the browser has it (Node 20 has none). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, String(value)) };
}

beforeEach(async () => {
  vi.stubGlobal('window', { indexedDB });
  vi.stubGlobal('localStorage', memoryStorage());
  db = openReplica(); // the app's replica, the one shell-route reads
  const server = new FakeServer();
  server.publish({
    platforms: [platform(1, 'google', 'Google')],
    categories: [category(1, 'Cryptocurrency')],
    jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global')],
    policies: [policy(1, { title: 'Alpha exchanges' }), policy(2, { title: 'Wallet providers' })],
  });
  await syncReplica(db, { fetch: server.fetch });
  await refreshSearchIndex(db); // as the syncer does after a sync that moved the revision
  db.close();
});

afterEach(async () => {
  const start = await bootHandoff().replicaStart;
  start?.db.close();
  await db.delete();
  vi.unstubAllGlobals();
});

describe('the replica read a reload onto /search starts', () => {
  it('when the first answer asks in time, then it searches inside the read and its rows come in the same transaction', async () => {
    void reloadOnto('/search?q=wallet');
    const seen: RawReplicaRead[] = [];
    const start = await replicaStartRead((read, policies) => {
      seen.push(read);
      return { rows: [policies.get(2), policies.get(99)] };
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ revision: 1, platforms: [{ identifier: 'google' }], stored: { revision: 1 } });
    // The transaction is complete: the rows it was asked for are read (a missing one is left out).
    expect(requestedRows(start!.early!.rows).map((p: Policy) => p.title)).toEqual(['Wallet providers']);
    expect(start).toMatchObject({ revision: 1, categories: [{ name: 'Cryptocurrency' }] });
    // The database is still open for the rest of the first page.
    expect(start!.db.transaction('policies').objectStore('policies').count()).toBeDefined();
    expect(bootHandoff().remembers).toBe(false);
  });

  it('when the first answer fails inside the read, then the read still completes, with nothing asked early', async () => {
    void reloadOnto('/search?q=wallet');
    const start = await replicaStartRead(() => {
      throw new Error('broken index');
    });
    expect(start).toMatchObject({ revision: 1, early: null, stored: { revision: 1 } });
  });

  it('when the first answer comes too late to ask, then the read is the same and holds nothing early', async () => {
    await reloadOnto('/search?q=wallet');
    const late = vi.fn();
    const start = await replicaStartRead(late);
    expect(late).not.toHaveBeenCalled();
    expect(start).toMatchObject({ revision: 1, early: null, jurisdictions: [{ code: 'GLOBAL' }] });
  });

  it('when this address was answered before at this revision, then its rows are read first, before the search index', async () => {
    void reloadOnto('/search?q=wallet');
    const first = await replicaStartRead();
    expect(await rememberedAnswerRead()).toBeNull(); // nothing kept yet
    rememberAnswer({ address: '/search?q=wallet', revision: 1, count: 2, ids: [2, 1] });
    first!.db.close();

    void reloadOnto('/search?q=wallet');
    expect(bootHandoff().remembers).toBe(true); // so the entry loader waits for its paint
    const order: string[] = [];
    const remembered = rememberedAnswerRead().then((answer) => (order.push('remembered'), answer));
    await replicaStartRead(() => (order.push('index read'), null));
    expect(order).toEqual(['remembered', 'index read']);
    expect(await remembered).toMatchObject({ revision: 1, count: 2, ids: [2, 1], platforms: [{ identifier: 'google' }] });
    expect((await remembered)!.rows.map((p) => p?.title)).toEqual(['Wallet providers', 'Alpha exchanges']);
  });

  it('when the last answer kept is of another address or another revision, then none is read', async () => {
    void reloadOnto('/search?q=wallet');
    const first = await replicaStartRead();
    rememberAnswer({ address: '/search?q=alpha', revision: 1, count: 1, ids: [1] });
    first!.db.close();
    void reloadOnto('/search?q=wallet');
    expect(bootHandoff().remembers).toBe(false);
    expect(await rememberedAnswerRead()).toBeNull();
    (await bootHandoff().replicaStart)!.db.close();

    rememberAnswer({ address: '/search?q=wallet', revision: 0, count: 1, ids: [2] });
    void reloadOnto('/search?q=wallet');
    expect(await rememberedAnswerRead()).toBeNull();
    expect(await replicaStartRead()).toMatchObject({ revision: 1, stored: { revision: 1 } });
  });

  it('when another reader asks without a search, then the first answer’s search stays the one the read runs', async () => {
    vi.stubGlobal('window', { indexedDB });
    const search = vi.fn(() => null);
    void replicaStartRead(search);
    void startReplicaRead('/search?q=wallet');
    await replicaStartRead();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('when the replica has never been created, then the read is null and creates nothing', async () => {
    await db.delete();
    expect(await reloadOnto('/search?q=wallet')).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(db.name);
  });
});

describe('the rest of the first page, read without Dexie', () => {
  it('reads the policies still there, in the order asked', async () => {
    void reloadOnto('/search?q=wallet');
    const start = await replicaStartRead();
    expect((await readRawPolicies(start!.db, [2, 99, 1])).map((p) => p.title)).toEqual(['Wallet providers', 'Alpha exchanges']);
  });
});
