// When the replica talks to the server: when the first screen that reads data opens (ensureReplicaSync),
// when the browser comes back online, and on "Sync now". Screens that read no data never open the replica.
// One run = pull the dataset delta, flush the outbox, then (if the outbox is empty) refresh the saved
// searches and the followed policies from the server. Runs never overlap: a request during a run gets that run's promise.
// The app's syncer opens the replica only when it needs it: a first visit's round runs in the sync worker
// (roundInWorker, ADR 328), so the page's thread loads no database while the library downloads.
// State lives in a tiny store outside React so the status line and tests can read it.
import type { OutboxRejection } from './outbox';
import { flushOutbox } from './outbox';
import { replica, type ReplicaDatabase } from './replica-db';
import { roundInWorker, syncDataset, type SettledRound } from './sync-off-thread';
import type { TransportOptions } from './sync-replica';
import { flushAndRefresh, refreshLists } from './sync-round';

export interface ReplicaSyncState {
  online: boolean;
  syncing: boolean;
  /** The message of the last failed run; null after a run that reached the server. */
  lastError: string | null;
}

export interface ReplicaSyncer {
  getState(): ReplicaSyncState;
  subscribe(listener: () => void): () => void;
  /**
   * Listens for outbox entries the server refused (a 4xx other than a replay). Refusals that came before
   * any listener (the toasts load after the page) are kept and handed to the first one.
   */
  onRejected(listener: (rejection: OutboxRejection) => void): () => void;
  syncNow(): Promise<void>;
  /**
   * Only flushes the outbox (after a local save, delete, follow or unfollow), then refreshes the lists. Refusals
   * of the `claimed` client id are returned, not broadcast: the screen that asked reports them itself.
   */
  flushNow(claimed?: string): Promise<OutboxRejection[]>;
  /** Starts syncing now and on every 'online' event; returns a function that stops listening. */
  start(): () => void;
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export interface SyncerOptions {
  /** Runs a whole round elsewhere and answers it settled; null when this thread is to run it. */
  roundElsewhere?: (rejected: (rejection: OutboxRejection) => void) => Promise<SettledRound | null>;
}

/** `database`: the replica, or how to open it when first needed. */
export function createReplicaSyncer(
  database: ReplicaDatabase | (() => ReplicaDatabase),
  transport: TransportOptions = {},
  options: SyncerOptions = {},
): ReplicaSyncer {
  const db = typeof database === 'function' ? database : () => database;
  let state: ReplicaSyncState = { online: isOnline(), syncing: false, lastError: null };
  const listeners = new Set<() => void>();
  const rejectionListeners = new Set<(r: OutboxRejection) => void>();
  let unheardRejections: OutboxRejection[] = [];
  const reject = (r: OutboxRejection) => {
    if (rejectionListeners.size === 0) unheardRejections.push(r);
    for (const l of rejectionListeners) l(r);
  };
  let current: Promise<void> | null = null;

  const set = (patch: Partial<ReplicaSyncState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  // The outbox and the dataset delta go out together: a rep's saved search never waits behind a large
  // delta, and a first visit's dataset download does not wait for the saved-search round trip. The two
  // are independent: one failing does not stop the other.
  function roundHere(): Promise<SettledRound> {
    const datasetSync = syncDataset(db(), transport);
    return Promise.allSettled([flushAndRefresh(db(), datasetSync, reject, transport), datasetSync]);
  }

  async function run(): Promise<void> {
    if (!isOnline()) {
      set({ online: false });
      return; // the 'online' event starts the next run
    }
    set({ syncing: true });
    const [outbox, dataset] = (await options.roundElsewhere?.(reject)) ?? (await roundHere());
    const failure: unknown = outbox.status === 'rejected' ? outbox.reason : dataset.status === 'rejected' ? dataset.reason : null;
    set({ syncing: false, lastError: failure === null ? null : failure instanceof Error ? failure.message : String(failure) });
    // A new revision: index it now, in the background (a worker; the sync's own when it ran in one), so the
    // next search, or the next start, finds its index ready. A failure here is not a sync failure: the
    // search screen builds on demand.
    if (dataset.status === 'fulfilled' && dataset.value.status === 'updated' && !dataset.value.indexed) {
      void import('./search-index-store').then((m) => m.refreshSearchIndex(db())).catch(() => undefined);
    }
  }

  const syncer: ReplicaSyncer = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRejected(listener) {
      rejectionListeners.add(listener);
      const unheard = unheardRejections;
      unheardRejections = [];
      for (const r of unheard) listener(r);
      return () => rejectionListeners.delete(listener);
    },
    syncNow() {
      current ??= run().finally(() => {
        current = null;
      });
      return current;
    },
    async flushNow(claimed) {
      const flushed = await flushOutbox(db(), transport).catch(() => null);
      if (!flushed) return [];
      for (const r of flushed.rejected) {
        if (r.entry.clientId !== claimed) reject(r);
      }
      // The list is refreshed quietly: offline or failing, the next sync does it again.
      if (!flushed.blocked) await refreshLists(db(), transport).catch(() => undefined);
      return flushed.rejected;
    },
    start() {
      const onOnline = () => {
        set({ online: true });
        void syncer.syncNow();
      };
      const onOffline = () => set({ online: false });
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      set({ online: isOnline() });
      void syncer.syncNow();
      return () => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      };
    },
  };
  return syncer;
}

let shared: ReplicaSyncer | null = null;
let started = false;

/** The app's syncer for the app's replica. */
export function replicaSyncer(): ReplicaSyncer {
  shared ??= createReplicaSyncer(replica, {}, { roundElsewhere: roundInWorker });
  return shared;
}

/**
 * Starts the app's syncer once (a first sync now, another on every 'online' event). Called by the screens
 * that read the replica, so a screen that reads no data never opens IndexedDB nor downloads the dataset.
 */
export function ensureReplicaSync(): void {
  if (started) return;
  started = true;
  replicaSyncer().start();
}
