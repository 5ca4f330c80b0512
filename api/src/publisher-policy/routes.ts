// POST /api/generate-publisher-policy (spec 001 §7, issue 11): the builder's documents, written by the one
// generator in core/ over the library as the replica holds it (the full sync snapshot, kept per revision).
import { Router } from 'express';
import { publisherPolicyRequestSchema } from '../../../core/contract.js';
import { generatePublisherPolicy, PublisherPolicyInputError, type PolicyLibrary } from '../../../core/publisher-policy.js';
import type { RevisionClock } from '../dataset/revision-clock.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { SyncService } from '../sync/service.js';

export function publisherPolicyRoutes(sync: SyncService, revision: RevisionClock, now: () => Date = () => new Date()): Router {
  let kept: Promise<PolicyLibrary> | null = null;
  let keptRevision = -1;
  const library = async (): Promise<PolicyLibrary> => {
    const current = await revision();
    if (!kept || keptRevision !== current) {
      keptRevision = current;
      kept = sync.delta(0).catch((error: unknown) => {
        kept = null;
        throw error;
      });
    }
    return kept;
  };

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
