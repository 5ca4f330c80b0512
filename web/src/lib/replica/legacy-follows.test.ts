import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptLegacyFollows, LEGACY_FOLLOWS_KEY, parseLegacyFollows } from './legacy-follows';
import { flushOutbox } from './outbox';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { FakeServer, policy } from './testing/fake-server';

let db: ReplicaDatabase;
let store: Map<string, string>;

/** A localStorage backed by `store`; `blocked` makes every call throw, as a browser's blocked storage does. */
const stubStorage = (blocked = false) => {
  const guard = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (guard(), store.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), store.set(key, value)),
    removeItem: (key: string) => (guard(), store.delete(key)),
  });
};

/** Adopts into the replica's tables, as its upgrade to version 3 does. */
const adopt = (revision: number) => adoptLegacyFollows(db.table('followedPolicies'), db.table('outbox'), revision);

beforeEach(() => {
  db = openReplica(`legacy-follows-test-${crypto.randomUUID()}`);
  store = new Map();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('reading the old localStorage list', () => {
  it('keeps only positive whole numbers from a JSON array', () => {
    expect(parseLegacyFollows('[3, 0, -2, 1.5, "4", null, 7, 9007199254740993]')).toEqual([3, 7]);
  });

  it('counts a missing key, a value that is not JSON and JSON that is not an array as no follows', () => {
    expect(parseLegacyFollows(null)).toEqual([]);
    expect(parseLegacyFollows('not json')).toEqual([]);
    expect(parseLegacyFollows('{"0": 3}')).toEqual([]);
  });
});

describe('adopting the old list', () => {
  it('queues each adopted follow for the server, which gets one PUT per policy', async () => {
    const server = new FakeServer();
    server.publish({ policies: [policy(4), policy(9)] });
    store.set(LEGACY_FOLLOWS_KEY, '[9, 4, 9]');
    stubStorage();
    await adopt(1);
    expect(store.has(LEGACY_FOLLOWS_KEY)).toBe(false);
    expect(await db.followedPolicies.toArray()).toMatchObject([
      { policyId: 4, syncState: 'pending-follow', seenRevision: 1 },
      { policyId: 9, syncState: 'pending-follow', seenRevision: 1 },
    ]);
    await flushOutbox(db, { fetch: server.fetch });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/followed-policies/9', 'PUT /api/followed-policies/4']);
    expect([...server.follows.keys()].sort()).toEqual([4, 9]);
  });

  it('adopts nothing, and does not fail, where storage is blocked', async () => {
    store.set(LEGACY_FOLLOWS_KEY, '[4]');
    stubStorage(true);
    await adopt(1);
    expect(await db.followedPolicies.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
