// The dataset rows changed after a revision, in the contract's shapes, and the tombstones of rows deleted
// after it. Policies, which carry their jurisdictions, are read by the policies repository.
import { Op } from 'sequelize';
import type { Category, Jurisdiction, Law, Platform, PolicyDocument, PolicyUpdate } from '../../../core/contract.js';
import { findRows, type Database } from '../db/database.js';
import { toCategory, toDocument, toJurisdiction, toLaw, toPlatform, toPolicyUpdate } from '../db/rows.js';

export interface ChangedRows {
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  documents: PolicyDocument[];
  laws: Law[];
  updates: PolicyUpdate[];
}

/** A row deleted from the dataset: which table, and its id. */
export interface SyncDeleted {
  entity: string;
  id: number;
}

export function syncRepository(db: Database) {
  const m = db.models;
  const changed = async (model: typeof m.Platform, since: number) =>
    await findRows(model, { where: { revision: { [Op.gt]: since } }, order: [['id', 'ASC']] });

  return {
    async changedSince(since: number): Promise<ChangedRows> {
      const [platforms, categories, jurisdictions, documents, laws, updates] = await Promise.all([
        changed(m.Platform, since),
        changed(m.Category, since),
        changed(m.Jurisdiction, since),
        changed(m.Document, since),
        changed(m.Law, since),
        changed(m.PolicyUpdate, since),
      ]);
      return {
        platforms: platforms.map(toPlatform),
        categories: categories.map(toCategory),
        jurisdictions: jurisdictions.map(toJurisdiction),
        documents: documents.map(toDocument),
        laws: laws.map(toLaw),
        updates: updates.map(toPolicyUpdate),
      };
    },
    async deletedSince(since: number): Promise<SyncDeleted[]> {
      return (await changed(m.Tombstone, since)).map((t) => ({ entity: String(t.entity), id: Number(t.entityId) }));
    },
  };
}
export type SyncRepository = ReturnType<typeof syncRepository>;
