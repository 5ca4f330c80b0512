import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekLastRead, remember } from './dataset-read-cache';
import { openReplica } from './replica-db';
import { syncDataset } from './sync-off-thread';
import type { SyncWorkerAnswer } from './sync-worker';
import { runSyncWorker } from './sync-worker';
import { FakeServer, platform } from './testing/fake-server';

// The sync worker's client, with a stand-in Worker whose answers each test scripts: one run at a time, the
// outcome as soon as the rows are in, done once the index is built, and the thread's own sync when no
// worker can run.
type Script = (post: (answer: SyncWorkerAnswer) => void, fail: () => void) => void;
const started: { name?: string; asked: unknown[]; terminated: boolean }[] = [];

function fakeWorker(script: Script) {
  return class {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private readonly record = { name: undefined as string | undefined, asked: [] as unknown[], terminated: false };
    constructor(_url: URL, options?: WorkerOptions) {
      this.record.name = options?.name;
      started.push(this.record);
    }
    postMessage(message: unknown) {
      this.record.asked.push(message);
      const post = (data: SyncWorkerAnswer) => queueMicrotask(() => this.onmessage?.({ data } as MessageEvent));
      script(post, () => queueMicrotask(() => this.onerror?.(Object.assign(new Event('error'), { preventDefault() {} }))));
    }
    terminate() {
      this.record.terminated = true;
    }
  };
}

const updated = { status: 'updated', revision: 4, reset: false, rowsWritten: 10, rowsDeleted: 0 } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  started.length = 0;
});

describe('runSyncWorker', () => {
  it('when asked again while a run is on its way, then it answers with that run; after it, a new worker runs', async () => {
    let indexed!: () => void;
    vi.stubGlobal('Worker', fakeWorker((post) => {
      post({ step: 'synced', outcome: updated });
      indexed = () => post({ step: 'indexed' });
    }));
    const first = runSyncWorker('replica-a');
    expect(runSyncWorker('replica-a')).toBe(first);
    expect(await first.synced).toEqual(updated);
    // Synced but still indexing: the same run.
    expect(runSyncWorker('replica-a')).toBe(first);
    indexed();
    await first.done;
    expect(started).toEqual([{ name: 'replica-sync', asked: [{ replicaName: 'replica-a' }], terminated: true }]);
    const second = runSyncWorker('replica-a');
    expect(second).not.toBe(first);
    expect(started).toHaveLength(2);
    await second.synced;
    indexed();
    await second.done;
  });

  it('when the sync fails in the worker, then the run rejects with its message and the worker ends', async () => {
    vi.stubGlobal('Worker', fakeWorker((post) => post({ step: 'failed', message: '503: The database is unavailable.' })));
    const run = runSyncWorker('replica-b');
    await expect(run.synced).rejects.toThrow('503: The database is unavailable.');
    await run.done;
    expect(started[0]!.terminated).toBe(true);
  });

  it('when the worker cannot load, then the run answers null (the caller syncs another way)', async () => {
    vi.stubGlobal('Worker', fakeWorker((_post, fail) => fail()));
    expect(await runSyncWorker('replica-c').synced).toBeNull();
  });
});

describe('syncDataset', () => {
  it('when the worker synced new rows, then the screens\' kept reads are forgotten and the index is the worker\'s to build', async () => {
    vi.stubGlobal('Worker', fakeWorker((post) => {
      post({ step: 'synced', outcome: updated });
      post({ step: 'indexed' });
    }));
    const db = openReplica(`sync-worker-test-${crypto.randomUUID()}`);
    remember(db, 'market-sheet', 3, { revision: 3 });
    expect(await syncDataset(db)).toEqual({ ...updated, indexed: true });
    expect(peekLastRead(db, 'market-sheet')).toBeUndefined();
    await db.delete();
  });

  it('when the replica already holds the library, then a delta syncs in this thread, with no worker to start', async () => {
    vi.stubGlobal('Worker', fakeWorker(() => undefined));
    const server = new FakeServer();
    server.publish({ platforms: [platform(1, 'google', 'Google')] });
    vi.stubGlobal('fetch', server.fetch);
    const db = openReplica(`sync-worker-test-${crypto.randomUUID()}`);
    await db.meta.put({ key: 'revision', value: 1 });
    server.publish({ platforms: [platform(2, 'facebook', 'Facebook')] });
    expect(await syncDataset(db)).toMatchObject({ status: 'updated', revision: 2, indexed: false });
    expect(started).toEqual([]);
    expect(await db.platforms.count()).toBe(1);
    await db.delete();
  });

  it('when no worker can run, or the caller brings its own transport, then it syncs in this thread', async () => {
    const server = new FakeServer();
    server.publish({ platforms: [platform(1, 'google', 'Google')] });
    const db = openReplica(`sync-worker-test-${crypto.randomUUID()}`);
    expect(await syncDataset(db, { fetch: server.fetch })).toMatchObject({ status: 'updated', rowsWritten: 1, indexed: false });
    expect(await db.platforms.count()).toBe(1);
    expect(started).toEqual([]);
    await db.delete();
  });
});
