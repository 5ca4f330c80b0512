// Change alerts from the replica (ADR 212): for each saved search, its results that changed since the rep
// last ran it here; for each followed policy, whether it changed (or left the library) since the rep last
// opened it. The counting rules are core/change-alerts.ts; this reads the rows they need and, only when a
// saved search has something to count, opens the search index to run it exactly as the search screen does.
import {
  changedAfter,
  followedPolicyChanges,
  lastChangeByPolicy,
  savedSearchChanges,
  type RevisionedPolicy,
  type RevisionedUpdate,
} from '../../../../core/change-alerts';
import type { PolicyUpdateWithRefs, PolicyWithRefs } from '../../../../core/contract';
import { readReplicaRevision, type LocalFollowedPolicy, type LocalSavedSearch, type ReplicaDatabase } from '../replica/replica-db';

export interface FollowedAlert {
  follow: LocalFollowedPolicy;
  /** Null when the policy is no longer in the library. */
  policy: PolicyWithRefs | null;
  /** Changed (or removed) since the rep last opened it here. */
  changed: boolean;
}

/** The followed policies with their alerts, over rows a screen has read already (the dashboard's). */
export function followedAlerts(
  data: { policies: readonly PolicyWithRefs[]; updates: readonly PolicyUpdateWithRefs[] },
  follows: readonly LocalFollowedPolicy[],
): FollowedAlert[] {
  // Not looked at with a dataset yet (seenRevision unset): only a removal counts.
  const seen = follows.map((f) => ({ policyId: f.policyId, seenRevision: f.seenRevision ?? Number.POSITIVE_INFINITY }));
  const changed = new Set(followedPolicyChanges(seen, lastChangeByPolicy(data.policies, data.updates.map(revisioned))).map((c) => c.policyId));
  const policyById = new Map(data.policies.map((p) => [p.id, p]));
  return follows.map((follow) => ({ follow, policy: policyById.get(follow.policyId) ?? null, changed: changed.has(follow.policyId) }));
}

const revisioned = (u: PolicyUpdateWithRefs): RevisionedUpdate => ({ policyId: u.policyId, revision: u.revision, lawKey: u.law?.key ?? null });

/** Saved search client id → its results changed since it was last run here (result order); absent when none. */
export type SavedSearchChanges = ReadonlyMap<string, PolicyWithRefs[]>;

/**
 * Counts each saved search's changes. Not a live query: it may open the search index (a worker, a dynamic
 * import), which a Dexie live query must not await; useSavedSearchChanges re-runs it when its inputs move.
 */
export async function readSavedSearchChanges(db: ReplicaDatabase, searches: readonly LocalSavedSearch[]): Promise<SavedSearchChanges> {
  const { revision, policies, updates } = await db.transaction('r', [db.meta, db.policies, db.updates, db.laws], async () => {
    const lawKeyById = new Map((await db.laws.toArray()).map((l) => [l.id, l.key]));
    return {
      revision: await readReplicaRevision(db),
      policies: (await db.policies.toArray()) as RevisionedPolicy[],
      updates: (await db.updates.toArray()).map((u): RevisionedUpdate => ({
        policyId: u.policyId,
        revision: u.revision,
        lawKey: u.lawId === null ? null : (lawKeyById.get(u.lawId) ?? null),
      })),
    };
  });
  const lastChange = lastChangeByPolicy(policies, updates);
  const result = new Map<string, PolicyWithRefs[]>();
  for (const search of searches) {
    // Not run here with a dataset yet (seenRevision unset): nothing counts until it has been shown.
    const changed = changedAfter(lastChange, search.seenRevision ?? revision);
    if (changed.size === 0) continue;
    // Loaded only now: a rep with nothing new never pays for the search index on these screens.
    const { replicaSearchAt } = await import('../search/replica-search');
    const opened = await replicaSearchAt(db, revision);
    const ids = savedSearchChanges(opened.engine.searchIds({ q: search.query, filters: search.filters, sort: 'relevance' }), changed);
    if (ids.length > 0) result.set(search.clientId, await opened.readRows(ids));
  }
  return result;
}
