import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushOutbox } from './outbox';
import { queuePolicyCheck } from './policy-check-events';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { FakeServer } from './testing/fake-server';

let db: ReplicaDatabase;
let server: FakeServer;
const check = { checker: 'simple-checker', platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'limited' } as const;

beforeEach(() => {
  db = openReplica(`policy-check-events-test-${crypto.randomUUID()}`);
  server = new FakeServer();
});

afterEach(async () => {
  await db.delete();
});

describe("sending the checkers' policy_check events", () => {
  it('when a queued check is flushed, then it is posted as JSON with the session cookie, carrying its own client id, and leaves the outbox', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push({ url: String(input), init: init ?? {} });
      return server.fetch(input, init);
    };
    const clientId = await queuePolicyCheck(db, check);
    expect(await flushOutbox(db, { fetch: recording, baseUrl: 'https://api.example' })).toEqual({ sent: 1, rejected: [], blocked: false });
    expect(sent).toMatchObject([
      {
        url: 'https://api.example/api/events/policy-check',
        init: { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } },
      },
    ]);
    expect(server.policyChecks).toEqual([{ clientId, ...check }]);
    expect(await db.outbox.count()).toBe(0);
  });
});
