import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekLastRead, remember } from './dataset-read-cache';
import { openReplica } from './replica-db';
import { syncDataset } from './sync-off-thread';
import { ApiError } from '../api-client';
import type { OutboxEntry } from './replica-db';
import { REPLICA_DB_NAME } from './replica-names';
import { replicaPresence } from './replica-presence';
import { runSyncWorker } from './sync-worker';
import { FakeServer, platform } from './testing/fake-server';
import { fakeSyncWorker, startedSyncWorkers, syncsAndIndexes, UPDATED_OUTCOME } from './testing/fake-sync-worker';

// The sync worker's client, with a stand-in Worker whose answers each test scripts: one run at a time, the
// outcome as soon as the rows are in, done once the index is built, and the thread's own sync when no
// worker can run.
afterEach(() => {
  vi.unstubAllGlobals();
  startedSyncWorkers.length = 0;
});

describe('runSyncWorker', () => {
  it('when asked again while a run is on its way, then it answers with that run; after it, a new worker runs', async () => {
    let indexed!: () => void;
    vi.stubGlobal('Worker', fakeSyncWorker((post) => {
      post({ step: 'synced', outcome: UPDATED_OUTCOME });
      indexed = () => post({ step: 'indexed' });
    }));
    const first = runSyncWorker('replica-a');
    expect(runSyncWorker('replica-a')).toBe(first);
    expect(await first.synced).toEqual(UPDATED_OUTCOME);
    // Synced but still indexing: the same run.
    expect(runSyncWorker('replica-a')).toBe(first);
    indexed();
    await first.done;
    expect(startedSyncWorkers).toEqual([{ name: 'replica-sync', asked: [{ replicaName: 'replica-a' }], terminated: true }]);
    const second = runSyncWorker('replica-a');
    expect(second).not.toBe(first);
    expect(startedSyncWorkers).toHaveLength(2);
    await second.synced;
    indexed();
    await second.done;
  });

  it('when another replica asks meanwhile, then it gets a run of its own', async () => {
    vi.stubGlobal('Worker', fakeSyncWorker(syncsAndIndexes));
    const first = runSyncWorker('replica-d');
    const other = runSyncWorker('replica-e');
    expect(other).not.toBe(first);
    await Promise.all([first.done, other.done]);
    expect(startedSyncWorkers.map((w) => w.asked)).toEqual([[{ replicaName: 'replica-d' }], [{ replicaName: 'replica-e' }]]);
  });

  it('when the sync fails in the worker, then the run rejects with its message and the worker ends', async () => {
    vi.stubGlobal('Worker', fakeSyncWorker((post) => post({ step: 'failed', message: '503: The database is unavailable.' })));
    const run = runSyncWorker('replica-b');
    await expect(run.synced).rejects.toThrow('503: The database is unavailable.');
    await run.done;
    expect(startedSyncWorkers[0]!.terminated).toBe(true);
  });

  it('asked with the round, then it hands over the refusals as the server\'s errors, and the worker ends only after its last step', async () => {
    const entry = { seq: 1, kind: 'saved-search.create', clientId: 'c-1', payload: { name: 'x', query: 'x', filters: {} }, queuedAt: '' } as unknown as OutboxEntry;
    let indexed!: () => void;
    vi.stubGlobal('Worker', fakeSyncWorker((post) => {
      post({ step: 'synced', outcome: { status: 'unchanged', revision: 3 } });
      post({ step: 'round', failure: null, rejected: [{ entry, status: 409, body: '{"message":"Name taken"}', message: '409: Name taken' }] });
      indexed = () => post({ step: 'indexed' });
    }));
    const run = runSyncWorker('replica-f', { round: true });
    expect(await run.synced).toEqual({ status: 'unchanged', revision: 3 });
    const round = await run.round!;
    expect(round!.failure).toBeNull();
    expect(round!.rejected).toHaveLength(1);
    expect(round!.rejected[0]!.entry).toEqual(entry);
    expect(round!.rejected[0]!.error).toBeInstanceOf(ApiError);
    expect(round!.rejected[0]!.error).toMatchObject({ status: 409, message: '409: Name taken' });
    // An unchanged library ends a run without the round at once; this one still has its last step to come.
    expect(startedSyncWorkers[0]!.terminated).toBe(false);
    indexed();
    await run.done;
    expect(startedSyncWorkers[0]).toEqual({ name: 'replica-sync', asked: [{ replicaName: 'replica-f', round: true }], terminated: true });
  });

  it('when the app\'s replica synced in the worker, then this page reads the replica from then on', async () => {
    vi.stubGlobal('Worker', fakeSyncWorker(syncsAndIndexes));
    expect(replicaPresence()).not.toBe('open');
    await runSyncWorker(REPLICA_DB_NAME).synced;
    expect(replicaPresence()).toBe('open');
  });

  it('when the worker cannot load, then the run answers null (the caller syncs another way)', async () => {
    vi.stubGlobal('Worker', fakeSyncWorker((_post, fail) => fail()));
    expect(await runSyncWorker('replica-c').synced).toBeNull();
  });
});

describe('syncDataset', () => {
  it('when the worker synced new rows, then the screens\' kept reads are forgotten and the index is the worker\'s to build', async () => {
    vi.stubGlobal('Worker', fakeSyncWorker(syncsAndIndexes));
    const db = openReplica(`sync-worker-test-${crypto.randomUUID()}`);
    remember(db, 'market-sheet', 3, { revision: 3 });
    expect(await syncDataset(db)).toEqual({ ...UPDATED_OUTCOME, indexed: true });
    expect(peekLastRead(db, 'market-sheet')).toBeUndefined();
    await db.delete();
  });

  it('when the replica already holds the library, then a delta syncs in this thread, with no worker to start', async () => {
    vi.stubGlobal('Worker', fakeSyncWorker(() => undefined));
    const server = new FakeServer();
    server.publish({ platforms: [platform(1, 'google', 'Google')] });
    vi.stubGlobal('fetch', server.fetch);
    const db = openReplica(`sync-worker-test-${crypto.randomUUID()}`);
    await db.meta.put({ key: 'revision', value: 1 });
    server.publish({ platforms: [platform(2, 'facebook', 'Facebook')] });
    expect(await syncDataset(db)).toMatchObject({ status: 'updated', revision: 2, indexed: false });
    expect(startedSyncWorkers).toEqual([]);
    expect(await db.platforms.count()).toBe(1);
    await db.delete();
  });

  it('when no worker can run, or the caller brings its own transport, then it syncs in this thread', async () => {
    const server = new FakeServer();
    server.publish({ platforms: [platform(1, 'google', 'Google')] });
    const db = openReplica(`sync-worker-test-${crypto.randomUUID()}`);
    expect(await syncDataset(db, { fetch: server.fetch })).toMatchObject({ status: 'updated', rowsWritten: 1, indexed: false });
    expect(await db.platforms.count()).toBe(1);
    expect(startedSyncWorkers).toEqual([]);
    await db.delete();
  });
});
