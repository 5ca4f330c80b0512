// Followed policies, one row per owner and policy (migration 0009, ADR 232): each client or person follows for
// itself, and an unfollow touches only its own follow. Writes are idempotent, because an offline outbox may
// replay them: a replayed follow returns the row (and date) of the first one; an unfollow deletes the row, so a
// replayed unfollow finds nothing and succeeds quietly. A follow is kept when its policy leaves the dataset.
import { UniqueConstraintError } from 'sequelize';
import type { FollowedPolicy } from '../../../core/contract.js';
import { findRow, findRows, type Database, type Row } from '../db/database.js';

const toFollowedPolicy = (r: Row): FollowedPolicy => ({
  policyId: Number(r.policyId),
  dateFollowed: String(r.dateFollowed),
});

export function followedPolicyRepository(db: Database) {
  const { FollowedPolicy: Model, Policy } = db.models;
  const findFollow = async (owner: string, policyId: number) => await findRow(Model, { where: { owner, policyId } });

  return {
    async list(owner: string): Promise<FollowedPolicy[]> {
      const rows = await findRows(Model, { where: { owner }, order: [['dateFollowed', 'DESC'], ['policyId', 'DESC']] });
      return rows.map(toFollowedPolicy);
    },
    /** The follow and whether this call made it; 'policy-missing' when the dataset has no such policy. */
    async follow(owner: string, policyId: number): Promise<{ followed: FollowedPolicy; created: boolean } | 'policy-missing'> {
      // A replay is answered before the dataset is asked, so it succeeds even after the policy has left it.
      const existing = await findFollow(owner, policyId);
      if (existing) return { followed: toFollowedPolicy(existing), created: false };
      if (!(await findRow(Policy, { where: { id: policyId }, attributes: ['id'] }))) return 'policy-missing';
      try {
        const row = await Model.create({ owner, policyId, dateFollowed: new Date().toISOString() });
        return { followed: toFollowedPolicy(row.get({ plain: true }) as Row), created: true };
      } catch (error) {
        // Two replays raced: the other one followed it.
        if (error instanceof UniqueConstraintError) {
          const row = await findFollow(owner, policyId);
          if (row) return { followed: toFollowedPolicy(row), created: false };
        }
        throw error;
      }
    },
    /** Removes this owner's follow if there is one; unfollowing a policy that is not followed is not an error. */
    async unfollow(owner: string, policyId: number): Promise<void> {
      await Model.destroy({ where: { owner, policyId } });
    },
  };
}
export type FollowedPolicyRepository = ReturnType<typeof followedPolicyRepository>;
