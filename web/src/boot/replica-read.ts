// The replica read before the first paint, with IndexedDB itself, not Dexie: nothing big has to load first.
// shell-route.ts starts it on /search (startReplicaRead): the revision, the filter lists and the stored search
// index, in one read-only transaction that never creates the database (a first visit reads as null); when
// this address's last answer is kept (last-answer.ts), the rows of its first cards are asked for first and
// handed over as soon as they are here, before the index is. The first answer (first-answer.ts) takes the read
// over (replicaStartRead), may run its search inside it, and reads the rest of its page from the same
// connection (readRawPolicies). The two sides meet on the boot hand-off (lib/boot-handoff.ts).
import type { Policy } from '../../../core/contract';
import {
  bootHandoff,
  handOff,
  type LastAnswer,
  type RawReplicaRead,
  type RawReplicaStart,
  type RememberedAnswer,
  type ReplicaReadSearch,
} from '../lib/boot-handoff';
import type { ReplicaDatabase, StoredSearchIndex } from '../lib/replica/replica-db';
import { idbRequest, openExistingReplica } from '../lib/replica/existing-replica';
import { META_KEYS } from '../lib/replica/replica-names';
import { lastAnswerOf } from './last-answer';

/** The stores the read needs, as the app's schema (replica-db.ts) names them. */
const STORES: (keyof ReplicaDatabase & string)[] = ['meta', 'platforms', 'categories', 'jurisdictions', 'searchIndexes', 'policies'];
const SEARCH_INDEX: StoredSearchIndex['name'] = 'policies';

/**
 * Starts the read for this address (pathname + search) and hands it over, with the remembered answer's rows
 * when there is one. Settles with the read once its transaction is complete; null when there is no replica.
 */
export function startReplicaRead(address: string): Promise<RawReplicaStart | null> {
  const last = lastAnswerOf(address);
  let answerRemembered!: (answer: RememberedAnswer | null) => void;
  const rememberedAnswer = new Promise<RememberedAnswer | null>((resolve) => (answerRemembered = resolve));
  const replicaStart = readReplica(last, answerRemembered);
  // Only when an answer is remembered does the app's entry wait for its paint (entry-loader.ts).
  handOff({ remembers: last !== null, rememberedAnswer, replicaStart });
  void replicaStart.then(() => answerRemembered(null)); // if it has not been by now
  return replicaStart;
}

function readReplica(last: LastAnswer | null, answerRemembered: (answer: RememberedAnswer | null) => void): Promise<RawReplicaStart | null> {
  return openExistingReplica().then((db) => (db ? readOpened(db, last, answerRemembered) : null), () => null);
}

function readOpened(db: IDBDatabase, last: LastAnswer | null, answerRemembered: (answer: RememberedAnswer | null) => void): Promise<RawReplicaStart | null> {
  return new Promise((resolve) => {
    if (!STORES.every((store) => db.objectStoreNames.contains(store))) {
      db.close();
      return resolve(null);
    }
    const tx = db.transaction(STORES, 'readonly');
    const revision = tx.objectStore('meta').get(META_KEYS.revision) as IDBRequest<{ value?: unknown } | undefined>;
    const platforms = tx.objectStore('platforms').getAll();
    const categories = tx.objectStore('categories').getAll();
    const jurisdictions = tx.objectStore('jurisdictions').getAll();
    const currentRevision = () => Number(revision.result?.value ?? 0);
    // The answer this address had when it was last on screen: its rows are asked for before the search
    // index, so it can be painted before the index is even read. Requests answer in order: when the last row
    // is here, so are the revision and the lists the cards name.
    if (last) {
      const rows = last.ids.map((id) => tx.objectStore('policies').get(id) as IDBRequest<Policy | undefined>);
      rows[rows.length - 1]!.onsuccess = () => {
        if (last.revision !== currentRevision()) return answerRemembered(null);
        answerRemembered({
          ...last,
          platforms: platforms.result,
          categories: categories.result,
          jurisdictions: jurisdictions.result,
          rows: rows.map((row) => row.result),
        });
      };
    } else {
      answerRemembered(null);
    }
    const index = tx.objectStore('searchIndexes').get(SEARCH_INDEX) as IDBRequest<StoredSearchIndex | undefined>;
    const read = (): RawReplicaRead => ({
      db,
      revision: currentRevision(),
      platforms: platforms.result,
      categories: categories.result,
      jurisdictions: jurisdictions.result,
      stored: index.result,
    });
    // If the first answer has asked by now, it searches as soon as the index is read and asks for its rows
    // in this same transaction: one trip to IndexedDB, not two.
    let early: unknown = null;
    index.onsuccess = () => {
      const search = bootHandoff().searchInRead;
      if (!search) return;
      try {
        early = search(read(), tx.objectStore('policies'));
      } catch {
        early = null; // the first answer reads its rows itself
      }
    };
    tx.oncomplete = () => resolve({ ...read(), early });
    tx.onerror = tx.onabort = () => {
      db.close();
      resolve(null);
    };
  });
}

/**
 * The read shell-route started, if it did (only on /search). `search`, if given, runs inside the read's
 * transaction when the index arrives in time (it is too late once the read is complete).
 */
export function replicaStartRead<Early>(search?: ReplicaReadSearch<Early>): Promise<RawReplicaStart<Early> | null> {
  if (search) handOff({ searchInRead: search });
  return (bootHandoff().replicaStart as Promise<RawReplicaStart<Early> | null> | undefined) ?? Promise.resolve(null);
}

/** The last answer of this address that shell-route found and read, if it did (only on /search). */
export function rememberedAnswerRead(): Promise<RememberedAnswer | null> {
  return bootHandoff().rememberedAnswer ?? Promise.resolve(null);
}

/** The rows asked for in a transaction that is now complete: those that were there, in this order. */
export function requestedRows(requests: readonly IDBRequest[]): Policy[] {
  return requests.map((r) => r.result as Policy | undefined).filter((p) => p !== undefined);
}

/** These policies (one transaction), those still there, in this order. */
export async function readRawPolicies(db: IDBDatabase, ids: readonly number[]): Promise<Policy[]> {
  const store = db.transaction('policies', 'readonly').objectStore('policies');
  const rows = await Promise.all(ids.map((id) => idbRequest(store.get(id)) as Promise<Policy | undefined>));
  return rows.filter((p) => p !== undefined);
}
