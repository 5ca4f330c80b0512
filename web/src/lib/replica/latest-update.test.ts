import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Law, PolicyUpdate } from '../../../../core/contract';
import { replica } from './replica-db';
import { syncReplica } from './sync-replica';
import { update } from './testing/fake-server';
import { resetReplica, seededServer } from '../../test/render-screen';
import { watchLatestUpdate, type LatestUpdate } from './latest-update';

const law: Law = {
  id: 1, key: 'gb-ukgc-marketing-rules', jurisdictionCode: 'GB', title: 'UKGC marketing rules', regulator: 'Gambling Commission',
  categories: ['gambling-lottery'], adRequirements: '- Licensed operators only.', status: 'in-force', enactedOn: null, effectiveFrom: null,
  courtChallenge: null, sourceUrl: 'https://example.com/law', extraSources: [], verifiedAt: null, confidence: 'medium', note: null, revision: 1,
};
const dated = (id: number, policyId: number, updateDate: string, summary: string): PolicyUpdate => ({ ...update(id, policyId), updateDate, summary });
const lawUpdate = (id: number, lawId: number): PolicyUpdate => ({ ...update(id, 0), policyId: null, lawId, updateDate: '2026-06-01', summary: 'Law changed' });

/** Watches the newest update; `seen` collects what the listener was called with. */
function watch() {
  const seen: (LatestUpdate | null)[] = [];
  const stop = watchLatestUpdate((latest) => seen.push(latest));
  return { seen, stop };
}

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

  it('is the newest by date even when an older update has the higher id', async () => {
    const server = seededServer();
    server.publish({ updates: [dated(1, 1, '2026-05-01', 'Newest'), dated(2, 3, '2026-01-01', 'Oldest')] });
    await resetReplica(server);
    const { seen, stop } = watch();
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ policyId: 1, summary: 'Newest' }));
    stop();
  });

  it('is null when the replica holds no update', async () => {
    await resetReplica(seededServer());
    const seen: (LatestUpdate | null)[] = [];
    const stop = watchLatestUpdate((latest) => seen.push(latest));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();
  });

  it('appears once a sync brings the first update', async () => {
    const server = seededServer();
    await resetReplica(server);
    const { seen, stop } = watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    server.publish({ updates: [dated(1, 1, '2026-01-01', 'First')] });
    await syncReplica(replica(), { fetch: server.fetch });
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ policyId: 1, summary: 'First', platformName: 'Google Ads' }));
    stop();
  });

  it('names the jurisdiction of a change of law, with no policy', async () => {
    const server = seededServer();
    server.publish({ laws: [law], updates: [lawUpdate(1, 1)] });
    await resetReplica(server);
    const { seen, stop } = watch();
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ policyId: null, summary: 'Law changed', updateDate: '2026-06-01', platformName: 'Law · GB' }));
    stop();
  });

  it('has no platform name when the law or policy it changed is not in the replica', async () => {
    const server = seededServer();
    server.publish({ updates: [lawUpdate(1, 7)] });
    await resetReplica(server);
    const { seen, stop } = watch();
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ policyId: null, platformName: '' }));

    server.publish({ updates: [dated(2, 99, '2026-07-01', 'Unknown policy')] });
    await syncReplica(replica(), { fetch: server.fetch });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ policyId: 99, summary: 'Unknown policy', updateDate: '2026-07-01', platformName: '' }));
    stop();
  });

  it('is null when the replica cannot be read (no IndexedDB), so the alert keeps its general wording', async () => {
    const server = seededServer();
    server.publish({ updates: [update(1, 1)] });
    await resetReplica(server);
    const unreadable = vi.spyOn(replica(), 'transaction').mockRejectedValue(new Error('IndexedDB is not available'));
    try {
      const { seen, stop } = watch();
      await vi.waitFor(() => expect(seen).toEqual([null]));
      stop();
    } finally {
      unreadable.mockRestore();
    }
  });

  it('stops reaching a listener once it stops watching', async () => {
    const server = seededServer();
    await resetReplica(server);
    const stopped = watch();
    const still = watch();
    await vi.waitFor(() => expect([stopped.seen, still.seen]).toEqual([[null], [null]]));
    stopped.stop();
    server.publish({ updates: [update(1, 1)] });
    await syncReplica(replica(), { fetch: server.fetch });
    await vi.waitFor(() => expect(still.seen.at(-1)).toMatchObject({ policyId: 1 }));
    expect(stopped.seen).toEqual([null]);
    still.stop();
  });
});
