// Asks the browser once to keep this origin's storage (the replica and the outbox) out of automatic
// eviction. Browsers decide by engagement or installation; asking again at every start adds nothing,
// so the answer is remembered.
const ASKED_KEY = 'adpolicy:storage-persist-requested';

export async function requestPersistentStorageOnce(): Promise<boolean | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  try {
    if (await navigator.storage.persisted()) return true;
    if (localStorage.getItem(ASKED_KEY)) return false;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}
