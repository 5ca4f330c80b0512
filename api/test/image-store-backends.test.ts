import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Express } from 'express';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord, DetectResult } from '../../core/analyzer/history.js';
import { createApp } from '../src/app.js';
import { ocrPool } from '../src/analyzer/ocr-pool.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { loadSeed } from '../src/db/load-seed.js';
import { migrate } from '../src/db/migrate.js';
import { listen } from '../src/http/listen.js';
import type { UploadRetention } from '../src/uploads/retention.js';
import { clientCookie, createTestDatabase, dialects, errorBody, type TestDatabase } from './harness.js';
import { startTestS3 } from './s3-server.js';
import { closeServer } from './close-server.js';

// Issue 34 item 2 (ADR 317): one contract for the image store, run against both backends. Local disk: the
// default, one folder per instance (or one folder shared by several). S3: a bucket every instance shares, here
// s3rver started by the test. Either way an image is served through the API to its owner only, analysed from the
// store, swept by retention and counted in the quota.

const DAY_MS = 24 * 60 * 60 * 1000;

const adImage = (label: string) =>
  sharp({ create: { width: 520, height: 160, channels: 3, background: '#1d3f72' } })
    .composite([{ input: Buffer.from(`<svg width="520" height="160"><text x="16" y="95" font-size="40" font-family="sans-serif" fill="white">${label}</text></svg>`), top: 0, left: 0 }])
    .png()
    .toBuffer();

/** Random pixels compress to nothing: about 480 KB stored, whatever the encoder. */
const noiseImage = () => sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();

const imageForm = (data: Buffer) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'ad.png');
  return form;
};

interface Instance {
  /** This instance's own UPLOAD_DIR. */
  folder: string;
  retention: UploadRetention;
  upload(cookie: string, data: Buffer): Promise<Response>;
  get(cookie: string | null, path: string): Promise<Response>;
  post(cookie: string, path: string, body: unknown): Promise<Response>;
  stop(): Promise<void>;
}

/** One backend as the contract sees it: what an instance is configured with, and what the store holds. */
interface Backend {
  env: Record<string, string>;
  /** Whether two instances share the store through one UPLOAD_DIR (a shared disk) or through the bucket. */
  sharesThroughFolder: boolean;
  /** The names the store holds, sorted. */
  names(instance: Instance): Promise<string[]>;
  bytes(instance: Instance, name: string): Promise<Buffer>;
  close(): Promise<void>;
}

const localDisk = async (): Promise<Backend> => ({
  env: {},
  sharesThroughFolder: true,
  names: async (instance) => readdirSync(instance.folder).sort(),
  bytes: async (instance, name) => readFileSync(join(instance.folder, name)),
  close: async () => {},
});

const KEY_PREFIX = 'uploads/';
const bucket = async (): Promise<Backend> => {
  const server = await startTestS3();
  return {
    env: server.env,
    sharesThroughFolder: false,
    names: async () => (await server.keys()).map((key) => key.slice(KEY_PREFIX.length)),
    bytes: async (_instance, name) => server.object(KEY_PREFIX + name),
    close: () => server.close(),
  };
};

