import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { saveSearchLocally } from './save-search-locally';
import type { SyncWorkerAnswer, SyncWorkerAsk } from './sync-worker';
import { FakeServer, policy } from './testing/fake-server';

// The sync worker itself (replica-sync.worker.ts), run here with a stand-in for its global scope: the dataset
// delta, then, asked for the round (ADR 328), the outbox and the lists as the page's syncer would do them,
// and always a last step once the index is built.
const filters = { platforms: [], categories: [], jurisdictions: [], status: [] };
let server: FakeServer;
let db: ReplicaDatabase;
let answers: SyncWorkerAnswer[];
let ask: (message: SyncWorkerAsk) => Promise<void>;

beforeEach(async () => {
  server = new FakeServer();
  server.publish({ policies: [policy(1)] });
  vi.stubGlobal('fetch', server.fetch);
  answers = [];
  const scope: { onmessage: ((event: { data: SyncWorkerAsk }) => Promise<void>) | null; postMessage: (answer: SyncWorkerAnswer) => void } = {
    onmessage: null,
    postMessage: (answer) => answers.push(answer),
  };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('./replica-sync.worker');
  ask = (message) => scope.onmessage!({ data: message });
  db = openReplica(`replica-sync-worker-test-${crypto.randomUUID()}`);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const steps = () => answers.map((a) => a.step);
const requested = () => server.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`);

describe('the sync worker', () => {
  it('asked for the round, then it flushes the outbox and refreshes the lists too, and hands over the refusals', async () => {
    const refused = await saveSearchLocally(db, { name: 'a', query: 'a', filters });
    server.nextWriteAnswer = { status: 422, body: '{"message":"The name is taken."}' };
    db.close();
    await ask({ replicaName: db.name, round: true });
    expect(steps()).toEqual(['synced', 'round', 'indexed']);
    expect(answers[0]).toMatchObject({ step: 'synced', outcome: { status: 'updated', rowsWritten: 1 } });
    expect(answers[1]).toEqual({
      step: 'round',
      failure: null,
      rejected: [{ entry: expect.objectContaining({ clientId: refused.clientId }), status: 422, body: '{"message":"The name is taken."}', message: '422: The name is taken.' }],
    });
    expect(requested()).toEqual(expect.arrayContaining(['GET /api/sync', 'POST /api/saved-searches', 'GET /api/saved-searches', 'GET /api/followed-policies']));
    await db.open();
    expect(await db.policies.count()).toBe(1);
    // The refused search is undone on the device, as the page's flush would.
    expect(await db.savedSearches.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('asked for the round while the server is out of reach, then it says so for both parts and still ends', async () => {
    server.offline = true;
    await ask({ replicaName: db.name, round: true });
    expect(steps()).toEqual(['failed', 'round', 'indexed']);
    expect(answers[0]).toEqual({ step: 'failed', message: 'Failed to fetch' });
    expect(answers[1]).toEqual({ step: 'round', failure: 'Failed to fetch', rejected: [] });
  });

  it('asked for the dataset only, then it leaves the outbox and the lists to the page', async () => {
    await saveSearchLocally(db, { name: 'a', query: 'a', filters });
    db.close();
    await ask({ replicaName: db.name });
    expect(steps()).toEqual(['synced', 'indexed']);
    expect(requested()).toEqual(['GET /api/sync']);
  });
});
