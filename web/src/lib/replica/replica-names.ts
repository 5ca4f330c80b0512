// The names under which the app keeps things on the device, apart from replica-db.ts so code that runs
// before Dexie has loaded (the boot path, web/src/boot/) names them without loading it. The privacy page
// lists them.
/** The replica: one IndexedDB database (replica-db.ts). */
export const REPLICA_DB_NAME = 'adpolicy-replica';

/**
 * The answer a search address last painted on a reload (boot/last-answer.ts): localStorage, which the
 * shell's script can read before IndexedDB has opened.
 */
export const LAST_ANSWER_KEY = 'adpolicy-last-answer';

export const META_KEYS = {
  revision: 'revision',
  lastSyncedAt: 'lastSyncedAt',
  etag: 'etag',
} as const;
