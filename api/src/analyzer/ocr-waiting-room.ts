// The OCR waiting room shared by every instance (ADR 316): an image that finds all of its instance's workers busy
// needs a seat here before it may wait, and OCR_MAX_QUEUED bounds the seats across the instances. A seat is a
// lease in a Redis sorted set (member: the seat, score: when it lapses), renewed while held, so the seats of an
// instance that crashed lapse on their own instead of leaking.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { SharedState } from '../shared-state/redis.js';

export interface WaitingSeat {
  /** Gives the seat back (once; later calls do nothing). */
  leave(): void;
}

export interface OcrWaitingRoom {
  /** A seat, or null when every seat is taken. While Redis is unreachable every image is seated (its instance's own queue still bounds it). */
  enter(): Promise<WaitingSeat | null>;
}

/** How long a seat lasts unless renewed; renewed every third of it while its image waits. */
export const SEAT_LEASE_MS = 30_000;

// Atomic: drop lapsed seats, refuse when full, else take one. Redis's clock, so instances' clocks need not agree.
const ENTER = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const RENEW = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1`;

const UNSHARED: WaitingSeat = { leave() {} };

/** The Redis key of the seats (a sorted set). */
export const waitingRoomKey = (shared: Pick<SharedState, 'prefix'>) => `${shared.prefix}ocr:waiting`;

export function ocrWaitingRoom(shared: SharedState, { seats, leaseMs = SEAT_LEASE_MS, logger }: { seats: number; leaseMs?: number; logger?: Logger }): OcrWaitingRoom {
  const key = waitingRoomKey(shared);
  const { redis } = shared;

  return {
    async enter() {
      const seat = randomUUID();
      try {
        if ((await redis.eval(ENTER, 1, key, seats, leaseMs, seat)) === 0) return null;
      } catch (error) {
        logger?.warn({ err: error }, 'Redis unreachable: the OCR queue is bounded per instance');
        return UNSHARED;
      }
      const renewal = setInterval(() => void redis.eval(RENEW, 1, key, leaseMs, seat).catch(() => {}), leaseMs / 3);
      renewal.unref();
      let left = false;
      return {
        leave() {
          if (left) return;
          left = true;
          clearInterval(renewal);
          // A seat that cannot be given back now lapses with its lease.
          void redis.zrem(key, seat).catch(() => {});
        },
      };
    },
  };
}
