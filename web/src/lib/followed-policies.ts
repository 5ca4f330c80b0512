// The policies this device follows, kept in localStorage under `adpolicy.followed-policies` as a JSON array of
// policy ids (the Save button of the updates screen). Device-local for now: ADR 208 says why and what replaces it.
import { useCallback, useSyncExternalStore } from 'react';

export const FOLLOWED_POLICIES_KEY = 'adpolicy.followed-policies';

const listeners = new Set<() => void>();
/** Used when localStorage cannot be used (blocked storage): following then lasts for the session. */
let memoryValue: string | null = null;
let snapshot: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: new Set() };

function readRaw(): string | null {
  try {
    return localStorage.getItem(FOLLOWED_POLICIES_KEY);
  } catch {
    return memoryValue;
  }
}

function writeRaw(value: string): void {
  memoryValue = value;
  try {
    localStorage.setItem(FOLLOWED_POLICIES_KEY, value);
  } catch {
    // Storage blocked or full: the in-memory value keeps the session consistent.
  }
}

/** A stored value as ids; anything that is not a JSON array of positive whole numbers counts as none. */
export function parseFollowedPolicies(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The followed ids; the same Set object until the stored value changes (a stable store snapshot). */
export function followedPolicyIds(): ReadonlySet<number> {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, ids: new Set(parseFollowedPolicies(raw)) };
  return snapshot.ids;
}

export function setFollowingPolicy(policyId: number, follow: boolean): void {
  const ids = new Set(followedPolicyIds());
  if (follow) ids.add(policyId);
  else ids.delete(policyId);
  writeRaw(JSON.stringify([...ids].sort((a, b) => a - b)));
  for (const listener of listeners) listener();
}

/** Follows a policy not followed yet, else stops following it; returns whether it is followed now. */
export function toggleFollowingPolicy(policyId: number): boolean {
  const follow = !followedPolicyIds().has(policyId);
  setFollowingPolicy(policyId, follow);
  return follow;
}

const onStorage = (event: StorageEvent) => {
  // Another tab changed the list (or cleared storage).
  if (event.key === FOLLOWED_POLICIES_KEY || event.key === null) for (const listener of listeners) listener();
};

export function subscribeFollowedPolicies(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function useFollowedPolicies(): { followed: ReadonlySet<number>; toggle(policyId: number): void } {
  const followed = useSyncExternalStore(subscribeFollowedPolicies, followedPolicyIds, followedPolicyIds);
  const toggle = useCallback((policyId: number) => void toggleFollowingPolicy(policyId), []);
  return { followed, toggle };
}
