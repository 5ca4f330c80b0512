// What the reference screens read from the replica (compare, policy detail, platform pages, updates,
// jurisdiction, dashboard, home). Each read is one transaction, so a screen never mixes two revisions,
// and each reads only the tables and rows its screen shows (by index where Dexie has one).
// Screens call them through useDataset with the named reads at the end of this file (kept per revision,
// dataset-read-cache.ts); they never touch the tables themselves.
import type { Law, PolicyDocument, PolicyUpdate, PolicyUpdateWithRefs, PolicyWithRefs } from '../../../../core/contract';
import type { PolicyLibrary } from '../../../../core/publisher-policy';
import { datasetRead, peekLastRead } from './dataset-read-cache';
import type { ReplicaDatabase } from './replica-db';
import { withCurrentRefs } from './current-refs';
import { readReplicaRevision, type ReplicaCatalog } from './search-index-store';

export type { ReplicaCatalog };

/** The revision and the small lists (platforms, categories, jurisdictions). */
export function readCatalog(db: ReplicaDatabase): Promise<ReplicaCatalog> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions], () => catalogIn(db));
}

async function catalogIn(db: ReplicaDatabase): Promise<ReplicaCatalog> {
  const [revision, platforms, categories, jurisdictions] = await Promise.all([
    readReplicaRevision(db),
    db.platforms.toArray(),
    db.categories.toArray(),
    db.jurisdictions.toArray(),
  ]);
  return { revision, platforms, categories, jurisdictions };
}

export interface CatalogWithPolicies extends ReplicaCatalog {
  policies: PolicyWithRefs[];
}

/** Every policy with its platform and category (compare, jurisdiction page, dashboard). */
export function readAllPolicies(db: ReplicaDatabase): Promise<CatalogWithPolicies> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.policies], async () => {
    const catalog = await catalogIn(db);
    return { ...catalog, policies: withCurrentRefs(await db.policies.toArray(), catalog) };
  });
}

/** The policies of one platform (its page), read by the platformId index. */
export function readPlatformPolicies(db: ReplicaDatabase, platformId: number): Promise<CatalogWithPolicies> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.policies], async () => {
    const catalog = await catalogIn(db);
    const rows = await db.policies.where('platformId').equals(platformId).toArray();
    return { ...catalog, policies: withCurrentRefs(rows, catalog) };
  });
}

export interface PolicyPageData extends ReplicaCatalog {
  /** Null when the replica has no policy of that id. */
  policy: PolicyWithRefs | null;
  /** Every policy of the same category (all platforms), for Similar Policies. */
  sameCategory: PolicyWithRefs[];
  /** This policy's updates, newest first. */
  updates: PolicyUpdate[];
  /** The seed documents the policy names, in its order. */
  documents: PolicyDocument[];
  /** The laws the policy names, in its order, and their updates (newest first). */
  laws: Law[];
  lawUpdates: PolicyUpdate[];
}

/** Everything the policy detail screen shows, by index: the policy, its category, its updates and documents. */
export function readPolicyPage(db: ReplicaDatabase, id: number): Promise<PolicyPageData> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.policies, db.updates, db.documents, db.laws], async () => {
    const catalog = await catalogIn(db);
    const row = await db.policies.get(id);
    if (!row) return { ...catalog, policy: null, sameCategory: [], updates: [], documents: [], laws: [], lawUpdates: [] };
    const lawKeys = row.laws ?? [];
    const [sameCategory, updates, documents, laws] = await Promise.all([
      db.policies.where('categoryId').equals(row.categoryId).toArray(),
      db.updates.where('policyId').equals(id).toArray(),
      db.documents.where('key').anyOf(row.documents).toArray(),
      db.laws.where('key').anyOf(lawKeys).toArray(),
    ]);
    const lawUpdates = await db.updates.where('lawId').anyOf(laws.map((l) => l.id)).toArray();
    const lawOrder = (l: Law) => lawKeys.indexOf(l.key);
    const [policy = null] = withCurrentRefs([row], catalog);
    const documentOrder = (d: PolicyDocument) => row.documents.indexOf(d.key);
    return {
      ...catalog,
      policy,
      sameCategory: withCurrentRefs(sameCategory, catalog),
      updates: updates.sort(newestFirst),
      documents: documents.sort((a, b) => documentOrder(a) - documentOrder(b)),
      laws: laws.sort((a, b) => lawOrder(a) - lawOrder(b)),
      lawUpdates: lawUpdates.sort(newestFirst),
    };
  });
}

export interface UpdatesData extends ReplicaCatalog {
  /** Every update with its platform and policy (as GET /api/policy-updates/recent), newest first. */
  updates: PolicyUpdateWithRefs[];
}

/** The dataset's updates, newest first, with the platform and policy each belongs to. */
export function readUpdates(db: ReplicaDatabase): Promise<UpdatesData> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.laws, db.policies, db.updates], async () => {
    const catalog = await catalogIn(db);
    return { ...catalog, updates: await updatesIn(db, catalog) };
  });
}

export interface MarketSheetData extends CatalogWithPolicies {
  updates: PolicyUpdateWithRefs[];
  laws: Law[];
}

/** Every policy and every update (the jurisdiction page answers for one market across all of them). */
export function readMarketSheet(db: ReplicaDatabase): Promise<MarketSheetData> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.laws, db.policies, db.updates], async () => {
    const catalog = await catalogIn(db);
    const [policies, updates, laws] = await Promise.all([db.policies.toArray(), updatesIn(db, catalog), db.laws.toArray()]);
    return { ...catalog, policies: withCurrentRefs(policies, catalog), updates, laws };
  });
}

