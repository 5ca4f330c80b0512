// The offline side of search: the one search module (core/search/policy-search.ts) over the replica.
// The index is built from Dexie rows the way the server builds its own (withRefs over the same tables),
// and kept per replica: it is rebuilt only when the replica's dataset revision moves. The build runs outside
// any live query (a live query observes only the revision), so it can be started before the screen renders.
import type { Category, Jurisdiction, Platform, PolicySearch, PolicyWithRefs } from '../../../../core/contract';
import { withRefs } from '../../../../core/policy-refs';
import { createPolicySearch, type PolicySearchIndex } from '../../../../core/search/policy-search';
import { META_KEYS, type ReplicaDatabase } from '../../lib/replica/replica-db';

export interface ReplicaCatalog {
  revision: number;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
}

export interface ReplicaSearch extends ReplicaCatalog {
  index: PolicySearchIndex;
  policyCount: number;
}

const cache = new WeakMap<ReplicaDatabase, { revision: number; search: Promise<ReplicaSearch> }>();

export async function readReplicaRevision(db: ReplicaDatabase): Promise<number> {
  return Number((await db.meta.get(META_KEYS.revision))?.value ?? 0);
}

/**
 * The search index of the given replica revision, built once (concurrent callers share the build).
 * A screen can start it early, before it renders, and find it ready.
 */
export function replicaSearchAt(db: ReplicaDatabase, revision: number): Promise<ReplicaSearch> {
  const cached = cache.get(db);
  if (cached && cached.revision === revision) return cached.search;
  const search = buildReplicaSearch(db);
  cache.set(db, { revision, search });
  search.catch(() => {
    if (cache.get(db)?.search === search) cache.delete(db);
  });
  return search;
}

/** The search index of the replica's current revision. */
export async function loadReplicaSearch(db: ReplicaDatabase): Promise<ReplicaSearch> {
  return replicaSearchAt(db, await readReplicaRevision(db));
}

async function buildReplicaSearch(db: ReplicaDatabase): Promise<ReplicaSearch> {
  // One read transaction: the rows and the revision they belong to are consistent.
  const { revision, policies, platforms, categories, jurisdictions } = await db.transaction(
    'r',
    [db.meta, db.policies, db.platforms, db.categories, db.jurisdictions],
    async () => {
      const [revision, policies, platforms, categories, jurisdictions] = await Promise.all([
        readReplicaRevision(db),
        db.policies.toArray(),
        db.platforms.toArray(),
        db.categories.toArray(),
        db.jurisdictions.toArray(),
      ]);
      return { revision, policies, platforms, categories, jurisdictions };
    },
  );
  // Policies carry jurisdiction names as of their own revision; the server attaches the current ones.
  const jurisdictionById = new Map(jurisdictions.map((j) => [j.id, j]));
  const current = policies.map((p) => ({
    ...p,
    jurisdictions: p.jurisdictions.map((ref) => {
      const j = jurisdictionById.get(ref.id);
      return j ? { id: j.id, name: j.name, code: j.code } : ref;
    }),
  }));
  const list = withRefs(current, platforms, categories);
  return {
    revision,
    platforms,
    categories,
    jurisdictions,
    index: createPolicySearch({ policies: list, platforms, categories, jurisdictions }),
    policyCount: list.length,
  };
}

/** Searches the replica: the same input gives the same ids as GET /api/policies on the same dataset. */
export async function searchReplica(db: ReplicaDatabase, input: PolicySearch): Promise<PolicyWithRefs[]> {
  return (await loadReplicaSearch(db)).index.search(input);
}
