// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  it('on a device without the library: nothing (the first sync must not compete with it)', async () => {
    await resetReplica(null);
    await warmDataScreens(screens);
    expect(loads).toEqual([]);
    expect(peekLastRead(replica(), 'market-sheet')).toBeUndefined();
    expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(0);
  });

  it('on a device that holds it: each screen chunk loaded and the large reads kept, then the mark the bench waits for', async () => {
    await resetReplica(seededServer());
    await warmDataScreens(screens);
    expect(loads).toEqual(['dashboard', 'policy', 'compare']);
    for (const key of ['market-sheet', 'all-policies', 'updates']) expect(peekLastRead<{ revision: number }>(replica(), key)?.revision).toBe(1);
    expect(performance.getEntriesByName('data-screens-warmed')).toHaveLength(1);
  });
});
