// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekLastRead } from '../lib/replica/dataset-read-cache';
import { replica } from '../lib/replica/replica-db';
import { fakeSyncWorker, startedSyncWorkers, syncsAndIndexes } from '../lib/replica/testing/fake-sync-worker';
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
  it('on a device without the library, online: the first sync starts in a worker, and nothing competes with it', async () => {
    startedSyncWorkers.length = 0;
    vi.stubGlobal('Worker', fakeSyncWorker(syncsAndIndexes));
    try {
      await resetReplica(null);
      await warmDataScreens(screens);
      expect(startedSyncWorkers).toEqual([{ name: 'replica-sync', asked: [{ replicaName: 'adpolicy-replica' }], terminated: true }]);
      expect(loads).toEqual([]);
      expect(peekLastRead(replica(), 'market-sheet')).toBeUndefined();
      expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a device without the library, offline: nothing', async () => {
    startedSyncWorkers.length = 0;
    vi.stubGlobal('Worker', fakeSyncWorker(syncsAndIndexes));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await resetReplica(null);
      await warmDataScreens(screens);
      expect(startedSyncWorkers).toEqual([]);
      expect(loads).toEqual([]);
    } finally {
      offline.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('on a device that got the library during this visit (none as the page started): nothing warmed, no second sync', async () => {
    startedSyncWorkers.length = 0;
    vi.stubGlobal('Worker', fakeSyncWorker(syncsAndIndexes));
    try {
      await resetReplica(seededServer());
      await warmDataScreens(screens, Promise.resolve(null));
      expect(startedSyncWorkers).toEqual([]);
      expect(loads).toEqual([]);
      expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a device that holds it: each screen chunk loaded and the large reads kept, then the mark the bench waits for', async () => {
    await resetReplica(seededServer());
    await warmDataScreens(screens);
    expect(loads).toEqual(['dashboard', 'policy', 'compare']);
    for (const key of ['market-sheet', 'all-policies', 'updates', 'policy-library']) expect(peekLastRead<{ revision: number }>(replica(), key)?.revision).toBe(1);
    expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(1);
  });
});
