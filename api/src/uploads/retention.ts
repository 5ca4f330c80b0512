// The retention sweep (UPLOAD_RETENTION_DAYS, ADR 232): stored images older than the limit are removed from the
// store; the analyses of a removed image keep their audit record, marked image removed. It runs at startup and
// then every hour; tests call sweep() with their own clock.
import { Op } from 'sequelize';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import type { ImageStore } from './image-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Rows handled per round, so one sweep never holds a long transaction or a huge list. */
const BATCH = 200;

export interface UploadRetention {
  /** Removes what is older than the limit at `at`; returns how many stored images were removed. */
  sweep(at?: Date): Promise<number>;
  /** Sweeps now and then every hour (the timer never keeps the process alive). */
  start(): void;
  stop(): void;
}

export function uploadRetention({ db, store, days, logger }: { db: Database; store: Pick<ImageStore, 'remove'>; days: number; logger: Logger }): UploadRetention {
  const { Upload, Analysis } = db.models;
  let timer: NodeJS.Timeout | null = null;

  async function sweep(at = new Date()): Promise<number> {
    const cutoff = new Date(at.getTime() - days * DAY_MS).toISOString();
    const removedAt = at.toISOString();
    let removed = 0;
    for (;;) {
      const expired = (await Upload.findAll({ where: { removedAt: null, createdAt: { [Op.lt]: cutoff } }, attributes: ['id', 'name'], order: [['id', 'ASC']], limit: BATCH, raw: true })) as unknown as Array<{ id: number; name: string }>;
      if (expired.length === 0) return removed;
      // Names are random per upload; rows from before migration 0009 may repeat one (an image analysed twice).
      for (const name of new Set(expired.map((row) => row.name))) {
        await store.remove(name);
        await Analysis.update({ imageRemovedAt: removedAt }, { where: { uploadName: name, imageRemovedAt: null } });
        removed += 1;
      }
      await Upload.update({ removedAt }, { where: { id: expired.map((row) => row.id) } });
    }
  }

  const sweepLogged = () =>
    sweep().then(
      (removed) => removed > 0 && logger.info({ removed, days }, 'retention sweep removed old images'),
      (error: unknown) => logger.error({ err: error }, 'retention sweep failed'),
    );

  return {
    sweep,
    start() {
      if (timer) return;
      void sweepLogged();
      timer = setInterval(() => void sweepLogged(), SWEEP_EVERY_MS).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
