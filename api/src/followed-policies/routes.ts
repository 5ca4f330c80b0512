import { Router } from 'express';
import { idParamSchema } from '../../../core/contract.js';
import { notFound, parseInput } from '../http/errors.js';
import { ownerOf } from '../identity/owner.js';
import type { FollowedPolicyRepository } from './repository.js';

/** Follow and unfollow are PUT and DELETE of the policy id, so the outbox can replay either as often as it likes.
 * Each acts on the requester's own follows only. */
export function followedPolicyRoutes(repository: FollowedPolicyRepository): Router {
  const router = Router();
  router.get('/', async (req, res) => void res.json(await repository.list(ownerOf(req).key)));
  router.put('/:policyId', async (req, res) => {
    const policyId = parseInput(idParamSchema, req.params.policyId, 'policy id');
    const outcome = await repository.follow(ownerOf(req).key, policyId);
    if (outcome === 'policy-missing') throw notFound('Policy not found.');
    res.status(outcome.created ? 201 : 200).json(outcome.followed);
  });
  // No check that the policy exists: one removed from the dataset must still be unfollowable.
  router.delete('/:policyId', async (req, res) => {
    const policyId = parseInput(idParamSchema, req.params.policyId, 'policy id');
    await repository.unfollow(ownerOf(req).key, policyId);
    res.status(204).end();
  });
  return router;
}
