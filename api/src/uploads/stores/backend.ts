// Where the bytes of stored images live (ADR 317). The image store (image-store.ts) decides what may be stored
// and under which name; a backend only keeps bytes under names it is given. Two backends: the local disk (the
// default, one folder per instance) and an S3-compatible bucket that every instance behind a load balancer shares.

export interface ImageBackend {
  /** Stores `data` under `name`; a reader never sees part of it. */
  put(name: string, data: Buffer, mime: string): Promise<void>;
  /** The bytes stored under `name`, or null when there are none. */
  get(name: string): Promise<Buffer | null>;
  /** Forgets `name`; nothing happens when it is already gone. */
  delete(name: string): Promise<void>;
}
