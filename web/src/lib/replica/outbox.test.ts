import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox } from './outbox';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { createReplicaSyncer } from './replica-sync';
import { saveSearchLocally } from './save-search-locally';
import { deleteSavedSearchLocally, listSavedSearches, refreshSavedSearches } from './saved-searches';
import { FakeServer } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;
const filters = { platforms: ['google'], categories: ['Cryptocurrency'], jurisdictions: ['IN'], status: [] };
const transport = () => ({ fetch: server.fetch });

beforeEach(() => {
  db = openReplica(`outbox-test-${crypto.randomUUID()}`);
  server = new FakeServer();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const save = (query: string) => saveSearchLocally(db, { name: `Search for '${query}'`, query, filters });
const writes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A fetch that holds its first `count` requests until the test answers them (with a given response, or by
 * passing the request on to the server); later requests go straight to the server.
 */
function heldFetch(count: number) {
  const arrivals = Array.from({ length: count }, () => deferred<(answer?: Response) => void>());
  let calls = 0;
  const held: typeof fetch = (input, init) => {
    const arrival = arrivals[calls++];
    if (!arrival) return server.fetch(input, init);
    return new Promise((resolve, reject) => {
      arrival.resolve((answer) => (answer ? resolve(answer) : server.fetch(input, init).then(resolve, reject)));
    });
  };
  return { fetch: held, arrival: (i: number) => arrivals[i]!.promise };
}

describe('saving and deleting offline', () => {
  it('when a search is saved, then it is listed at once as pending, with a client UUID, and queued', async () => {
    const row = await save('crypto');
    expect(row.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listSavedSearches(db)).toMatchObject([{ query: 'crypto', syncState: 'pending-create', id: null, filters }]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'saved-search.create', clientId: row.clientId, sentAt: null }]);
  });

  it('when the query is empty, then nothing is stored', async () => {
    await expect(save('  ')).rejects.toThrow('Please enter a search query first.');
    expect(await db.savedSearches.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('when a search saved offline is deleted before it was sent, then both entries cancel and nothing reaches the server', async () => {
    const kept = await save('alcohol');
    const dropped = await save('crypto');
    expect(await deleteSavedSearchLocally(db, dropped.clientId)).toBe('cancelled');
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'saved-search.create', clientId: kept.clientId }]);
    expect((await listSavedSearches(db)).map((s) => s.query)).toEqual(['alcohol']);
    await flushOutbox(db, transport());
    expect(writes()).toEqual(['POST /api/saved-searches']);
    expect(server.serverSearches().map((s) => s.query)).toEqual(['alcohol']);
  });

  it('when a synced search is deleted, then it leaves the list at once and a delete by client UUID is queued', async () => {
    const row = await save('crypto');
    await flushOutbox(db, transport());
    expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('queued');
    expect(await listSavedSearches(db)).toEqual([]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'saved-search.delete', clientId: row.clientId }]);
    await flushOutbox(db, transport());
    expect(writes()).toEqual(['POST /api/saved-searches', `DELETE /api/saved-searches/${row.clientId}`]);
    expect(server.serverSearches()).toEqual([]);
    expect(await db.savedSearches.count()).toBe(0);
  });
});

