import { Router } from 'express';
import { idParamSchema, policyFiltersSchema, policySearchSchema } from '../../../core/contract.js';
import { badRequest, parseInput } from '../http/errors.js';
import type { PolicyService } from './service.js';

/** `filters` arrives as JSON text in the query string; text that is not JSON is a 400, not an empty filter. */
function parseFilters(raw: unknown) {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest('Invalid filters: pass them once, as a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('Invalid filters: not valid JSON.');
  }
  return parseInput(policyFiltersSchema, value, 'filters');
}

export function policyRoutes(service: PolicyService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const input = parseInput(
      policySearchSchema,
      { q: req.query.q, filters: parseFilters(req.query.filters), sort: req.query.sort },
      'search',
    );
    res.json(await service.search(input));
  });
  router.get('/platform/:platform', async (req, res) => {
    res.json(await service.ofPlatform(req.params.platform));
  });
  router.get('/:id', async (req, res) => {
    const id = parseInput(idParamSchema, req.params.id, 'policy id');
    res.json(await service.byId(id));
  });
  return router;
}
