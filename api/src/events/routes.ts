// Usage events: a page view on every location change of the web app.
import { Router } from 'express';
import { pageViewSchema } from '../../../core/contract.js';
import type { Database } from '../db/database.js';
import { HttpError, parseInput } from '../http/errors.js';

export function eventRoutes(db: Database): Router {
  const router = Router();
  router.post('/page-view', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the event as JSON (Content-Type: application/json).');
    const { path } = parseInput(pageViewSchema, req.body, 'page view');
    await db.models.Event.create({ type: 'page_view', path, createdAt: new Date().toISOString() });
    res.status(204).end();
  });
  return router;
}
