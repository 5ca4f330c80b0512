// Uploaded ad images (DESIGN §6, §10): the type is decided by the file's own bytes, never by its name or the
// declared type; the image is decoded under a pixel limit, re-encoded (which drops metadata and anything
// appended to it, such as a polyglot's second file) and stored under UPLOAD_DIR by the hash of its content.
// Clients only ever hold the opaque name the store issued.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger than any real ad creative (a 4K banner is 8.3 MP), small enough that decoding cannot exhaust memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type ImageMime = keyof typeof TYPES;
const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(TYPES).map(([mime, ext]) => [ext, mime])) as Record<string, ImageMime>;

/** The only names the store issues: a SHA-256 and the detected extension. */
const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

export interface StoredImage {
  /** The opaque name clients send back (`filePath` in the spec's calls). */
  name: string;
  /** SHA-256 of the uploaded bytes. */
  hash: string;
  mime: ImageMime;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageStore {
  save(upload: Buffer): Promise<StoredImage>;
  /** The stored image for a name the store issued; 400 for anything that is not such a name, 404 if unknown. */
  read(name: string): Promise<StoredImage & { data: Buffer }>;
  mimeOf(name: string): ImageMime;
  isStoredName(name: string): boolean;
}

export const unsupportedType = () =>
  new HttpError(415, 'This file is not a supported image. Upload a PNG, JPEG, WEBP or GIF image.');

/** Accepts the bare name or the `/uploads/<name>` URL the store also serves it under. */
export function storedNameOf(filePath: string): string | null {
  const name = filePath.startsWith('/uploads/') ? filePath.slice('/uploads/'.length) : filePath;
  return STORED_NAME.test(name) ? name : null;
}

export function imageStore(dir: string): ImageStore {
  mkdirSync(dir, { recursive: true });

  async function save(upload: Buffer): Promise<StoredImage> {
    if (upload.length === 0) throw new HttpError(400, 'The image file is empty.');
    if (upload.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'The image is larger than 10 MB.');
    const detected = await fileTypeFromBuffer(upload);
    const mime = detected?.mime as ImageMime | undefined;
    if (!mime || !(mime in TYPES)) throw unsupportedType();

    let encoded: { data: Buffer; info: { width: number; height: number } };
    try {
      // The header's dimensions are checked before anything is decoded: a 30,000 × 30,000 PNG is a few KB.
      const meta = await sharp(upload, { limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height) throw new HttpError(400, 'The image could not be read.');
      if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
        throw new HttpError(413, `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${meta.width} × ${meta.height}).`);
      }
      const image = sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
      const output =
        mime === 'image/jpeg' ? image.jpeg({ quality: 90 })
        : mime === 'image/webp' ? image.webp({ quality: 90 })
        : mime === 'image/gif' ? image.gif()
        : image.png();
      encoded = await output.toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'The image could not be read: the file is damaged or incomplete.');
    }

    const hash = createHash('sha256').update(upload).digest('hex');
    const name = `${hash}.${TYPES[mime]}`;
    const path = join(dir, name);
    const exists = await stat(path).then(() => true, () => false);
    if (!exists) {
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, encoded.data);
      await rename(temporary, path);
    }
    return { name, hash, mime, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data.length };
  }

  async function read(filePath: string): Promise<StoredImage & { data: Buffer }> {
    const name = storedNameOf(filePath);
    if (!name) throw new HttpError(400, 'The file path is not one this server issued. Upload the image again.');
    let data: Buffer;
    try {
      data = await readFile(join(dir, name));
    } catch {
      throw new HttpError(404, 'That image is no longer stored. Upload it again.');
    }
    const meta = await sharp(data).metadata();
    return { name, hash: name.slice(0, 64), mime: mimeOf(name), width: meta.width ?? 0, height: meta.height ?? 0, bytes: data.length, data };
  }

  function mimeOf(name: string): ImageMime {
    return MIME_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)]!;
  }

  return { save, read, mimeOf, isStoredName: (name) => STORED_NAME.test(name) };
}
