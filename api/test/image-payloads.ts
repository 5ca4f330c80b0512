// Hostile and ordinary images for the upload tests (from the security review of 26 November 2026): a PNG
// header declaring any size over one tiny compressed row, a one-colour GIF, and JPEG noise at quality 1.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit greyscale PNG of width × height whose rows are all zero: 4.8 KB for 39,000,000 × 1. */
export function blankPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-colour GIF: 27 KB at 6,300 × 6,300. */
export const solidGif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).gif().toBuffer();

/** Grey noise saved at quality 1: re-encoded at any ordinary quality it grows several times. */
export function noiseJpeg(side: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).jpeg({ quality: 1 }).toBuffer();
}

/** A creative with a headline: what real uploads look like. */
export const creative = (width: number, height: number, text = 'Bet now, win big') =>
  sharp({ create: { width, height, channels: 3, background: '#1d3f72' } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><text x="8" y="${Math.round(height * 0.6)}" font-size="${Math.max(10, Math.round(height / 3))}" fill="white">${text}</text></svg>`), top: 0, left: 0 }])
    .png()
    .toBuffer();
