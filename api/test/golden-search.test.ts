// Search checked against fixed answers written by hand, not against itself: a small fixed dataset
// (fixtures/golden-dataset.ts) and queries whose expected policies were worked out from the records —
// through the server (GET /api/policies, on each database) and through the offline replica.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyFilters, PolicyWithRefs, SortOrder } from '../../core/contract.js';
import { searchReplica } from '../../web/src/lib/search/replica-search.js';
import { openReplica, type ReplicaDatabase } from '../../web/src/lib/replica/replica-db.js';
import { syncReplica } from '../../web/src/lib/replica/sync-replica.js';
import { goldenDataset } from './fixtures/golden-dataset.js';
import { dialects, startTestApp, type TestApp } from './harness.js';

interface GoldenCase {
  why: string;
  q?: string;
  filters?: Partial<PolicyFilters>;
  sort?: SortOrder;
  /** Policy keys, in the expected order. */
  expected: string[];
}

const ALL_BY_PLATFORM = ['fb-crypto-global', 'fb-gambling-global', 'fb-gambling-gb-us', 'g-alcohol-global', 'g-alcohol-in', 'g-crypto-global', 'g-crypto-in', 'g-crypto-gb', 'ti-alcohol-in', 'ti-gambling-in'];
const UK_BY_PLATFORM = ['fb-crypto-global', 'fb-gambling-gb-us', 'g-alcohol-global', 'g-crypto-gb'];

