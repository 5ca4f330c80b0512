// POST /api/uploads (the landing analyzer's upload, spec 001 §7): one image in, its opaque `filePath` out.
// GET /uploads/{file}: a stored image, served as the type its bytes were found to be, with a policy that
// runs nothing, so even a crafted file cannot execute in our origin.
import { Router, type RequestHandler } from 'express';
import { HttpError } from '../http/errors.js';
import type { ImageStore } from './image-store.js';
import { imageForm } from './multipart.js';

export function uploadRoutes(store: ImageStore): Router {
  const router = Router();
  router.post('/', imageForm, async (req, res) => {
    if (!req.file) throw new HttpError(400, 'Please upload an image to analyze.');
    const stored = await store.save(req.file.buffer);
    res.status(201).json({ filePath: stored.name, width: stored.width, height: stored.height });
  });
  return router;
}

export function storedImageRoute(store: ImageStore): RequestHandler {
  return async (req, res, next) => {
    const match = /^\/uploads\/([^/]+)$/.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const image = await store.read(match[1]!);
      res
        .status(200)
        .type(image.mime)
        .set({
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
          'Content-Disposition': 'inline',
          // The name is the content's hash: it never changes.
          'Cache-Control': 'private, max-age=31536000, immutable',
        })
        .send(image.data);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      res.status(status === 400 ? 404 : status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(status === 500 ? 'The image could not be read.\n' : 'No such image.\n');
    }
  };
}
