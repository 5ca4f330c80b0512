// Followed policies, written locally first like saved searches: a follow or unfollow lands in the replica
// and in the outbox in one transaction, shows at once, survives a reload and reaches the server
// (PUT / DELETE /api/followed-policies/{id}) when the network allows. Both calls are idempotent on the
// server, so the rule here is simple: a new choice cancels the unsent ones before it and is queued itself.
import type { FollowedPolicy } from '../../../../core/contract';
import { followClientKey } from './legacy-follows';
import { sendOutboxRequest } from './outbox-request';
import { readReplicaRevision, seenFrom, type LocalFollowedPolicy, type OutboxEntry, type ReplicaDatabase } from './replica-db';
import type { TransportOptions } from './sync-replica';
import { fetchServerList } from './server-list';

type FollowEntry = Extract<OutboxEntry, { kind: 'policy.follow' | 'policy.unfollow' }>;

export const isFollowEntry = (entry: OutboxEntry): entry is FollowEntry => entry.kind === 'policy.follow' || entry.kind === 'policy.unfollow';

/** Follows or stops following a policy on this device, and queues the change for the server. */
export async function setFollowingLocally(db: ReplicaDatabase, policyId: number, follow: boolean): Promise<void> {
  const clientId = followClientKey(policyId);
  await db.transaction('rw', [db.followedPolicies, db.outbox, db.meta], async () => {
    const unsent = await db.outbox.where('clientId').equals(clientId).filter((e) => e.sentAt === null).primaryKeys();
    await db.outbox.bulkDelete(unsent);
    const row = await db.followedPolicies.get(policyId);
    const now = new Date().toISOString();
    if (follow) {
      // Following again keeps what was last looked at; a new follow starts from the current revision.
      const seenRevision = row?.seenRevision ?? seenFrom(await readReplicaRevision(db));
      await db.followedPolicies.put({ policyId, dateFollowed: row?.dateFollowed ?? now, syncState: 'pending-follow', seenRevision });
    } else if (row) {
      await db.followedPolicies.update(policyId, { syncState: 'pending-unfollow' });
    }
    const entry: FollowEntry = { kind: follow ? 'policy.follow' : 'policy.unfollow', clientId, policyId, queuedAt: now, sentAt: null, attempts: 0 };
    await db.outbox.add(entry);
  });
}

/** The followed policies a screen shows (those being unfollowed left out), newest follow first. */
export async function listFollowedPolicies(db: ReplicaDatabase): Promise<LocalFollowedPolicy[]> {
  const rows = await db.followedPolicies.toArray();
  return rows.filter((r) => r.syncState !== 'pending-unfollow').sort((a, b) => b.dateFollowed.localeCompare(a.dateFollowed) || b.policyId - a.policyId);
}

/** The rep has looked at this policy now: its change alert clears. Nothing happens for a policy not followed. */
export async function markPolicySeen(db: ReplicaDatabase, policyId: number): Promise<void> {
  await db.transaction('rw', [db.followedPolicies, db.meta], async () => {
    const row = await db.followedPolicies.get(policyId);
    const revision = await readReplicaRevision(db);
    if (row && (row.seenRevision ?? -1) < revision) await db.followedPolicies.update(policyId, { seenRevision: revision });
  });
}

export function sendFollowEntry(entry: FollowEntry, options: TransportOptions): Promise<Response> {
  return sendOutboxRequest(entry.kind === 'policy.follow' ? 'PUT' : 'DELETE', `/api/followed-policies/${entry.policyId}`, options);
}

/** The server has applied the entry: it leaves the outbox, and the row is confirmed when nothing else is queued for it. */
export async function confirmFollowEntry(db: ReplicaDatabase, entry: FollowEntry, response: Response): Promise<void> {
  const server = entry.kind === 'policy.follow' ? ((await response.json()) as FollowedPolicy) : null;
  await db.transaction('rw', db.followedPolicies, db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    if ((await db.outbox.where('clientId').equals(entry.clientId).count()) > 0) return;
    const row = await db.followedPolicies.get(entry.policyId);
    if (server && row) await db.followedPolicies.put({ ...row, dateFollowed: server.dateFollowed, syncState: 'synced' });
    else if (!server) await db.followedPolicies.delete(entry.policyId);
  });
}

/** The server refused the entry (a follow of a policy it does not hold): the local change is undone. */
export async function undoFollowEntry(db: ReplicaDatabase, entry: FollowEntry): Promise<void> {
  await db.transaction('rw', db.followedPolicies, db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    if ((await db.outbox.where('clientId').equals(entry.clientId).count()) > 0) return;
    if (entry.kind === 'policy.follow') await db.followedPolicies.delete(entry.policyId);
    else await db.followedPolicies.update(entry.policyId, { syncState: 'synced' });
  });
}

/**
 * Replaces the confirmed follows with the server's list (GET /api/followed-policies). Rows with a change
 * still in the outbox are left to the outbox. A follow made on another device starts its alerts from now.
 */
export async function refreshFollowedPolicies(db: ReplicaDatabase, options: TransportOptions = {}): Promise<void> {
  const server = await fetchServerList<FollowedPolicy>('/api/followed-policies', options);
  await db.transaction('rw', [db.followedPolicies, db.outbox, db.meta], async () => {
    const pending = new Set((await db.outbox.toArray()).filter(isFollowEntry).map((e) => e.policyId));
    const local = new Map((await db.followedPolicies.toArray()).map((r) => [r.policyId, r]));
    const onServer = new Set(server.map((f) => f.policyId));
    const gone = [...local.keys()].filter((id) => !pending.has(id) && !onServer.has(id));
    await db.followedPolicies.bulkDelete(gone);
    const revision = await readReplicaRevision(db);
    await db.followedPolicies.bulkPut(
      server
        .filter((f) => !pending.has(f.policyId))
        .map((f): LocalFollowedPolicy => ({ ...f, syncState: 'synced', seenRevision: local.get(f.policyId)?.seenRevision ?? seenFrom(revision) })),
    );
  });
}
