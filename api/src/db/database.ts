// Opens the database named by DATABASE_URL: an embedded SQLite file by default, MySQL or MariaDB over mysql://.
// The same models, migrations and queries run on both.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Sequelize, type FindOptions, type Model, type ModelStatic } from 'sequelize';
import { defineModels, type Models } from './models.js';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'mysql';
  /** Counts seed runs in this process that changed the dataset, so revision caches look again at once. */
  seedRuns: number;
  close(): Promise<void>;
}

export function openDatabase(url: string): Database {
  let sequelize: Sequelize;
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    const storage = file === ':memory:' ? ':memory:' : resolve(file);
    if (storage !== ':memory:') mkdirSync(dirname(storage), { recursive: true });
    sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  } else {
    sequelize = new Sequelize(url.replace(/^mariadb:/, 'mysql:'), {
      dialect: 'mysql',
      logging: false,
      define: { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
      dialectOptions: { connectTimeout: 5000, dateStrings: true },
      pool: { max: 10, min: 0, acquire: 10_000, idle: 10_000 },
    });
  }
  const models = defineModels(sequelize);
  return {
    sequelize,
    models,
    dialect: sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql',
    seedRuns: 0,
    close: () => sequelize.close(),
  };
}

/** Parses a JSON text column (SQLite and MySQL both store these as TEXT). */
export function parseJsonColumn<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string' || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export type Row = Record<string, unknown>;

/** findAll with raw: true, typed as the plain rows it returns. */
export async function findRows(model: ModelStatic<Model>, options: FindOptions = {}): Promise<Row[]> {
  return (await model.findAll({ ...options, raw: true })) as unknown as Row[];
}

export async function findRow(model: ModelStatic<Model>, options: FindOptions = {}): Promise<Row | null> {
  return (await model.findOne({ ...options, raw: true })) as unknown as Row | null;
}
