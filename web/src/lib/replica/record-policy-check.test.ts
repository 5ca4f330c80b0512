import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { recordPolicyCheck } from './record-policy-check';
import { withSeededServer } from '../../test/render-screen';

const server = withSeededServer();
const check = { checker: 'policy-checker', platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN', outcome: 'prohibited' } as const;

describe('recording a check', () => {
  it('sends the check to the server at once, with its own client id, without the checker waiting for it', async () => {
    let arrived!: () => void;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await server().fetch(input, init);
      if (String(input).endsWith('/api/events/policy-check')) arrived();
      return response;
    });
    expect(recordPolicyCheck(check)).toBeUndefined();
    await received;
    expect(server().policyChecks).toEqual([{ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), ...check }]);
  });
});