describe('flushOutbox', () => {
  it('when online, then entries go out in the order they were made and the rows are confirmed with server ids', async () => {
    const a = await save('first');
    const b = await save('second');
    await deleteSavedSearchLocally(db, a.clientId).then(async () => undefined);
    // a was cancelled locally; queue a real sequence: c saved, b deleted, d saved.
    const c = await save('third');
    await flushOutbox(db, transport());
    await deleteSavedSearchLocally(db, b.clientId);
    const d = await save('fourth');
    server.requests.length = 0;
    const result = await flushOutbox(db, transport());
    expect(result).toEqual({ sent: 2, rejected: [], blocked: false });
    expect(writes()).toEqual([`DELETE /api/saved-searches/${b.clientId}`, 'POST /api/saved-searches']);
    expect(server.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ clientId: d.clientId, query: 'fourth' });
    expect((await listSavedSearches(db)).map((s) => [s.query, s.syncState, s.id])).toEqual([
      ['fourth', 'synced', 3],
      ['third', 'synced', 2],
    ]);
    expect(server.serverSearches().map((s) => s.clientId)).toEqual([c.clientId, d.clientId]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('when the network is down, then the entry is kept, marked as sent once, and later delivered exactly once', async () => {
    const row = await save('crypto');
    server.offline = true;
    expect(await flushOutbox(db, transport())).toEqual({ sent: 0, rejected: [], blocked: true });
    expect(await db.outbox.toArray()).toMatchObject([{ clientId: row.clientId, attempts: 1, sentAt: expect.any(String) }]);
    expect((await db.savedSearches.get(row.clientId))!.syncState).toBe('pending-create');
    server.offline = false;
    await flushOutbox(db, transport());
    await flushOutbox(db, transport()); // nothing left: no second POST
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2); // the failed try and the delivery
    expect(server.serverSearches()).toHaveLength(1);
    expect((await db.savedSearches.get(row.clientId))!.syncState).toBe('synced');
  });

  it('when the answer to a create was lost, then the replay is applied once by the server', async () => {
    const row = await save('crypto');
    // The server stores it, but the client never hears back.
    const lossy: typeof fetch = async (input, init) => {
      await server.fetch(input, init);
      throw new TypeError('Failed to fetch');
    };
    expect((await flushOutbox(db, { fetch: lossy })).blocked).toBe(true);
    await flushOutbox(db, transport());
    expect(server.serverSearches().map((s) => s.clientId)).toEqual([row.clientId]);
    expect((await db.savedSearches.get(row.clientId))).toMatchObject({ syncState: 'synced', id: 1 });
  });

  it('when a create may have reached the server and is then deleted, then the delete is queued, not cancelled', async () => {
    const row = await save('crypto');
    server.offline = true;
    await flushOutbox(db, transport()); // sentAt is set: the server may hold it
    expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('queued');
    server.offline = false;
    await flushOutbox(db, transport());
    expect(writes().slice(-2)).toEqual(['POST /api/saved-searches', `DELETE /api/saved-searches/${row.clientId}`]);
    expect(server.serverSearches()).toEqual([]);
    expect(await db.savedSearches.count()).toBe(0);
  });

  it('when the server refuses a create with a 4xx, then the entry is dropped, the row removed and the refusal reported', async () => {
    const refused = await save('crypto');
    const next = await save('alcohol');
    server.nextWriteAnswer = { status: 400, body: '{"message":"Invalid saved search"}' };
    const result = await flushOutbox(db, transport());
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]!.entry.clientId).toBe(refused.clientId);
    expect(result.rejected[0]!.error.message).toBe('400: Invalid saved search');
    expect(await db.savedSearches.get(refused.clientId)).toBeUndefined();
    // The refusal does not block the entries behind it.
    expect(server.serverSearches().map((s) => s.clientId)).toEqual([next.clientId]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('when the server fails with a 5xx, then the entry stays queued and the flush stops there', async () => {
    await save('crypto');
    await save('alcohol');
    server.nextWriteAnswer = { status: 503, body: 'down' };
    expect(await flushOutbox(db, transport())).toEqual({ sent: 0, rejected: [], blocked: true });
    expect(await db.outbox.count()).toBe(2);
    expect(writes()).toHaveLength(1);
  });

  it('when a delete is answered 404, then it is done: the server does not hold that search', async () => {
    const row = await save('crypto');
    await flushOutbox(db, transport());
    server.savedSearches.length = 0; // gone on the server by other means
    await deleteSavedSearchLocally(db, row.clientId);
    expect(await flushOutbox(db, transport())).toEqual({ sent: 1, rejected: [], blocked: false });
    expect(await db.savedSearches.count()).toBe(0);
  });

  it('when the browser knows it is offline, then nothing is tried, so a later delete still cancels the unsent create', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const row = await save('crypto');
      expect(await flushOutbox(db, transport())).toEqual({ sent: 0, rejected: [], blocked: true });
      expect(server.requests).toEqual([]);
      expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('cancelled');
    } finally {
      vi.unstubAllGlobals();
    }
    await flushOutbox(db, transport());
    expect(writes()).toEqual([]);
  });

  it('when the search is deleted between the flush reading its create and marking it sent, then nothing is sent', async () => {
    const row = await save('crypto');
    const markSent = db.outbox.update.bind(db.outbox);
    // The rep's delete lands in that gap (another event of the page): the unsent create is cancelled.
    db.outbox.update = (async (...args: Parameters<typeof markSent>) => {
      expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('cancelled');
      return markSent(...args);
    }) as typeof markSent;
    expect(await flushOutbox(db, transport())).toMatchObject({ sent: 0, rejected: [] });
    expect(writes()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(server.serverSearches()).toEqual([]);
  });

  it('when two flushes are asked for at once, then each entry is still sent once', async () => {
    await save('a');
    await save('b');
    await Promise.all([flushOutbox(db, transport()), flushOutbox(db, transport()), flushOutbox(db, transport())]);
    expect(writes()).toEqual(['POST /api/saved-searches', 'POST /api/saved-searches']);
  });
});

describe('flushOutbox: what the server protocol needs', () => {
  it.each([500, 503, 408, 429])('when the server answers %i, then the entry stays queued, the flush stops, and a later flush delivers it', async (status) => {
    const row = await save('crypto');
    server.nextWriteAnswer = { status, body: 'try later' };
    expect(await flushOutbox(db, transport())).toEqual({ sent: 0, rejected: [], blocked: true });
    expect(await db.outbox.toArray()).toMatchObject([{ clientId: row.clientId, attempts: 1 }]);
    expect(await flushOutbox(db, transport())).toEqual({ sent: 1, rejected: [], blocked: false });
    expect(server.serverSearches().map((s) => s.clientId)).toEqual([row.clientId]);
  });

  it('when a create and a delete are sent, then both carry the session cookie and JSON headers', async () => {
    const sent: RequestInit[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(init ?? {});
      return server.fetch(input, init);
    };
    const row = await save('crypto');
    await flushOutbox(db, { fetch: recording });
    await deleteSavedSearchLocally(db, row.clientId);
    await flushOutbox(db, { fetch: recording });
    expect(sent).toMatchObject([
      { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } },
      { method: 'DELETE', credentials: 'include', headers: { Accept: 'application/json' } },
    ]);
  });

  it('when the server refuses a delete with a 4xx, then the search is shown again as synced and the refusal reported', async () => {
    const row = await save('crypto');
    await flushOutbox(db, transport());
    await deleteSavedSearchLocally(db, row.clientId);
    server.nextWriteAnswer = { status: 403, body: '{"message":"Not yours to delete"}' };
    const result = await flushOutbox(db, transport());
    expect(result).toMatchObject({ sent: 0, blocked: false, rejected: [{ entry: { kind: 'saved-search.delete', clientId: row.clientId } }] });
    expect(result.rejected[0]!.error.message).toBe('403: Not yours to delete');
    expect(await listSavedSearches(db)).toMatchObject([{ clientId: row.clientId, id: 1, syncState: 'synced' }]);
    expect(await db.outbox.count()).toBe(0);
    expect(server.serverSearches().map((s) => s.clientId)).toEqual([row.clientId]);
  });

  it('when the server refuses a create whose delete is already queued, then the delete is dropped unsent and the refusal counts both tries', async () => {
    const row = await save('crypto');
    server.offline = true;
    await flushOutbox(db, transport()); // first try: the answer is lost
    expect(await deleteSavedSearchLocally(db, row.clientId)).toBe('queued');
    server.offline = false;
    server.nextWriteAnswer = { status: 400, body: '{"message":"Invalid saved search"}' };
    const result = await flushOutbox(db, transport());
    expect(result).toMatchObject({ sent: 0, blocked: false, rejected: [{ entry: { kind: 'saved-search.create', clientId: row.clientId, attempts: 2 } }] });
    expect(writes()).toEqual(['POST /api/saved-searches', 'POST /api/saved-searches']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.savedSearches.count()).toBe(0);
  });

  it('when a create is confirmed while the search’s delete still waits, then the search stays hidden and takes its server id', async () => {
    const row = await save('crypto');
    server.offline = true;
    await flushOutbox(db, transport());
    await deleteSavedSearchLocally(db, row.clientId);
    server.offline = false;
    const deletesFail: typeof fetch = async (input, init) => (init?.method === 'DELETE' ? new Response('down', { status: 503 }) : server.fetch(input, init));
    expect(await flushOutbox(db, { fetch: deletesFail })).toEqual({ sent: 1, rejected: [], blocked: true });
    expect(await listSavedSearches(db)).toEqual([]);
    expect(await db.savedSearches.get(row.clientId)).toMatchObject({ id: 1, syncState: 'pending-delete' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'saved-search.delete', clientId: row.clientId }]);
  });

  it('when the browser says it is online, then the flush goes ahead', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    await save('crypto');
    expect(await flushOutbox(db, transport())).toEqual({ sent: 1, rejected: [], blocked: false });
    expect(writes()).toEqual(['POST /api/saved-searches']);
  });

  it('when another tab holds this replica’s outbox lock, then the flush sends only once that tab lets go', async () => {
    const events: string[] = [];
    const otherTab = deferred<void>();
    const requested = deferred<void>();
    const locks = {
      request: async (name: string, run: () => Promise<unknown>) => {
        events.push(`lock ${name}`);
        requested.resolve();
        await otherTab.promise;
        return run();
      },
    };
    vi.stubGlobal('navigator', { onLine: true, locks });
    const tracking: typeof fetch = (input, init) => {
      events.push(`${init?.method} sent`);
      return server.fetch(input, init);
    };
    await save('crypto');
    const flushed = flushOutbox(db, { fetch: tracking });
    await Promise.race([requested.promise, flushed]);
    events.push('other tab lets go');
    otherTab.resolve();
    expect(await flushed).toEqual({ sent: 1, rejected: [], blocked: false });
    expect(events).toEqual([`lock ${db.name}:outbox`, 'other tab lets go', 'POST sent']);
  });

  it('when a flush is asked for while a waiting one is sending, then it waits for that one too, so nothing is sent twice', async () => {
    await save('crypto');
    const held = heldFetch(2);
    const first = flushOutbox(db, { fetch: held.fetch });
    const answerFirst = await held.arrival(0);
    const second = flushOutbox(db, { fetch: held.fetch }); // waits for the first
    answerFirst(new Response('down', { status: 503 }));
    const answerSecond = await held.arrival(1); // the second flush is now sending the entry again
    const third = flushOutbox(db, { fetch: held.fetch });
    answerSecond();
    expect(await Promise.all([first, second, third])).toEqual([
      { sent: 0, rejected: [], blocked: true },
      { sent: 1, rejected: [], blocked: false },
      { sent: 0, rejected: [], blocked: false },
    ]);
    expect(writes()).toEqual(['POST /api/saved-searches']); // the 503 was answered by the test, not the server
  });
});