// On SQLite, and on MySQL/MariaDB too when TEST_MYSQL_URL is set (the two instances share a MariaDB).
describe.each(dialects().flatMap((dialect) => [['local disk', dialect, localDisk], ['S3', dialect, bucket]] as const))('the image store on %s (%s)', (kind, dialect, makeBackend) => {
  let database: TestDatabase;
  let backend: Backend;
  const running: Instance[] = [];

  async function startInstance({ folder, env = {} }: { folder?: string; env?: Record<string, string> } = {}): Promise<Instance> {
    const ownFolder = folder ?? mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'));
    const config = loadConfig({ DATABASE_URL: database.url, UPLOAD_DIR: ownFolder, ANALYSIS_RATE_LIMIT: '10000', WRITE_RATE_LIMIT: '10000', LOG_LEVEL: 'silent', ...backend.env, ...env });
    const db = openDatabase(config.DATABASE_URL);
    const ocr = ocrPool({ maxQueued: config.OCR_MAX_QUEUED });
    const app: Express = createApp({ config, db, ocr });
    const server = await listen(app, 0, '127.0.0.1');
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const instance: Instance = {
      folder: ownFolder,
      retention: app.locals.retention as UploadRetention,
      upload: (cookie, data) => fetch(`${url}/api/uploads`, { method: 'POST', body: imageForm(data), headers: { cookie } }),
      get: (cookie, path) => fetch(url + path, { headers: cookie ? { cookie } : {} }),
      post: (cookie, path, body) => fetch(url + path, { method: 'POST', body: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }),
      async stop() {
        await closeServer(server);
        await ocr.close();
        await db.close();
        if (!folder) rmSync(ownFolder, { recursive: true, force: true });
      },
    };
    running.push(instance);
    return instance;
  }

  const uploaded = async (instance: Instance, cookie: string, data: Buffer) => {
    const response = await instance.upload(cookie, data);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { filePath: string }).filePath;
  };

  const analysedText = async (instance: Instance, cookie: string, filePath: string) => {
    const detected = await instance.post(cookie, '/api/detect-ad-category', { filePath });
    expect(detected.status, await detected.clone().text()).toBe(200);
    const { analysisId } = (await detected.json()) as DetectResult;
    const record = (await (await instance.get(cookie, `/api/analyses/${analysisId}`)).json()) as AnalysisRecord;
    return record.extractedText;
  };

  beforeAll(async () => {
    backend = await makeBackend();
    database = await createTestDatabase(dialect);
    const db = openDatabase(database.url);
    await migrate(db);
    await loadSeed(db);
    await db.close();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((instance) => instance.stop()));
  });
  afterAll(async () => {
    await backend?.close();
    await database?.drop();
  });

  it('when an image is uploaded, then the store holds it, its owner gets its bytes and anyone else a 404', async () => {
    const a = await startInstance();
    const owner = clientCookie();
    const before = await backend.names(a);
    const filePath = await uploaded(a, owner, await adImage('Summer sale'));
    expect(await backend.names(a)).toEqual([...before, filePath].sort());

    const mine = await a.get(owner, `/uploads/${filePath}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(await backend.bytes(a, filePath))).toBe(true);
    expect((await a.get(clientCookie(), `/uploads/${filePath}`)).status).toBe(404);
    expect((await a.get(null, `/uploads/${filePath}`)).status).toBe(404);
    // In the bucket the instance's own folder stays empty: nothing depends on its disk.
    if (!backend.sharesThroughFolder) expect(readdirSync(a.folder)).toEqual([]);
  });

  it('when an uploaded image is analysed by its name, then the text reader reads its bytes from the store', async () => {
    const a = await startInstance();
    const owner = clientCookie();
    const filePath = await uploaded(a, owner, await adImage('CASINO BONUS'));
    expect(await analysedText(a, owner, filePath)).toMatch(/casino/i);
    // Another client cannot have it analysed either.
    expect((await a.post(clientCookie(), '/api/detect-ad-category', { filePath })).status).toBe(404);
  });

  it(`when two instances share the store (${kind === 'S3' ? 'one bucket, separate folders' : 'one shared folder'}), then an image uploaded on A is served and analysed by B, for its owner only`, async () => {
    const shared = backend.sharesThroughFolder ? mkdtempSync(join(tmpdir(), 'adpolicy-shared-uploads-')) : undefined;
    try {
      const a = await startInstance({ folder: shared });
      const b = await startInstance({ folder: shared });
      if (!shared) expect(a.folder).not.toBe(b.folder);
      const owner = clientCookie();
      const data = await adImage('CASINO NIGHT');
      const filePath = await uploaded(a, owner, data);

      const fromB = await b.get(owner, `/uploads/${filePath}`);
      expect(fromB.status).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(await backend.bytes(a, filePath))).toBe(true);
      expect((await b.get(clientCookie(), `/uploads/${filePath}`)).status).toBe(404);

      // Analysed on B: the record is served by A to the same client, and by neither to another.
      const detected = await b.post(owner, '/api/detect-ad-category', { filePath });
      expect(detected.status, await detected.clone().text()).toBe(200);
      const { analysisId } = (await detected.json()) as DetectResult;
      const record = await a.get(owner, `/api/analyses/${analysisId}`);
      expect(record.status).toBe(200);
      expect(((await record.json()) as AnalysisRecord).extractedText).toMatch(/casino/i);
      const stranger = clientCookie();
      for (const instance of [a, b]) {
        expect((await instance.get(stranger, `/api/analyses/${analysisId}`)).status).toBe(404);
        expect((await instance.get(stranger, `/uploads/${filePath}`)).status).toBe(404);
      }
    } finally {
      await Promise.all(running.splice(0).map((instance) => instance.stop()));
      if (shared) rmSync(shared, { recursive: true, force: true });
    }
  });

  it('when the retention period has passed, then the sweep removes the image from the store and it is a 404', async () => {
    const a = await startInstance();
    const owner = clientCookie();
    const filePath = await uploaded(a, owner, await adImage('Old offer'));
    expect(await a.retention.sweep(new Date(Date.now() + 29 * DAY_MS))).toBe(0);
    expect(await backend.names(a)).toContain(filePath);

    expect(await a.retention.sweep(new Date(Date.now() + 31 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await backend.names(a)).not.toContain(filePath);
    expect((await a.get(owner, `/uploads/${filePath}`)).status).toBe(404);
  });

  it('when a client would pass its quota, then the upload is refused with 413 and nothing more is stored', async () => {
    const a = await startInstance({ env: { UPLOAD_QUOTA_MB: '1' } });
    const owner = clientCookie();
    const before = (await backend.names(a)).length;
    await uploaded(a, owner, await noiseImage());
    await uploaded(a, owner, await noiseImage());
    const refused = await a.upload(owner, await noiseImage());
    expect(refused.status).toBe(413);
    expect(await errorBody(refused)).toMatch(/1 MB of uploaded images/);
    expect((await backend.names(a)).length).toBe(before + 2);
    // The quota is the client's: another may still upload.
    await uploaded(a, clientCookie(), await noiseImage());
  });
});

describe('the image store: what only one backend shows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const db = openDatabase(database.url);
    await migrate(db);
    await db.close();
  });
  afterAll(async () => database?.drop());

  const startApp = async (env: Record<string, string>) => {
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...env });
    const db = openDatabase(config.DATABASE_URL);
    const ocr = ocrPool({ maxQueued: 1 });
    const server = await listen(createApp({ config, db, ocr }), 0, '127.0.0.1');
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return {
      url,
      async stop() {
        await closeServer(server);
        await ocr.close();
        await db.close();
      },
    };
  };

  it('when two instances keep images on their own disks, then an image uploaded on A is a 404 on B (the failure a bucket removes)', async () => {
    const folders = [mkdtempSync(join(tmpdir(), 'adpolicy-uploads-')), mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'))];
    const [a, b] = await Promise.all(folders.map((folder) => startApp({ UPLOAD_DIR: folder })));
    try {
      const cookie = clientCookie();
      const response = await fetch(`${a!.url}/api/uploads`, { method: 'POST', body: imageForm(await adImage('Sale')), headers: { cookie } });
      expect(response.status).toBe(201);
      const { filePath } = (await response.json()) as { filePath: string };
      expect((await fetch(`${a!.url}/uploads/${filePath}`, { headers: { cookie } })).status).toBe(200);
      expect((await fetch(`${b!.url}/uploads/${filePath}`, { headers: { cookie } })).status).toBe(404);
    } finally {
      await Promise.all([a!.stop(), b!.stop()]);
      folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
    }
  });

  it('when the bucket stops answering, then an upload and a read of a stored image are refused with 503 and a message, and nothing leaks', async () => {
    const server = await startTestS3();
    const folder = mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'));
    const app = await startApp({ ...server.env, UPLOAD_DIR: folder });
    try {
      const cookie = clientCookie();
      const stored = await fetch(`${app.url}/api/uploads`, { method: 'POST', body: imageForm(await adImage('Sale')), headers: { cookie } });
      expect(stored.status).toBe(201);
      const { filePath } = (await stored.json()) as { filePath: string };
      await server.close(); // its port is now closed: connections are refused

      const upload = await fetch(`${app.url}/api/uploads`, { method: 'POST', body: imageForm(await adImage('Sale')), headers: { cookie } });
      expect(upload.status).toBe(503);
      expect(await errorBody(upload)).toBe('Images cannot be stored or read right now. Please try again in a minute.');
      const read = await fetch(`${app.url}/uploads/${filePath}`, { headers: { cookie } });
      expect(read.status).toBe(503);
      expect(await read.text()).toBe('The image could not be read.\n');
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      await app.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the image store: configuration', () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return 'accepted';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('when UPLOAD_STORE=s3 has no bucket, then the configuration is refused naming S3_BUCKET', () => {
    expect(messageOf({ UPLOAD_STORE: 's3' })).toContain('S3_BUCKET: is required with UPLOAD_STORE=s3');
  });

  it('when S3 settings are wrong or half given, then each is refused with a message', () => {
    expect(messageOf({ UPLOAD_STORE: 'bucket' })).toContain('UPLOAD_STORE: must be local or s3');
    expect(messageOf({ UPLOAD_STORE: 's3', S3_BUCKET: 'My_Bucket' })).toContain('S3_BUCKET: must be a bucket name');
    expect(messageOf({ UPLOAD_STORE: 's3', S3_BUCKET: 'images', S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT: must be an http:// or https:// address');
    expect(messageOf({ UPLOAD_STORE: 's3', S3_BUCKET: 'images', AWS_ACCESS_KEY_ID: 'key' })).toContain('AWS_SECRET_ACCESS_KEY: is required with the other');
    // A bucket named without the switch would leave each instance on its own disk.
    expect(messageOf({ S3_BUCKET: 'images' })).toContain('UPLOAD_STORE: is local (the default) while S3_BUCKET is set');
    expect(messageOf({ UPLOAD_STORE: 's3', S3_BUCKET: 'images', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toBe('accepted');
  });

  it('when the server is started with UPLOAD_STORE=s3 and no bucket, then it stops with the message and exit code 1', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, UPLOAD_STORE: 's3', S3_BUCKET: '', PORT: '0' },
      timeout: 20_000,
    });
    const failure = (await run.then(() => null, (error: unknown) => error)) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('S3_BUCKET: is required with UPLOAD_STORE=s3: name the bucket the images are kept in');
  });
});
