// Randomised offline writes: seeded sequences of a user saving and deleting searches offline, reloading
// the app (reopening the replica), losing the network in the middle of a flush (before a request is sent,
// or after the server applied it but before the answer arrived) and the server restarting — run through the
// web app's own outbox against the real server. After each sequence, once the network is back, the server
// holds exactly the searches the user kept, once each, and so does the replica.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../core/contract.js';
import { flushOutbox } from '../../web/src/lib/replica/outbox.js';
import { openReplica, type ReplicaDatabase } from '../../web/src/lib/replica/replica-db.js';
import { deleteSavedSearchLocally, listSavedSearches } from '../../web/src/lib/replica/saved-searches.js';
import { saveSearchLocally } from '../../web/src/lib/replica/save-search-locally.js';
import { clientCookie, createTestDatabase, seededRandom, startTestApp, withCookie, type SeededRandom, type TestApp, type TestDatabase } from './harness.js';

const SEED = 7_302_026;
const SEQUENCES = 1000;
/** Sequences run side by side in batches, step by step, so a server restart lands in the middle of many. */
const BATCH = 20;
const noFilters = { platforms: [], categories: [], jurisdictions: [], status: [] };

type Step = 'save' | 'delete' | 'flush' | 'flush-losing-request' | 'flush-losing-answer' | 'reload';
const STEPS: Step[] = ['save', 'save', 'save', 'delete', 'delete', 'flush', 'flush-losing-request', 'flush-losing-answer', 'reload'];

interface User {
  name: string;
  db: ReplicaDatabase;
  /** What the user has kept: saved and not deleted. */
  kept: Set<string>;
  /** Every search this user ever saved, to find theirs on the server. */
  everSaved: Set<string>;
  /** The user's browser: its client cookie, which owns the searches it saves (ADR 232). */
  cookie: string;
  steps: Step[];
}

describe('offline writes, randomised, against the real server (sqlite)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let restarts = 0;

  const startServer = async () => {
    app = await startTestApp('sqlite', { databaseUrl: database.url, seed: false, env: { WRITE_RATE_LIMIT: '1000000' } });
  };
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await startServer();
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  /** A fetch that lets `allowed` requests through, then loses the next one (before or after the server sees it) and every one after. */
  const losingFetch = (allowed: number, lose: 'request' | 'answer', browser: typeof fetch): typeof fetch => {
    let calls = 0;
    return async (input, init) => {
      calls += 1;
      if (calls <= allowed) return browser(input, init);
      if (lose === 'answer' && calls === allowed + 1) await browser(input, init);
      throw new TypeError('network connection lost');
    };
  };

  async function run(user: User, step: Step, rng: SeededRandom): Promise<void> {
    const browser = withCookie(user.cookie);
    const online = { fetch: browser, baseUrl: app.url };
    switch (step) {
      case 'save': {
        const row = await saveSearchLocally(user.db, { name: `${user.name} #${user.everSaved.size}`, query: rng.pick(['crypto', 'alcohol', 'gambling india']), filters: noFilters });
        user.kept.add(row.clientId);
        user.everSaved.add(row.clientId);
        return;
      }
      case 'delete': {
        if (user.kept.size === 0) return;
        const clientId = rng.pick([...user.kept]);
        expect(await deleteSavedSearchLocally(user.db, clientId)).not.toBe('missing');
        user.kept.delete(clientId);
        return;
      }
      case 'flush':
        expect((await flushOutbox(user.db, online)).rejected).toEqual([]);
        return;
      case 'flush-losing-request':
      case 'flush-losing-answer': {
        const lose = step === 'flush-losing-request' ? 'request' : 'answer';
        const result = await flushOutbox(user.db, { fetch: losingFetch(rng.int(0, 2), lose, browser), baseUrl: app.url });
        expect(result.rejected).toEqual([]);
        return;
      }
      case 'reload':
        user.db.close();
        user.db = openReplica(user.name);
        await user.db.open();
        return;
    }
  }

  it(`when ${SEQUENCES} seeded sequences (seed ${SEED}) of offline saves, deletes, reloads, lost connections and server restarts run, then the server ends with exactly what each user kept, once each`, async () => {
    const rng = seededRandom(SEED);
    const started = performance.now();
    let stepsRun = 0;
    for (let first = 0; first < SEQUENCES; first += BATCH) {
      const users: User[] = Array.from({ length: Math.min(BATCH, SEQUENCES - first) }, (_, i) => {
        const name = `property-${SEED}-${first + i}`;
        return { name, db: openReplica(name), kept: new Set(), everSaved: new Set(), cookie: clientCookie(), steps: Array.from({ length: rng.int(2, 12) }, () => rng.pick(STEPS)) };
      });
      const longest = Math.max(...users.map((u) => u.steps.length));
      for (let s = 0; s < longest; s++) {
        // Now and then the server restarts between two steps: every sequence of the batch is mid-way.
        if (rng.next() < 0.08) {
          await app.stop();
          await startServer();
          restarts += 1;
        }
        await Promise.all(users.filter((u) => s < u.steps.length).map((u) => run(u, u.steps[s]!, rng)));
        stepsRun += users.filter((u) => s < u.steps.length).length;
      }

      // The network is back for good: everything queued goes out, and the server agrees with every user.
      for (const user of users) {
        const result = await flushOutbox(user.db, { fetch: withCookie(user.cookie), baseUrl: app.url });
        expect(result, user.name).toMatchObject({ rejected: [], blocked: false });
        expect(await user.db.outbox.count(), user.name).toBe(0);
      }
      for (const user of users) {
        // Each browser lists its own searches and no one else's.
        const theirs = ((await (await app.get('/api/saved-searches', { headers: { cookie: user.cookie } })).json()) as SavedSearch[]).map((s) => s.clientId);
        expect(theirs.sort(), `${user.name}: ${user.steps.join(', ')}`).toEqual([...user.kept].sort());
        expect((await listSavedSearches(user.db)).map((s) => s.clientId).sort(), user.name).toEqual([...user.kept].sort());
        await user.db.delete();
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`offline-writes property: ${SEQUENCES} sequences, ${stepsRun} steps, ${restarts} server restarts, ${seconds.toFixed(1)} s`);
    expect(restarts).toBeGreaterThan(0);
  }, 600_000);
});
