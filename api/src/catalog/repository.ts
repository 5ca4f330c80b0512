// Platforms, categories and jurisdictions: the small lists every screen filters by.
import { findRows, type Database } from '../db/database.js';
import { toCategory, toJurisdiction, toPlatform } from '../db/rows.js';

export function catalogRepository(db: Database) {
  const { Platform, Category, Jurisdiction } = db.models;
  return {
    async platforms() {
      return (await findRows(Platform, { order: [['id', 'ASC']] })).map(toPlatform);
    },
    async categories() {
      return (await findRows(Category, { order: [['id', 'ASC']] })).map(toCategory);
    },
    async jurisdictions() {
      return (await findRows(Jurisdiction, { order: [['id', 'ASC']] })).map(toJurisdiction);
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
