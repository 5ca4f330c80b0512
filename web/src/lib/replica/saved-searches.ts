// Saved searches, written locally first: a delete (and a save, in save-search-locally.ts) lands in the
// replica and in the outbox in one transaction, so it shows at once, survives a reload and reaches the
// server when the network allows (flushOutbox). Screens read the list through these functions only.
import type { SavedSearch } from '../../../../core/contract';
import { readReplicaRevision, seenFrom, type LocalSavedSearch, type ReplicaDatabase } from './replica-db';
import type { TransportOptions } from './sync-replica';
import { fetchServerList } from './server-list';

/**
 * Deletes a saved search locally and queues the delete. A search whose create has not left the device yet
 * never reaches the server at all: both outbox entries cancel out. Returns which of the two happened.
 */
export async function deleteSavedSearchLocally(db: ReplicaDatabase, clientId: string): Promise<'cancelled' | 'queued' | 'missing'> {
  return db.transaction('rw', db.savedSearches, db.outbox, async () => {
    const row = await db.savedSearches.get(clientId);
    if (!row || row.syncState === 'pending-delete') return 'missing';
    const entries = await db.outbox.where('clientId').equals(clientId).toArray();
    const unsentCreate = entries.find((e) => e.kind === 'saved-search.create' && e.sentAt === null);
    if (unsentCreate) {
      await db.outbox.bulkDelete(entries.map((e) => e.seq!));
      await db.savedSearches.delete(clientId);
      return 'cancelled';
    }
    await db.savedSearches.update(clientId, { syncState: 'pending-delete' });
    await db.outbox.add({ kind: 'saved-search.delete', clientId, queuedAt: new Date().toISOString(), sentAt: null, attempts: 0 });
    return 'queued';
  });
}

/** The list a screen shows: newest first, searches being deleted left out. */
export async function listSavedSearches(db: ReplicaDatabase): Promise<LocalSavedSearch[]> {
  const rows = await db.savedSearches.orderBy('dateCreated').reverse().toArray();
  return rows.filter((r) => r.syncState !== 'pending-delete');
}

/** The rep's changes still waiting for the server (saved searches, follows, device analyses); queued usage events are not theirs. */
export async function countPendingChanges(db: ReplicaDatabase): Promise<number> {
  return db.outbox.filter((entry) => entry.kind !== 'event.policy-check').count();
}

/** The rep has run this search now: its change alert clears (ADR 212). */
export async function markSavedSearchSeen(db: ReplicaDatabase, clientId: string): Promise<void> {
  await db.transaction('rw', db.savedSearches, db.meta, async () => {
    const revision = await readReplicaRevision(db);
    const row = await db.savedSearches.get(clientId);
    if (row && (row.seenRevision ?? -1) < revision) await db.savedSearches.update(clientId, { seenRevision: revision });
  });
}

/**
 * Replaces the confirmed saved searches with the server's list (GET /api/saved-searches). Rows with a
 * change still in the outbox are left as they are: the outbox, not this answer, decides their fate.
 */
export async function refreshSavedSearches(db: ReplicaDatabase, options: TransportOptions = {}): Promise<void> {
  const server = await fetchServerList<SavedSearch>('/api/saved-searches', options);
  await db.transaction('rw', db.savedSearches, db.outbox, db.meta, async () => {
    const pending = new Set((await db.outbox.toArray()).map((e) => e.clientId));
    const serverIds = new Set(server.map((s) => s.clientId));
    const local = await db.savedSearches.toArray();
    const seen = new Map(local.map((r) => [r.clientId, r.seenRevision]));
    const gone = local.filter((r) => !pending.has(r.clientId) && !serverIds.has(r.clientId));
    await db.savedSearches.bulkDelete(gone.map((r) => r.clientId));
    const revision = await readReplicaRevision(db);
    await db.savedSearches.bulkPut(
      server
        .filter((s) => !pending.has(s.clientId))
        .map((s): LocalSavedSearch => ({ ...s, syncState: 'synced', seenRevision: seen.get(s.clientId) ?? seenFrom(revision) })),
    );
  });
}
