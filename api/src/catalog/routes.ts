import { Router } from 'express';
import type { CatalogRepository } from './repository.js';

export function catalogRoutes(catalog: CatalogRepository): Router {
  const router = Router();
  router.get('/platforms', async (_req, res) => void res.json(await catalog.platforms()));
  router.get('/categories', async (_req, res) => void res.json(await catalog.categories()));
  router.get('/jurisdictions', async (_req, res) => void res.json(await catalog.jurisdictions()));
  return router;
}
