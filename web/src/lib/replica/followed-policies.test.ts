import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFollowedPolicies, markPolicySeen, refreshFollowedPolicies, setFollowingLocally } from './followed-policies';
import { LEGACY_FOLLOWS_KEY } from './legacy-follows';
import { flushOutbox } from './outbox';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { createReplicaSyncer } from './replica-sync';
import { META_KEYS } from './replica-names';
import { FakeServer, policy } from './testing/fake-server';
import { syncReplica } from './sync-replica';

let db: ReplicaDatabase;
let server: FakeServer;
const transport = () => ({ fetch: server.fetch });
const writes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
const followedIds = async () => (await listFollowedPolicies(db)).map((f) => f.policyId);
/** The server's transport, but the connection drops after `n` requests. */
const dropsAfter = (n: number): typeof fetch => {
  let calls = 0;
  return async (input, init) => {
    calls += 1;
    if (calls > n) throw new TypeError('Failed to fetch');
    return server.fetch(input, init);
  };
};

beforeEach(async () => {
  db = openReplica(`follows-test-${crypto.randomUUID()}`);
  server = new FakeServer();
  server.publish({ policies: [policy(1), policy(2), policy(3)] });
  await syncReplica(db, transport());
});

afterEach(async () => {
  await db.delete();
});

describe('following offline', () => {
  it('a follow shows at once as pending, from the current revision, and reaches the server as one PUT', async () => {
    await setFollowingLocally(db, 2, true);
    expect(await db.followedPolicies.toArray()).toMatchObject([{ policyId: 2, syncState: 'pending-follow', seenRevision: 1 }]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'policy.follow', clientId: 'policy:2', policyId: 2 }]);
    await flushOutbox(db, transport());
    expect(writes()).toEqual(['PUT /api/followed-policies/2']);
    expect(await db.followedPolicies.toArray()).toMatchObject([{ policyId: 2, syncState: 'synced', dateFollowed: server.follows.get(2)!.dateFollowed }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('follow then unfollow before anything was sent cancels out: the server gets one DELETE, which is harmless', async () => {
    await setFollowingLocally(db, 1, true);
    await setFollowingLocally(db, 1, false);
    expect(await followedIds()).toEqual([]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'policy.unfollow', policyId: 1 }]);
    await flushOutbox(db, transport());
    expect(writes()).toEqual(['DELETE /api/followed-policies/1']);
    expect(await db.followedPolicies.count()).toBe(0);
  });

  it('a follow sent but unanswered (the connection dropped) is replayed once back online; the server keeps one follow', async () => {
    await setFollowingLocally(db, 3, true);
    server.offline = true;
    await flushOutbox(db, transport());
    expect(await db.outbox.toArray()).toMatchObject([{ policyId: 3 }]);
    server.offline = false;
    await flushOutbox(db, transport());
    await flushOutbox(db, transport());
    expect(server.follows.size).toBe(1);
    expect(await db.followedPolicies.get(3)).toMatchObject({ syncState: 'synced' });
  });

  it('a follow the server refuses (404: no such policy there) is undone and reported', async () => {
    server.tables.policies.delete(2);
    await setFollowingLocally(db, 2, true);
    const result = await flushOutbox(db, transport());
    expect(result.rejected.map((r) => r.error.status)).toEqual([404]);
    expect(await db.followedPolicies.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an unfollow of a synced follow leaves the list at once and deletes on the server', async () => {
    await setFollowingLocally(db, 1, true);
    await flushOutbox(db, transport());
    await setFollowingLocally(db, 1, false);
    expect(await followedIds()).toEqual([]);
    expect(await db.followedPolicies.get(1)).toMatchObject({ syncState: 'pending-unfollow' });
    await flushOutbox(db, transport());
    expect(server.follows.size).toBe(0);
    expect(await db.followedPolicies.count()).toBe(0);
  });
});

describe('the list of followed policies', () => {
  it('shows the newest follow first, ties by the higher policy id, and leaves out policies being unfollowed', async () => {
    await db.followedPolicies.bulkPut([
      { policyId: 1, dateFollowed: '2026-03-01T10:00:00.000Z', syncState: 'synced' },
      { policyId: 2, dateFollowed: '2026-01-01T10:00:00.000Z', syncState: 'synced' },
      { policyId: 3, dateFollowed: '2026-03-01T10:00:00.000Z', syncState: 'pending-follow' },
      { policyId: 4, dateFollowed: '2026-04-01T10:00:00.000Z', syncState: 'pending-unfollow' },
    ]);
    expect(await followedIds()).toEqual([3, 1, 2]);
  });
});

describe('changing your mind', () => {
  it('following again a policy being unfollowed keeps the date it was first followed', async () => {
    await setFollowingLocally(db, 1, true);
    await flushOutbox(db, transport());
    const firstFollowed = server.follows.get(1)!.dateFollowed;
    await setFollowingLocally(db, 1, false);
    await setFollowingLocally(db, 1, true);
    expect(await db.followedPolicies.get(1)).toMatchObject({ dateFollowed: firstFollowed, syncState: 'pending-follow' });
  });

  it('a follow already sent stays queued when the policy is unfollowed: the server gets it again, then the DELETE', async () => {
    await setFollowingLocally(db, 2, true);
    server.offline = true;
    await flushOutbox(db, transport()); // sent, no answer: the server may hold it
    server.offline = false;
    await setFollowingLocally(db, 2, false);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['policy.follow', 'policy.unfollow']);
    await flushOutbox(db, transport());
    expect(writes()).toEqual(['PUT /api/followed-policies/2', 'PUT /api/followed-policies/2', 'DELETE /api/followed-policies/2']);
    expect(server.follows.has(2)).toBe(false);
  });

  it("the answer to a follow sent before an unfollow does not bring the policy back while the unfollow waits", async () => {
    await setFollowingLocally(db, 2, true);
    server.offline = true;
    await flushOutbox(db, transport());
    server.offline = false;
    await setFollowingLocally(db, 2, false);
    await flushOutbox(db, { fetch: dropsAfter(1) }); // the PUT is answered, the DELETE is not
    expect(await followedIds()).toEqual([]);
    expect(await db.followedPolicies.get(2)).toMatchObject({ syncState: 'pending-unfollow' });
  });

  it('a refused follow is not undone while a newer follow of that policy is still queued', async () => {
    server.tables.policies.delete(2);
    await setFollowingLocally(db, 2, true);
    server.offline = true;
    await flushOutbox(db, transport());
    server.offline = false;
    await setFollowingLocally(db, 2, false);
    await setFollowingLocally(db, 2, true);
    const result = await flushOutbox(db, { fetch: dropsAfter(1) }); // the first PUT is refused, the second is not answered
    expect(result.rejected.map((r) => r.error.status)).toEqual([404]);
    expect(await followedIds()).toEqual([2]);
  });

  it('an unfollow the server refuses puts the follow back in the list', async () => {
    await setFollowingLocally(db, 1, true);
    await flushOutbox(db, transport());
    await setFollowingLocally(db, 1, false);
    const refusing: typeof fetch = async () => new Response(JSON.stringify({ message: 'Not allowed.' }), { status: 403 });
    const result = await flushOutbox(db, { fetch: refusing });
    expect(result.rejected.map((r) => r.entry.kind)).toEqual(['policy.unfollow']);
    expect(await listFollowedPolicies(db)).toMatchObject([{ policyId: 1, syncState: 'synced' }]);
  });

  it('follow requests carry the session cookie and ask for JSON', async () => {
    const sent: RequestInit[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(init ?? {});
      return server.fetch(input, init);
    };
    await setFollowingLocally(db, 1, true);
    await setFollowingLocally(db, 2, true);
    await setFollowingLocally(db, 2, false);
    await flushOutbox(db, { fetch: recording });
    expect(sent).toHaveLength(2);
    for (const init of sent) expect(init).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
  });
});

