// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekLastRead } from '../lib/replica/dataset-read-cache';
import { replica } from '../lib/replica/replica-db';
import { resetReplica, seededServer } from '../test/render-screen';
import { warmDataScreens } from './warm-data-screens';

const loads: string[] = [];
const screens = ['dashboard', 'policy', 'compare'].map((name) => ({ load: async () => void loads.push(name), loaded: () => null }));

beforeEach(() => {
  loads.length = 0;
  performance.clearMarks();
});
afterEach(() => resetReplica(null));

describe('readying the data screens in idle time', () => {
  /** A stand-in for the sync worker: records what it was asked, answers that the sync is done. */
  const workers: { name?: string; asked: unknown[] }[] = [];
  class FakeSyncWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    private readonly record: { name?: string; asked: unknown[] };
    constructor(_url: URL, options?: WorkerOptions) {
      this.record = { name: options?.name, asked: [] };
      workers.push(this.record);
    }
    postMessage(message: unknown) {
      this.record.asked.push(message);
      queueMicrotask(() => this.onmessage?.({ data: { step: 'synced', outcome: { status: 'updated', revision: 1, reset: false, rowsWritten: 1, rowsDeleted: 0 } } } as MessageEvent));
      queueMicrotask(() => this.onmessage?.({ data: { step: 'indexed' } } as MessageEvent));
    }
    terminate() {}
  }

  it('on a device without the library, online: the first sync starts in a worker, and nothing competes with it', async () => {
    workers.length = 0;
    vi.stubGlobal('Worker', FakeSyncWorker);
    try {
      await resetReplica(null);
      await warmDataScreens(screens);
      expect(workers).toEqual([{ name: 'replica-sync', asked: [{ replicaName: 'adpolicy-replica' }] }]);
      expect(loads).toEqual([]);
      expect(peekLastRead(replica(), 'market-sheet')).toBeUndefined();
      expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a device without the library, offline: nothing', async () => {
    workers.length = 0;
    vi.stubGlobal('Worker', FakeSyncWorker);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await resetReplica(null);
      await warmDataScreens(screens);
      expect(workers).toEqual([]);
      expect(loads).toEqual([]);
    } finally {
      offline.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('on a device that holds it: each screen chunk loaded and the large reads kept, then the mark the bench waits for', async () => {
    await resetReplica(seededServer());
    await warmDataScreens(screens);
    expect(loads).toEqual(['dashboard', 'policy', 'compare']);
    for (const key of ['market-sheet', 'all-policies', 'updates']) expect(peekLastRead<{ revision: number }>(replica(), key)?.revision).toBe(1);
    expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(1);
  });
});
