// Reads for the updates feed: the updates newest first, and the few fields of the policies, platforms, laws
// and categories each one is shown with.
import type { Law, Platform, Policy, PolicyUpdate } from '../../../core/contract.js';
import { findRows, parseJsonColumn, type Database } from '../db/database.js';
import { toPolicyUpdate } from '../db/rows.js';

export interface UpdateReferences {
  policies: (Pick<Policy, 'id' | 'title' | 'categoryId' | 'platformId'>)[];
  platforms: (Pick<Platform, 'id' | 'identifier' | 'name'>)[];
  laws: (Pick<Law, 'id' | 'key' | 'title' | 'jurisdictionCode' | 'regulator' | 'categories'>)[];
  categories: { id: number; slug: string }[];
}

export function policyUpdateRepository(db: Database) {
  const { PolicyUpdate: PolicyUpdateModel, Policy: PolicyModel, Platform: PlatformModel, Law: LawModel, Category } = db.models;
  return {
    /** Newest first; all of them when no limit is given. */
    async recent(limit?: number): Promise<PolicyUpdate[]> {
      return (await findRows(PolicyUpdateModel, {
        order: [['updateDate', 'DESC'], ['id', 'DESC']],
        ...(limit ? { limit } : {}),
      })).map(toPolicyUpdate);
    },
    async references(): Promise<UpdateReferences> {
      const [policies, platforms, laws, categories] = await Promise.all([
        findRows(PolicyModel, { attributes: ['id', 'title', 'categoryId', 'platformId'] }),
        findRows(PlatformModel, { attributes: ['id', 'identifier', 'name'] }),
        findRows(LawModel, { attributes: ['id', 'key', 'title', 'jurisdictionCode', 'regulator', 'categories'] }),
        findRows(Category, { attributes: ['id', 'slug'] }),
      ]);
      return {
        policies: policies.map((p) => ({ id: Number(p.id), title: String(p.title), categoryId: Number(p.categoryId), platformId: Number(p.platformId) })),
        platforms: platforms.map((p) => ({ id: Number(p.id), identifier: String(p.identifier), name: String(p.name) })),
        laws: laws.map((l) => ({
          id: Number(l.id),
          key: String(l.key),
          title: String(l.title),
          jurisdictionCode: String(l.jurisdictionCode),
          regulator: String(l.regulator),
          categories: parseJsonColumn<string[]>(l.categories, []),
        })),
        categories: categories.map((c) => ({ id: Number(c.id), slug: String(c.slug) })),
      };
    },
  };
}
export type PolicyUpdateRepository = ReturnType<typeof policyUpdateRepository>;
