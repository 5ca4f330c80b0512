import { Router } from 'express';
import { idParamSchema } from '../../../core/contract.js';
import { notFound, parseInput } from '../http/errors.js';
import type { FollowedPolicyRepository } from './repository.js';

/** Follow and unfollow are PUT and DELETE of the policy id, so the outbox can replay either as often as it likes. */
export function followedPolicyRoutes(repository: FollowedPolicyRepository): Router {
  const router = Router();
  router.get('/', async (_req, res) => void res.json(await repository.list()));
  router.put('/:policyId', async (req, res) => {
    const policyId = parseInput(idParamSchema, req.params.policyId, 'policy id');
    const outcome = await repository.follow(policyId);
    if (outcome === 'policy-missing') throw notFound('Policy not found.');
    res.status(outcome.created ? 201 : 200).json(outcome.followed);
  });
  // No check that the policy exists: one removed from the dataset must still be unfollowable.
  router.delete('/:policyId', async (req, res) => {
    const policyId = parseInput(idParamSchema, req.params.policyId, 'policy id');
    await repository.unfollow(policyId);
    res.status(204).end();
  });
  return router;
}
