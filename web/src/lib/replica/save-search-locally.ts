// Saving a search locally: validated with the API's own input schema, stored with a fresh client UUID and
// queued in the outbox, in one transaction. Apart from saved-searches.ts because the schema brings zod,
// which the search screen's first paint does not need (this module is loaded on the first save).
import { savedSearchInputSchema, type PolicyFilters } from '../../../../core/contract';
import { readReplicaRevision, seenFrom, type LocalSavedSearch, type OutboxEntry, type ReplicaDatabase } from './replica-db';

export interface NewSavedSearch {
  name: string;
  query: string;
  filters: PolicyFilters;
}

/** Validates and stores a new saved search with a fresh client UUID, and queues its create. */
export async function saveSearchLocally(db: ReplicaDatabase, input: NewSavedSearch): Promise<LocalSavedSearch> {
  const clientId = crypto.randomUUID();
  const parsed = savedSearchInputSchema.parse({ ...input, clientId });
  const row: LocalSavedSearch = {
    clientId,
    id: null,
    name: parsed.name,
    query: parsed.query,
    filters: parsed.filters,
    dateCreated: new Date().toISOString(),
    syncState: 'pending-create',
  };
  const entry: OutboxEntry = {
    kind: 'saved-search.create',
    clientId,
    payload: { clientId, name: row.name, query: row.query, filters: row.filters },
    queuedAt: row.dateCreated,
    sentAt: null,
    attempts: 0,
  };
  await db.transaction('rw', db.savedSearches, db.outbox, db.meta, async () => {
    // Its change alerts count from the library the rep is looking at now.
    row.seenRevision = seenFrom(await readReplicaRevision(db));
    await db.savedSearches.add(row);
    await db.outbox.add(entry);
  });
  return row;
}
