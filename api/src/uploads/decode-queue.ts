// Every image decode in the server (an upload's re-encode, OCR's preparation) runs through one small queue:
// a decoded 40 MP image is 120–160 MB, so a burst of uploads must wait its turn, not decode all at once
// (four wide PNGs in parallel once took the server to 6 GB and stalled /api/health for 30 s; ADR 230).
// sharp's process-wide settings live here too, set once when the first image module loads.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';

// libvips's operation cache kept each decoded GIF frame (~150 MB apiece, up to 3 GB) after its request ended;
// the queue, not a cache, is what bounds the work, so nothing is kept between requests.
sharp.cache(false);
// One libvips thread per image: the queue decides how many images are decoded at once.
sharp.concurrency(1);

export class DecodeBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The server is busy reading other images. Please try again in a few seconds.');
  }
}

export interface DecodeQueue {
  /** Runs `job` when a slot is free; refuses at once with DecodeBusyError when too many already wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running or waiting. */
  load(): number;
}

export interface DecodeQueueOptions {
  /** Decodes at once. */
  slots: number;
  /** Decodes that may wait for a slot before new ones are refused. */
  maxWaiting: number;
}

export function decodeQueue({ slots, maxWaiting }: DecodeQueueOptions): DecodeQueue {
  const waiting: Array<() => void> = [];
  let running = 0;

  const nextSlot = (): Promise<void> | void => {
    if (running < slots) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) {
      // About a second per image ahead of this one and per slot (a large image takes a few, most far less).
      throw new DecodeBusyError(Math.max(2, Math.ceil((running + waiting.length) / slots)));
    }
    // The slot is handed over by `release` without being freed, so a newcomer cannot overtake the waiting.
    return new Promise<void>((resolve) => waiting.push(resolve));
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(job) {
      await nextSlot();
      try {
        return await job();
      } finally {
        release();
      }
    },
    load: () => running + waiting.length,
  };
}

/**
 * The server's one queue. Half the cores decode (one on a two-core host), so OCR, the database and the
 * event loop keep the rest; a dozen more wait (each holds at most its 10 MB upload) before 503.
 */
export const imageDecodes = decodeQueue({ slots: Math.max(1, Math.floor(availableParallelism() / 2)), maxWaiting: 12 });
