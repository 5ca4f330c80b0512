import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ocrPool, type OcrPool } from '../src/analyzer/ocr-pool.js';
import { ocrWaitingRoom, waitingRoomKey } from '../src/analyzer/ocr-waiting-room.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { loadSeed } from '../src/db/load-seed.js';
import { migrate } from '../src/db/migrate.js';
import { listen } from '../src/http/listen.js';
import { connectSharedState, type SharedState } from '../src/shared-state/redis.js';
import { creativeForm, creatives } from './creatives.js';
import { clientCookie, createTestDatabase, errorBody, type TestDatabase } from './harness.js';
import { closeServer } from './close-server.js';

// Issue 34 item 1 (ADR 316): two instances of the app behind one load balancer, in this process, on one database and
// one Redis (127.0.0.1:6379, started by .ci/run); every run keeps its keys under a prefix of its own and removes them.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRITE_LIMIT = 10;

interface Instance {
  url: string;
  post(path: string, body: unknown): Promise<Response>;
  get(path: string): Promise<Response>;
  stop(): Promise<void>;
}

describe('server: limits shared by the instances through Redis', () => {
  let database: TestDatabase;
  const prefix = `adpolicy-test:${process.pid}:${Date.now().toString(36)}:`;
  const connections: SharedState[] = [];
  const running: Instance[] = [];
  // One browser: the same client cookie on every instance (the load balancer sends its requests to either).
  const cookie = clientCookie();

  const shared = async (url = REDIS_URL) => {
    const connection = await connectSharedState(url, prefix);
    connections.push(connection);
    return connection;
  };

  async function startInstance(options: { redis?: SharedState | null; env?: Record<string, string>; ocr?: (redis: SharedState | null) => OcrPool } = {}): Promise<Instance> {
    const uploads = mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'));
    const config = loadConfig({
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploads,
      WRITE_RATE_LIMIT: String(WRITE_LIMIT),
      ANALYSIS_RATE_LIMIT: '10000',
      LOG_LEVEL: 'silent',
      ...options.env,
    });
    const db: Database = openDatabase(config.DATABASE_URL);
    const redis = options.redis ?? null;
    const ocr = options.ocr?.(redis) ?? ocrPool({ maxQueued: config.OCR_MAX_QUEUED });
    const server = await listen(createApp({ config, db, shared: redis, ocr }), 0, '127.0.0.1');
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const instance: Instance = {
      url,
      get: (path) => fetch(url + path, { headers: { cookie } }),
      post: (path, body) =>
        fetch(url + path, body instanceof FormData ? { method: 'POST', body, headers: { cookie } } : { method: 'POST', body: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }),
      async stop() {
        await closeServer(server);
        await ocr.close();
        await db.close();
        rmSync(uploads, { recursive: true, force: true });
      },
    };
    running.push(instance);
    return instance;
  }

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const db = openDatabase(database.url);
    await migrate(db);
    await loadSeed(db);
    await db.close();
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((i) => i.stop()));
    const cleaner = await connectSharedState(REDIS_URL, prefix);
    const keys = await cleaner.redis.keys(`${prefix}*`);
    if (keys.length) await cleaner.redis.del(...keys);
    await cleaner.close();
    await Promise.all(connections.splice(0).map((c) => c.close()));
  });
  afterAll(async () => database?.drop());

  const saveSearches = async (instance: Instance, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await instance.post('/api/saved-searches', { name: `search ${i}`, query: 'alcohol' })).status);
    return statuses;
  };

  it('when writes are split across two instances, then the write limit holds across both: the 11th and 12th are refused with 429 and a message', async () => {
    const a = await startInstance({ redis: await shared() });
    const b = await startInstance({ redis: await shared() });
    expect(await saveSearches(a, 6)).toEqual(Array(6).fill(201));
    expect(await saveSearches(b, 4)).toEqual(Array(4).fill(201));
    for (const instance of [b, a]) {
      const refused = await instance.post('/api/saved-searches', { name: 'one too many', query: 'alcohol' });
      expect(refused.status).toBe(429);
      expect(await errorBody(refused)).toBe('Too many changes in a short time. Please wait a minute and try again.');
    }
    // What was saved on one is seen on the other (one database).
    expect(((await (await a.get('/api/saved-searches')).json()) as unknown[]).length).toBe(10);
  });

  it('when there is no REDIS_URL, then each instance counts its own writes, as before', async () => {
    const a = await startInstance();
    const b = await startInstance();
    expect(await saveSearches(a, 6)).toEqual(Array(6).fill(201));
    expect(await saveSearches(b, 6)).toEqual(Array(6).fill(201));
    expect(await saveSearches(a, 5)).toEqual([201, 201, 201, 201, 429]);
  });

  it('when the health and readiness are asked, then they report Redis: up, not configured, or down', async () => {
    const withRedis = await startInstance({ redis: await shared() });
    const without = await startInstance();
    expect(await (await withRedis.get('/api/health')).json()).toEqual({ status: 'ok', database: 'up', dialect: 'sqlite', redis: 'up' });
    expect(await (await without.get('/api/health')).json()).toEqual({ status: 'ok', database: 'up', dialect: 'sqlite', redis: 'not configured' });
    const ready = await withRedis.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
  });

  it('when Redis is configured but unreachable, then reads and writes are still served, the write limit counts per instance, and health says degraded', async () => {
    // Port 1: nothing listens there, so every command fails at once.
    const a = await startInstance({ redis: await shared('redis://127.0.0.1:1') });
    const health = await a.get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'degraded', database: 'up', dialect: 'sqlite', redis: 'down' });
    // Ready: a Redis outage must not take every instance out of the load balancer.
    expect(await (await a.get('/api/ready')).json()).toEqual({ status: 'ready', database: 'up', redis: 'down' });
    expect((await a.get('/api/policies?limit=1')).status).toBe(200);
    expect(await saveSearches(a, WRITE_LIMIT + 1)).toEqual([...Array(WRITE_LIMIT).fill(201), 429]);
  });

  it('when REDIS_URL is not a redis:// address, then the server refuses to start and says why', () => {
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' })).toMatchObject({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'adpolicy:', SHUTDOWN_GRACE_MS: 25_000 });
  });

  describe('the OCR waiting room', () => {
    /** Seats held now (lapsed leases are only dropped when a seat is asked for, so only for leases that do not lapse here). */
    let counter: SharedState | undefined;
    const seatsHeld = async () => (counter ??= await shared()).redis.zcard(waitingRoomKey({ prefix }));
    afterEach(() => void (counter = undefined));

    it('when one instance holds every seat, then another is refused one; a seat given back is free again', async () => {
      const a = ocrWaitingRoom(await shared(), { seats: 2 });
      const b = ocrWaitingRoom(await shared(), { seats: 2 });
      const first = await a.enter();
      const second = await a.enter();
      expect(first && second).toBeTruthy();
      expect(await b.enter()).toBeNull();
      expect(await seatsHeld()).toBe(2);
      first!.leave();
      const third = await b.enter();
      expect(third).not.toBeNull();
      expect(await a.enter()).toBeNull();
      second!.leave();
      third!.leave();
      // leave() does not wait for Redis: poll until both are back.
      await expect.poll(seatsHeld).toBe(0);
    });

    it('when an instance dies holding seats, then they lapse with their lease instead of leaking', async () => {
      const doomed = await shared();
      const crashed = ocrWaitingRoom(doomed, { seats: 1, leaseMs: 300 });
      const survivor = ocrWaitingRoom(await shared(), { seats: 1, leaseMs: 300 });
      expect(await crashed.enter()).not.toBeNull();
      // The instance is gone without giving its seat back: no more renewals reach Redis.
      doomed.redis.disconnect();
      expect(await survivor.enter()).toBeNull();
      let seat = null;
      await expect.poll(async () => (seat ??= await survivor.enter()), { timeout: 5_000, interval: 100 }).not.toBeNull();
    });

    it('when the shared seats are taken elsewhere, then an analysis that would have to wait is refused with 503 and Retry-After; once free, it waits its turn', async () => {
      // One worker and one seat across the instances: a second image on B must wait, so it needs the seat.
      const b = await startInstance({
        redis: await shared(),
        env: { OCR_MAX_QUEUED: '1' },
        ocr: (redis) => ocrPool({ workers: 1, maxQueued: 1, waitingRoom: ocrWaitingRoom(redis!, { seats: 1 }) }),
      });
      const elsewhere = ocrWaitingRoom(await shared(), { seats: 1 });
      const [one, two, three, four] = creatives();
      const analyse = (c: typeof one) => b.post('/api/analyze-ad', creativeForm(c!, { platform: c!.platform, jurisdiction: c!.jurisdiction }));

      const seat = await elsewhere.enter();
      expect(seat).not.toBeNull();
      // Whichever reaches the worker first runs; the other would have to wait.
      const answers = await Promise.all([analyse(one), analyse(two)]);
      expect(answers.map((r) => r.status).sort(), (await Promise.all(answers.map((r) => r.clone().text()))).join('\n')).toEqual([200, 503]);
      const refused = answers.find((r) => r.status === 503)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
      expect(await errorBody(refused)).toMatch(/busy/);

      seat!.leave();
      await expect.poll(seatsHeld).toBe(0);
      const both = await Promise.all([analyse(three), analyse(four)]);
      expect(both.map((r) => r.status), (await Promise.all(both.map((r) => r.text()))).join('\n')).toEqual([200, 200]);
    }, 90_000);
  });
});
