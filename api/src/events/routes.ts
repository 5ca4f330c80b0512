// Usage events: a page view on every location change of the web app, a check made with a checker, and the
// analyzer's started / completed / error events (each labelled platform:mode:outcome).
import { Router } from 'express';
import { adAnalysisEventSchema, pageViewSchema, policyCheckEventSchema } from '../../../core/contract.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { EventRepository } from './repository.js';

export function eventRoutes(events: EventRepository): Router {
  const router = Router();
  router.post('/page-view', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the event as JSON (Content-Type: application/json).');
    const { path } = parseInput(pageViewSchema, req.body, 'page view');
    await events.pageView(path);
    res.status(204).end();
  });
  // Queued offline and replayed by the client's outbox: a replay is a success (repository.ts).
  router.post('/policy-check', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the event as JSON (Content-Type: application/json).');
    await events.policyCheck(parseInput(policyCheckEventSchema, req.body, 'policy check'));
    res.status(204).end();
  });
  router.post('/ad-analysis', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the event as JSON (Content-Type: application/json).');
    await events.adAnalysis(parseInput(adAnalysisEventSchema, req.body, 'analysis event'));
    res.status(204).end();
  });
  return router;
}
