// The shape an uploaded image may have, checked on its header (sharp's metadata reads no pixels) before
// anything is decoded. Pixels alone do not bound the work: a 4.8 KB PNG of 39,000,000 × 1 px is under
// 40 MP yet cost 5–14 s and 1.4 GB to decode. Every limit is far beyond a real ad creative (ADR 230).
import { HttpError } from '../http/errors.js';

/** Larger than any real ad creative (a 4K banner is 8.3 MP, a 12 MP phone photo of a poster fits). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** 8K is 7,680 px wide; a 50 MP phone photo is 8,160 px. */
export const MAX_IMAGE_SIDE = 10_000;
/** Long side to short side: the leaderboard is 8:1, the slimmest standard format (970 × 66 pushdown) 14.7:1. */
export const MAX_ASPECT_RATIO = 20;
/**
 * A GIF's frame is decoded whole (not line by line) and re-encoding it quantises every pixel: a 6,300² GIF
 * took 4–9 s and 150 MB. GIF creatives are banners and social squares (1,080² is 1.2 MP).
 */
export const MAX_GIF_PIXELS = 4_000_000;

export interface ImageHeader {
  format?: string;
  width?: number;
  height?: number;
  /** The height of one frame of an animated GIF or WEBP, when more than one frame was opened. */
  pageHeight?: number;
}

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * The size of the one frame that will be decoded (only the first frame of an animation is ever read, so
 * later frames cost nothing); a 413 or 400 naming the limit when the header describes more than allowed.
 */
export function checkImageHeader(header: ImageHeader): { width: number; height: number } {
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  if (!width || !height) throw new HttpError(400, 'The image could not be read.');
  const shape = `this one is ${count(width)} × ${count(height)}`;
  if (Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new HttpError(413, `The image is too large: at most ${count(MAX_IMAGE_SIDE)} pixels on each side (${shape}).`);
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (${shape}).`);
  }
  if (header.format === 'gif' && width * height > MAX_GIF_PIXELS) {
    throw new HttpError(413, `A GIF may be at most ${MAX_GIF_PIXELS / 1_000_000} megapixels (${shape}). Save a larger image as PNG or JPEG.`);
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
    throw new HttpError(400, `The image is too long and thin for an ad: its long side may be at most ${MAX_ASPECT_RATIO} times its short side (${shape}).`);
  }
  return { width, height };
}
