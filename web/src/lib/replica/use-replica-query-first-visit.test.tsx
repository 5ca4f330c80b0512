// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openReplica, readReplicaRevision } from './replica-db';
import { REPLICA_DB_NAME } from './replica-names';
import { askReplicaPresence, markReplicaOpen, resetReplicaPresence } from './replica-presence';
import { useReplicaQuery } from './use-replica-query';

// A first visit (ADR 328): a read that knows what an empty replica answers answers it without opening the
// database on the page, until the worker's first sync has landed; then it reads the replica.
const databases = async () => (await indexedDB.databases()).map((d) => d.name);

describe('a replica read on a first visit', () => {
  // Unmounted after each test: React's scheduler must not run once jsdom's window is gone (an unhandled error).
  afterEach(cleanup);

  it('answers what an empty replica holds without opening one, then reads the replica once the sync lands', async () => {
    const { result } = renderHook(() => useReplicaQuery(readReplicaRevision, [], { data: 0 }));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 0 }));
    expect(await databases()).not.toContain(REPLICA_DB_NAME);

    // The worker's sync fills the replica (another connection), and its run tells the page.
    const filled = openReplica(REPLICA_DB_NAME);
    await filled.meta.put({ key: 'revision', value: 5 });
    filled.close();
    act(() => markReplicaOpen());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 5 }));
    await filled.delete();
  });

  it('known absent as the screen renders, answers the empty answer at once, with no loading state first', async () => {
    resetReplicaPresence();
    expect(await askReplicaPresence()).toBe('absent');
    const { result } = renderHook(() => useReplicaQuery(readReplicaRevision, [], { data: 0 }));
    expect(result.current).toEqual({ status: 'ready', data: 0 });
  });
});
