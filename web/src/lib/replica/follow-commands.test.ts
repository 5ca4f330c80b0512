import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { setFollowing } from './follow-commands';
import { replica } from './replica-db';
import { withSeededServer } from '../../test/render-screen';

// What a screen's follow button gets back: done when the server has it, pending when it waits for the
// network, rejected (and undone on the device) when the server refuses it.

const server = withSeededServer();
const followedHere = async () => (await replica().followedPolicies.toArray()).map((f) => [f.policyId, f.syncState]);

describe('following from a screen', () => {
  it('is done once the server has the follow, and the device shows it synced', async () => {
    expect(await setFollowing(2, true)).toEqual({ status: 'done' });
    expect([...server().follows.keys()]).toEqual([2]);
    expect(await followedHere()).toEqual([[2, 'synced']]);
    expect(await setFollowing(2, false)).toEqual({ status: 'done' });
    expect(server().follows.size).toBe(0);
    expect(await followedHere()).toEqual([]);
  });

  it('is pending offline: kept on the device and in the outbox', async () => {
    server().offline = true;
    expect(await setFollowing(3, true)).toEqual({ status: 'pending' });
    expect(await followedHere()).toEqual([[3, 'pending-follow']]);
    expect(await replica().outbox.where('clientId').equals('policy:3').count()).toBe(1);
  });

  it('is rejected with the server’s message when the policy is unknown there, and undone here', async () => {
    const outcome = await setFollowing(99, true);
    expect(outcome).toMatchObject({ status: 'rejected', error: { status: 404, message: '404: Policy not found.' } });
    expect(await followedHere()).toEqual([]);
    expect(await replica().outbox.count()).toBe(0);
  });
});
