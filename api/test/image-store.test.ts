import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.js';
import { DecodeBusyError, decodeQueue } from '../src/uploads/decode-queue.js';
import { checkImageHeader } from '../src/uploads/image-limits.js';
import { imageStore, storedNameOf } from '../src/uploads/image-store.js';
import { reencodeNoLarger } from '../src/uploads/reencode.js';
import { localDiskBackend } from '../src/uploads/stores/local-disk.js';
import { blankPng, creative, noiseJpeg } from './image-payloads.js';

// The image store on its own (issue 31, ADR 230): the shape check on the header, the decode queue, the
// re-encode that never grows a file, random names, and the one check every name passes before it touches disk.

const HEX = 'ab'.repeat(32);
const dirs: string[] = [];
const newStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'adpolicy-store-'));
  dirs.push(dir);
  return { dir, store: imageStore(localDiskBackend(dir), decodeQueue({ slots: 1, maxWaiting: 4 })) };
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const statusOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof HttpError ? error.status : String(error)));

describe('the stored-name check', () => {
  it('when a name is 64 hex digits and a known extension, alone or under /uploads/, then it is accepted as is', () => {
    expect(storedNameOf(`${HEX}.png`)).toBe(`${HEX}.png`);
    expect(storedNameOf(`/uploads/${HEX}.webp`)).toBe(`${HEX}.webp`);
    for (const ext of ['jpg', 'gif']) expect(storedNameOf(`${HEX}.${ext}`)).toBe(`${HEX}.${ext}`);
  });

  it.each([
    `../../${HEX}.png`,
    `../${HEX}.png`,
    `./${HEX}.png`,
    `..\\..\\${HEX}.png`,
    `/etc/${HEX}.png`,
    `/uploads/../${HEX}.png`,
    `x${HEX}.png`,
    `${HEX}.png/../../etc/passwd`,
    `${HEX}.png.tmp`,
    `${HEX}.png\n`,
    `${HEX}.exe`,
    `${HEX.slice(2)}.png`,
    `${HEX.toUpperCase()}.png`,
    '',
  ])('when the name is %j, then it is refused', (name) => {
    expect(storedNameOf(name)).toBeNull();
  });

  it('when a traversal name reaches read or remove, then the answer is 400 and nothing outside the folder is touched', async () => {
    const { store } = newStore();
    for (const name of [`../../${HEX}.png`, `../${HEX}.png`, `sub/${HEX}.png`]) {
      expect(await statusOf(store.read(name)), name).toBe(400);
      expect(await statusOf(store.remove(name)), name).toBe(400);
      expect(store.isStoredName(name)).toBe(false);
    }
  });
});

