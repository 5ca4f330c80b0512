// POST /api/generate-publisher-policy (spec 001 §7, issue 11): the builder's documents (service.ts).
import { Router } from 'express';
import { publisherPolicyRequestSchema } from '../../../core/contract.js';
import { PublisherPolicyInputError } from '../../../core/publisher-policy.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { PublisherPolicyService } from './service.js';

export function publisherPolicyRoutes(service: PublisherPolicyService): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
    const request = parseInput(publisherPolicyRequestSchema, req.body, 'policy request');
    try {
      res.json(await service.generate(request));
    } catch (error) {
      if (error instanceof PublisherPolicyInputError) throw new HttpError(400, error.message);
      throw error;
    }
  });
  return router;
}
