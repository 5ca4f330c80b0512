import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/errors.js';
import type { SyncService } from './service.js';

const syncQuerySchema = z.object({
  since: z.string().regex(/^(0|[1-9][0-9]{0,9})$/, 'since must be a whole number of 0 or more').default('0').transform(Number),
});

export function syncRoutes(service: SyncService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { since } = parseInput(syncQuerySchema, req.query, 'sync request');
    // The answer depends only on (since, current revision): a client that already holds it gets a 304.
    const etagFor = (revision: number) => `"sync-${since}-${revision}"`;
    res.set('Cache-Control', 'no-cache');
    if (req.get('if-none-match') === etagFor(await service.revision())) {
      res.status(304).end();
      return;
    }
    const delta = await service.delta(since);
    res.set('ETag', etagFor(delta.revision));
    res.json(delta);
  });
  return router;
}
