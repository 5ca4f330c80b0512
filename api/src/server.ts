// The production server: migrate, load the seed dataset (idempotent), build the web app if it has not
// been built, then serve the API and the app from one port with SPA fallback. On SIGTERM or SIGINT it drains
// (requests in flight finish, for up to SHUTDOWN_GRACE_MS), closes the database and Redis, and exits 0 (ADR 316).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';
import type { SeedDataset } from '../../seed/read-dataset.js';
import { loadSeed } from './db/load-seed.js';
import { createApp, instanceOcrPool } from './app.js';
import { listen } from './http/listen.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { lifecycle } from './health/lifecycle.js';
import { drainOnClose } from './http/drain.js';
import { connectSharedState } from './shared-state/redis.js';
import type { UploadRetention } from './uploads/retention.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = join(ROOT, 'web/dist');

export async function buildWebIfMissing(log: (msg: string) => void = () => {}): Promise<void> {
  if (existsSync(join(WEB_DIST, 'index.html'))) return;
  log('Building the web app (first start only)…');
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  app: Express;
  db: Database;
  /** Stops accepting, lets requests in flight finish for up to `graceMs` (then cuts them off), and closes everything. */
  stop(graceMs?: number): Promise<void>;
}

/** `dataset`: another library than seed/ (the bench's synthetic 3× library); the app always loads seed/. */
export async function startWebServer(config: Config, options: { serveWeb?: boolean; dataset?: SeedDataset } = {}): Promise<RunningServer> {
  const logger = pino({ level: config.LOG_LEVEL });
  const life = lifecycle('starting');
  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  const seeded = await loadSeed(db, options.dataset);
  logger.info(seeded, 'seed dataset loaded');

  if (options.serveWeb !== false) await buildWebIfMissing((msg) => logger.info(msg));
  const shared = config.REDIS_URL ? await connectSharedState(config.REDIS_URL, config.REDIS_KEY_PREFIX) : null;
  const ocr = instanceOcrPool(config, shared, logger);
  const app = createApp({ config, db, logger, webDist: options.serveWeb === false ? undefined : WEB_DIST, ocr, shared, lifecycle: life });
  const retention = app.locals.retention as UploadRetention;
  retention.start();

  const server = await listen(app, config.PORT);
  const drain = drainOnClose(server);
  life.phase = 'serving';
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    app,
    db,
    async stop(graceMs = config.SHUTDOWN_GRACE_MS) {
      life.phase = 'draining';
      retention.stop();
      await drain(graceMs);
      // Analyses run inside their requests, so none is left in flight once the server has closed.
      await ocr.close();
      await shared?.close();
      await db.close();
    },
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  try {
    const running = await startWebServer(config);
    console.log(`Ad policy compliance tool running at http://localhost:${running.port}`);
    const shutdown = (signal: string) => {
      console.log(`${signal}: finishing the requests in flight (up to ${config.SHUTDOWN_GRACE_MS} ms), then stopping.`);
      running.stop(config.SHUTDOWN_GRACE_MS).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Could not stop cleanly: ${(error as Error).message}`);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
