// Saved searches. Writes are idempotent by the client's UUID, because an offline outbox may replay them:
// a replayed create returns the row it made the first time; a delete is kept as a mark (deleted_at),
// so deleting it again succeeds quietly.
import { randomUUID } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import type { SavedSearch, SavedSearchInput } from '../../../core/contract.js';
import { findRow, findRows, parseJsonColumn, type Database, type Row } from '../db/database.js';

const toSavedSearch = (r: Row): SavedSearch => ({
  id: Number(r.id),
  clientId: String(r.clientId),
  name: String(r.name),
  query: String(r.query),
  filters: parseJsonColumn(r.filters, { platforms: [], categories: [], jurisdictions: [], status: [] }),
  dateCreated: String(r.dateCreated),
});

export function savedSearchRepository(db: Database) {
  const { SavedSearch: Model } = db.models;
  const findByClientId = async (clientId: string) => await findRow(Model, { where: { clientId } });

  return {
    async list(): Promise<SavedSearch[]> {
      const rows = await findRows(Model, { where: { deletedAt: null }, order: [['dateCreated', 'DESC'], ['id', 'DESC']] });
      return rows.map(toSavedSearch);
    },
    /** Returns the row and whether this call created it. */
    async create(input: SavedSearchInput): Promise<{ search: SavedSearch; created: boolean }> {
      const clientId = input.clientId ?? randomUUID();
      const existing = await findByClientId(clientId);
      if (existing) return { search: toSavedSearch(existing), created: false };
      try {
        const row = await Model.create({
          clientId,
          name: input.name,
          query: input.query,
          filters: JSON.stringify(input.filters),
          dateCreated: new Date().toISOString(),
        });
        return { search: toSavedSearch(row.get({ plain: true }) as Row), created: true };
      } catch (error) {
        // Two replays raced: the other one created it.
        if (error instanceof UniqueConstraintError) {
          const row = await findByClientId(clientId);
          if (row) return { search: toSavedSearch(row), created: false };
        }
        throw error;
      }
    },
    /** 'deleted' the first time, 'already-deleted' on a replay, 'missing' for a search that never existed. */
    async remove(ref: { id: number } | { clientId: string }): Promise<'deleted' | 'already-deleted' | 'missing'> {
      const row = await findRow(Model, { where: ref });
      if (!row) return 'missing';
      if (row.deletedAt) return 'already-deleted';
      await Model.update({ deletedAt: new Date().toISOString() }, { where: { id: row.id as number } });
      return 'deleted';
    },
  };
}
export type SavedSearchRepository = ReturnType<typeof savedSearchRepository>;
