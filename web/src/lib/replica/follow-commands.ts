// What the screens call to follow or stop following a policy: the change is made locally (and queued),
// then the outbox is flushed at once if the network allows, like saved searches (saved-search-commands.ts).
import { useCallback } from 'react';
import { followClientKey } from './legacy-follows';
import { listFollowedPolicies, setFollowingLocally } from './followed-policies';
import { replica } from './replica-db';
import { outcomeFor, type CommandOutcome } from './saved-search-commands';
import { useReplicaQuery } from './use-replica-query';

export async function setFollowing(policyId: number, follow: boolean): Promise<CommandOutcome> {
  const db = replica();
  await setFollowingLocally(db, policyId, follow);
  const clientId = followClientKey(policyId);
  return outcomeFor(clientId, async () => (await db.outbox.where('clientId').equals(clientId).count()) === 0);
}

const NONE: ReadonlySet<number> = new Set();

/** The ids of the followed policies (live), and a toggle that follows or unfollows one. */
export function useFollowedPolicies(): { followed: ReadonlySet<number>; toggle(policyId: number): Promise<CommandOutcome> } {
  const result = useReplicaQuery(async (db) => new Set((await listFollowedPolicies(db)).map((r) => r.policyId)), []);
  const followed = result.status === 'ready' ? result.data : NONE;
  const toggle = useCallback((policyId: number) => setFollowing(policyId, !followed.has(policyId)), [followed]);
  return { followed, toggle };
}
