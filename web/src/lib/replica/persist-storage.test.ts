import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorageOnce } from './persist-storage';

// The browser is asked once to keep the replica from eviction; the answer it gives is what the caller gets.

interface StorageManagerStub { persisted: () => Promise<boolean>; persist: () => Promise<boolean> }

function browser(storage: Partial<StorageManagerStub> | undefined) {
  const items = new Map<string, string>();
  vi.stubGlobal('navigator', { storage });
  vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
  return items;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('asking for persistent storage', () => {
  it('asks once: the first call gets the browser’s answer, later calls do not ask again', async () => {
    const persist = vi.fn(async () => true);
    const asked = browser({ persisted: async () => false, persist });
    expect(await requestPersistentStorageOnce()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect([...asked.values()][0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await requestPersistentStorageOnce()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('passes on a refusal', async () => {
    browser({ persisted: async () => false, persist: async () => false });
    expect(await requestPersistentStorageOnce()).toBe(false);
  });

  it('does not ask when the storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    const asked = browser({ persisted: async () => true, persist });
    expect(await requestPersistentStorageOnce()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(asked.size).toBe(0);
  });

  it('answers null where the browser cannot be asked, or the question fails', async () => {
    vi.stubGlobal('navigator', undefined); // a worker or the server
    expect(await requestPersistentStorageOnce()).toBeNull();
    browser(undefined);
    expect(await requestPersistentStorageOnce()).toBeNull();
    browser({ persisted: async () => false });
    expect(await requestPersistentStorageOnce()).toBeNull();
    browser({ persisted: async () => Promise.reject(new Error('SecurityError')), persist: async () => true });
    expect(await requestPersistentStorageOnce()).toBeNull();
  });
});
