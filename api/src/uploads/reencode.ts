// Re-encoding is what makes an upload safe to keep: it drops metadata and anything appended to the image
// (a polyglot's HTML or ZIP). It must not make the file larger either: a 2.9 MB JPEG at quality 1 once
// became 14.6 MB at quality 90, above the 10 MB upload limit. Each type has a short ladder of settings, best
// first; the first result no larger than the upload is kept, and an image none of them can store within its
// own size is refused. Three encodes at most (four for PNG), so a hostile image costs a few honest ones
// (ADR 230).
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../http/errors.js';
import { MAX_IMAGE_PIXELS } from './image-limits.js';

export type StoredFormat = 'png' | 'jpg' | 'webp' | 'gif';
type Encode = (image: Sharp) => Sharp;

const LADDERS: Record<StoredFormat, Encode[]> = {
  jpg: [
    // Plain libjpeg first, as before: the cheapest, and enough for most uploads.
    (image) => image.jpeg({ quality: 90 }),
    // mozjpeg's trellis quantisation: about 15 % smaller than plain libjpeg at the same quality, for 2–5× the
    // CPU (about 50 ms for a 1 MP creative). A creative exported at 75 fits at 70.
    (image) => image.jpeg({ quality: 70, mozjpeg: true }),
    (image) => image.jpeg({ quality: 40, mozjpeg: true }),
  ],
  webp: [(image) => image.webp({ quality: 90 }), (image) => image.webp({ quality: 70 }), (image) => image.webp({ quality: 40 })],
  png: [
    (image) => image.png(),
    // Still lossless: 85 of the 104 fixture creatives are stored losslessly with it, 55 without.
    (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
    // What PNG optimisers (TinyPNG, pngquant) produce: re-encoding their output without a palette doubles it.
    (image) => image.png({ palette: true, compressionLevel: 9, effort: 10 }),
    // 64 colours still draw text crisply, which is what the analyzer reads.
    (image) => image.png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }),
  ],
  gif: [
    // A frame's own colours (at most 256) quantise back to themselves; reusing the input palette, sharp's
    // default, appends to it and grows even a one-colour GIF.
    (image) => image.gif({ reuse: false }),
    (image) => image.gif(),
    (image) => image.gif({ reuse: false, colours: 64, effort: 10 }),
  ],
};

const cannotStoreSmaller = () =>
  new HttpError(413, 'This image would be stored larger than the file you sent: it is compressed harder than the server keeps images. Save it at a higher quality and upload it again.');

/** The upload decoded (its first frame only) and encoded again as the same type, never larger than it was. */
export async function reencodeNoLarger(upload: Buffer, format: StoredFormat): Promise<{ data: Buffer; info: OutputInfo }> {
  for (const encode of LADDERS[format]) {
    const image = sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 }).rotate();
    const encoded = await encode(image).toBuffer({ resolveWithObject: true });
    if (encoded.data.length <= upload.length) return encoded;
  }
  throw cannotStoreSmaller();
}
