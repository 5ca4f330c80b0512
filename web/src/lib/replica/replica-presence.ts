// Whether this page reads the replica with Dexie yet (ADR 328). On a first visit the device holds no
// library: the worker's first sync creates and fills the replica (sync-off-thread.ts), and until it has
// landed the reads that say what an empty replica holds (the revision, the sync time, the pending count)
// answer so without opening the database on the main thread. Dexie-free, so the boot path can ask early.
// - 'unknown': not asked yet;
// - 'absent': asked, and the device holds no library;
// - 'open': the page reads the replica (a library is on the device, a sync landed, or the page opened it).
import { idbRequest, openExistingReplica } from './existing-replica';
import { META_KEYS } from './replica-names';

export type ReplicaPresence = 'unknown' | 'absent' | 'open';

let presence: ReplicaPresence = 'unknown';
let asked: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: ReplicaPresence): void {
  if (presence === next) return;
  presence = next;
  for (const listener of listeners) listener();
}

export const replicaPresence = (): ReplicaPresence => presence;

export function subscribeReplicaPresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** From now on the page reads the replica: it opened it, or a sync filled it. */
export function markReplicaOpen(): void {
  set('open');
}

/** Asks the device once (IndexedDB itself, never creating the database); settles with what is known. */
export async function askReplicaPresence(): Promise<ReplicaPresence> {
  asked ??= storedRevision().then((revision) => {
    // A page that opened the replica meanwhile reads it, whatever the device held a moment ago.
    if (presence === 'unknown') set(revision === 0 ? 'absent' : 'open');
  });
  await asked;
  return presence;
}

/**
 * The revision the replica holds: 0 when there is no replica, or one never synced; null when it cannot be
 * told (no IndexedDB here, an error), and the page's reads are left to report that themselves.
 */
async function storedRevision(): Promise<number | null> {
  try {
    const db = await openExistingReplica();
    if (!db) return 0;
    try {
      const stored = (await idbRequest(db.transaction('meta', 'readonly').objectStore('meta').get(META_KEYS.revision))) as { value?: unknown } | undefined;
      return Number(stored?.value ?? 0);
    } finally {
      db.close();
    }
  } catch {
    return null; // an older replica without the store is the app's upgrade to sort out
  }
}

/** Forgets what was asked (tests start as a new page would). */
export function resetReplicaPresence(): void {
  presence = 'unknown';
  asked = null;
}
