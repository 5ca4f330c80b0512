// A rate limit store shared through Redis that falls back to this instance's memory while Redis is unreachable
// (ADR 316): a limit then holds per instance, as it did before REDIS_URL, rather than refusing every write
// (closed) or none (open).
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Logger } from 'pino';
import type { SharedState } from './redis.js';

export function sharedRateLimitStore(shared: SharedState, name: string, logger?: Logger): Store {
  const memory = new MemoryStore();
  let options: Options | undefined;
  // Remade after a failure: RedisStore loads its scripts once, and a load that failed would fail every call after it.
  let redisStore: Promise<RedisStore> | null = null;
  let degraded = false;

  const redisSide = (): Promise<RedisStore> =>
    (redisStore ??= (async () => {
      const store = new RedisStore({
        prefix: `${shared.prefix}rate:${name}:`,
        sendCommand: (command: string, ...args: string[]) => shared.redis.call(command, ...args) as Promise<never>,
      });
      await store.init(options!);
      return store;
    })());

  async function either<T>(onRedis: (store: RedisStore) => Promise<T>, onMemory: () => Promise<T> | T): Promise<T> {
    try {
      const result = await onRedis(await redisSide());
      if (degraded) logger?.info({ limit: name }, 'rate limit shared through Redis again');
      degraded = false;
      return result;
    } catch (error) {
      redisStore = null;
      if (!degraded) logger?.warn({ limit: name, err: error }, 'Redis unreachable: rate limit counted per instance');
      degraded = true;
      return onMemory();
    }
  }

  return {
    // Keys are counted in Redis, so the limit holds across instances (not a local count).
    localKeys: false,
    init(initOptions) {
      options = initOptions;
      memory.init(initOptions);
    },
    increment: (key): Promise<IncrementResponse> => either((s) => s.increment(key), () => memory.increment(key)),
    decrement: (key) => either((s) => s.decrement(key), () => memory.decrement(key)),
    resetKey: (key) => either((s) => s.resetKey(key), () => memory.resetKey(key)),
    get: (key) => either((s) => s.get(key), () => memory.get(key)),
  };
}
