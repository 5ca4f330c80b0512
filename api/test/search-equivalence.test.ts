// The same query gives the same result ids online and offline (DESIGN §5): a fake-indexeddb replica is
// synced from the running server through the web app's own syncReplica, searched with the web app's own
// searchReplica, and compared with GET /api/policies for every query below.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyFilters, PolicySearch, PolicyWithRefs, SortOrder } from '../../core/contract.js';
import { searchReplica } from '../../web/src/lib/search/replica-search.js';
import { openReplica, type ReplicaDatabase } from '../../web/src/lib/replica/replica-db.js';
import { syncReplica } from '../../web/src/lib/replica/sync-replica.js';
import { startTestApp, type TestApp } from './harness.js';

const f = (filters: Partial<PolicyFilters>): PolicyFilters => ({ platforms: [], categories: [], jurisdictions: [], status: [], ...filters });

const CASES: { q: string; filters?: Partial<PolicyFilters>; sort?: SortOrder }[] = [
  { q: 'crypto' },
  { q: 'cryptocurrency exchange' },
  { q: 'crypto ads in India' },
  { q: 'gambling' },
  { q: 'gamblng' }, // fuzzy
  { q: 'lottery', sort: 'recent' },
  { q: 'alcohol', sort: 'platform' },
  { q: 'alc' }, // prefix
  { q: 'real money gaming' },
  { q: 'licence' },
  { q: 'age verification' },
  { q: 'google' },
  { q: 'meta' },
  { q: 'dating', filters: { jurisdictions: ['US'] } },
  { q: 'pharmacy', filters: { status: ['limited'] } },
  { q: '', filters: { platforms: ['google'] } },
  { q: '', filters: { platforms: ['facebook', 'instagram'] } },
  { q: '', filters: { categories: ['Cryptocurrency'] }, sort: 'recent' },
  { q: '', filters: { categories: ['Gambling & Lottery'], jurisdictions: ['IN'] }, sort: 'platform' },
  { q: '', filters: { jurisdictions: ['UK'] } }, // alias of GB
  { q: '', filters: { jurisdictions: ['GB'], status: ['prohibited'] } },
  { q: '', filters: { status: ['allowed'] }, sort: 'recent' },
  { q: 'political', filters: { jurisdictions: ['EU', 'IN'] } },
  { q: 'tobacco vaping', filters: { status: ['prohibited', 'limited'] } },
  { q: 'cannabis', filters: { platforms: ['microsoft'] }, sort: 'platform' },
  { q: 'weapons', filters: { categories: ['Weapons'], jurisdictions: ['US'] } },
  { q: 'financial services', sort: 'recent' },
  { q: 'no such thing anywhere zzzz' },
];

describe('search equivalence: server endpoint and offline replica', () => {
  let app: TestApp;
  let db: ReplicaDatabase;

  beforeAll(async () => {
    app = await startTestApp('sqlite');
    db = openReplica(`equivalence-${crypto.randomUUID()}`);
    const outcome = await syncReplica(db, { fetch, baseUrl: app.url });
    expect(outcome.status).toBe('updated');
  });
  afterAll(async () => {
    await db?.delete();
    await app?.stop();
  });

  const online = async (input: PolicySearch): Promise<PolicyWithRefs[]> => {
    const params = new URLSearchParams({ q: input.q, filters: JSON.stringify(input.filters), sort: input.sort });
    const response = await app.get(`/api/policies?${params.toString()}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PolicyWithRefs[];
  };

  it('the replica holds the whole dataset after one sync', async () => {
    const all = await online({ q: '', filters: f({}), sort: 'relevance' });
    expect(await db.policies.count()).toBe(all.length);
    expect(all.length).toBeGreaterThan(50);
  });

  it.each(CASES.map((c) => [`q=${JSON.stringify(c.q)} filters=${JSON.stringify(c.filters ?? {})} sort=${c.sort ?? 'relevance'}`, c] as const))(
    'gives the same ids for %s',
    async (_name, c) => {
      const input: PolicySearch = { q: c.q, filters: f(c.filters ?? {}), sort: c.sort ?? 'relevance' };
      const [server, offline] = await Promise.all([online(input), searchReplica(db, input)]);
      expect(offline.map((p) => p.id)).toEqual(server.map((p) => p.id));
      // Same records too, not only the same ids: what a result card shows is identical.
      expect(offline).toEqual(server);
    },
  );

  it('the cases are not trivial: most have results and they differ from one another', async () => {
    const results = await Promise.all(
      CASES.map((c) => searchReplica(db, { q: c.q, filters: f(c.filters ?? {}), sort: c.sort ?? 'relevance' })),
    );
    expect(results.filter((r) => r.length > 0).length).toBeGreaterThanOrEqual(20);
    expect(new Set(results.map((r) => r.map((p) => p.id).join(','))).size).toBeGreaterThanOrEqual(18);
  });
});
