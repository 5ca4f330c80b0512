import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyLibrary } from '../../core/publisher-policy.js';
import type { Database } from '../src/db/database.js';
import { policyLibrary } from '../src/dataset/policy-library.js';
import { revisionClock } from '../src/dataset/revision-clock.js';
import type { SyncService } from '../src/sync/service.js';

// The clock that spares hot reads a database query (ADR 005), and the library kept per revision. Time is
// performance.now(), faked, so "within the interval" is exact.
describe('revision clock', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => void vi.useRealTimers());

  const database = () => ({ seedRuns: 0 }) as Database;
  /** A revision read that fails while `closed` is true. */
  const closable = (revision: number, closed: boolean) => {
    const source = {
      closed,
      read: async () => {
        if (source.closed) throw new Error('Database is closed');
        return revision;
      },
    };
    return source;
  };
  const counting = (values: number[]) => {
    const reads = { count: 0 };
    const read = async () => values[Math.min(reads.count++, values.length - 1)]!;
    return { reads, read };
  };

  it('when asked again within the interval, then it answers without reading; past it, it reads again in the background', async () => {
    const { reads, read } = counting([4, 5]);
    const clock = revisionClock(database(), read, 1000);
    expect(clock.peek()).toBeUndefined();
    expect(await clock()).toBe(4);
    vi.advanceTimersByTime(999);
    expect(clock.peek()).toBe(4);
    expect(await clock()).toBe(4);
    expect(reads.count).toBe(1);
    vi.advanceTimersByTime(1);
    // The known revision still answers while the new one is read: requests do not all wait for the database.
    expect(clock.peek()).toBe(4);
    expect(reads.count).toBe(2);
    await vi.waitFor(() => expect(clock.peek()).toBe(5));
    expect(reads.count).toBe(2);
  });

  it('when the background read has not answered within a second interval, then the known revision is no longer used', async () => {
    let release!: (revision: number) => void;
    let reads = 0;
    const clock = revisionClock(database(), async () => (++reads === 1 ? 1 : new Promise<number>((done) => (release = done))), 1000);
    expect(await clock()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(clock.peek()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(clock.peek()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(clock.peek()).toBeUndefined();
    const asked = clock();
    release(2);
    expect(await asked).toBe(2);
    expect(reads).toBe(2);
  });

  it('when the background read fails, then the revision is forgotten and the next ask sees the failure', async () => {
    const source = closable(7, false);
    const clock = revisionClock(database(), source.read);
    expect(await clock()).toBe(7);
    source.closed = true;
    vi.advanceTimersByTime(1000);
    expect(clock.peek()).toBe(7);
    await vi.waitFor(() => expect(clock.peek()).toBeUndefined());
    await expect(clock()).rejects.toThrow('Database is closed');
  });

  it('when no interval is given, then it is one second', async () => {
    const { reads, read } = counting([1, 2]);
    const clock = revisionClock(database(), read);
    await clock();
    vi.advanceTimersByTime(999);
    expect(await clock()).toBe(1);
    expect(reads.count).toBe(1);
    vi.advanceTimersByTime(1);
    await clock();
    expect(reads.count).toBe(2);
  });

  it('when a seed ran in this process, then the next ask reads at once', async () => {
    const db = database();
    const { reads, read } = counting([1, 2]);
    const clock = revisionClock(db, read, 60_000);
    await clock();
    db.seedRuns++;
    expect(clock.peek()).toBeUndefined();
    expect(await clock()).toBe(2);
    expect(reads.count).toBe(2);
  });

  it('when a seed runs while the revision is being read, then that read is not trusted for the new seed', async () => {
    const db = database();
    let reads = 0;
    const clock = revisionClock(
      db,
      async () => {
        reads++;
        if (reads === 1) db.seedRuns++; // the seed finished while this read was on its way
        return reads;
      },
      60_000,
    );
    expect(await clock()).toBe(1);
    expect(await clock()).toBe(2);
  });

  it('when several ask at once, then they share one read', async () => {
    let release!: (revision: number) => void;
    let reads = 0;
    const clock = revisionClock(database(), () => {
      reads++;
      return new Promise<number>((done) => (release = done));
    });
    const asks = [clock(), clock(), clock()];
    release(9);
    expect(await Promise.all(asks)).toEqual([9, 9, 9]);
    expect(reads).toBe(1);
  });

  it('when a read fails, then the callers see the failure and the next ask reads again', async () => {
    const source = closable(3, true);
    const clock = revisionClock(database(), source.read);
    await expect(clock()).rejects.toThrow('Database is closed');
    source.closed = false;
    expect(await clock()).toBe(3);
  });
});

describe('policy library', () => {
  const library = (revision: number) => ({ revision, policies: [] }) as unknown as PolicyLibrary;

  it('when the revision stays, then the snapshot is read once; when it moves, then it is read again, always in full', async () => {
    let revision = 1;
    const since: number[] = [];
    const sync = { delta: async (from: number) => (since.push(from), library(revision)) } as unknown as SyncService;
    const clock = Object.assign(async () => revision, { peek: () => revision });
    const read = policyLibrary(sync, clock);
    expect(await read()).toEqual(library(1));
    expect(await read()).toBe(await read());
    expect(since).toEqual([0]);
    revision = 2;
    expect(await read()).toEqual(library(2));
    expect(since).toEqual([0, 0]);
  });

  it('when reading the snapshot fails, then the failure is not kept', async () => {
    let fail = true;
    const sync = {
      delta: async () => {
        if (fail) throw new Error('The database is unavailable.');
        return library(1);
      },
    } as unknown as SyncService;
    const read = policyLibrary(sync, Object.assign(async () => 1, { peek: () => 1 }));
    await expect(read()).rejects.toThrow('The database is unavailable.');
    fail = false;
    expect(await read()).toEqual(library(1));
  });
});
