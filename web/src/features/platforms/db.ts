// The platform page's one read of the replica: the platform the URL names (identifier or alias) and its
// policies, in one transaction so the platform and its policies always come from the same revision.
import type { Platform } from '../../../../core/contract';
import { readCatalog, readPlatformPolicies, type CatalogWithPolicies } from '../../lib/replica/dataset-reads';
import { datasetRead } from '../../lib/replica/dataset-read-cache';
import type { ReplicaDatabase } from '../../lib/replica/replica-db';
import { findPlatform } from './platform-policies';

export interface PlatformPageData extends CatalogWithPolicies {
  /** Null when no platform of the replica has that identifier or alias. */
  platform: Platform | null;
}

export function readPlatformPage(db: ReplicaDatabase, identifier: string): Promise<PlatformPageData> {
  // The two reads join this outer transaction (Dexie nests a transaction whose tables are a subset).
  return db.transaction('r', [db.meta, db.platforms, db.categories, db.jurisdictions, db.policies], async () => {
    const catalog = await readCatalog(db);
    const platform = findPlatform(catalog.platforms, identifier);
    if (!platform) return { ...catalog, platform: null, policies: [] };
    return { ...(await readPlatformPolicies(db, platform.id)), platform };
  });
}

export const platformPageRead = (identifier: string) => datasetRead(`platform:${identifier}`, (db) => readPlatformPage(db, identifier));
