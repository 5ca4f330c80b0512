// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstThenAll } from './use-first-then-all';

describe('useFirstThenAll', () => {
  it('draws the first items in the first commit, then all of them after a frame', async () => {
    const { result } = renderHook(() => useFirstThenAll(39, 6));
    expect(result.current).toEqual({ count: 6, all: false });
    await waitFor(() => expect(result.current).toEqual({ count: 39, all: true }));
  });

  it('draws a short list at once', () => {
    const { result } = renderHook(() => useFirstThenAll(4, 6));
    expect(result.current).toEqual({ count: 4, all: true });
  });
});
