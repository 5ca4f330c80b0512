// Saved searches, each belonging to the client or person that saved it (ADR 232): one sees, and deletes, only
// one's own. Writes are idempotent by the client's UUID, because an offline outbox may replay them:
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

  /** A replay answers with the row; a UUID already used by someone else is a conflict that tells nothing of it. */
  const replayOf = (row: Row, owner: string) => (row.owner === owner ? { search: toSavedSearch(row), created: false } : 'taken' as const);

  return {
    async list(owner: string): Promise<SavedSearch[]> {
      const rows = await findRows(Model, { where: { owner, deletedAt: null }, order: [['dateCreated', 'DESC'], ['id', 'DESC']] });
      return rows.map(toSavedSearch);
    },
    /** Returns the row and whether this call created it; 'taken' when another owner holds that UUID. */
    async create(owner: string, input: SavedSearchInput): Promise<{ search: SavedSearch; created: boolean } | 'taken'> {
      const clientId = input.clientId ?? randomUUID();
      const existing = await findByClientId(clientId);
      if (existing) return replayOf(existing, owner);
      try {
        const row = await Model.create({
          owner,
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
          if (row) return replayOf(row, owner);
        }
        throw error;
      }
    },
    /** 'deleted' the first time, 'already-deleted' on a replay, 'missing' for a search this owner never had. */
    async remove(owner: string, ref: { id: number } | { clientId: string }): Promise<'deleted' | 'already-deleted' | 'missing'> {
      const row = await findRow(Model, { where: { ...ref, owner } });
      if (!row) return 'missing';
      if (row.deletedAt) return 'already-deleted';
      await Model.update({ deletedAt: new Date().toISOString() }, { where: { id: row.id as number } });
      return 'deleted';
    },
  };
}
export type SavedSearchRepository = ReturnType<typeof savedSearchRepository>;
