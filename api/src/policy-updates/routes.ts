// GET /api/policy-updates/recent: the updates feed (service.ts), at most `limit` of them.
import { Router } from 'express';
import { recentUpdatesQuerySchema } from '../../../core/contract.js';
import { parseInput } from '../http/errors.js';
import type { PolicyUpdateService } from './service.js';

export function policyUpdateRoutes(service: PolicyUpdateService): Router {
  const router = Router();
  router.get('/recent', async (req, res) => {
    const { limit } = parseInput(recentUpdatesQuerySchema, req.query, 'limit');
    res.json(await service.recent(limit));
  });
  return router;
}
