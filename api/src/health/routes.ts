// GET /api/health: 200 when the database answers, 503 when it does not.
import { Router } from 'express';
import type { HealthRepository } from './repository.js';

export function healthRoutes(health: HealthRepository): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    if (await health.databaseUp()) res.json({ status: 'ok', database: 'up', dialect: health.dialect });
    else res.status(503).json({ message: 'The database is unavailable.', status: 'degraded', database: 'down', dialect: health.dialect });
  });
  return router;
}
