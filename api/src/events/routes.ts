// Usage events: a page view on every location change of the web app, and a check made with a checker.
import { Router } from 'express';
import { UniqueConstraintError } from 'sequelize';
import { adAnalysisEventSchema, CHECKER_SCREENS, pageViewSchema, policyCheckEventSchema } from '../../../core/contract.js';
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
  // Queued offline and replayed by the client's outbox: stored once per client id, a replay is a success.
  router.post('/policy-check', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the event as JSON (Content-Type: application/json).');
    const { clientId, checker, ...detail } = parseInput(policyCheckEventSchema, req.body, 'policy check');
    try {
      await db.models.Event.create({ type: 'policy_check', path: CHECKER_SCREENS[checker], clientId, detail: JSON.stringify(detail), createdAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
    res.status(204).end();
  });
  // The analyzer's events: started, completed, error, each labelled platform:mode:outcome.
  router.post('/ad-analysis', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the event as JSON (Content-Type: application/json).');
    const { event, label, path } = parseInput(adAnalysisEventSchema, req.body, 'analysis event');
    await db.models.Event.create({ type: event, path, detail: JSON.stringify({ label }), createdAt: new Date().toISOString() });
    res.status(204).end();
  });
  return router;
}
