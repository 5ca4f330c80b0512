import { Router } from 'express';
import type { Database } from '../db/database.js';

export function healthRoutes(db: Database): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await db.sequelize.query('SELECT 1');
      res.json({ status: 'ok', database: 'up', dialect: db.dialect });
    } catch {
      res.status(503).json({ message: 'The database is unavailable.', status: 'degraded', database: 'down', dialect: db.dialect });
    }
  });
  return router;
}