describe('seen markers and the server list', () => {
  it('opening a followed policy moves its seen revision to the current one; a policy not followed is left alone', async () => {
    await setFollowingLocally(db, 1, true);
    server.publish({ policies: [policy(1, { title: 'Changed' })] });
    await syncReplica(db, transport());
    expect((await db.followedPolicies.get(1))!.seenRevision).toBe(1);
    await markPolicySeen(db, 1);
    await markPolicySeen(db, 2);
    expect((await db.followedPolicies.get(1))!.seenRevision).toBe(2);
    expect(await db.followedPolicies.get(2)).toBeUndefined();
  });

  it('a policy followed before the first sync counts as seen at the revision it is first opened at', async () => {
    const fresh = openReplica(`seen-first-${crypto.randomUUID()}`);
    try {
      await setFollowingLocally(fresh, 1, true);
      expect((await fresh.followedPolicies.get(1))!.seenRevision).toBeUndefined();
      await syncReplica(fresh, transport());
      await markPolicySeen(fresh, 1);
      expect((await fresh.followedPolicies.get(1))!.seenRevision).toBe(1);
    } finally {
      await fresh.delete();
    }
  });

  it('opening a policy never moves its seen revision back (the server rebuilt its dataset at a lower revision)', async () => {
    server.publish({ policies: [policy(1, { title: 'Changed' })] });
    await syncReplica(db, transport());
    await setFollowingLocally(db, 1, true);
    server.rebuild({ policies: [policy(1)] });
    await syncReplica(db, transport());
    await markPolicySeen(db, 1);
    expect((await db.followedPolicies.get(1))!.seenRevision).toBe(2);
  });

  it('refresh does not bring back a policy being unfollowed, though the server still lists it', async () => {
    await setFollowingLocally(db, 1, true);
    await flushOutbox(db, transport());
    await setFollowingLocally(db, 1, false);
    await refreshFollowedPolicies(db, transport());
    expect(await followedIds()).toEqual([]);
    expect(await db.followedPolicies.get(1)).toMatchObject({ syncState: 'pending-unfollow' });
  });

  it("refresh takes the server's list, keeps what this device last looked at, starts others' follows from now, and leaves queued ones alone", async () => {
    await setFollowingLocally(db, 1, true);
    await flushOutbox(db, transport());
    server.publish({ policies: [policy(1, { title: 'Changed' })] });
    await syncReplica(db, transport()); // revision 2; policy 1 still seen at 1
    server.follows.set(2, { policyId: 2, dateFollowed: '2026-11-24T10:00:00.000Z' }); // followed on another device
    await setFollowingLocally(db, 3, true); // queued here, not on the server yet
    await refreshFollowedPolicies(db, transport());
    const rows = new Map((await db.followedPolicies.toArray()).map((r) => [r.policyId, r]));
    expect(rows.get(1)).toMatchObject({ syncState: 'synced', seenRevision: 1 });
    expect(rows.get(2)).toMatchObject({ syncState: 'synced', seenRevision: 2 });
    expect(rows.get(3)).toMatchObject({ syncState: 'pending-follow' });
    server.follows.delete(1); // unfollowed on another device
    await refreshFollowedPolicies(db, transport());
    expect([...(await db.followedPolicies.toArray()).map((r) => r.policyId)].sort()).toEqual([2, 3]);
  });
});