const CASES: GoldenCase[] = [
  { why: 'everything, by platform, then category, then title', sort: 'platform', expected: ALL_BY_PLATFORM },
  { why: 'everything, newest first', sort: 'recent', expected: ['ti-alcohol-in', 'ti-gambling-in', 'fb-crypto-global', 'g-crypto-gb', 'fb-gambling-gb-us', 'g-crypto-global', 'g-crypto-in', 'g-alcohol-global', 'g-alcohol-in', 'fb-gambling-global'] },
  { why: 'India: own policies, GLOBAL where a pair has none for India', filters: { jurisdictions: ['IN'] }, sort: 'platform', expected: ['fb-crypto-global', 'fb-gambling-global', 'g-alcohol-in', 'g-crypto-in', 'ti-alcohol-in', 'ti-gambling-in'] },
  { why: 'UK is an alias of GB', filters: { jurisdictions: ['UK'] }, sort: 'platform', expected: UK_BY_PLATFORM },
  { why: 'GB by its code', filters: { jurisdictions: ['GB'] }, sort: 'platform', expected: UK_BY_PLATFORM },
  { why: 'GB by its name', filters: { jurisdictions: ['United Kingdom'] }, sort: 'platform', expected: UK_BY_PLATFORM },
  { why: 'US: a policy listing two markets, GLOBAL for the rest, nothing for a publisher without GLOBAL', filters: { jurisdictions: ['US'] }, sort: 'platform', expected: ['fb-crypto-global', 'fb-gambling-gb-us', 'g-alcohol-global', 'g-crypto-global'] },
  { why: 'a market nobody lists: the GLOBAL policies only', filters: { jurisdictions: ['FR'] }, sort: 'platform', expected: ['fb-crypto-global', 'fb-gambling-global', 'g-alcohol-global', 'g-crypto-global'] },
  { why: 'two markets: the union, newest first', filters: { jurisdictions: ['IN', 'GB'] }, sort: 'recent', expected: ['ti-alcohol-in', 'ti-gambling-in', 'fb-crypto-global', 'g-crypto-gb', 'fb-gambling-gb-us', 'g-crypto-in', 'g-alcohol-global', 'g-alcohol-in', 'fb-gambling-global'] },
  { why: 'a platform by its alias', filters: { platforms: ['meta'] }, sort: 'platform', expected: ['fb-crypto-global', 'fb-gambling-global', 'fb-gambling-gb-us'] },
  { why: 'platforms by alias and by name', filters: { platforms: ['times', 'Google Ads'] }, sort: 'recent', expected: ['ti-alcohol-in', 'ti-gambling-in', 'g-crypto-gb', 'g-crypto-global', 'g-crypto-in', 'g-alcohol-global', 'g-alcohol-in'] },
  { why: 'a category by its alias', filters: { categories: ['crypto'] }, sort: 'recent', expected: ['fb-crypto-global', 'g-crypto-gb', 'g-crypto-global', 'g-crypto-in'] },
  { why: 'category and market together', filters: { categories: ['Gambling & Lottery'], jurisdictions: ['IN'] }, sort: 'platform', expected: ['fb-gambling-global', 'ti-gambling-in'] },
  { why: 'one status', filters: { status: ['prohibited'] }, sort: 'recent', expected: ['ti-gambling-in', 'g-crypto-in', 'g-alcohol-in', 'fb-gambling-global'] },
  { why: 'a status nobody has', filters: { status: ['allowed'] }, expected: [] },
  { why: 'a GLOBAL prohibition does not reach a market with its own policy', filters: { status: ['prohibited'], jurisdictions: ['GB'] }, expected: [] },
  { why: 'an unknown platform', filters: { platforms: ['myspace'] }, expected: [] },
  { why: 'a word in one description', q: 'FCA', expected: ['g-crypto-gb'] },
  { why: 'a prefix', q: 'certif', expected: ['g-crypto-global'] },
  { why: 'a word, not its near neighbour (licence is not licensed)', q: 'licence', expected: ['fb-gambling-gb-us'] },
  { why: 'a prefix across titles and the category', q: 'alc', sort: 'platform', expected: ['g-alcohol-global', 'g-alcohol-in', 'ti-alcohol-in'] },
  { why: 'a misspelling', q: 'gamblng', sort: 'platform', expected: ['fb-gambling-global', 'fb-gambling-gb-us', 'ti-gambling-in'] },
  { why: 'every word must match', q: 'crypto india', expected: ['g-crypto-in'] },
  { why: 'stop words are ignored', q: 'crypto ads in india', expected: ['g-crypto-in'] },
  { why: 'a word in titles only', q: 'meta', sort: 'platform', expected: ['fb-crypto-global', 'fb-gambling-global', 'fb-gambling-gb-us'] },
  { why: 'text and a platform filter', q: 'liquor', filters: { platforms: ['times'] }, expected: ['ti-alcohol-in'] },
  { why: 'a jurisdiction alias as text: the title match ranks first', q: 'UK', expected: ['g-crypto-gb', 'fb-gambling-gb-us'] },
  { why: 'nothing matches', q: 'zzzz nothing', expected: [] },
];

const inputOf = (c: GoldenCase) => ({
  q: c.q ?? '',
  filters: { platforms: [], categories: [], jurisdictions: [], status: [], ...c.filters },
  sort: c.sort ?? ('relevance' as const),
});

describe.each(dialects())('golden search on %s', (dialect) => {
  let app: TestApp;
  let replica: ReplicaDatabase;
  beforeAll(async () => {
    app = await startTestApp(dialect, { dataset: goldenDataset });
    replica = openReplica(`golden-${crypto.randomUUID()}`);
    expect((await syncReplica(replica, { fetch, baseUrl: app.url })).status).toBe('updated');
  });
  afterAll(async () => {
    await replica?.delete();
    await app?.stop();
  });

  it.each(CASES.map((c) => [c.why, c] as const))('%s', async (_why, c) => {
    const input = inputOf(c);
    const params = new URLSearchParams({ q: input.q, filters: JSON.stringify(input.filters), sort: input.sort });
    const online = (await (await app.get(`/api/policies?${params}`)).json()) as PolicyWithRefs[];
    expect(online.map((p) => p.key), 'server').toEqual(c.expected);
    const offline = await searchReplica(replica, input);
    expect(offline.map((p) => p.key), 'offline replica').toEqual(c.expected);
  });
});
