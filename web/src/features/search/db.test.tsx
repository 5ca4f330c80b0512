// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openReplica } from '../../lib/replica/replica-db';
import { REPLICA_DB_NAME } from '../../lib/replica/replica-names';
import { askReplicaPresence, markReplicaOpen, resetReplicaPresence } from '../../lib/replica/replica-presence';
import { useReplicaSearch } from './db';

// A first visit of the search screen (ADR 328): the empty replica's search answers until the library that
// landed is read; the landing itself (the presence moving to open, a render at once) opens nothing and
// never leaves the screen without a search.

// Each test's render is unmounted before the next (and before jsdom's window goes): testing-library only does so
// itself where vitest's globals are on.
afterEach(cleanup);

describe("the search screen's replica search on a first visit", () => {
  it('stays the empty search while the landing is read, then says the library arrived', async () => {
    resetReplicaPresence();
    expect(await askReplicaPresence()).toBe('absent');
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const search = useReplicaSearch(true);
      seen.push(search.status === 'ready' ? `ready ${search.data.revision}${search.libraryArrived ? ` ${search.libraryArrived}` : ''}` : search.status);
      return search;
    });
    expect(result.current.status).toBe('ready');

    // The worker's first sync fills the replica (a connection of its own), then tells the page.
    const filled = openReplica(REPLICA_DB_NAME);
    await filled.meta.put({ key: 'revision', value: 5 });
    filled.close();
    act(() => markReplicaOpen());
    await waitFor(() => expect(result.current.libraryArrived).toBe('kept'));
    // Never a loading state in between: the screen would have drawn it over the server's answer.
    expect(seen).not.toContain('loading');
    expect(new Set(seen)).toEqual(new Set(['ready 0', 'ready 0 kept']));
    await filled.delete();
  });
});
