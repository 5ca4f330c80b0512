// POST /api/uploads (the landing analyzer's upload, spec 001 §7): one image in, its opaque `filePath` out.
// GET /uploads/{file}: a stored image, served as the type its bytes were found to be, with a policy that
// runs nothing, so even a crafted file cannot execute in our origin. Both act for the requester: an image is
// stored under its uploader and served to them only (and to admins); to anyone else it answers 404 (ADR 232).
import { Router, type RequestHandler } from 'express';
import { HttpError } from '../http/errors.js';
import { ownerOf, ownerOrNull } from '../identity/owner.js';
import { imageForm } from './multipart.js';
import type { OwnedImages } from './owned-images.js';

export function uploadRoutes(images: OwnedImages): Router {
  const router = Router();
  router.post('/', imageForm, async (req, res) => {
    if (!req.file) throw new HttpError(400, 'Please upload an image to analyze.');
    const stored = await images.save(ownerOf(req), req.file.buffer);
    res.status(201).json({ filePath: stored.name, width: stored.width, height: stored.height });
  });
  return router;
}

/** Mounted after identify() without a cookie of its own: a request with no owner is shown nothing. */
export function storedImageRoute(images: OwnedImages): RequestHandler {
  return async (req, res, next) => {
    const match = /^\/uploads\/([^/]+)$/.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const image = await images.read(ownerOrNull(req), match[1]!);
      res
        .status(200)
        .type(image.mime)
        .set({
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
          'Content-Disposition': 'inline',
          // A name is random and issued once: its bytes never change (a removed image becomes a 404).
          'Cache-Control': 'private, max-age=31536000, immutable',
        })
        .send(image.data);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      res.status(status === 400 ? 404 : status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(status >= 500 ? 'The image could not be read.\n' : 'No such image.\n');
    }
  };
}
