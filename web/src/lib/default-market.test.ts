// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MARKET_KEY, readDefaultMarket, useDefaultMarket, writeDefaultMarket } from './default-market';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the default market of this device', () => {
  it('is none until chosen, then stored under adpolicy.default-market as an upper-case code', () => {
    expect(readDefaultMarket()).toBeNull();
    writeDefaultMarket('in');
    expect(localStorage.getItem(DEFAULT_MARKET_KEY)).toBe('IN');
    expect(readDefaultMarket()).toBe('IN');
  });

  it('null (all markets) removes the choice, and so does a value that is not a code', () => {
    writeDefaultMarket('GB');
    writeDefaultMarket(null);
    expect(localStorage.getItem(DEFAULT_MARKET_KEY)).toBeNull();
    writeDefaultMarket('US');
    writeDefaultMarket('<script>');
    expect(localStorage.getItem(DEFAULT_MARKET_KEY)).toBeNull();
    expect(readDefaultMarket()).toBeNull();
  });

  it('reads a damaged stored value as none', () => {
    localStorage.setItem(DEFAULT_MARKET_KEY, '{"market":"IN"}');
    expect(readDefaultMarket()).toBeNull();
    localStorage.setItem(DEFAULT_MARKET_KEY, ' us-ca ');
    expect(readDefaultMarket()).toBe('US-CA');
  });

  it('the hook follows writes in this tab and in other tabs (storage event)', () => {
    const { result } = renderHook(() => useDefaultMarket());
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('GB'));
    expect(result.current[0]).toBe('GB');
    act(() => {
      localStorage.setItem(DEFAULT_MARKET_KEY, 'US');
      window.dispatchEvent(new StorageEvent('storage', { key: DEFAULT_MARKET_KEY }));
    });
    expect(result.current[0]).toBe('US');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current[0]).toBeNull();
  });

  it('with storage blocked, the choice lasts for the session', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    writeDefaultMarket('AU');
    expect(readDefaultMarket()).toBe('AU');
  });
});
