// Change alerts: what changed in the library since the rep last looked at a followed policy or a saved
// search. "Last looked" is a dataset revision (revisions only grow, DESIGN §4): a policy changed after
// revision N when its own row moved past N or an update of it arrived after N. A followed policy that is
// no longer in the library counts as changed too (it was removed). ADR 212. A change of a law the policy
// names (an update of the law, ADR 220) is a change of the policy too.

export interface RevisionedPolicy {
  id: number;
  revision: number;
  /** Keys of the laws that shape the policy. */
  laws?: readonly string[];
}

export interface RevisionedUpdate {
  /** Null for a change of law. */
  policyId: number | null;
  revision: number;
  /** The changed law's key, for a change of law. */
  lawKey?: string | null;
}

/**
 * The revision after which a policy last changed: its row's or its newest update's, whichever is later.
 * One pass over the updates; ask it once and compare many "seen" revisions against it.
 */
export function lastChangeByPolicy(policies: readonly RevisionedPolicy[], updates: readonly RevisionedUpdate[]): Map<number, number> {
  const last = new Map(policies.map((p) => [p.id, p.revision]));
  const shapedBy = new Map<string, number[]>();
  for (const p of policies) for (const law of p.laws ?? []) shapedBy.set(law, [...(shapedBy.get(law) ?? []), p.id]);
  const moved = (policyId: number, revision: number) => {
    const known = last.get(policyId);
    if (known !== undefined && revision > known) last.set(policyId, revision);
  };
  for (const u of updates) {
    if (u.policyId !== null) moved(u.policyId, u.revision);
    else if (u.lawKey) for (const policyId of shapedBy.get(u.lawKey) ?? []) moved(policyId, u.revision);
  }
  return last;
}

export type FollowedChange = { policyId: number; kind: 'changed' | 'removed' };

/** The followed policies changed since each was last looked at, in the order given. */
export function followedPolicyChanges(
  followed: readonly { policyId: number; seenRevision: number }[],
  lastChange: ReadonlyMap<number, number>,
): FollowedChange[] {
  const changes: FollowedChange[] = [];
  for (const f of followed) {
    const changedAt = lastChange.get(f.policyId);
    if (changedAt === undefined) changes.push({ policyId: f.policyId, kind: 'removed' });
    else if (changedAt > f.seenRevision) changes.push({ policyId: f.policyId, kind: 'changed' });
  }
  return changes;
}

/** The policies changed after `seenRevision`; a saved search only needs to run when this is not empty. */
export function changedAfter(lastChange: ReadonlyMap<number, number>, seenRevision: number): Set<number> {
  const changed = new Set<number>();
  for (const [policyId, changedAt] of lastChange) if (changedAt > seenRevision) changed.add(policyId);
  return changed;
}

/** A saved search's changes: its results (in their order) that changed after it was last run. */
export function savedSearchChanges(resultIds: readonly number[], changed: ReadonlySet<number>): number[] {
  return resultIds.filter((id) => changed.has(id));
}
