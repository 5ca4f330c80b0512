// OCR with tesseract.js and the English and Hindi models shipped by @tesseract.js-data/eng and /hin (no network, no CDN):
// a few workers started once and reused, a bounded queue (a full queue is an OcrBusyError, answered 503
// with Retry-After, never a hang), and light pre-processing that helps small print.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
// Also sets sharp's process-wide limits (no operation cache, one thread per image).
import { imageDecodes } from '../uploads/decode-queue.js';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { OcrWaitingRoom, WaitingSeat } from './ocr-waiting-room.js';
import { MIN_OCR_WIDTH, OCR_LANGUAGES as LANGUAGES, ocrWidth } from '../../../core/analyzer/offline-analyzer.js';

const require = createRequire(import.meta.url);
/** The integer-quantised "best" models: as accurate as the default on ad text, a third of the size. */
const MODEL = '4.0.0_best_int';

/**
 * One directory holding both models, as tesseract.js reads every language from a single langPath. Its other
 * way in, a {code, data} object per language, is broken in 7.0.0 (initialize joins the data, not the codes).
 * So the two packages' files are linked into a directory under the OS temp dir, named after the files it
 * links: made once per checkout and atomically (a rename), so servers starting together never see it half made.
 */
function languageDir(): string {
  const models = LANGUAGES.map((lang) => [`${lang}.traineddata.gz`, join(require.resolve(`@tesseract.js-data/${lang}/package.json`), '..', MODEL, `${lang}.traineddata.gz`)] as const);
  const dir = join(tmpdir(), `adpolicy-tessdata-${createHash('sha256').update(models.map(([, file]) => file).join('\n')).digest('hex').slice(0, 16)}`);
  const complete = () => models.every(([name]) => existsSync(join(dir, name)));
  for (let attempt = 0; attempt < 2 && !complete(); attempt++) {
    const draft = mkdtempSync(`${dir}-draft-`);
    for (const [name, file] of models) symlinkSync(file, join(draft, name));
    try {
      renameSync(draft, dir);
    } catch {
      // Another server made it first (or a broken one is in the way: it goes, and the next attempt replaces it).
      rmSync(draft, { recursive: true, force: true });
      if (!complete()) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!complete()) throw new Error(`Could not prepare the OCR language models in ${dir}.`);
  return dir;
}

export interface OcrResult {
  text: string;
  /** 0–100, tesseract's mean confidence over the page. */
  confidence: number;
  durationMs: number;
}

export class OcrBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The text reader is busy with other images. Please try again in a few seconds.');
  }
}

export interface OcrPool {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Jobs running or waiting. */
  load(): number;
  close(): Promise<void>;
}

export interface OcrPoolOptions {
  /** Workers; by default one per core, at most 2 (each holds ~100 MB). */
  workers?: number;
  /** Jobs that may wait for a worker before new ones are refused. */
  maxQueued?: number;
  /** With REDIS_URL: the waiting room shared with the other instances, where a job that must wait takes a seat first. */
  waitingRoom?: OcrWaitingRoom;
}

export function ocrPool({ workers = Math.max(1, Math.min(2, availableParallelism())), maxQueued = 8, waitingRoom }: OcrPoolOptions = {}): OcrPool {
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  let started: Promise<void> | null = null;
  let running = 0;
  let closed = false;

  const start = () =>
    (started ??= Promise.all(
      Array.from({ length: workers }, async () => {
        const worker = await createWorker(LANGUAGES.join('+'), 1, { langPath: languageDir(), gzip: true, cacheMethod: 'none' });
        // Automatic page segmentation: an ad is several blocks (headline, badge, button, fine print), and the
        // single-block default drops some of them (word recall 99.0 % against 96.6 % on fixtures/ad-creatives).
        await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
        return worker;
      }),
    ).then((ready) => {
      idle.push(...ready);
    }).catch((error: unknown) => {
      started = null;
      throw error;
    }));

  async function acquire(): Promise<Worker> {
    await start();
    const worker = idle.pop();
    if (worker) return worker;
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(worker: Worker): void {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  async function recognize(image: Buffer): Promise<OcrResult> {
    if (closed) throw new Error('The OCR pool is closed.');
    const busy = () => new OcrBusyError(Math.max(2, Math.ceil((running / workers) * 1.5)));
    if (running >= workers + maxQueued) throw busy();
    running += 1;
    const began = performance.now();
    let seat: WaitingSeat | null = null;
    try {
      // Every worker here is taken: the job waits, so it needs one of the seats shared by all instances.
      if (waitingRoom && running > workers) {
        seat = await waitingRoom.enter();
        if (!seat) throw busy();
      }
      const prepared = await prepare(image);
      const worker = await acquire();
      seat?.leave();
      try {
        const { data } = await worker.recognize(prepared);
        return { text: data.text.trim(), confidence: Math.round(data.confidence), durationMs: Math.round(performance.now() - began) };
      } finally {
        release(worker);
      }
    } finally {
      seat?.leave();
      running -= 1;
    }
  }

  return {
    recognize,
    load: () => running,
    async close() {
      closed = true;
      if (!started) return;
      await started.catch(() => undefined);
      await Promise.all(idle.splice(0).map((w) => w.terminate()));
    },
  };
}

/** Greyscale, contrast stretched, and small images enlarged: what tesseract reads best. */
async function prepare(image: Buffer): Promise<Buffer> {
  const pipeline = sharp(image).flatten({ background: '#ffffff' }).greyscale().normalise();
  const { width = MIN_OCR_WIDTH, height = width } = await sharp(image).metadata();
  // The sizes the device reads at too (core/analyzer/offline-analyzer.ts).
  const target = ocrWidth(width, height);
  if (target !== width) pipeline.resize({ width: target, kernel: 'lanczos3' });
  // The decode waits its turn with the uploads' (ADR 230); a full queue is a DecodeBusyError, answered 503.
  return imageDecodes.run(() => pipeline.png({ compressionLevel: 1 }).toBuffer());
}
