// Delta sync of the policy dataset to the offline replica (DESIGN §4). Every dataset row carries the
// revision that last changed it; deletions leave tombstones. `since=N` returns what changed after N;
// `since=0` is the full snapshot. A client ahead of the server (its database was rebuilt) gets a full
// snapshot with `reset: true`, so it can drop what it holds.
import { Op } from 'sequelize';
import type { SyncDelta } from '../../../core/contract.js';
import { findRow, findRows, type Database, type Row } from '../db/database.js';
import { toCategory, toDocument, toJurisdiction, toLaw, toPlatform, toPolicyUpdate } from '../db/rows.js';
import type { PolicyRepository } from '../policies/repository.js';

export function syncService(db: Database, policies: PolicyRepository) {
  const m = db.models;
  const changed = async (model: typeof m.Platform, since: number) =>
    await findRows(model, { where: { revision: { [Op.gt]: since } }, order: [['id', 'ASC']] });

  return {
    async delta(requestedSince: number): Promise<SyncDelta> {
      const revision = await policies.revision();
      const reset = requestedSince > revision;
      const since = reset ? 0 : requestedSince;
      const [platforms, categories, jurisdictions, documents, laws, policyRows, updates, tombstones] = await Promise.all([
        changed(m.Platform, since),
        changed(m.Category, since),
        changed(m.Jurisdiction, since),
        changed(m.Document, since),
        changed(m.Law, since),
        policies.changedSince(since),
        changed(m.PolicyUpdate, since),
        since === 0 ? Promise.resolve([] as Row[]) : changed(m.Tombstone, since),
      ]);
      return {
        revision,
        reset,
        platforms: platforms.map(toPlatform),
        categories: categories.map(toCategory),
        jurisdictions: jurisdictions.map(toJurisdiction),
        documents: documents.map(toDocument),
        laws: laws.map(toLaw),
        policies: policyRows,
        updates: updates.map(toPolicyUpdate),
        deleted: tombstones.map((t) => ({ entity: String(t.entity), id: Number(t.entityId) })),
      };
    },
  };
}
export type SyncService = ReturnType<typeof syncService>;
