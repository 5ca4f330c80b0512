import { describe, expect, it } from 'vitest';
import { changedAfter, followedPolicyChanges, lastChangeByPolicy, savedSearchChanges } from './change-alerts';

// Policy 1 last changed in its row at revision 3; policy 2's row is from revision 1 but an update of it
// arrived at revision 5; policy 3 has not changed since revision 2. An update of a policy not in the library
// (999) is ignored.
const policies = [
  { id: 1, revision: 3 },
  { id: 2, revision: 1 },
  { id: 3, revision: 2 },
];
const updates = [
  { policyId: 2, revision: 5 },
  { policyId: 2, revision: 4 },
  { policyId: 1, revision: 2 },
  { policyId: 999, revision: 9 },
];
// Computed inside each test, so the computation runs as part of the test.
const lastChange = () => lastChangeByPolicy(policies, updates);

describe('change alerts', () => {
  it('a policy last changed at the later of its row and its newest update', () => {
    expect([...lastChange()]).toEqual([
      [1, 3],
      [2, 5],
      [3, 2],
    ]);
  });

  it('a change of a law counts as a change of every policy that names the law, and of no other (ADR 220)', () => {
    const shaped = [
      { id: 1, revision: 3, laws: ['gb-ukgc-marketing-rules'] },
      { id: 2, revision: 1, laws: ['gb-ukgc-marketing-rules', 'gb-cap-gambling-rules'] },
      { id: 3, revision: 2, laws: [] },
    ];
    const lawUpdates = [
      { policyId: null, revision: 7, lawKey: 'gb-ukgc-marketing-rules' },
      { policyId: null, revision: 9, lawKey: 'eu-mica' },
    ];
    expect([...lastChangeByPolicy(shaped, lawUpdates)]).toEqual([
      [1, 7],
      [2, 7],
      [3, 2],
    ]);
  });

  it('a followed policy counts when it changed after it was last looked at, or left the library', () => {
    const followed = [
      { policyId: 1, seenRevision: 2 }, // changed at 3
      { policyId: 2, seenRevision: 5 }, // changed at 5: seen then, so nothing new
      { policyId: 3, seenRevision: 1 }, // changed at 2
      { policyId: 7, seenRevision: 5 }, // not in the library any more
    ];
    expect(followedPolicyChanges(followed, lastChange())).toEqual([
      { policyId: 1, kind: 'changed' },
      { policyId: 3, kind: 'changed' },
      { policyId: 7, kind: 'removed' },
    ]);
    expect(followedPolicyChanges([{ policyId: 2, seenRevision: 4 }], lastChange())).toEqual([{ policyId: 2, kind: 'changed' }]);
  });

  it('the policies changed after a revision: strictly after, so what was seen at that revision does not count', () => {
    expect([...changedAfter(lastChange(), 2)].sort()).toEqual([1, 2]);
    expect([...changedAfter(lastChange(), 3)]).toEqual([2]);
    expect(changedAfter(lastChange(), 5).size).toBe(0);
  });

  it("a saved search's changes are its results that changed, in result order; changed policies outside its results do not count", () => {
    expect(savedSearchChanges([3, 2, 1], new Set([1, 2]))).toEqual([2, 1]);
    expect(savedSearchChanges([3], new Set([1, 2]))).toEqual([]);
  });
});
