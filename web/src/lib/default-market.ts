// The market this device starts from on screens that answer for one market (chosen in Settings): a
// jurisdiction code kept in localStorage under `adpolicy.default-market`, or nothing for "All markets".
// A plain module in lib/ so any feature can read it without importing another feature. Other tabs follow
// through the `storage` event; when storage is blocked the choice lasts for the session.
import { useCallback, useSyncExternalStore } from 'react';

export const DEFAULT_MARKET_KEY = 'adpolicy.default-market';

/** A jurisdiction code as the dataset writes them (GLOBAL, IN, GB, US-CA…); anything else counts as none. */
const CODE = /^[A-Z][A-Z0-9-]{0,19}$/;

const listeners = new Set<() => void>();
/** Used when localStorage cannot be used (blocked storage). */
let memoryValue: string | null = null;

function normalize(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE.test(code) ? code : null;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(DEFAULT_MARKET_KEY);
  } catch {
    return memoryValue;
  }
}

/** The stored default market (upper-case code), or null for all markets or a value that is not a code. */
export function readDefaultMarket(): string | null {
  return normalize(readRaw());
}

/** Stores a market code, or removes the choice with null (all markets). An invalid code removes it too. */
export function writeDefaultMarket(code: string | null): void {
  const value = normalize(code);
  memoryValue = value;
  try {
    if (value === null) localStorage.removeItem(DEFAULT_MARKET_KEY);
    else localStorage.setItem(DEFAULT_MARKET_KEY, value);
  } catch {
    // Storage blocked or full: the in-memory value keeps the session consistent.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it (key null: that tab cleared the whole storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DEFAULT_MARKET_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The default market, live (this tab and others), and a setter. */
export function useDefaultMarket(): [string | null, (code: string | null) => void] {
  const market = useSyncExternalStore(subscribe, readDefaultMarket, () => null);
  const set = useCallback((code: string | null) => writeDefaultMarket(code), []);
  return [market, set];
}