describe('the first sync of a device', () => {
  it('a search and a follow made on another device count their changes from the first revision this device holds', async () => {
    const fresh = openReplica(`first-sync-${crypto.randomUUID()}`);
    try {
      server.follows.set(2, { policyId: 2, dateFollowed: '2026-11-24T10:00:00.000Z' });
      server.savedSearches.push({ id: 1, clientId: 'c1', name: 'Elsewhere', query: 'x', filters: { platforms: [], categories: [], jurisdictions: [], status: [] }, dateCreated: '2026-11-24T10:00:00.000Z', deleted: false });
      // Read before any dataset (a run whose delta failed): no revision to count from yet.
      await refreshFollowedPolicies(fresh, transport());
      expect((await fresh.followedPolicies.get(2))!.seenRevision).toBeUndefined();
      await createReplicaSyncer(fresh, transport()).syncNow();
      expect((await fresh.followedPolicies.get(2))!.seenRevision).toBe(1);
      expect((await fresh.savedSearches.get('c1'))!.seenRevision).toBe(1);
    } finally {
      await fresh.delete();
    }
  });
});

describe('the upgrade from the localStorage list (ADR 208)', () => {
  it('moves the followed ids into the replica, queued for the server, seen at the held revision, and removes the key', async () => {
    const name = `legacy-test-${crypto.randomUUID()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores({ savedSearches: 'clientId, id, dateCreated', outbox: '++seq, clientId', meta: 'key' });
    v2.version(2).stores({ searchIndexes: 'name' });
    await v2.open();
    await v2.table('meta').put({ key: META_KEYS.revision, value: 7 });
    await v2.table('savedSearches').put({ clientId: 'a', id: 1, name: 'A', query: 'a', filters: {}, dateCreated: '2026-01-01', syncState: 'synced' });
    v2.close();
    const store = new Map([[LEGACY_FOLLOWS_KEY, '[4, 4, "x", 9]']]);
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      removeItem: (k: string) => store.delete(k),
    };
    try {
      const upgraded = openReplica(name);
      expect((await upgraded.followedPolicies.toArray()).map((r) => [r.policyId, r.syncState, r.seenRevision])).toEqual([
        [4, 'pending-follow', 7],
        [9, 'pending-follow', 7],
      ]);
      expect((await upgraded.outbox.toArray()).map((e) => e.clientId)).toEqual(['policy:4', 'policy:9']);
      expect((await upgraded.savedSearches.get('a'))!.seenRevision).toBe(7);
      expect(store.has(LEGACY_FOLLOWS_KEY)).toBe(false);
      await upgraded.delete();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

describe("the checkers' policy_check events", () => {
  it('are queued, sent once when the network allows, never counted as the rep\'s pending changes, and dropped quietly when refused', async () => {
    const { queuePolicyCheck } = await import('./policy-check-events');
    const { countPendingChanges } = await import('./saved-searches');
    server.offline = true;
    await queuePolicyCheck(db, { checker: 'simple-checker', platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'limited' });
    await flushOutbox(db, transport());
    expect(await db.outbox.count()).toBe(1);
    expect(await countPendingChanges(db)).toBe(0);
    server.offline = false;
    await flushOutbox(db, transport());
    await flushOutbox(db, transport());
    expect(server.policyChecks).toMatchObject([{ checker: 'simple-checker', platform: 'google', outcome: 'limited' }]);
    expect(await db.outbox.count()).toBe(0);

    const refusing: typeof fetch = async () => new Response(JSON.stringify({ message: 'The outcome must be at most 30 characters.' }), { status: 400 });
    await queuePolicyCheck(db, { checker: 'policy-checker', platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'x'.repeat(40) });
    const result = await flushOutbox(db, { fetch: refusing });
    expect(result.rejected.map((r) => r.entry.kind)).toEqual(['event.policy-check']);
    expect(await db.outbox.count()).toBe(0);
  });
});
