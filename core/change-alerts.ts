// Change alerts: what changed in the library since the rep last looked at a followed policy or a saved
// search. "Last looked" is a dataset revision (revisions only grow, DESIGN §4): a policy changed after
// revision N when its own row moved past N or an update of it arrived after N. A followed policy that is
// no longer in the library counts as changed too (it was removed). ADR 212.

export interface RevisionedPolicy {
  id: number;
  revision: number;
}

export interface RevisionedUpdate {
  policyId: number;
  revision: number;
}

/**
 * The revision after which a policy last changed: its row's or its newest update's, whichever is later.
 * One pass over the updates; ask it once and compare many "seen" revisions against it.
 */
export function lastChangeByPolicy(policies: readonly RevisionedPolicy[], updates: readonly RevisionedUpdate[]): Map<number, number> {
  const last = new Map(policies.map((p) => [p.id, p.revision]));
  for (const u of updates) {
    const known = last.get(u.policyId);
    if (known !== undefined && u.revision > known) last.set(u.policyId, u.revision);
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
