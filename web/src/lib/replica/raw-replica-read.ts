// Reads from the replica with IndexedDB itself, not Dexie, for the first answer on a reload: nothing big
// has to load first. web/shell-route.js starts the read of what the search needs (the revision, the
// filter lists, the stored search index) before the first paint; this file types it and reads the page of
// policies the first answer shows from the same connection.
import type { Category, Jurisdiction, Platform, Policy } from '../../../../core/contract';
import type { StoredSearchIndex } from './replica-db';

/** What shell-route.js read, with its open connection (the reader closes it). */
export interface RawReplicaRead {
  db: IDBDatabase;
  revision: number;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  stored: StoredSearchIndex | undefined;
}

/** The read once its transaction is complete, with what a search run inside it asked for, if one did. */
export interface RawReplicaStart<Early = unknown> extends RawReplicaRead {
  early: Early | null;
}

/**
 * Runs inside shell-route.js's read transaction, as soon as the stored index is read: it may ask for rows of
 * `policies` in that same transaction; what it returns comes back as the start's `early`.
 */
export type ReplicaReadSearch<Early> = (read: RawReplicaRead, policies: IDBObjectStore) => Early | null;

/** Where the last answer is kept: localStorage, which shell-route.js can read before IndexedDB has opened. */
export const LAST_ANSWER_KEY = 'adpolicy-last-answer';

/**
 * The answer an address had when it was last painted on a reload (the ids of its first cards, its count), with
 * the dataset revision it was computed at. On the next reload onto that address, shell-route.js asks for those
 * rows first in its read, before the search index, and they count only if the revision is still the same.
 */
export interface LastAnswer {
  /** pathname + search, as location has them. */
  address: string;
  revision: number;
  count: number;
  ids: number[];
}

/** What shell-route.js read of the last answer, once its rows are here (a row removed since reads undefined). */
export interface RememberedAnswer extends LastAnswer {
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  rows: (Policy | undefined)[];
}

declare global {
  interface Window {
    /** Set by shell-route.js on /search: the remembered answer of this address, or null (none, or another). */
    __replicaLastAnswer?: Promise<RememberedAnswer | null>;
    /** Set by shell-route.js on /search: null when there is no replica (yet) to read. */
    __replicaStart?: Promise<RawReplicaStart | null>;
    /** Set by the first answer before the read completes; shell-route.js calls it (see above). */
    __searchReplicaRead?: ReplicaReadSearch<unknown>;
  }
}

/**
 * The read shell-route.js started, if it did (only on /search). `search`, if given, runs inside the read's
 * transaction when the index arrives in time (it is too late once the read is complete).
 */
export function replicaStartRead<Early>(search?: ReplicaReadSearch<Early>): Promise<RawReplicaStart<Early> | null> {
  if (search) window.__searchReplicaRead = search;
  return (window.__replicaStart as Promise<RawReplicaStart<Early> | null> | undefined) ?? Promise.resolve(null);
}

/** The last answer of this address that shell-route.js found and read, if it did (only on /search). */
export function rememberedAnswerRead(): Promise<RememberedAnswer | null> {
  return window.__replicaLastAnswer ?? Promise.resolve(null);
}

/** Keeps this answer as the last one (it replaces any other); a failure only costs the next reload its head start. */
export function rememberAnswer(answer: LastAnswer): void {
  try {
    localStorage.setItem(LAST_ANSWER_KEY, JSON.stringify(answer));
  } catch {
    // storage full or denied
  }
}

/** The rows asked for in a transaction that is now complete: those that were there, in this order. */
export function requestedRows(requests: readonly IDBRequest[]): Policy[] {
  return requests.map((r) => r.result as Policy | undefined).filter((p) => p !== undefined);
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** These policies (one transaction), those still there, in this order. */
export async function readRawPolicies(db: IDBDatabase, ids: readonly number[]): Promise<Policy[]> {
  const store = db.transaction('policies', 'readonly').objectStore('policies');
  const rows = await Promise.all(ids.map((id) => request(store.get(id)) as Promise<Policy | undefined>));
  return rows.filter((p) => p !== undefined);
}
