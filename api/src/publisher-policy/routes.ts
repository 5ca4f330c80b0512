// POST /api/generate-publisher-policy (spec 001 §7, issue 11): the builder's documents, written by the one
// generator in core/ over the library as the replica holds it (the full sync snapshot, kept per revision).
import { Router } from 'express';
import { publisherPolicyRequestSchema } from '../../../core/contract.js';
import { generatePublisherPolicy, PublisherPolicyInputError } from '../../../core/publisher-policy.js';
import type { LibrarySource } from '../dataset/policy-library.js';
import { HttpError, parseInput } from '../http/errors.js';

export function publisherPolicyRoutes(library: LibrarySource, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
    const request = parseInput(publisherPolicyRequestSchema, req.body, 'policy request');
    try {
      res.json(generatePublisherPolicy(await library(), request, now().toISOString().slice(0, 10)));
    } catch (error) {
      if (error instanceof PublisherPolicyInputError) throw new HttpError(400, error.message);
      throw error;
    }
  });
  return router;
}
