import { Router } from 'express';
import { z } from 'zod';
import { clientIdSchema, savedSearchInputSchema, wholeNumberText } from '../../../core/contract.js';
import { HttpError, notFound, parseInput } from '../http/errors.js';
import { ownerOf } from '../identity/owner.js';
import type { SavedSearchRepository } from './repository.js';

/** A saved search is addressed by its numeric id, or by its client UUID (a search saved offline has no id yet). */
const savedSearchRef = z.union([
  wholeNumberText('The id', 1).transform((id) => ({ id })),
  clientIdSchema.transform((clientId) => ({ clientId })),
], { error: 'The id must be a positive whole number or a UUID.' });

export function savedSearchRoutes(repository: SavedSearchRepository): Router {
  const router = Router();
  router.get('/', async (req, res) => void res.json(await repository.list(ownerOf(req).key)));
  router.post('/', async (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the saved search as JSON (Content-Type: application/json).');
    const input = parseInput(savedSearchInputSchema, req.body, 'saved search');
    const outcome = await repository.create(ownerOf(req).key, input);
    if (outcome === 'taken') throw new HttpError(409, 'This saved search id is already in use. Save the search again.');
    res.status(outcome.created ? 201 : 200).json(outcome.search);
  });
  router.delete('/:id', async (req, res) => {
    const ref = parseInput(savedSearchRef, req.params.id, 'saved search id');
    const outcome = await repository.remove(ownerOf(req).key, ref);
    if (outcome === 'missing') throw notFound('Saved search not found.');
    res.status(204).end();
  });
  return router;
}
