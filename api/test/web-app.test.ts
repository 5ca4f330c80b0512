import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { listen } from '../src/http/listen.js';
import { allowingInlineScripts } from '../src/http/security.js';
import { inlineScriptHashes } from '../src/http/web-app.js';
import { leaksInternals, rawRequest, startTestApp, WEB_DIST_INDEX, WEB_DIST_SHELL_ROUTE, writeWebDist, type TestApp } from './harness.js';

// The whole server, not just /api: files, the app's navigations, malformed addresses and the errors that
// Node's HTTP layer answers before Express.
describe('server: the web app and every error outside the API', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A dot-directory in the path: `send` refuses such paths unless files are looked up under a root.
    dist = writeWebDist(join(mkdtempSync(join(tmpdir(), 'adpolicy-web-')), '.apps', 'dist'));
    app = await startTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(join(dist, '../..'), { recursive: true, force: true });
  });

  it('when the app lives under a dot-directory, then navigations get index.html and real files are served', async () => {
    for (const path of ['/', '/search?q=crypto', '/saved-searches', '/policy/12']) {
      const page = await rawRequest(app.url, { path, headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe(WEB_DIST_INDEX);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    const asset = await rawRequest(app.url, { path: '/assets/index-abc123.js' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await rawRequest(app.url, { path: '/robots.txt' });
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('User-agent');
  });

  it('when a page is served, then its CSP allows its inline scripts by their hashes; other answers keep the short policy', async () => {
    const scriptSrc = (csp: unknown) => String(csp).split(';').find((d) => d.trim().startsWith('script-src'))!.trim();
    const hash = createHash('sha256').update(WEB_DIST_SHELL_ROUTE, 'utf8').digest('base64');
    // Only the executable inline script: the JSON data block is not a script, and nothing is allowed wholesale.
    // As a navigation, and as /index.html (what the service worker precaches and serves offline).
    for (const path of ['/search?q=crypto', '/index.html']) {
      const page = await rawRequest(app.url, { path, headers: { accept: 'text/html' } });
      expect(page.text, path).toBe(WEB_DIST_INDEX);
      expect(scriptSrc(page.headers['content-security-policy']), path).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
    // The hashes would only lengthen every other answer (a no-change sync must stay under 1 KB).
    for (const path of ['/api/platforms', '/robots.txt', '/assets/index-abc123.js']) {
      const answer = await rawRequest(app.url, { path });
      expect(scriptSrc(answer.headers['content-security-policy']), path).toBe("script-src 'self'");
    }
  });

  it('when a client reuses a connection idle for up to a minute, then the server has not closed it (65 s keep-alive, not 5 s)', async () => {
    const server = await listen(express(), 0, '127.0.0.1');
    try {
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      server.close();
    }
  });

  it('when a policy gets the hashes, then they join script-src and nothing else changes', () => {
    const policy = "default-src 'self';base-uri 'none';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowingInlineScripts(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';base-uri 'none';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self' 'unsafe-inline'",
    );
    expect(allowingInlineScripts(policy, [])).toBe(policy);
  });

  it('when the built index.html cannot be read, then the CSP allows no inline script at all', () => {
    expect(inlineScriptHashes(join(tmpdir(), 'adpolicy-no-such-dist'))).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'adpolicy-web-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<script src="/a.js"></script><script type="application/json">{}</script><script type="module">m()</script><SCRIPT type="text/javascript">c()</SCRIPT>',
    );
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    expect(inlineScriptHashes(dir)).toEqual([sha('m()'), sha('c()')]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('when an address has a dot but names no file type, then it is a screen: the app answers it (issue 28)', async () => {
    for (const path of ['/policy/1.5', '/category/2.0', '/platform/x.com', '/search?q=a.b']) {
      const page = await rawRequest(app.url, { path, headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe(WEB_DIST_INDEX);
    }
  });

  it('when a file that does not exist is asked for, then it is a plain 404, never index.html', async () => {
    for (const path of ['/assets/nope.js', '/favicon.png', '/icons/none.svg', '/search/data.json', '/sw-old.js']) {
      const answer = await rawRequest(app.url, { path });
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('<html');
      expect(answer.headers['content-type'], path).toMatch(/^text\/plain/);
    }
  });

  it('when a page is asked for with another method than GET, then it is a plain 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await rawRequest(app.url, { method, path: '/search' });
      expect(answer.status, method).toBe(404);
      expect(leaksInternals(answer.text), answer.text).toBe(false);
    }
  });

  it('when an address has malformed percent-encoding, then every method gets a 400 (JSON under /api), never a stack trace', async () => {
    const paths = ['/%E0%A4%A', '/%', '/%c0%ae%c0%ae/etc/passwd', '/assets/%E0%A4%A.js', '/api/%', '/api/policies/%E0%A4%A', '/api/saved-searches/%c0%ae%c0%ae'];
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      for (const path of paths) {
        const answer = await rawRequest(app.url, { method, path, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(leaksInternals(answer.text), answer.text).toBe(false);
        if (method === 'HEAD') continue;
        if (path.startsWith('/api')) expect(JSON.parse(answer.text).message).toMatch(/malformed/);
        else expect(answer.text).toMatch(/malformed/);
      }
    }
  });

  it('when the request head is over the size limit, then the answer is a 431 with a JSON message', async () => {
    const answer = await rawRequest(app.url, { path: '/api/platforms', headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text).message).toMatch(/headers are too large/);
    // A HEAD gets the same head and no body, so the client can read the answer.
    const head = await rawRequest(app.url, { method: 'HEAD', path: '/api/platforms', headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(head.status).toBe(431);
    expect(head.text).toBe('');
  });

  it('when the request itself is malformed, then the answer is a 400 with a JSON message', async () => {
    const { port } = new URL(app.url);
    const reply = await new Promise<string>((ok, fail) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /api/platforms HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => ok(text));
      socket.on('error', fail);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)).message).toMatch(/malformed/);
  });

  it('when the request has an unknown Expect header, then the answer is a 417 with a JSON message', async () => {
    const answer = await rawRequest(app.url, { method: 'POST', path: '/api/saved-searches', headers: { expect: 'x-wait-for-it', 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(417);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text).message).toMatch(/Expect/);
  });
});
