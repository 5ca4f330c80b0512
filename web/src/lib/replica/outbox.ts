// Sends queued writes (saved searches, follows, checker events, device analyses) to the server, oldest first, one at a time. Each request carries the
// search's client UUID (a follow is idempotent by itself), so the server applies it once however often it
// is replayed (a lost answer, a second tab). The rules:
// - success (201 new, 200 replay, 204 delete) removes the entry and confirms the local row;
// - a delete answered 404 is done too: the server does not hold that search, which is what was asked;
// - no network, 5xx, 408 and 429 keep the entry and stop the flush, so order is kept for the next try
//   (while the browser knows it is offline nothing is even tried);
// - any other 4xx drops the entry, undoes its local effect and is reported in `rejected`.
import type { SavedSearch } from '../../../../core/contract';
import { ApiError } from '../api-client';
import { dropDeviceAnalysisEntry, isDeviceAnalysisEntry, sendDeviceAnalysisEntry } from './device-analyses';
import { confirmFollowEntry, isFollowEntry, sendFollowEntry, undoFollowEntry } from './followed-policies';
import { dropEventEntry, isEventEntry, sendEventEntry } from './policy-check-events';
import { sendOutboxRequest } from './outbox-request';
import type { OutboxEntry, ReplicaDatabase } from './replica-db';
import type { TransportOptions } from './sync-replica';

export interface OutboxRejection {
  entry: OutboxEntry;
  error: ApiError;
}

export interface FlushResult {
  sent: number;
  rejected: OutboxRejection[];
  /** True when an entry could not be delivered for now (offline, server trouble); it stays queued. */
  blocked: boolean;
}

const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

async function send(entry: OutboxEntry, options: TransportOptions): Promise<Response> {
  if (isFollowEntry(entry)) return sendFollowEntry(entry, options);
  if (isEventEntry(entry)) return sendEventEntry(entry, options);
  if (isDeviceAnalysisEntry(entry)) return sendDeviceAnalysisEntry(entry, options);
  if (entry.kind === 'saved-search.create') return sendOutboxRequest('POST', '/api/saved-searches', options, entry.payload);
  return sendOutboxRequest('DELETE', `/api/saved-searches/${encodeURIComponent(entry.clientId)}`, options);
}

async function confirm(db: ReplicaDatabase, entry: OutboxEntry, response: Response): Promise<void> {
  if (isFollowEntry(entry)) return confirmFollowEntry(db, entry, response);
  if (isEventEntry(entry)) return dropEventEntry(db, entry);
  if (isDeviceAnalysisEntry(entry)) return dropDeviceAnalysisEntry(db, entry);
  // A create is answered 201 (new) or 200 (replay), both with the search: it adopts the server's id.
  const created = entry.kind === 'saved-search.create' ? ((await response.json()) as SavedSearch) : null;
  // Nothing can be queued behind a search's delete, nor behind a create whose row is still 'pending-create'
  // (deleting it turns the row 'pending-delete'), so confirming one entry settles the row.
  await db.transaction('rw', db.savedSearches, db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.kind === 'saved-search.create') {
      const row = await db.savedSearches.get(entry.clientId);
      if (row && created) {
        await db.savedSearches.put({
          ...row,
          id: created.id,
          dateCreated: created.dateCreated,
          syncState: row.syncState === 'pending-create' ? 'synced' : row.syncState,
        });
      }
    } else {
      await db.savedSearches.delete(entry.clientId);
    }
  });
}

async function undo(db: ReplicaDatabase, entry: OutboxEntry): Promise<void> {
  if (isFollowEntry(entry)) return undoFollowEntry(db, entry);
  if (isEventEntry(entry)) return dropEventEntry(db, entry);
  if (isDeviceAnalysisEntry(entry)) return dropDeviceAnalysisEntry(db, entry);
  await db.transaction('rw', db.savedSearches, db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.kind === 'saved-search.create') {
      // The server refused the search: it must not linger as if saved, nor its queued delete be sent.
      const rest = await db.outbox.where('clientId').equals(entry.clientId).primaryKeys();
      await db.outbox.bulkDelete(rest);
      await db.savedSearches.delete(entry.clientId);
    } else {
      // The delete was refused: the search (its row 'pending-delete' while the delete was queued) is shown again.
      await db.savedSearches.update(entry.clientId, { syncState: 'synced' });
    }
  });
}

const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function flushOnce(db: ReplicaDatabase, options: TransportOptions): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, rejected: [], blocked: false };
  for (;;) {
    const entry = await db.outbox.orderBy('seq').first();
    if (!entry) return result;
    // Known to be offline: do not try, so the entry stays unsent (and a delete can still cancel it).
    if (knownOffline()) {
      result.blocked = true;
      return result;
    }
    // Marked before sending: from now on the server may hold it, so a local delete must be queued, not cancelled.
    // If a local delete cancelled the entry since it was read (its create unsent), there is nothing to send.
    const sentAt = new Date().toISOString();
    if ((await db.outbox.update(entry.seq!, { sentAt, attempts: entry.attempts + 1 })) === 0) continue;
    const marked = { ...entry, sentAt, attempts: entry.attempts + 1 };

    let response: Response;
    try {
      response = await send(marked, options);
    } catch {
      result.blocked = true; // offline or the connection dropped
      return result;
    }
    if (response.ok || (marked.kind === 'saved-search.delete' && response.status === 404)) {
      await confirm(db, marked, response);
      result.sent += 1;
      continue;
    }
    const error = new ApiError(response.status, await response.text(), response.statusText);
    if (isTransient(response.status)) {
      result.blocked = true;
      return result;
    }
    await undo(db, marked);
    result.rejected.push({ entry: marked, error });
  }
}

const running = new WeakMap<ReplicaDatabase, Promise<FlushResult>>();

/**
 * Flushes the outbox. Calls made while a flush runs wait for it and then flush again, so an entry queued
 * mid-flush is never left behind, and two flushes of one replica never send side by side. Across tabs the
 * Web Locks API keeps them apart too; where it is missing, the server's idempotency covers the overlap.
 */
export function flushOutbox(db: ReplicaDatabase, options: TransportOptions = {}): Promise<FlushResult> {
  const previous = running.get(db) ?? Promise.resolve(null);
  const run = () => flushOnce(db, options);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const next: Promise<FlushResult> = previous
    .catch(() => null)
    .then(async (): Promise<FlushResult> => (locks ? ((await locks.request(`${db.name}:outbox`, run)) as FlushResult) : run()));
  running.set(db, next);
  void next.finally(() => {
    if (running.get(db) === next) running.delete(db);
  }).catch(() => undefined);
  return next;
}