describe('the header check', () => {
  it.each([
    ['728 × 90 leaderboard (8:1)', 728, 90],
    ['320 × 50 mobile banner (6.4:1)', 320, 50],
    ['970 × 66 pushdown (14.7:1)', 970, 66],
    ['160 × 600 skyscraper (1:3.75)', 160, 600],
    ['3,840 × 2,160 4K screen', 3840, 2160],
    ['4,032 × 3,024 phone photo', 4032, 3024],
    ['10,000 × 4,000 at both limits', 10_000, 4_000],
  ])('when the image is a %s, then it passes', (_name, width, height) => {
    expect(checkImageHeader({ format: 'png', width, height })).toEqual({ width, height });
  });

  it.each([
    ['39,000,000 × 1 (the review’s 4.8 KB PNG)', 'png', 39_000_000, 1, 413, /at most 10,000 pixels on each side/],
    ['1 × 20,000', 'png', 1, 20_000, 413, /at most 10,000 pixels on each side/],
    ['9,000 × 5,000 (45 MP)', 'jpeg', 9_000, 5_000, 413, /at most 40 megapixels/],
    ['6,300 × 6,300 GIF', 'gif', 6_300, 6_300, 413, /A GIF may be at most 4 megapixels/],
    ['9,000 × 100 (90:1)', 'png', 9_000, 100, 400, /long side may be at most 20 times its short side/],
    ['50 × 1,500 (1:30)', 'webp', 50, 1_500, 400, /at most 20 times/],
    ['no size at all', 'png', 0, 0, 400, /could not be read/],
  ])('when the header says %s, then it is refused with its limit named', (_name, format, width, height, status, message) => {
    let error: unknown;
    try {
      checkImageHeader({ format, width, height });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
    expect((error as HttpError).message).toMatch(message);
  });

  it('when a GIF is animated, then the frame that is decoded is what counts, not the stack of frames', () => {
    expect(checkImageHeader({ format: 'gif', width: 300, height: 250 * 60, pageHeight: 250 })).toEqual({ width: 300, height: 250 });
  });
});

describe('the decode queue', () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };

  it('when more jobs come than slots, then they run in turn, in order, and past the waiting room they are refused with a retry time', async () => {
    const queue = decodeQueue({ slots: 2, maxWaiting: 2 });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const jobs = gates.map((g, i) => queue.run(async () => {
      started.push(i);
      await g.opened;
      return i;
    }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toBe(4);

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DecodeBusyError);
    expect((refused as DecodeBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(2);

    gates[1]!.open();
    await jobs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((g) => g.open());
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(queue.load()).toBe(0);
  });

  it('when a job fails, then its slot is freed for the next', async () => {
    const queue = decodeQueue({ slots: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('re-encoding', () => {
  it('when a JPEG exported small (mozjpeg, quality 60) would grow at quality 90, then it is stored no larger than it came', async () => {
    const upload = await sharp(await creative(1200, 628)).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
    const atNinety = await sharp(upload).jpeg({ quality: 90 }).toBuffer();
    expect(atNinety.length).toBeGreaterThan(upload.length);
    const stored = await reencodeNoLarger(upload, 'jpg');
    expect(stored.data.length).toBeLessThanOrEqual(upload.length);
    expect([stored.info.format, stored.info.width, stored.info.height]).toEqual(['jpeg', 1200, 628]);
  });

  it('when a PNG was optimised to a palette, then it is stored no larger (plain re-encoding doubles it)', async () => {
    const upload = await sharp(await creative(1080, 1080)).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
    expect((await sharp(upload).png().toBuffer()).length).toBeGreaterThan(upload.length);
    const stored = await reencodeNoLarger(upload, 'png');
    expect(stored.data.length).toBeLessThanOrEqual(upload.length);
  });

  it('when no setting can store an image within its own size (noise at quality 1), then it is refused with 413', async () => {
    const upload = await noiseJpeg(1000);
    const error = await reencodeNoLarger(upload, 'jpg').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
    expect((error as HttpError).message).toMatch(/would be stored larger than the file you sent/);
  });
});

describe('the store', () => {
  it('when the same bytes are saved twice, then they get two random names, neither of them the SHA-256 of the upload or of what is stored', async () => {
    const { dir, store } = newStore();
    const upload = await creative(300, 250);
    const first = await store.save(upload);
    const second = await store.save(upload);
    expect(first.name).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(second.name).not.toBe(first.name);
    const storedBytes = readFileSync(join(dir, first.name));
    for (const bytes of [upload, storedBytes]) {
      const sha = createHash('sha256').update(bytes).digest('hex');
      expect(first.name.startsWith(sha)).toBe(false);
      expect(first.hash).not.toBe(sha);
    }
    // Within the process, the same image has the same hash: the OCR memo reads it once.
    expect(second.hash).toBe(first.hash);
    expect((await store.read(second.name)).hash).toBe(first.hash);
  });

  it('when an image is removed, then it is gone from disk, reads are 404, and removing it again is harmless', async () => {
    const { dir, store } = newStore();
    const saved = await store.save(await creative(300, 250));
    await store.remove(saved.name);
    expect(readdirSync(dir)).toEqual([]);
    expect(await statusOf(store.read(saved.name))).toBe(404);
    await store.remove(saved.name);
  });

  it('when the header is refused, then nothing is decoded and nothing is written', async () => {
    const { dir, store } = newStore();
    const began = performance.now();
    expect(await statusOf(store.save(blankPng(39_000_000, 1)))).toBe(413);
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(readdirSync(dir)).toEqual([]);
  });
});
