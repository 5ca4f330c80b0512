// The shape an ad image may have (ADR 230), shared by the server's upload check and the device's own
// (the offline analyzer, ADR 320): one set of limits and one wording, so the device refuses what the server
// would. Pixels alone do not bound the work: a 4.8 KB PNG of 39,000,000 × 1 px is under 40 MP yet cost
// 5–14 s and 1.4 GB to decode. Every limit is far beyond a real ad creative.

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

export interface ImageShapeProblem {
  /** 413 when the image is too large, 400 when it is unreadable or not an ad's shape. */
  status: 400 | 413;
  message: string;
}

const count = (n: number) => n.toLocaleString('en-GB');

/** Why an image of this size (one frame) and format is refused, or null when it is within every limit. */
export function imageShapeProblem(width: number, height: number, format?: string): ImageShapeProblem | null {
  if (!width || !height) return { status: 400, message: 'The image could not be read.' };
  const shape = `this one is ${count(width)} × ${count(height)}`;
  if (Math.max(width, height) > MAX_IMAGE_SIDE) {
    return { status: 413, message: `The image is too large: at most ${count(MAX_IMAGE_SIDE)} pixels on each side (${shape}).` };
  }
  if (width * height > MAX_IMAGE_PIXELS) return { status: 413, message: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (${shape}).` };
  if (format === 'gif' && width * height > MAX_GIF_PIXELS) {
    return { status: 413, message: `A GIF may be at most ${MAX_GIF_PIXELS / 1_000_000} megapixels (${shape}). Save a larger image as PNG or JPEG.` };
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
    return {
      status: 400,
      message: `The image is too long and thin for an ad: its long side may be at most ${MAX_ASPECT_RATIO} times its short side (${shape}).`,
    };
  }
  return null;
}
