// Whose stored images are whose (ADR 232): the uploads table (migration 0009) keeps each image's uploader,
// size and age. An image is shown or analysed only for its uploader (and for admins, who read the whole audit
// trail); to anyone else it does not exist (404, as for an unknown name). Each uploader may keep at most
// UPLOAD_QUOTA_MB of images at once; the retention sweep (retention.ts) frees them after UPLOAD_RETENTION_DAYS.
import { HttpError } from '../http/errors.js';
import type { Owner } from '../identity/owner.js';
import type { Database } from '../db/database.js';
import { storedNameOf, type ImageStore, type StoredImage } from './image-store.js';

export interface OwnedImages {
  /** Stores an upload for `owner`, refused with 413 when it would pass their quota. */
  save(owner: Owner, upload: Buffer): Promise<StoredImage>;
  /** The stored image when `owner` may see it; 400 for a name the store never issues, else 404. */
  read(owner: Owner | null, filePath: string): Promise<StoredImage & { data: Buffer }>;
  /** Removes an image `owner` saved whose analysis was refused: the file, and its place in their quota (ADR 230). */
  remove(owner: Owner, name: string): Promise<void>;
}

const MB = 1024 * 1024;
export const notStored = () => new HttpError(404, 'That image is no longer stored. Upload it again.');

export function ownedImages(db: Database, store: ImageStore, { quotaMb, retentionDays }: { quotaMb: number; retentionDays: number }, now = () => new Date()): OwnedImages {
  const { Upload } = db.models;

  async function bytesHeldBy(owner: string): Promise<number> {
    return Number((await Upload.sum('bytes', { where: { owner, removedAt: null } })) ?? 0);
  }

  return {
    async save(owner, upload) {
      // Counted before storing, with the upload's own size: a few parallel uploads may pass the quota by their size.
      if ((await bytesHeldBy(owner.key)) + upload.length > quotaMb * MB) {
        throw new HttpError(413, `You already keep close to ${quotaMb} MB of uploaded images, the most one client may keep. Images are removed ${retentionDays} days after upload; try again then.`);
      }
      // Every save is a new random name (image-store.ts), so each upload is a row of its own.
      const stored = await store.save(upload);
      await Upload.create({ name: stored.name, owner: owner.key, bytes: stored.bytes, createdAt: now().toISOString() });
      return stored;
    },
    async read(owner, filePath) {
      const name = storedNameOf(filePath);
      if (!name) return await store.read(filePath); // the store's own 400 for a name it never issues
      if (!owner) throw notStored();
      const where = owner.admin ? { name, removedAt: null } : { name, owner: owner.key, removedAt: null };
      if (!(await Upload.findOne({ where, attributes: ['id'] }))) throw notStored();
      return await store.read(name);
    },
    async remove(owner, name) {
      await Upload.update({ removedAt: now().toISOString() }, { where: { name, owner: owner.key, removedAt: null } });
      await store.remove(name);
    },
  };
}
