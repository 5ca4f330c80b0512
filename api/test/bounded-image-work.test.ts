import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { OcrBusyError, type OcrPool } from '../src/analyzer/ocr-pool.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { loadSeed } from '../src/db/load-seed.js';
import { migrate } from '../src/db/migrate.js';
import { listen } from '../src/http/listen.js';
import { imageDecodes } from '../src/uploads/decode-queue.js';
import { clientCookie, createTestDatabase, dialects, errorBody, startTestApp, type TestApp, type TestDatabase } from './harness.js';
import { blankPng, creative, noiseJpeg, solidGif } from './image-payloads.js';
import { closeServer } from './close-server.js';

// Bounded image work (issue 31, ADR 230), on the findings of the security review of 26 November 2026: an
// image's shape is refused from its header, decodes wait in one queue (503 + Retry-After when it is full),
// memory stays flat over hostile uploads, a refused analysis keeps no file, a stored name is not a path, and
// an over-limit upload's 413 reaches a fetch client.

const HEX = 'cd'.repeat(32);

const imageForm = (data: Buffer, fields: Record<string, string> = {}, type = 'image/png') => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(data)], { type }), 'ad');
  return form;
};

/** Occupies every slot and waiting place of the server's decode queue until `release` is called. */
function fillDecodeQueue() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Array<Promise<unknown>> = [];
  for (;;) {
    const before = imageDecodes.load();
    const job = imageDecodes.run(() => released);
    if (imageDecodes.load() === before) {
      void job.catch(() => undefined);
      break;
    }
    held.push(job);
  }
  return { release: async () => (release(), await Promise.all(held)) };
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