async function updatesIn(db: ReplicaDatabase, catalog: ReplicaCatalog): Promise<PolicyUpdateWithRefs[]> {
  const updates = (await db.updates.toArray()).sort(newestFirst);
  const policies = await db.policies.bulkGet([...new Set(updates.flatMap((u) => (u.policyId === null ? [] : [u.policyId])))]);
  const policyById = new Map(policies.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const platformById = new Map(catalog.platforms.map((p) => [p.id, p]));
  const lawById = new Map((await db.laws.toArray()).map((l) => [l.id, l]));
  const categoryIdBySlug = new Map(catalog.categories.map((c) => [c.slug, c.id]));
  return updates.flatMap((u): PolicyUpdateWithRefs[] => {
    if (u.lawId !== null) {
      const law = lawById.get(u.lawId);
      if (!law) return [];
      const categoryIds = law.categories.flatMap((slug) => categoryIdBySlug.get(slug) ?? []);
      const ref = { key: law.key, title: law.title, jurisdictionCode: law.jurisdictionCode, regulator: law.regulator, categoryIds };
      return [{ ...u, platform: null, policy: null, law: ref }];
    }
    const policy = u.policyId === null ? undefined : policyById.get(u.policyId);
    const platform = policy && platformById.get(policy.platformId);
    if (!policy || !platform) return [];
    return [{ ...u, platform: { identifier: platform.identifier, name: platform.name }, policy: { title: policy.title, categoryId: policy.categoryId }, law: null }];
  });
}

/** Newest first, as the server orders them (date, then id). */
export const newestFirst = (a: PolicyUpdate, b: PolicyUpdate) =>
  a.updateDate === b.updateDate ? b.id - a.id : a.updateDate < b.updateDate ? 1 : -1;

/** The screens' reads, by name (compare, updates, jurisdiction page, policy detail). */
export const allPoliciesRead = datasetRead('all-policies', readAllPolicies);
export const updatesRead = datasetRead('updates', readUpdates);
export const marketSheetRead = datasetRead('market-sheet', readMarketSheet);
export const policyPageRead = (id: number) =>
  datasetRead(`policy:${id}`, async (db) => policyPageFromKept(db, id, await readReplicaRevision(db)) ?? readPolicyPage(db, id));

/**
 * A policy's page worked out from the screens' reads kept in memory (the market sheet and the whole library,
 * read in idle time: boot/warm-data-screens.ts) when both are of the replica's revision, or null: then the
 * page is read from the replica. A rep opens many policies a visit; each was a transaction over eight tables
 * on the tap (issue 27: about 0.25 s of a 0.4 s first visit at 4× CPU). Null too for a policy the sheet
 * leaves out (its platform is not in the replica), whose page the replica read answers with its updates.
 */
export function policyPageFromKept(db: ReplicaDatabase, id: number, revision: number): PolicyPageData | null {
  const sheet = peekLastRead<MarketSheetData>(db, marketSheetRead.key);
  const library = peekLastRead<PolicyLibrary>(db, policyLibraryRead.key);
  if (sheet?.revision !== revision || library?.revision !== revision) return null;
  const policy = sheet.policies.find((p) => p.id === id);
  if (!policy) return null;
  const lawKeys = policy.laws ?? [];
  const laws = inKeyOrder(lawKeys, sheet.laws);
  const lawIds = new Set(laws.map((l) => l.id));
  const plain = ({ platform: _platform, policy: _policy, law: _law, ...update }: PolicyUpdateWithRefs): PolicyUpdate => update;
  return {
    revision: sheet.revision,
    platforms: sheet.platforms,
    categories: sheet.categories,
    jurisdictions: sheet.jurisdictions,
    policy,
    sameCategory: sheet.policies.filter((p) => p.categoryId === policy.categoryId),
    updates: sheet.updates.filter((u) => u.policyId === id).map(plain),
    documents: inKeyOrder(policy.documents, library.documents),
    laws,
    lawUpdates: sheet.updates.filter((u) => u.lawId !== null && lawIds.has(u.lawId)).map(plain),
  };
}

/** The rows a policy names (its documents, its laws), in the policy's order; keys without a row are left out. */
export function inKeyOrder<R extends { key: string }>(keys: readonly string[], rows: readonly R[]): R[] {
  return keys.flatMap((key) => rows.filter((r) => r.key === key));
}

export interface DocumentData {
  revision: number;
  /** Null when the library has no document of that key. */
  document: PolicyDocument | null;
}

/** One seed document by key (the undertaking pages). */
export const documentRead = (key: string) =>
  datasetRead(`document:${key}`, (db): Promise<DocumentData> =>
    db.transaction('r', [db.meta, db.documents], async () => ({
      revision: await readReplicaRevision(db),
      document: (await db.documents.where('key').equals(key).first()) ?? null,
    })),
  );

/** Every seed document (a few dozen at most): the policy checker names those its answer's policy lists. */
export const allDocumentsRead = datasetRead('all-documents', (db): Promise<{ revision: number; documents: PolicyDocument[] }> =>
  db.transaction('r', [db.meta, db.documents], async () => ({ revision: await readReplicaRevision(db), documents: await db.documents.toArray() })),
);

/** The whole library as core/publisher-policy.ts reads it (the builder's offline generation). */
export function readPolicyLibrary(db: ReplicaDatabase): Promise<PolicyLibrary> {
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.documents, db.laws, db.policies], async () => {
    const [revision, platforms, categories, jurisdictions, documents, laws, policies] = await Promise.all([
      readReplicaRevision(db),
      db.platforms.toArray(),
      db.categories.toArray(),
      db.jurisdictions.toArray(),
      db.documents.toArray(),
      db.laws.toArray(),
      db.policies.toArray(),
    ]);
    return { revision, platforms, categories, jurisdictions, documents, laws, policies };
  });
}
export const policyLibraryRead = datasetRead('policy-library', readPolicyLibrary);
