import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { replica } from './replica-db';
import { syncReplica } from './sync-replica';
import { update } from './testing/fake-server';
import { resetReplica, seededServer } from './testing/render-screen';
import { watchLatestUpdate, type LatestUpdate } from './latest-update';

describe('the newest update, for the sidebar alert', () => {
  it('is the newest by date (then id), with its platform, and follows a sync that brings a newer one', async () => {
    const server = seededServer();
    server.publish({
      updates: [
        { ...update(1, 3), updateDate: '2026-03-01', summary: 'Older' },
        { ...update(2, 1), updateDate: '2026-04-01', summary: 'Newest, lower id' },
        { ...update(3, 5), updateDate: '2026-04-01', summary: 'Newest, higher id' },
      ] as ReturnType<typeof update>[],
    });
    await resetReplica(server);
    const seen: (LatestUpdate | null)[] = [];
    const stop = watchLatestUpdate((latest) => seen.push(latest));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ policyId: 5, summary: 'Newest, higher id', updateDate: '2026-04-01', platformName: 'Facebook' }));

    server.publish({ updates: [{ ...update(4, 2), updateDate: '2026-05-01', summary: 'After the sync' }] as ReturnType<typeof update>[] });
    await syncReplica(replica(), { fetch: server.fetch });
    await vi.waitFor(() => expect(seen.at(-1)?.summary).toBe('After the sync'));
    expect(seen.at(-1)?.platformName).toBe('Google Ads');
    stop();
  });

  it('is null when the replica holds no update', async () => {
    await resetReplica(seededServer());
    const seen: (LatestUpdate | null)[] = [];
    const stop = watchLatestUpdate((latest) => seen.push(latest));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();
  });
});
