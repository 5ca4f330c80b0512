// Uploaded ad images (DESIGN §6, §10): the type is decided by the file's own bytes, never by its name or the
// declared type; the header's shape is checked before anything is decoded; the image is re-encoded (which
// drops metadata and anything appended to it, such as a polyglot's second file) within the decode queue,
// never larger than it came, and stored under a random name (ADR 230) in the backend UPLOAD_STORE names: the
// local disk or an S3-compatible bucket (ADR 317). A content hash as the name would let anyone holding an image
// test whether it was uploaded. Clients only ever hold the opaque name the store issued.
import { createHmac, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { DecodeBusyError, imageDecodes, type DecodeQueue } from './decode-queue.js';
import { checkImageHeader } from './image-limits.js';
import { reencodeNoLarger, type StoredFormat } from './reencode.js';
import type { ImageBackend } from './stores/backend.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const satisfies Record<string, StoredFormat>;
type ImageMime = keyof typeof TYPES;
const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(TYPES).map(([mime, ext]) => [ext, mime])) as Record<string, ImageMime>;

/** The only names the store issues: 32 random bytes in hex and the detected extension, nothing before or after. */
const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

/**
 * Keyed per process: equal images get equal hashes (the OCR memo reads each once), but a hash that reaches
 * an analysis record cannot be computed by anyone holding the image.
 */
const HASH_KEY = randomBytes(32);
const contentHash = (data: Buffer) => createHmac('sha256', HASH_KEY).update(data).digest('hex');

export interface StoredImage {
  /** The opaque name clients send back (`filePath` in the spec's calls). */
  name: string;
  /** A keyed SHA-256 of the stored bytes: the same for the same image within this process, nothing outside it. */
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
  /** Deletes a stored image (nothing happens if it is already gone); 400 for a name the store never issues. */
  remove(name: string): Promise<void>;
  mimeOf(name: string): ImageMime;
  isStoredName(name: string): boolean;
}

export const unsupportedType = () =>
  new HttpError(415, 'This file is not a supported image. Upload a PNG, JPEG, WEBP or GIF image.');

const notIssued = () => new HttpError(400, 'The file path is not one this server issued. Upload the image again.');

/** Accepts the bare name or the `/uploads/<name>` URL the store also serves it under. */
export function storedNameOf(filePath: string): string | null {
  const name = filePath.startsWith('/uploads/') ? filePath.slice('/uploads/'.length) : filePath;
  return STORED_NAME.test(name) ? name : null;
}

export function imageStore(backend: ImageBackend, decodes: DecodeQueue = imageDecodes): ImageStore {
  async function save(upload: Buffer): Promise<StoredImage> {
    if (upload.length === 0) throw new HttpError(400, 'The image file is empty.');
    if (upload.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'The image is larger than 10 MB.');
    const detected = await fileTypeFromBuffer(upload);
    const mime = detected?.mime as ImageMime | undefined;
    if (!mime || !(mime in TYPES)) throw unsupportedType();

    let encoded: Awaited<ReturnType<typeof reencodeNoLarger>>;
    try {
      // Header only: a 39,000,000 × 1 PNG is refused here in milliseconds, before it waits for a decode slot.
      checkImageHeader(await sharp(upload, { limitInputPixels: false }).metadata());
      encoded = await decodes.run(() => reencodeNoLarger(upload, TYPES[mime]));
    } catch (error) {
      if (error instanceof HttpError || error instanceof DecodeBusyError) throw error;
      throw new HttpError(400, 'The image could not be read: the file is damaged or incomplete.');
    }

    const name = `${randomBytes(32).toString('hex')}.${TYPES[mime]}`;
    await backend.put(name, encoded.data, mime);
    return { name, hash: contentHash(encoded.data), mime, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data.length };
  }

  async function read(filePath: string): Promise<StoredImage & { data: Buffer }> {
    const name = storedNameOf(filePath);
    if (!name) throw notIssued();
    const data = await backend.get(name);
    if (!data) throw new HttpError(404, 'That image is no longer stored. Upload it again.');
    const meta = await sharp(data).metadata();
    return { name, hash: contentHash(data), mime: mimeOf(name), width: meta.width ?? 0, height: meta.height ?? 0, bytes: data.length, data };
  }

  async function remove(filePath: string): Promise<void> {
    const name = storedNameOf(filePath);
    if (!name) throw notIssued();
    await backend.delete(name);
  }

  function mimeOf(name: string): ImageMime {
    return MIME_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)]!;
  }

  return { save, read, remove, mimeOf, isStoredName: (name) => STORED_NAME.test(name) };
}
