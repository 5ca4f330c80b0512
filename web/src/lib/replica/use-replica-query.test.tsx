// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readAllPolicies } from './dataset-reads';
import { useFollowedPolicies } from './follow-commands';
import { replica } from './replica-db';
import { syncReplica } from './sync-replica';
import { policy } from './testing/fake-server';
import { withSeededServer } from '../../test/render-screen';
import { useReplicaQuery } from './use-replica-query';

// How a screen reads the replica: loading first, then the answer, again whenever the rows it read
// change; a failing read becomes an error state.

const server = withSeededServer();
const usePolicyTitles = () => useReplicaQuery(async (db) => (await readAllPolicies(db)).policies.map((p) => p.title), []);

// Each test's render is unmounted before the next (and before jsdom's window goes): testing-library only does so
// itself where vitest's globals are on.
afterEach(cleanup);

describe('a screen’s replica query', () => {
  it('is loading at first, then ready with what the querier answered', async () => {
    const { result } = renderHook(usePolicyTitles);
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'ready',
        data: ['Cryptocurrency exchanges', 'Crypto ads in India', 'Crypto products on Facebook', 'Alcohol ads', 'Online gambling'],
      }),
    );
  });

  it('answers again when a sync changes the rows it read', async () => {
    const { result } = renderHook(usePolicyTitles);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server().publish({ policies: [policy(6, { title: 'Tobacco ads' })] });
    await act(() => syncReplica(replica(), { fetch: server().fetch }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: expect.arrayContaining(['Tobacco ads']) }));
    expect(result.current).toMatchObject({ data: expect.arrayContaining(['Online gambling']) });
  });

  it('reads again for new dependencies (another policy id)', async () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) => useReplicaQuery(async (db) => (await db.policies.get(id))?.title ?? null, [id]),
      { initialProps: { id: 1 } },
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'Cryptocurrency exchanges' }));
    rerender({ id: 4 });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'Alcohol ads' }));
  });

  it('is an error with the message when the querier throws, instead of a crash', async () => {
    const { result } = renderHook(() => useReplicaQuery(async () => { throw new Error('IndexedDB is blocked'); }, []));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: 'IndexedDB is blocked' }));
  });

  it('is an error with the text of a thrown value that is not an Error', async () => {
    const { result } = renderHook(() => useReplicaQuery(() => Promise.reject('quota exceeded'), []));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: 'quota exceeded' }));
  });
});

describe('the followed policies of a screen', () => {
  it('are none while loading, then the followed ids, live as follows change', async () => {
    await act(async () => {
      await replica().followedPolicies.bulkPut([
        { policyId: 3, dateFollowed: '2026-01-01T00:00:00.000Z', syncState: 'synced' },
        { policyId: 5, dateFollowed: '2026-01-02T00:00:00.000Z', syncState: 'pending-unfollow' },
      ]);
    });
    const { result } = renderHook(() => useFollowedPolicies());
    expect([...result.current.followed]).toEqual([]);
    await waitFor(() => expect([...result.current.followed]).toEqual([3]));
    await act(async () => {
      await replica().followedPolicies.put({ policyId: 1, dateFollowed: '2026-02-01T00:00:00.000Z', syncState: 'synced' });
    });
    await waitFor(() => expect([...result.current.followed]).toEqual([1, 3]));
  });

  it('toggle follows a policy not followed, then (once shown followed) unfollows it, on the device and the server', async () => {
    const { result } = renderHook(() => useFollowedPolicies());
    await waitFor(() => expect([...result.current.followed]).toEqual([]));

    let outcome: unknown;
    await act(async () => { outcome = await result.current.toggle(2); });
    expect(outcome).toEqual({ status: 'done' });
    await waitFor(() => expect([...result.current.followed]).toEqual([2]));
    expect([...server().follows.keys()]).toEqual([2]);

    await act(async () => { outcome = await result.current.toggle(2); });
    expect(outcome).toEqual({ status: 'done' });
    await waitFor(() => expect([...result.current.followed]).toEqual([]));
    expect(server().follows.size).toBe(0);
  });
});
