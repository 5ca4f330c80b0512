import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '../../core/analyzer/history.js';
import { createApp } from '../src/app.js';
import { ocrPool, type OcrPool } from '../src/analyzer/ocr-pool.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { loadSeed } from '../src/db/load-seed.js';
import { migrate } from '../src/db/migrate.js';
import { listen } from '../src/http/listen.js';
import { connectSharedState, type SharedState } from '../src/shared-state/redis.js';
import { creativeForm, creatives } from './creatives.js';
import { clientCookie, createTestDatabase, dialects, errorBody, type TestDatabase } from './harness.js';
import { startTestS3, type TestS3 } from './s3-server.js';
import { closeServer } from './close-server.js';

// Issue 34 "Shown by": two instances behind one address, as a sales floor would run them — one database (MariaDB
// in CI, SQLite besides), one Redis, one S3-compatible bucket, and an upload folder of each instance's own. What a
// rep does through one is there through the other: a saved search, the write limit, an analysis and its image —
// and none of it is anyone else's.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRITE_LIMIT = 10;

interface Instance {
  get(cookie: string, path: string): Promise<Response>;
  post(cookie: string, path: string, body: unknown): Promise<Response>;
  stop(): Promise<void>;
}

describe.each(dialects())('server (%s): two instances on one database, one Redis and one bucket', (dialect) => {
  let database: TestDatabase;
  let bucket: TestS3;
  const prefix = `adpolicy-two:${process.pid}:${Date.now().toString(36)}:`;
  const instances: Instance[] = [];
  const connections: SharedState[] = [];
  const rep = clientCookie();

  async function startInstance(): Promise<Instance> {
    const uploads = mkdtempSync(join(tmpdir(), 'adpolicy-instance-'));
    const config = loadConfig({
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploads,
      WRITE_RATE_LIMIT: String(WRITE_LIMIT),
      ANALYSIS_RATE_LIMIT: '10000',
      LOG_LEVEL: 'silent',
      ...bucket.env,
    });
    const db: Database = openDatabase(config.DATABASE_URL);
    const shared = await connectSharedState(REDIS_URL, prefix);
    connections.push(shared);
    const ocr: OcrPool = ocrPool({ maxQueued: config.OCR_MAX_QUEUED });
    const server = await listen(createApp({ config, db, shared, ocr }), 0, '127.0.0.1');
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return {
      get: (cookie, path) => fetch(url + path, { headers: { cookie } }),
      post: (cookie, path, body) =>
        fetch(url + path, body instanceof FormData
          ? { method: 'POST', body, headers: { cookie } }
          : { method: 'POST', body: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }),
      async stop() {
        await closeServer(server);
        await ocr.close();
        await db.close();
        rmSync(uploads, { recursive: true, force: true });
      },
    };
  }

  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = openDatabase(database.url);
    await migrate(db);
    await loadSeed(db);
    await db.close();
    bucket = await startTestS3();
    a = await startInstance();
    b = await startInstance();
    instances.push(a, b);
  });

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    const cleaner = await connectSharedState(REDIS_URL, prefix);
    const keys = await cleaner.redis.keys(`${prefix}*`);
    if (keys.length) await cleaner.redis.del(...keys);
    await cleaner.close();
    await Promise.all(connections.map((c) => c.close()));
    await bucket?.close();
    await database?.drop();
  });

  it('when a search is saved on one, then the other lists it; and the write limit holds across both', async () => {
    const save = (instance: Instance, i: number) => instance.post(rep, '/api/saved-searches', { name: `Plan ${i}`, query: 'alcohol' });
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT; i++) statuses.push((await save(i % 2 ? b : a, i)).status);
    expect(statuses).toEqual(Array(WRITE_LIMIT).fill(201));
    const listedOnB = (await (await b.get(rep, '/api/saved-searches')).json()) as { name: string }[];
    expect(listedOnB.map((s) => s.name).sort()).toEqual(Array.from({ length: WRITE_LIMIT }, (_, i) => `Plan ${i}`).sort());
    for (const instance of [a, b]) {
      const refused = await save(instance, 99);
      expect(refused.status).toBe(429);
      expect(await errorBody(refused)).toBe('Too many changes in a short time. Please wait a minute and try again.');
    }
    // Someone else's list is their own: empty.
    expect(await (await a.get(clientCookie(), '/api/saved-searches')).json()).toEqual([]);
  });

  it('when an ad is analysed on one, then the other serves the analysis and its image to the same client, and neither to another', async () => {
    const creative = creatives().find((c) => c.id === 'alcohol-us-lager-compliant')!;
    const analysed = await a.post(rep, '/api/analyze-ad', creativeForm(creative, { platform: creative.platform, jurisdiction: creative.jurisdiction }));
    expect(analysed.status).toBe(200);
    const id = ((await analysed.json()) as { analysis: { id: number } }).analysis.id;

    const record = await b.get(rep, `/api/analyses/${id}`);
    expect(record.status).toBe(200);
    const { filePath } = (await record.json()) as AnalysisRecord;
    const image = await b.get(rep, `/uploads/${filePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await image.arrayBuffer()).equals(await bucket.object(`uploads/${filePath}`))).toBe(true);

    const stranger = clientCookie();
    for (const instance of [a, b]) {
      expect((await instance.get(stranger, `/api/analyses/${id}`)).status).toBe(404);
      expect((await instance.get(stranger, `/uploads/${filePath}`)).status).toBe(404);
    }
  });
});