describe.each(dialects())('bounded image work on %s', (dialect) => {
  let app: TestApp;
  /** The review's 27 KB GIF of 6,300 × 6,300 pixels. */
  let bigGif: Buffer;
  const upload = (data: Buffer, type = 'image/png') =>
    fetch(`${app.url}/api/uploads`, { method: 'POST', body: imageForm(data, {}, type), headers: { cookie: app.cookie } });
  const storedFiles = () => readdirSync(app.config.UPLOAD_DIR);

  beforeAll(async () => {
    app = await startTestApp(dialect);
    bigGif = await solidGif(6_300, 6_300);
  });
  afterAll(async () => app?.stop());

  it('when a 4.8 KB PNG declares 39,000,000 × 1 pixels, then it is refused with 413 from its header, in milliseconds', async () => {
    const wide = blankPng(39_000_000, 1);
    expect(wide.length).toBeLessThan(6_000);
    const began = performance.now();
    const response = await upload(wide);
    const took = performance.now() - began;
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toBe('The image is too large: at most 10,000 pixels on each side (this one is 39,000,000 × 1).');
    // Before the header check it was decoded: 5.5–14 s each, +1.4 GB (a loose bound against a busy runner).
    expect(took).toBeLessThan(2_000);

    // The review's four at once, with a health check beside them: all answered, nothing stalls.
    const parallelBegan = performance.now();
    const [health, ...four] = await Promise.all([app.get('/api/health'), ...Array.from({ length: 4 }, () => upload(wide))]);
    const parallelTook = performance.now() - parallelBegan;
    expect(four.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    expect(health.status).toBe(200);
    console.info(`wide PNG refused in ${took.toFixed(1)} ms; four at once and /api/health in ${parallelTook.toFixed(1)} ms`);
    expect(parallelTook).toBeLessThan(2_000);
    expect(storedFiles()).toEqual([]);
  });

  it('when an image is far longer than wide (9,000 × 100), then it is refused with 400; real banner shapes are stored', async () => {
    const strip = await upload(blankPng(9_000, 100));
    expect(strip.status).toBe(400);
    expect(await errorBody(strip)).toMatch(/too long and thin for an ad: its long side may be at most 20 times its short side/);
    for (const [width, height] of [[728, 90], [320, 50], [160, 600]] as const) {
      const response = await upload(await creative(width, height, 'Ad'));
      expect(response.status, `${width} × ${height}`).toBe(201);
      expect(await response.json()).toMatchObject({ width, height });
    }
  });

  it('when a 27 KB GIF declares 6,300 × 6,300, then it is refused with 413 before its frame is decoded', async () => {
    const began = performance.now();
    const response = await upload(bigGif, 'image/gif');
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toMatch(/A GIF may be at most 4 megapixels \(this one is 6,300 × 6,300\)/);
    // Accepted before, it took 4–9 s to re-encode and left 152 MB in sharp's cache.
    expect(performance.now() - began).toBeLessThan(2_000);
  });

  it('when 20 hostile uploads arrive (wide PNGs, big GIFs, noise JPEGs, GIFs just under the limit), then RSS stays within +300 MB', async () => {
    const payloads: Array<[Buffer, string]> = [
      [blankPng(39_000_000, 1), 'image/png'],
      [bigGif, 'image/gif'],
      [await solidGif(1_500, 1_500), 'image/gif'],
      [await noiseJpeg(1_500), 'image/jpeg'],
    ];
    const before = rssMb();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [data, type] = payloads[i % payloads.length]!;
      const response = await upload(data, type);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    const after = rssMb();
    console.info(`RSS before ${before} MB, after 20 hostile uploads ${after} MB (+${after - before} MB); statuses ${statuses.join(' ')}`);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5); // the 1,500² GIFs are stored; the rest refused
    expect(statuses.every((s) => s === 201 || s === 413)).toBe(true);
    expect(after - before).toBeLessThan(300);
  }, 120_000);

  it('when the decode queue is full, then an upload and an analysis are answered 503 with Retry-After, and work again once it drains', async () => {
    const stored = (await (await upload(await creative(600, 300, 'Queue'))).json()) as { filePath: string };
    const filesBefore = storedFiles().length;
    const queue = fillDecodeQueue();
    try {
      const refused = await upload(await creative(300, 250, 'Busy'));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
      expect(await errorBody(refused)).toBe('The server is busy reading other images. Please try again in a few seconds.');

      const analysis = await app.send('POST', '/api/analyze-ad', { filePath: stored.filePath, platform: 'google', jurisdiction: 'US' });
      expect(analysis.status).toBe(503);
      expect(Number(analysis.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
      await errorBody(analysis);
      expect(storedFiles()).toHaveLength(filesBefore);
    } finally {
      await queue.release();
    }
    expect((await upload(await creative(300, 250, 'Calm'))).status).toBe(201);
  });

  it('when an upload is over 10 MB, then a fetch client reads the 413 and its message instead of a broken connection', async () => {
    const twelveMb = Buffer.alloc(12 * 1024 * 1024, 0x41);
    const response = await fetch(`${app.url}/api/uploads`, { method: 'POST', body: imageForm(twelveMb), headers: { cookie: app.cookie } });
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toBe('The image is larger than 10 MB.');
    // The connection is still good for the next request.
    expect((await app.get('/api/health')).status).toBe(200);
  });

  it('when a JPEG would grow on re-encoding, then what is stored and served is no larger than the upload', async () => {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(await creative(1200, 628, 'Free spins')).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
    const response = await upload(jpeg, 'image/jpeg');
    expect(response.status).toBe(201);
    const { filePath } = (await response.json()) as { filePath: string };
    const served = Buffer.from(await (await app.get(`/uploads/${filePath}`)).arrayBuffer());
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThanOrEqual(jpeg.length);

    const noise = await upload(await noiseJpeg(1_000), 'image/jpeg');
    expect(noise.status).toBe(413);
    expect(await errorBody(noise)).toMatch(/would be stored larger than the file you sent/);
  });

  it('when a stored name is a path (../../<64 hex>.png and others), then analysis and detection answer 400', async () => {
    const names = [`../../${HEX}.png`, `../${HEX}.png`, `/uploads/../${HEX}.png`, `..%2F..%2F${HEX}.png`, `uploads/${HEX}.png`, `${HEX}.png/..`, `x${HEX}.png`];
    for (const filePath of names) {
      const analysis = await app.send('POST', '/api/analyze-ad', { filePath, platform: 'google', jurisdiction: 'US' });
      expect(analysis.status, filePath).toBe(400);
      expect(await errorBody(analysis)).toBe('The file path is not one this server issued. Upload the image again.');
      const detection = await app.send('POST', '/api/detect-ad-category', { filePath });
      expect(detection.status, filePath).toBe(400);
      await errorBody(detection);
    }
  });
});

describe.each(dialects())('a refused analysis on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  let server: Server;
  let url: string;
  let uploadDir: string;
  const cookie = clientCookie();
  /** OCR that is always full: every analysis is refused after its upload was saved. */
  const busyOcr: OcrPool = { recognize: async () => Promise.reject(new OcrBusyError(8)), load: () => 10, close: async () => undefined };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    uploadDir = mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'));
    const config = loadConfig({ DATABASE_URL: testDb.url, UPLOAD_DIR: uploadDir, ANALYSIS_RATE_LIMIT: '10000', WRITE_RATE_LIMIT: '10000', LOG_LEVEL: 'silent' });
    db = openDatabase(config.DATABASE_URL);
    await migrate(db);
    await loadSeed(db);
    server = await listen(createApp({ config, db, ocr: busyOcr }), 0, '127.0.0.1');
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    if (server) await closeServer(server);
    await db?.close().catch(() => undefined);
    await testDb?.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('when the OCR queue is full, then each analysis and detection is 503 and leaves no file and no quota behind', async () => {
    for (const path of ['/api/analyze-ad', '/api/analyze-ad-world-class', '/api/detect-ad-category']) {
      for (let i = 0; i < 3; i++) {
        const image = await creative(400, 200, `Refused ${i}`);
        const response = await fetch(url + path, { method: 'POST', body: imageForm(image, { platform: 'google', jurisdiction: 'US' }), headers: { cookie } });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('8');
        await errorBody(response);
      }
    }
    expect(readdirSync(uploadDir)).toEqual([]);
    expect(await db.models.Upload!.count({ where: { removedAt: null } })).toBe(0);
  });
});
