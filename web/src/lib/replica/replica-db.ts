// The local replica: one IndexedDB database (Dexie) that every offline-capable screen reads.
//
// What is kept where, and why:
// - platforms, categories, jurisdictions, documents, laws, policies, updates: a copy of the server's dataset,
//   row for row as GET /api/sync returns it, keyed by the server id. Only syncReplica writes them, one
//   delta per transaction, so a screen never sees half a sync.
// - savedSearches: the saved searches as the user sees them, keyed by the client UUID (a search saved
//   offline has no server id yet). `syncState` marks rows whose change is still waiting in the outbox.
// - followedPolicies: the policies followed (keyed by policy id), as the user sees them, with the change
//   still waiting in the outbox marked like saved searches (followed-policies.ts).
// - outbox: saved-search and follow writes (and checker events, and analyses made on this device) not yet confirmed by the server, in the order they were made
//   (auto-increment `seq`). Each carries a client key (the search's UUID, `policy:{id}` for a follow), so a
//   replay is applied once.
// - Saved searches and followed policies also keep `seenRevision`, the dataset revision at which the rep last
//   looked at them, on this device only: the change alerts count what moved after it (core/change-alerts.ts).
//   Unset until the replica holds a dataset: a search or follow first seen before the first sync counts
//   from the first revision it is shown with (seenFrom).
// - meta: small key/value facts about the replica: the dataset revision it holds, the sync ETag, when it
//   last synced.
// - searchIndexes: the search index of the dataset, built once per revision after a sync (in a worker) and
//   loaded on start, so a reload pays a load, not a build (search-index-store.ts). Keyed by name; one today,
//   'policies'. It records the revision it was built from: an index of another revision is never used.
// The policy corpus lives here and never in localStorage; TanStack Query's persisted cache holds only
// small online-only answers.
import Dexie, { type EntityTable } from 'dexie';
import type {
  Category,
  Jurisdiction,
  Law,
  Platform,
  Policy,
  PolicyCheckEvent,
  PolicyDocument,
  PolicyFilters,
  PolicyUpdate,
} from '../../../../core/contract';
import type { DeviceAnalysisPayload } from '../../../../core/analyzer/device-analysis';
import type { SerializedPolicySearch } from '../../../../core/search/policy-search';
import { adoptLegacyFollows } from './legacy-follows';
import { META_KEYS, REPLICA_DB_NAME } from './replica-names';
import { markReplicaOpen } from './replica-presence';
import { seenFrom } from './replica-revision';

export { META_KEYS, REPLICA_DB_NAME } from './replica-names';

/** The dataset tables, named as the sync protocol names its entities (tombstones use these names). */
export const DATASET_TABLES = ['platforms', 'categories', 'jurisdictions', 'documents', 'laws', 'policies', 'updates'] as const;
export type DatasetTable = (typeof DATASET_TABLES)[number];

export type SavedSearchSyncState = 'synced' | 'pending-create' | 'pending-delete';

export interface LocalSavedSearch {
  clientId: string;
  /** The server id; null until the server has confirmed the create. */
  id: number | null;
  name: string;
  query: string;
  filters: PolicyFilters;
  dateCreated: string;
  syncState: SavedSearchSyncState;
  /** The dataset revision when the rep last ran (or marked seen) this search here; see core/change-alerts.ts. */
  seenRevision?: number;
}

export type FollowSyncState = 'synced' | 'pending-follow' | 'pending-unfollow';

export interface LocalFollowedPolicy {
  policyId: number;
  dateFollowed: string;
  syncState: FollowSyncState;
  /** The dataset revision when the rep last opened this policy here (or followed it); see LocalSavedSearch. */
  seenRevision?: number;
}

export interface SavedSearchPayload {
  clientId: string;
  name: string;
  query: string;
  filters: PolicyFilters;
}

