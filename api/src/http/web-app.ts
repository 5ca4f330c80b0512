// Serves the built web app (web/dist) next to the API. Files are looked up *under* the dist folder
// (`root`), never by absolute path, so the app works wherever the project lives: `send` refuses any path
// with a dot-segment, and an install under `~/.apps/` would otherwise make every page a 404.
// Every other GET is a screen and gets index.html; a missing file (a path ending in a file type, core/file-paths.ts)
// is a real 404, so a stale asset URL never comes back as an HTML page with 200. A dot alone does not make a
// file: /policy/1.5 is a screen, and the app answers it with its own screen (issue 28).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { namesAFile } from '../../../core/file-paths.js';
import { allowingInlineScripts } from './security.js';

export function webAppRoutes(dist: string): Router {
  const router = Router();
  // index.html's own scripts, allowed on index.html only (also as /index.html: the service worker precaches it so).
  const hashes = inlineScriptHashes(dist);
  const allowIndexScripts = (res: ServerResponse) => {
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') res.setHeader('Content-Security-Policy', allowingInlineScripts(policy, hashes));
  };
  router.use(
    express.static(dist, {
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; everything else (index.html, sw.js, manifest) must be revalidated.
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (resolve(path) === resolve(dist, 'index.html')) allowIndexScripts(res);
      },
    }),
  );
  const appShell: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || namesAFile(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    allowIndexScripts(res);
    res.sendFile('index.html', { root: dist }, (error) => error && next(error));
  };
  router.use(appShell);
  return router;
}

/**
 * The CSP hashes ('sha256-…') of the scripts written into the built index.html (the boot path's shell route,
 * remembered answer and entry loader, web/src/boot/, inlined by the build so that the first paint waits for
 * no request): the only inline scripts the policy allows.
 * Data blocks (type="application/json") are not scripts and need none. No built app, no hashes.
 */
export function inlineScriptHashes(dist: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(dist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
