// Images in an S3-compatible bucket (UPLOAD_STORE=s3, ADR 317): every instance reads and writes the same
// objects, so an image uploaded through one instance is served and analysed by any other. The bucket is never
// public: images still leave only through the API, after the owner check (ADR 232).
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { HttpError } from '../../http/errors.js';
import type { ImageBackend } from './backend.js';

export interface S3Options {
  bucket: string;
  /** Prepended to every image's name: the objects' "folder" in a bucket that may hold other things. */
  keyPrefix: string;
  /** An S3-compatible server (MinIO, Ceph…); without it, AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Without them, the SDK's usual chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// A store that cannot be reached must not hold a request (or a worker's image) for long: a few quick attempts,
// then a 503 the client may retry.
const CONNECT_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 10_000;

const unavailable = () => new HttpError(503, 'Images cannot be stored or read right now. Please try again in a minute.');

export function s3Backend(options: S3Options, logger?: Logger): ImageBackend {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // The SDK's default checksums (CRC32 headers on every upload since 2025) are refused by several
    // S3-compatible servers; MD5-era behaviour (a checksum only where the API requires one) works with all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (name: string) => `${options.keyPrefix}${name}`;

  /** An SDK failure becomes a 503, logged with its cause (the client sees no bucket, key or endpoint). */
  const failed = (what: string, name: string) => (error: unknown): never => {
    logger?.error({ err: error, bucket: Bucket, key: keyOf(name) }, `image store: ${what} failed`);
    throw unavailable();
  };

  return {
    async put(name, data, mime) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: data, ContentType: mime })).catch(failed('put', name));
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        return failed('get', name)(error);
      }
    },
    async delete(name) {
      // S3 answers a delete of a missing key with success, so "already gone" needs no case of its own.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) })).catch(failed('delete', name));
    },
  };
}
