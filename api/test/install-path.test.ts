import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInternals, rawRequest, WEB_DIST_INDEX, writeWebDist } from './harness.js';

const PROJECT = resolve(import.meta.dirname, '../..');

// A new user clones the project wherever they keep apps, for example ~/.apps/adpolicy, and runs the server
// from there. The project is copied under a dot-directory and the real server is started from the copy.
describe('server: installed under a dot-directory', () => {
  let workspace: string;
  let server: ChildProcess;
  let url: string;
  beforeAll(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'adpolicy-install-'));
    const root = join(workspace, '.apps', 'adpolicy');
    mkdirSync(root, { recursive: true });
    for (const part of ['api/src', 'core', 'seed', 'package.json']) cpSync(join(PROJECT, part), join(root, part), { recursive: true });
    symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'), 'dir');
    writeWebDist(join(root, 'web/dist'));
    // Development mode on purpose: Express's own error pages show stack traces there; ours never do.
    server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((ok, fail) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const running = /running at (http:\/\/\S+)/.exec(output);
        if (running) ok(running[1]!.replace('localhost', '127.0.0.1'));
      };
      server.stdout!.on('data', read);
      server.stderr!.on('data', read);
      server.once('exit', (code) => fail(new Error(`the server exited (${code}) before it listened:\n${output}`)));
    });
  }, 90_000);
  afterAll(() => {
    server?.kill();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it('when a screen is opened, then the app is served, not a 404', async () => {
    for (const path of ['/', '/search?q=crypto', '/saved-searches']) {
      const page = await rawRequest(url, { path, headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe(WEB_DIST_INDEX);
    }
    expect((await rawRequest(url, { path: '/assets/index-abc123.js' })).status).toBe(200);
    expect((await rawRequest(url, { path: '/api/health' })).status).toBe(200);
  });

  it('when an address is malformed or missing, then the answer names the problem and shows no stack trace or path', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/%c0%ae%c0%ae/etc/passwd', '/assets/nope.js']) {
      const answer = await rawRequest(url, { path });
      expect(answer.status, path).toBe(path.startsWith('/assets') ? 404 : 400);
      expect(leaksInternals(answer.text), answer.text).toBe(false);
      expect(answer.text).not.toContain('.apps');
    }
  });
});
