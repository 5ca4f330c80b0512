import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy } from '../../../../core/contract';
import { readRawPolicies, rememberAnswer, rememberedAnswerRead, replicaStartRead, requestedRows, type RawReplicaRead } from './raw-replica-read';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { refreshSearchIndex } from './search-index-store';
import { syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from './testing/fake-server';

// shell-route.js (the script index.html carries) reads the replica on /search before the app has loaded;
// the first answer can search inside that read and ask for its rows in the same transaction.
const SHELL_ROUTE = readFileSync(join(import.meta.dirname, '../../../shell-route.js'), 'utf8');

let db: ReplicaDatabase;

/** Runs shell-route.js as a reload onto this address would, with this page's window and IndexedDB. */
function reloadOnto(address: string): void {
  const url = new URL(address, 'http://localhost');
  runInNewContext(SHELL_ROUTE, {
    window,
    indexedDB,
    location: { pathname: url.pathname, search: url.search },
    navigator: { onLine: false },
    localStorage,
    document: { documentElement: { setAttribute: () => undefined } },
    URLSearchParams,
    Promise,
    Number,
  });
}

/** localStorage as the browser has it (Node 20 has none). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, String(value)) };
}

beforeEach(async () => {
  vi.stubGlobal('window', { indexedDB });
  vi.stubGlobal('localStorage', memoryStorage());
  db = openReplica(); // the app's replica, the one shell-route.js reads
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
  const start = await window.__replicaStart;
  start?.db.close();
  await db.delete();
  vi.unstubAllGlobals();
});

describe('the replica read a reload onto /search starts', () => {
  it('when the first answer asks in time, then it searches inside the read and its rows come in the same transaction', async () => {
    reloadOnto('/search?q=wallet');
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
  });

  it('when the first answer fails inside the read, then the read still completes, with nothing asked early', async () => {
    reloadOnto('/search?q=wallet');
    const start = await replicaStartRead(() => {
      throw new Error('broken index');
    });
    expect(start).toMatchObject({ revision: 1, early: null, stored: { revision: 1 } });
  });

  it('when the first answer comes too late to ask, then the read is the same and holds nothing early', async () => {
    reloadOnto('/search?q=wallet');
    await window.__replicaStart;
    const late = vi.fn();
    const start = await replicaStartRead(late);
    expect(late).not.toHaveBeenCalled();
    expect(start).toMatchObject({ revision: 1, early: null, jurisdictions: [{ code: 'GLOBAL' }] });
  });

  it('when this address was answered before at this revision, then its rows are read first, before the search index', async () => {
    reloadOnto('/search?q=wallet');
    const first = await replicaStartRead();
    expect(await rememberedAnswerRead()).toBeNull(); // nothing kept yet
    rememberAnswer({ address: '/search?q=wallet', revision: 1, count: 2, ids: [2, 1] });
    first!.db.close();

    reloadOnto('/search?q=wallet');
    const order: string[] = [];
    const remembered = rememberedAnswerRead().then((answer) => (order.push('remembered'), answer));
    await replicaStartRead(() => (order.push('index read'), null));
    expect(order).toEqual(['remembered', 'index read']);
    expect(await remembered).toMatchObject({ revision: 1, count: 2, ids: [2, 1], platforms: [{ identifier: 'google' }] });
    expect((await remembered)!.rows.map((p) => p?.title)).toEqual(['Wallet providers', 'Alpha exchanges']);
  });

  it('when the last answer kept is of another address or another revision, then none is read', async () => {
    reloadOnto('/search?q=wallet');
    const first = await replicaStartRead();
    rememberAnswer({ address: '/search?q=alpha', revision: 1, count: 1, ids: [1] });
    first!.db.close();
    reloadOnto('/search?q=wallet');
    expect(await rememberedAnswerRead()).toBeNull();
    (await window.__replicaStart)!.db.close();

    rememberAnswer({ address: '/search?q=wallet', revision: 0, count: 1, ids: [2] });
    reloadOnto('/search?q=wallet');
    expect(await rememberedAnswerRead()).toBeNull();
    expect(await replicaStartRead()).toMatchObject({ revision: 1, stored: { revision: 1 } });
  });

  it('when another reader asks without a search, then the first answer’s search stays the one the read runs', async () => {
    const search = vi.fn(() => null);
    void replicaStartRead(search);
    reloadOnto('/search?q=wallet');
    await replicaStartRead();
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('the rest of the first page, read without Dexie', () => {
  it('reads the policies still there, in the order asked', async () => {
    reloadOnto('/search?q=wallet');
    const start = await replicaStartRead();
    expect((await readRawPolicies(start!.db, [2, 99, 1])).map((p) => p.title)).toEqual(['Wallet providers', 'Alpha exchanges']);
  });
});
