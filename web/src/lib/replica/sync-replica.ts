// Brings the replica up to the server's dataset revision through the one delta-sync call (DESIGN §4):
// GET /api/sync?since=REV with the ETag of the last answer for that REV. A 304 changes nothing but the
// "last synced" time; a 200 is applied in one transaction (tombstones, then rows), and a `reset` answer
// (the server's dataset was rebuilt behind the client) clears the dataset tables first.
import type { Table } from 'dexie';
import type { SyncDelta } from '../../../../core/contract';
import { ApiError } from '../api-client';
import { forgetDatasetReads } from './dataset-read-cache';
import { DATASET_TABLES, META_KEYS, readMeta, type DatasetTable, type ReplicaDatabase } from './replica-db';

export type { SyncDelta };

export interface TransportOptions {
  /** Defaults to the global fetch. Tests pass a fake; the equivalence test passes one bound to a live server. */
  fetch?: typeof fetch;
  /** Prefix of API paths; empty in the browser (same origin). */
  baseUrl?: string;
  signal?: AbortSignal;
}

export type SyncOutcome =
  | { status: 'updated'; revision: number; reset: boolean; rowsWritten: number; rowsDeleted: number }
  | { status: 'unchanged'; revision: number };

interface StoredEtag {
  since: number;
  value: string;
}

const isDatasetTable = (entity: string): entity is DatasetTable => (DATASET_TABLES as readonly string[]).includes(entity);

function assertDelta(body: unknown): asserts body is SyncDelta {
  const d = body as Partial<SyncDelta> | null;
  const listsOk = d !== null && [...DATASET_TABLES, 'deleted'].every((k) => Array.isArray((d as Record<string, unknown>)[k]));
  if (!listsOk || typeof d!.revision !== 'number') throw new Error('The sync answer is not a dataset delta.');
}

export interface SyncOptions extends TransportOptions {
  /** The clock for "last synced" (tests pass their own). */
  now?: () => Date;
}

export async function syncReplica(db: ReplicaDatabase, options: SyncOptions = {}): Promise<SyncOutcome> {
  const doFetch = options.fetch ?? fetch;
  const since = (await readMeta<number>(db, META_KEYS.revision)) ?? 0;
  const etag = await readMeta<StoredEtag>(db, META_KEYS.etag);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag && etag.since === since) headers['If-None-Match'] = etag.value;

  const response = await doFetch(`${options.baseUrl ?? ''}/api/sync?since=${since}`, {
    credentials: 'include',
    // Our own conditional request: the browser's HTTP cache must not answer it for us.
    cache: 'no-store',
    headers,
    signal: options.signal,
  });
  const syncedAt = (options.now?.() ?? new Date()).toISOString();

  if (response.status === 304) {
    await db.meta.put({ key: META_KEYS.lastSyncedAt, value: syncedAt });
    return { status: 'unchanged', revision: since };
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  const delta: unknown = JSON.parse(text);
  assertDelta(delta);
  const newEtag = response.headers.get('etag');
  const applied = await applyDelta(db, delta, { since, etag: newEtag, syncedAt });
  return { status: 'updated', revision: delta.revision, reset: delta.reset, ...applied };
}

/** Writes one delta in one transaction, so readers see the replica before it or after it, never between. */
export async function applyDelta(
  db: ReplicaDatabase,
  delta: SyncDelta,
  { since, etag, syncedAt }: { since: number; etag: string | null; syncedAt: string },
): Promise<{ rowsWritten: number; rowsDeleted: number }> {
  const tables = DATASET_TABLES.map((name) => db[name]);
  let rowsWritten = 0;
  let rowsDeleted = 0;
  await db.transaction('rw', [...tables, db.meta], async () => {
    if (delta.reset) await Promise.all(tables.map((t) => t.clear()));

    // Tombstones first: should a row be deleted and written in one delta, the written row is the newer truth.
    const deletedIds = new Map<DatasetTable, number[]>();
    for (const { entity, id } of delta.deleted) {
      if (!isDatasetTable(entity)) continue; // an entity this client does not replicate
      deletedIds.set(entity, [...(deletedIds.get(entity) ?? []), id]);
    }
    for (const [entity, ids] of deletedIds) {
      await db[entity].bulkDelete(ids);
      rowsDeleted += ids.length;
    }

    for (const name of DATASET_TABLES) {
      const rows = delta[name] as never[];
      if (rows.length === 0) continue;
      await (db[name] as unknown as Table<unknown, number>).bulkPut(rows);
      rowsWritten += rows.length;
    }

    await db.meta.bulkPut([
      { key: META_KEYS.revision, value: delta.revision },
      { key: META_KEYS.lastSyncedAt, value: syncedAt },
      // The ETag answers "since" as asked (on a reset, the server answered since=0 under the asked value).
      etag ? { key: META_KEYS.etag, value: { since, value: etag } satisfies StoredEtag } : { key: META_KEYS.etag, value: null },
    ]);
  });
  // What screens read before is not known to be current any more (a reset may reuse a revision number).
  if (delta.reset || rowsWritten > 0 || rowsDeleted > 0 || delta.revision !== since) forgetDatasetReads(db);
  return { rowsWritten, rowsDeleted };
}