describe('refreshSavedSearches', () => {
  it('when the server list arrives, then confirmed rows follow it and rows with queued changes are kept as they are', async () => {
    const synced = await save('synced');
    const goneOnServer = await save('gone');
    await flushOutbox(db, transport());
    server.savedSearches.find((s) => s.clientId === goneOnServer.clientId)!.deleted = true;
    server.savedSearches.push({ id: 9, clientId: crypto.randomUUID(), name: 'From another device', query: 'gaming', filters, dateCreated: '2026-11-20T10:00:00.000Z', deleted: false });
    const pending = await save('pending');
    await deleteSavedSearchLocally(db, synced.clientId); // queued delete: must stay hidden
    await refreshSavedSearches(db, transport());
    const rows = await db.savedSearches.toArray();
    expect(rows.map((r) => [r.query, r.syncState]).sort()).toEqual([
      ['gaming', 'synced'],
      ['pending', 'pending-create'],
      ['synced', 'pending-delete'],
    ]);
    expect((await listSavedSearches(db)).map((s) => s.query)).toEqual(['pending', 'gaming']);
    // Read back: the refresh must have left the unsent search exactly as it was.
    expect(await db.savedSearches.get(pending.clientId)).toEqual(pending);
  });
});

describe('the replica syncer', () => {
  it('when a run happens, then it flushes the outbox, refreshes the lists and syncs the dataset, without overlapping runs', async () => {
    server.publish({});
    const syncer = createReplicaSyncer(db, transport());
    await save('crypto');
    await Promise.all([syncer.syncNow(), syncer.syncNow()]);
    const requests = server.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`);
    // The dataset delta goes out alongside the outbox (not behind it); the outbox keeps its own order.
    expect([...requests].sort()).toEqual(['GET /api/followed-policies', 'GET /api/saved-searches', 'GET /api/sync', 'POST /api/saved-searches']);
    expect(requests.indexOf('POST /api/saved-searches')).toBeLessThan(requests.indexOf('GET /api/saved-searches'));
    expect(requests.indexOf('POST /api/saved-searches')).toBeLessThan(requests.indexOf('GET /api/followed-policies'));
    // The lists are read once the delta is in: what arrives with them counts its changes from that revision.
    expect(requests.indexOf('GET /api/sync')).toBeLessThan(requests.indexOf('GET /api/saved-searches'));
    expect(requests.indexOf('GET /api/sync')).toBeLessThan(requests.indexOf('GET /api/followed-policies'));
    expect(syncer.getState()).toMatchObject({ syncing: false, lastError: null });
  });

  it('when offline, then the run records the failure and keeps the outbox for the next one', async () => {
    const syncer = createReplicaSyncer(db, transport());
    await save('crypto');
    server.offline = true;
    await syncer.syncNow();
    expect(syncer.getState().lastError).toBe('Failed to fetch');
    expect(await db.outbox.count()).toBe(1);
    server.offline = false;
    await syncer.syncNow();
    expect(syncer.getState().lastError).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('when a background flush is refused, then listeners hear of it; a claimed refusal goes only to the caller', async () => {
    const syncer = createReplicaSyncer(db, transport());
    const heard: string[] = [];
    syncer.onRejected((r) => heard.push(r.entry.clientId));
    const background = await save('a');
    server.nextWriteAnswer = { status: 422, body: 'no' };
    await syncer.syncNow();
    expect(heard).toEqual([background.clientId]);
    const mine = await save('b');
    server.nextWriteAnswer = { status: 422, body: 'no' };
    const rejected = await syncer.flushNow(mine.clientId);
    expect(rejected.map((r) => r.entry.clientId)).toEqual([mine.clientId]);
    expect(heard).toEqual([background.clientId]);
  });
});
