// Runs the real app on port 0 against a fresh database: a temporary SQLite file, or — when TEST_MYSQL_URL
// is set — a new MySQL/MariaDB database created for the run and dropped afterwards.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { Sequelize } from 'sequelize';
import { loadSeed } from '../src/db/load-seed.js';
import type { SeedDataset } from '../../seed/read-dataset.js';
import { createApp } from '../src/app.js';
import { ocrPool } from '../src/analyzer/ocr-pool.js';
import { CLIENT_COOKIE, newClientId } from '../src/identity/client-cookie.js';
import type { DatasetReadCache } from '../src/dataset/read-cache.js';
import { listen } from '../src/http/listen.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { closeServer } from './close-server.js';

export type Dialect = 'sqlite' | 'mysql';

/** The databases this run tests against: SQLite always, MySQL when TEST_MYSQL_URL is set. */
export function dialects(): Dialect[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'adpolicy-test-'));
    return { url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.TEST_MYSQL_URL!);
  const name = `adpolicy_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Sequelize(base.toString(), { dialect: 'mysql', logging: false });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.close();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new Sequelize(base.toString(), { dialect: 'mysql', logging: false });
      await a.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await a.close();
    },
  };
}

export interface TestApp {
  url: string;
  db: Database;
  config: Config;
  datasetReads: DatasetReadCache;
  /** The client cookie get() and send() carry, so that they act as one browser (ADR 232); `clientCookie()` makes another. */
  cookie: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  dataset?: SeedDataset;
  /** Use an existing database (its URL) instead of creating one. */
  databaseUrl?: string;
  seed?: boolean;
  /** Where the app logs (silent by default). */
  logger?: Logger;
  /** A built web app to serve next to the API. */
  webDist?: string;
}

export async function startTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = options.databaseUrl ? null : await createTestDatabase(dialect);
  const uploadDir = mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'));
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl ?? testDb!.url,
    UPLOAD_DIR: uploadDir,
    WRITE_RATE_LIMIT: '10000',
    ANALYSIS_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  if (options.seed !== false) await loadSeed(db, options.dataset);
  const ocr = ocrPool({ maxQueued: config.OCR_MAX_QUEUED });
  const app = createApp({ config, db, logger: options.logger, webDist: options.webDist, ocr });
  const server = await listen(app, 0, '127.0.0.1');
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const cookie = clientCookie();
  return {
    url,
    db,
    config,
    datasetReads: app.locals.datasetReads as DatasetReadCache,
    cookie,
    get: (path, init) => fetch(url + path, { ...init, headers: { cookie, ...(init?.headers as Record<string, string> | undefined) } }),
    send: (method, path, body, headers = {}) =>
      fetch(url + path, {
        method,
        headers: body === undefined ? { cookie, ...headers } : { 'content-type': 'application/json', cookie, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async stop() {
      await closeServer(server);
      await ocr.close();
      await db.close().catch(() => {});
      await testDb?.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A client cookie of another browser, as the server issues them. */
export const clientCookie = (): string => `${CLIENT_COOKIE}=${newClientId()}`;

/** fetch as one browser sends it: with that browser's client cookie on every request. */
export function withCookie(cookie: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    return base(input, { ...init, headers });
  };
}

/** Reads a JSON body and checks it is an API error: {message} and nothing that looks like a stack trace. */
export async function errorBody(response: Response): Promise<string> {
  const text = await response.text();
  const body = JSON.parse(text) as { message?: unknown };
  if (typeof body.message !== 'string' || body.message.length === 0) throw new Error(`not an API error: ${text}`);
  if (/\bat .+:\d+:\d+|node_modules|Error:/.test(text)) throw new Error(`error body leaks internals: ${text}`);
  return body.message;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with node:http, which sends the path exactly as given (fetch would normalise it). */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((ok, fail) => {
    // A body goes with its length, as every real client sends it (a DELETE's body would otherwise go unframed).
    const headers = options.body === undefined ? options.headers : { 'content-length': String(Buffer.byteLength(options.body)), ...options.headers };
    const request = http.request({ hostname, port, method: options.method ?? 'GET', path: options.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    request.on('error', fail);
    request.end(options.body);
  });
}

/** Text that looks like a stack frame, an Express error page or a path on this machine. */
export function leaksInternals(text: string): boolean {
  return /\bat .+:\d+:\d+|node_modules|<pre>|Error:|\/work\/|\/home\/|\/tmp\/|[A-Z]:\\/.test(text) || text.includes(process.cwd());
}

/** As the build writes it: boot/shell-route.ts inlined in the head, a JSON data block, the entry as a file. */
export const WEB_DIST_SHELL_ROUTE = "document.documentElement.setAttribute('data-shell', 'search');";
export const WEB_DIST_INDEX =
  `<!doctype html><html lang="en"><head><title>AdPolicy Compass</title><script>${WEB_DIST_SHELL_ROUTE}</script>` +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div>' +
  '<script type="application/json" id="first-answer-templates">{"item":"x"}</script></body></html>';

/** A small built web app (what `vite build` leaves in web/dist) under `dir`, for tests of how the server serves it. */
export function writeWebDist(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), WEB_DIST_INDEX);
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'console.log("app");\n');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  pick<T>(list: readonly T[]): T;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence, so a failure can be replayed. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)]!, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
