import { Router } from 'express';
import { z } from 'zod';
import { wholeNumberText } from '../../../core/contract.js';
import { parseInput } from '../http/errors.js';
import type { SyncService } from './service.js';

const syncQuerySchema = z.object({
  since: wholeNumberText('since').default(0),
});

// Answers are kept per (since, revision) by the dataset read cache (app.ts), like the other dataset reads.
export function syncRoutes(service: SyncService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { since } = parseInput(syncQuerySchema, req.query, 'sync request');
    const delta = await service.delta(since);
    // The answer depends only on (since, revision): a client that already holds it gets a 304. The
    // browser revalidates it every time (no-cache), so the replica never misses a change.
    res.set('Cache-Control', 'no-cache').set('ETag', `"sync-${since}-${delta.revision}"`);
    res.json(delta);
  });
  return router;
}
