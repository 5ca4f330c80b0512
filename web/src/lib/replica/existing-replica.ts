// The app's replica read with IndexedDB itself, not Dexie, by code that runs before the database library
// has loaded (the boot path's first read, the replica's presence, the home tabs' lists).
import { REPLICA_DB_NAME } from './replica-names';

/**
 * The replica's database, opened without ever creating it (creating it here would block the app's own schema
 * upgrade later): null when the device holds none; rejects when it cannot be opened (no IndexedDB here, an
 * error). The connection closes itself if the app upgrades the schema meanwhile.
 */
export function openExistingReplica(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available here.'));
    const open = indexedDB.open(REPLICA_DB_NAME);
    open.onupgradeneeded = () => open.transaction?.abort();
    // The upgrade aborted above: there was no replica.
    open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error ?? new Error('The replica could not be opened.')));
    open.onsuccess = () => {
      const db = open.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}

/** An IndexedDB request as a promise. */
export const idbRequest = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
