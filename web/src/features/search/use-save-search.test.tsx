// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.fn();
const saveSearch = vi.fn();
vi.mock('../../components/ui/use-toast', () => ({ toast: (...args: unknown[]) => toast(...args) }));
vi.mock('../../lib/replica/saved-search-commands', () => ({ saveSearch: (...args: unknown[]) => saveSearch(...args) }));

const { useSaveSearch } = await import('./use-save-search');
const noFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };

// Each test's render is unmounted before the next (and before jsdom's window goes): testing-library only does so
// itself where vitest's globals are on.
afterEach(cleanup);

describe('useSaveSearch', () => {
  beforeEach(() => {
    toast.mockReset();
    saveSearch.mockReset();
  });

  it('when the query is only whitespace, then it says "Cannot save empty search" and saves nothing', async () => {
    const { result } = renderHook(() => useSaveSearch());
    await act(() => result.current.save('   \t ', noFilters));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toMatchObject({ variant: 'destructive', title: 'Cannot save empty search', description: 'Please enter a search query first.' });
    expect(saveSearch).not.toHaveBeenCalled();
  });

  it('when the query has text around spaces, then it is saved trimmed with the default name', async () => {
    saveSearch.mockResolvedValue({ status: 'done' });
    const { result } = renderHook(() => useSaveSearch());
    await act(() => result.current.save('  crypto  ', noFilters));
    expect(saveSearch).toHaveBeenCalledWith({ name: "Search for 'crypto'", query: 'crypto', filters: noFilters });
    expect(toast.mock.calls[0]![0]).toMatchObject({ title: 'Search saved' });
  });
});
