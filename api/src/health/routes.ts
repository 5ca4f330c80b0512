// GET /api/health (liveness): 200 when the database answers, 503 when it does not; Redis is reported, and while it
// is down the answer says degraded (the limits count per instance meanwhile, ADR 316).
// GET /api/ready (readiness): whether a load balancer should send this instance requests: 503 while it starts or
// drains after SIGTERM, or when the database does not answer; Redis being down does not take it out (ADR 316).
import { Router } from 'express';
import type { Lifecycle } from './lifecycle.js';
import type { HealthRepository } from './repository.js';

export function healthRoutes(health: HealthRepository): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const [databaseUp, redis] = await Promise.all([health.databaseUp(), health.redis()]);
    if (!databaseUp) {
      res.status(503).json({ message: 'The database is unavailable.', status: 'degraded', database: 'down', dialect: health.dialect, redis });
      return;
    }
    res.json({ status: redis === 'down' ? 'degraded' : 'ok', database: 'up', dialect: health.dialect, redis });
  });
  return router;
}

const NOT_READY = {
  starting: 'The server is starting.',
  draining: 'The server is shutting down.',
} as const;

export function readyRoutes(health: HealthRepository, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const { phase } = lifecycle;
    if (phase !== 'serving') {
      res.status(503).json({ message: NOT_READY[phase], status: phase });
      return;
    }
    const [databaseUp, redis] = await Promise.all([health.databaseUp(), health.redis()]);
    if (!databaseUp) res.status(503).json({ message: 'The database is unavailable.', status: 'unavailable', database: 'down', redis });
    else res.json({ status: 'ready', database: 'up', redis });
  });
  return router;
}
