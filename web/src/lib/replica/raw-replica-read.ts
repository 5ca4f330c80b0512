// Reads from the replica with IndexedDB itself, not Dexie: what the first answer on a reload needs (the
// search index, the filter lists, a page of policies), without waiting for Dexie's chunk to load. Read
// only; it never creates the database nor changes its version (a replica not there yet, or of an older
// schema, reads as null and the app's usual path takes over).
import type { Category, Jurisdiction, Platform, Policy } from '../../../../core/contract';
import type { StoredSearchIndex } from './replica-db';
import { META_KEYS, REPLICA_DB_NAME } from './replica-names';

export interface RawReplicaStart {
  revision: number;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  stored: StoredSearchIndex | undefined;
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const STORES = ['meta', 'platforms', 'categories', 'jurisdictions', 'searchIndexes', 'policies'];

/** Opens the replica if it exists with every store the search needs; null otherwise. */
export function openRawReplica(name: string = REPLICA_DB_NAME): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    // No database yet: opening it would create an empty one. Abort, and leave it to Dexie.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onblocked = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (STORES.every((s) => db.objectStoreNames.contains(s))) resolve(db);
      else {
        db.close();
        resolve(null);
      }
    };
  });
}

/** The revision, the filter lists and the stored search index, in one transaction. */
export async function readRawStart(db: IDBDatabase): Promise<RawReplicaStart> {
  const tx = db.transaction(['meta', 'platforms', 'categories', 'jurisdictions', 'searchIndexes'], 'readonly');
  const [revision, platforms, categories, jurisdictions, stored] = await Promise.all([
    request(tx.objectStore('meta').get(META_KEYS.revision)) as Promise<{ value: unknown } | undefined>,
    request(tx.objectStore('platforms').getAll()) as Promise<Platform[]>,
    request(tx.objectStore('categories').getAll()) as Promise<Category[]>,
    request(tx.objectStore('jurisdictions').getAll()) as Promise<Jurisdiction[]>,
    request(tx.objectStore('searchIndexes').get('policies')) as Promise<StoredSearchIndex | undefined>,
  ]);
  return { revision: Number(revision?.value ?? 0), platforms, categories, jurisdictions, stored };
}

/** These policies (one transaction), those still there, in this order. */
export async function readRawPolicies(db: IDBDatabase, ids: readonly number[]): Promise<Policy[]> {
  const store = db.transaction('policies', 'readonly').objectStore('policies');
  const rows = await Promise.all(ids.map((id) => request(store.get(id)) as Promise<Policy | undefined>));
  return rows.filter((p) => p !== undefined);
}
