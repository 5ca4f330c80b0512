// What a reference screen read last, kept in memory per dataset revision. The dataset tables change only
// when a sync writes a delta, rows and revision in one transaction (sync-replica.ts), so a screen's read of
// revision N stays true until the revision moves. A rep going back and forth between screens then gets
// each one at once: the live query re-reads only the revision (and re-runs when a sync moves it), and the
// first render shows the last answer instead of a skeleton. A sync in this tab forgets everything (a reset
// may bring other rows under a revision number seen before); another tab's sync moves the revision.
import { readReplicaRevision, type ReplicaDatabase } from './replica-db';

/** A screen's read of the replica, named so its last answer can be kept and shown first. */
export interface DatasetRead<T extends { revision: number }> {
  key: string;
  read(db: ReplicaDatabase): Promise<T>;
  /** Reads dataset tables only: its answer holds until the revision moves, and is reused until then. */
  datasetOnly: boolean;
}

/** A read of dataset tables only (reused per revision). */
export function datasetRead<T extends { revision: number }>(key: string, read: (db: ReplicaDatabase) => Promise<T>): DatasetRead<T> {
  return { key, read, datasetOnly: true };
}

/** A read that also reads the device's own lists (saved searches, follows): read every time, kept only to show first. */
export function screenRead<T extends { revision: number }>(key: string, read: (db: ReplicaDatabase) => Promise<T>): DatasetRead<T> {
  return { key, read, datasetOnly: false };
}

/** Runs a screen's read: from memory when it may be, and keeps its answer to show first next time. */
export async function runRead<T extends { revision: number }>(db: ReplicaDatabase, read: DatasetRead<T>): Promise<T> {
  if (read.datasetOnly) return readByRevision(db, read);
  const value = await read.read(db);
  remember(db, read.key, value.revision, value);
  return value;
}

interface Entry {
  revision: number;
  value: unknown;
}

/** Enough for every screen and a few dozen policies visited; the oldest entry goes first. */
const MAX_ENTRIES = 48;
const caches = new WeakMap<ReplicaDatabase, Map<string, Entry>>();

function cacheOf(db: ReplicaDatabase): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * The read's answer for the replica's current revision: from memory when it was read at that revision,
 * else read (and kept). Only for reads of dataset tables, whose answer carries the revision it was read at.
 */
export async function readByRevision<T extends { revision: number }>(db: ReplicaDatabase, { key, read }: Pick<DatasetRead<T>, 'key' | 'read'>): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && hit.revision === (await readReplicaRevision(db))) return hit.value as T;
  const value = await read(db);
  remember(db, key, value.revision, value);
  return value;
}

/** Keeps a screen's last answer (any read, dataset or not) to show first on its next visit. */
export function remember(db: ReplicaDatabase, key: string, revision: number, value: unknown): void {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, { revision, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** The last answer kept under this key, of whatever revision: what a screen shows until its live query answers. */
export function peekLastRead<T>(db: ReplicaDatabase, key: string): T | undefined {
  return cacheOf(db).get(key)?.value as T | undefined;
}

/** A sync in this tab wrote the dataset: nothing kept is known to be current any more. */
export function forgetDatasetReads(db: ReplicaDatabase): void {
  caches.delete(db);
}
