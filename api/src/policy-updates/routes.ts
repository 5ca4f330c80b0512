// Recent updates, newest first, each with the platform and policy it changed, or the law it changed.
import { Router } from 'express';
import type { PolicyUpdateWithRefs } from '../../../core/contract.js';
import { recentUpdatesQuerySchema } from '../../../core/contract.js';
import { findRows, parseJsonColumn, type Database } from '../db/database.js';
import { toPolicyUpdate } from '../db/rows.js';
import { parseInput } from '../http/errors.js';

export function policyUpdateRepository(db: Database) {
  const { PolicyUpdate, Policy, Platform, Law, Category } = db.models;
  return {
    async recent(limit?: number): Promise<PolicyUpdateWithRefs[]> {
      const updates = (await findRows(PolicyUpdate, {
        order: [['updateDate', 'DESC'], ['id', 'DESC']],
        ...(limit ? { limit } : {}),
      })).map(toPolicyUpdate);
      const policies = await findRows(Policy, { attributes: ['id', 'title', 'categoryId', 'platformId'] });
      const platforms = await findRows(Platform, { attributes: ['id', 'identifier', 'name'] });
      const policyById = new Map(policies.map((p) => [Number(p.id), p]));
      const platformById = new Map(platforms.map((p) => [Number(p.id), p]));
      const laws = await findRows(Law, { attributes: ['id', 'key', 'title', 'jurisdictionCode', 'regulator', 'categories'] });
      const categoryIdBySlug = new Map((await findRows(Category, { attributes: ['id', 'slug'] })).map((c) => [String(c.slug), Number(c.id)]));
      const lawById = new Map(laws.map((l) => [Number(l.id), l]));
      return updates.flatMap((u): PolicyUpdateWithRefs[] => {
        if (u.lawId !== null) {
          const law = lawById.get(u.lawId);
          if (!law) return [];
          return [{
            ...u,
            platform: null,
            policy: null,
            law: {
              key: String(law.key),
              title: String(law.title),
              jurisdictionCode: String(law.jurisdictionCode),
              regulator: String(law.regulator),
              categoryIds: parseJsonColumn<string[]>(law.categories, []).flatMap((slug) => categoryIdBySlug.get(slug) ?? []),
            },
          }];
        }
        const policy = u.policyId === null ? undefined : policyById.get(u.policyId);
        const platform = policy && platformById.get(Number(policy.platformId));
        if (!policy || !platform) return [];
        return [{
          ...u,
          platform: { identifier: String(platform.identifier), name: String(platform.name) },
          policy: { title: String(policy.title), categoryId: Number(policy.categoryId) },
          law: null,
        }];
      });
    },
  };
}

export function policyUpdateRoutes(repository: ReturnType<typeof policyUpdateRepository>): Router {
  const router = Router();
  router.get('/recent', async (req, res) => {
    const { limit } = parseInput(recentUpdatesQuerySchema, req.query, 'limit');
    res.json(await repository.recent(limit));
  });
  return router;
}
