import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { pageErrorHandler, pageNotFound } from '../src/http/errors.js';
import { listen } from '../src/http/listen.js';
import { securityHeaders } from '../src/http/security.js';
import { inlineScriptHashes, webAppRoutes } from '../src/http/web-app.js';
import { rawRequest, WEB_DIST_INDEX, writeWebDist } from './harness.js';

// How the built web app is served, on the web app's routes alone (no API, no database): which requests get
// index.html, how each file may be cached, and which inline scripts the policy allows.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serve(options: { dist?: string; headers?: boolean } = {}) {
  const dist = options.dist ?? writeWebDist(mkdtempSync(join(tmpdir(), 'adpolicy-web-')));
  const app = express();
  if (options.headers !== false) app.use(securityHeaders());
  app.use(webAppRoutes(dist));
  app.use(pageNotFound);
  app.use(pageErrorHandler(pino({ level: 'silent' })));
  const server: Server = await listen(app, 0, '127.0.0.1');
  cleanups.push(
    () => new Promise<void>((done) => server.close(() => done())),
    () => rmSync(dist, { recursive: true, force: true }),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { dist, get: (path: string, method = 'GET') => rawRequest(url, { method, path }) };
}

describe('server: the built web app', () => {
  it('when a screen is asked for, by GET or HEAD, then it is index.html, to be revalidated; a dot inside the path does not make it a file', async () => {
    const site = await serve();
    for (const path of ['/search', '/jurisdiction/U.K./alcohol', '/policy/12']) {
      const page = await site.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe(WEB_DIST_INDEX);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    const head = await site.get('/search', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.text).toBe('');
  });

  it('when a file is asked for, then hashed assets may be kept for a year and everything else must be revalidated', async () => {
    const site = await serve();
    expect((await site.get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.get('/robots.txt')).headers['cache-control']).toBe('no-cache');
    expect((await site.get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('when index.html is served, by its name or as a screen, then its inline script is allowed by hash; other files keep the short policy', async () => {
    const site = await serve();
    const hash = `'sha256-${createHash('sha256').update("document.documentElement.setAttribute('data-shell', 'search');", 'utf8').digest('base64')}'`;
    for (const path of ['/index.html', '/search']) expect((await site.get(path)).headers['content-security-policy'], path).toContain(`script-src 'self' ${hash};`);
    expect((await site.get('/robots.txt')).headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('when the app runs without the security headers, then index.html is still served, with no policy to extend', async () => {
    const site = await serve({ headers: false });
    const page = await site.get('/search');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBeUndefined();
  });

  it('when there is no built app, then a screen is a plain 404, not a hanging request', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'adpolicy-web-empty-'));
    const site = await serve({ dist });
    const page = await site.get('/search');
    expect(page.status).toBe(404);
    expect(page.text).toBe('Not found.\n');
  });
});

describe('inlineScriptHashes', () => {
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  const hashesOf = (html: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'adpolicy-web-'));
    writeFileSync(join(dir, 'index.html'), html);
    try {
      return inlineScriptHashes(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('when a script body spans lines and spaces, then it is hashed whole', () => {
    expect(hashesOf('<script>\n  first();\n  second();\n</script>')).toEqual([sha('\n  first();\n  second();\n')]);
  });

  it('when attributes are written with spaces or without quotes, then a src still means no hash and a data type still means none', () => {
    expect(hashesOf('<script src ="/a.js"></script><script type = "application/json">{}</script><script type=application/ld+json>{}</script>')).toEqual([]);
    expect(hashesOf("<script type='MODULE'>m()</script>")).toEqual([sha('m()')]);
  });
});
