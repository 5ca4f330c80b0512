// Reads from the replica with IndexedDB itself, not Dexie, for the first answer on a reload: nothing big
// has to load first. web/public/shell-route.js starts the read of what the search needs (the revision, the
// filter lists, the stored search index) before the first paint; this file types it and reads the page of
// policies the first answer shows from the same connection.
import type { Category, Jurisdiction, Platform, Policy } from '../../../../core/contract';
import type { StoredSearchIndex } from './replica-db';

/** What shell-route.js read, with its open connection (the reader closes it). */
export interface RawReplicaStart {
  db: IDBDatabase;
  revision: number;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  stored: StoredSearchIndex | undefined;
}

declare global {
  interface Window {
    /** Set by shell-route.js on /search: null when there is no replica (yet) to read. */
    __replicaStart?: Promise<RawReplicaStart | null>;
  }
}

/** The read shell-route.js started, if it did (only on /search). */
export function replicaStartRead(): Promise<RawReplicaStart | null> {
  return window.__replicaStart ?? Promise.resolve(null);
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
