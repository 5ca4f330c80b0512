// The connection to Redis, when REDIS_URL is set: where the instances behind one load balancer keep what must be
// counted once for all of them (the write and analysis limits, the OCR waiting room; ADR 316).
import { Redis } from 'ioredis';

export interface SharedState {
  redis: Redis;
  /** Prepended to every key, so that several deployments (or test runs) can share one Redis. */
  prefix: string;
  /** Whether Redis answers a PING now. */
  up(): Promise<boolean>;
  close(): Promise<void>;
}

/** A command that waits longer than this fails, and the caller falls back to this instance's own counts. */
const COMMAND_TIMEOUT_MS = 1_000;

/** How long the server waits for Redis at boot; if it is down or slow then, the server starts anyway and Redis is picked up when it comes. */
const FIRST_CONNECT_MS = 3_000;

export async function connectSharedState(url: string, prefix: string): Promise<SharedState> {
  const redis = new Redis(url, {
    // While Redis is unreachable a command fails at once rather than waiting in a queue: a request must never
    // hang on a limit's counter (the callers then count in memory).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnects for ever, at most every 2 s: Redis coming back is picked up without a restart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis prints every failed reconnection; the health and ready answers report it instead.
  redis.on('error', () => {});
  await new Promise<void>((settle) => {
    const timer = setTimeout(settle, FIRST_CONNECT_MS);
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      settle();
    };
    // Connected, or refused (it keeps trying in the background): either way the server can start.
    redis.once('ready', done).once('error', done);
  });
  return {
    redis,
    prefix,
    async up() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