export type OutboxEntry =
  | { seq?: number; kind: 'saved-search.create'; clientId: string; payload: SavedSearchPayload; queuedAt: string; sentAt: string | null; attempts: number }
  | { seq?: number; kind: 'saved-search.delete'; clientId: string; queuedAt: string; sentAt: string | null; attempts: number }
  | { seq?: number; kind: 'policy.follow' | 'policy.unfollow'; clientId: string; policyId: number; queuedAt: string; sentAt: string | null; attempts: number }
  | { seq?: number; kind: 'event.policy-check'; clientId: string; payload: PolicyCheckEvent; queuedAt: string; sentAt: string | null; attempts: number }
  | { seq?: number; kind: 'analysis.device'; clientId: string; payload: DeviceAnalysisPayload; queuedAt: string; sentAt: string | null; attempts: number };

export interface MetaRecord {
  key: string;
  value: unknown;
}

export interface StoredSearchIndex {
  name: 'policies';
  /** The dataset revision the index was built from. */
  revision: number;
  builtAt: string;
  index: SerializedPolicySearch;
}

export type ReplicaDatabase = Dexie & {
  platforms: EntityTable<Platform, 'id'>;
  categories: EntityTable<Category, 'id'>;
  jurisdictions: EntityTable<Jurisdiction, 'id'>;
  documents: EntityTable<PolicyDocument, 'id'>;
  laws: EntityTable<Law, 'id'>;
  policies: EntityTable<Policy, 'id'>;
  updates: EntityTable<PolicyUpdate, 'id'>;
  savedSearches: EntityTable<LocalSavedSearch, 'clientId'>;
  followedPolicies: EntityTable<LocalFollowedPolicy, 'policyId'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaRecord, 'key'>;
  searchIndexes: EntityTable<StoredSearchIndex, 'name'>;
};

/** Opens (or creates) a replica. Tests pass their own name so each gets a clean database. */
export function openReplica(name: string = REPLICA_DB_NAME): ReplicaDatabase {
  const db = new Dexie(name) as ReplicaDatabase;
  // Version 1. A later schema change adds db.version(2).stores({...}).upgrade(...) below; never edit this one.
  db.version(1).stores({
    platforms: 'id, identifier',
    categories: 'id, slug',
    jurisdictions: 'id, code',
    documents: 'id, key',
    policies: 'id, platformId, categoryId',
    updates: 'id, policyId, updateDate',
    savedSearches: 'clientId, id, dateCreated',
    outbox: '++seq, clientId',
    meta: 'key',
  });
  // Version 2: the persisted search index. Nothing to migrate: the first start after the upgrade builds it.
  db.version(2).stores({ searchIndexes: 'name' });
  // Version 3: followed policies (they were a localStorage list, ADR 208) and change alerts (ADR 212).
  db.version(3)
    .stores({ followedPolicies: 'policyId' })
    .upgrade(async (tx) => {
      const revision = Number((await tx.table('meta').get(META_KEYS.revision))?.value ?? 0);
      // Searches saved before alerts existed count from now: no alert for what the rep may have seen.
      await tx.table('savedSearches').toCollection().modify((row: LocalSavedSearch) => {
        row.seenRevision ??= seenFrom(revision);
      });
      await adoptLegacyFollows(tx.table('followedPolicies'), tx.table('outbox'), revision);
    });
  // Version 4: laws (ADR 220). A replica synced by an app that did not know laws skipped them in its deltas,
  // so it forgets its revision and ETag: the next sync is a full one (rows keep their ids and revisions).
  db.version(4)
    .stores({ laws: 'id, key', updates: 'id, policyId, lawId, updateDate' })
    .upgrade(async (tx) => {
      await tx.table('meta').bulkDelete([META_KEYS.revision, META_KEYS.etag]);
    });
  return db;
}

let shared: ReplicaDatabase | null = null;

/** The app's replica, opened on first use; from then on the page reads it (replica-presence.ts). */
export function replica(): ReplicaDatabase {
  if (!shared) {
    shared = openReplica();
    markReplicaOpen();
  }
  return shared;
}


export async function readMeta<T>(db: ReplicaDatabase, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export { readReplicaRevision, seenFrom } from './replica-revision';
