// The replica's name and meta keys, apart from replica-db.ts so code that reads IndexedDB without Dexie
// (raw-replica-read.ts) names them without loading Dexie.
export const REPLICA_DB_NAME = 'adpolicy-replica';

export const META_KEYS = {
  revision: 'revision',
  lastSyncedAt: 'lastSyncedAt',
  etag: 'etag',
} as const;
