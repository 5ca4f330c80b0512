// Before change alerts, the Save button of Recent Updates kept followed policies in localStorage
// (`adpolicy.followed-policies`, a JSON array of ids; ADR 208). The replica's upgrade to version 3 moves
// them into the followedPolicies table, each queued for the server like a new follow, and removes the key.
import type { Table } from 'dexie';
import type { LocalFollowedPolicy, OutboxEntry } from './replica-db';
import { seenFrom } from './replica-revision';

export const LEGACY_FOLLOWS_KEY = 'adpolicy.followed-policies';

/** A stored value as ids; anything that is not a JSON array of positive whole numbers counts as none. */
export function parseLegacyFollows(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export async function adoptLegacyFollows(
  followed: Table<LocalFollowedPolicy, number>,
  outbox: Table<OutboxEntry, number>,
  revision: number,
): Promise<void> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(LEGACY_FOLLOWS_KEY);
  } catch {
    return; // no storage (a worker, blocked storage): nothing to adopt
  }
  const now = new Date().toISOString();
  for (const policyId of new Set(parseLegacyFollows(raw))) {
    await followed.put({ policyId, dateFollowed: now, syncState: 'pending-follow', seenRevision: seenFrom(revision) });
    await outbox.add({ kind: 'policy.follow', clientId: followClientKey(policyId), policyId, queuedAt: now, sentAt: null, attempts: 0 });
  }
  try {
    localStorage.removeItem(LEGACY_FOLLOWS_KEY);
  } catch {
    // Already unreadable or blocked: nothing left to remove.
  }
}

/** The outbox's client key of a policy's follow and unfollow: one key per policy, so they are kept in order. */
export const followClientKey = (policyId: number) => `policy:${policyId}`;
