// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FOLLOWED_POLICIES_KEY,
  followedPolicyIds,
  parseFollowedPolicies,
  setFollowingPolicy,
  subscribeFollowedPolicies,
  toggleFollowingPolicy,
} from './followed-policies';

afterEach(() => localStorage.clear());

describe('the followed policies of this device', () => {
  it('follows and unfollows a policy, stored under adpolicy.followed-policies as sorted ids', () => {
    expect(toggleFollowingPolicy(7)).toBe(true);
    setFollowingPolicy(2, true);
    expect(localStorage.getItem(FOLLOWED_POLICIES_KEY)).toBe('[2,7]');
    expect([...followedPolicyIds()]).toEqual([2, 7]);
    expect(toggleFollowingPolicy(7)).toBe(false);
    expect(localStorage.getItem(FOLLOWED_POLICIES_KEY)).toBe('[2]');
  });

  it('keeps the same snapshot until the stored value changes', () => {
    setFollowingPolicy(1, true);
    const first = followedPolicyIds();
    expect(followedPolicyIds()).toBe(first);
    setFollowingPolicy(1, true);
    expect(followedPolicyIds().has(1)).toBe(true);
    setFollowingPolicy(3, true);
    expect(followedPolicyIds()).not.toBe(first);
  });

  it('reads a damaged or foreign value as nothing followed, keeping only valid ids', () => {
    expect(parseFollowedPolicies(null)).toEqual([]);
    expect(parseFollowedPolicies('not json')).toEqual([]);
    expect(parseFollowedPolicies('{"a":1}')).toEqual([]);
    expect(parseFollowedPolicies('[1,"2",-3,4.5,6]')).toEqual([1, 6]);
    localStorage.setItem(FOLLOWED_POLICIES_KEY, 'garbage');
    expect(followedPolicyIds().size).toBe(0);
    setFollowingPolicy(5, true);
    expect(localStorage.getItem(FOLLOWED_POLICIES_KEY)).toBe('[5]');
  });

  it('tells subscribers about changes here and in other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFollowedPolicies(listener);
    setFollowingPolicy(4, true);
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(FOLLOWED_POLICIES_KEY, '[4,9]');
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_POLICIES_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect([...followedPolicyIds()]).toEqual([4, 9]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setFollowingPolicy(1, true);
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_POLICIES_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
