import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Law, PolicyDocument, PolicyUpdate } from '../../../../core/contract';
import { runRead } from './dataset-read-cache';
import {
  allPoliciesRead,
  documentRead,
  marketSheetRead,
  newestFirst,
  policyLibraryRead,
  policyPageFromKept,
  policyPageRead,
  readAllPolicies,
  readCatalog,
  readMarketSheet,
  readPlatformPolicies,
  readPolicyLibrary,
  readPolicyPage,
  readUpdates,
  updatesRead,
} from './dataset-reads';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy, update } from './testing/fake-server';

// The reads the offline screens make, each against a replica filled by a real sync from the fake server.

const GLOBAL = { id: 1, code: 'GLOBAL', name: 'Global' };
const INDIA = { id: 2, code: 'IN', name: 'India' };
const US = { id: 3, code: 'US', name: 'United States' };

const law = (id: number, key: string, title: string, categories: string[]): Law => ({
  id, key, jurisdictionCode: 'GB', title, regulator: 'Gambling Commission', categories, adRequirements: '- Licensed operators only.',
  status: 'in-force', enactedOn: null, effectiveFrom: null, courtChallenge: null, sourceUrl: 'https://example.com/law', extraSources: [],
  verifiedAt: null, confidence: 'medium', note: null, revision: 1,
});
const doc = (id: number, key: string, title: string): PolicyDocument => ({ id, key, title, kind: 'undertaking', markdown: `# ${title}`, sourceUrl: null, revision: 1 });
const policyUpdate = (id: number, policyId: number, updateDate: string): PolicyUpdate => ({ ...update(id, policyId), updateDate, summary: `Update ${id}` });
const lawUpdate = (id: number, lawId: number, updateDate: string): PolicyUpdate => ({ ...update(id, 0), policyId: null, lawId, updateDate, summary: `Update ${id}` });

let db: ReplicaDatabase;
let server: FakeServer;
const sync = () => syncReplica(db, { fetch: server.fetch });

/**
 * Two platforms, three categories, three jurisdictions, three documents, two laws and five policies.
 * Policy 4 names its documents and laws against their key order; the updates are added by each test.
 */
function seededServer(): FakeServer {
  const s = new FakeServer();
  s.publish({
    platforms: [platform(1, 'google', 'Google Ads'), platform(2, 'facebook', 'Facebook')],
    categories: [category(1, 'Cryptocurrency'), category(2, 'Alcohol'), category(3, 'Gambling & Lottery')],
    jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global'), jurisdiction(2, 'IN', 'India'), jurisdiction(3, 'US', 'United States')],
    documents: [doc(1, 'alpha-doc', 'Alpha undertaking'), doc(2, 'zeta-doc', 'Zeta undertaking'), doc(3, 'other-doc', 'Other undertaking')],
    laws: [
      law(1, 'gb-z-law', 'Z gambling rules', ['gambling-lottery', 'no-such-category']),
      law(2, 'gb-a-law', 'A crypto and alcohol rules', ['cryptocurrency', 'alcohol']),
    ],
    policies: [
      policy(1, { platformId: 1, categoryId: 1, title: 'Crypto exchanges', jurisdictions: [GLOBAL] }),
      policy(2, { platformId: 1, categoryId: 2, title: 'Alcohol on Google', jurisdictions: [INDIA] }),
      policy(3, { platformId: 2, categoryId: 1, title: 'Crypto on Facebook', jurisdictions: [GLOBAL] }),
      policy(4, {
        platformId: 2, categoryId: 3, title: 'Gambling on Facebook', jurisdictions: [GLOBAL, US],
        documents: ['zeta-doc', 'alpha-doc'], laws: ['gb-z-law', 'gb-a-law'],
      }),
      policy(5, { platformId: 1, categoryId: 3, title: 'Gambling on Google', jurisdictions: [{ id: 7, code: 'XX', name: 'Nowhere' }] }),
    ],
  });
  return s;
}

/**
 * Updates whose id order is not their date order: 10 and 11 change policy 4, 12 policy 1 (same day as 11),
 * 13 law 2 and 14 law 1 (the oldest).
 */
const someUpdates = () => [
  policyUpdate(10, 4, '2026-02-01'),
  policyUpdate(11, 4, '2026-03-01'),
  policyUpdate(12, 1, '2026-03-01'),
  lawUpdate(13, 2, '2026-04-01'),
  lawUpdate(14, 1, '2026-01-10'),
];

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
const titles = (rows: readonly { title: string }[]) => rows.map((r) => r.title);

beforeEach(() => {
  db = openReplica('dataset-reads-test-' + crypto.randomUUID());
  server = seededServer();
});

afterEach(async () => {
  await db.delete();
});

describe('the catalog (revision and filter lists)', () => {
  it('is revision 0 with empty lists before the first sync', async () => {
    expect(await readCatalog(db)).toEqual({ revision: 0, platforms: [], categories: [], jurisdictions: [] });
  });

  it('holds the synced revision and the platforms, categories and jurisdictions as synced', async () => {
    server.publish({ platforms: [platform(3, 'tiktok', 'TikTok')] });
    await sync();
    const catalog = await readCatalog(db);
    expect(catalog.revision).toBe(2);
    expect(catalog.platforms.map((p) => [p.id, p.identifier, p.name])).toEqual([[1, 'google', 'Google Ads'], [2, 'facebook', 'Facebook'], [3, 'tiktok', 'TikTok']]);
    expect(catalog.categories.map((c) => [c.id, c.slug, c.name])).toEqual([[1, 'cryptocurrency', 'Cryptocurrency'], [2, 'alcohol', 'Alcohol'], [3, 'gambling-lottery', 'Gambling & Lottery']]);
    expect(catalog.jurisdictions.map((j) => j.code)).toEqual(['GLOBAL', 'IN', 'US']);
  });
});

describe('every policy (compare, jurisdiction page, dashboard)', () => {
  it('lists each policy in id order, joined with its platform and category', async () => {
    await sync();
    const read = await readAllPolicies(db);
    expect(read.revision).toBe(1);
    expect(read.platforms).toHaveLength(2);
    expect(read.categories).toHaveLength(3);
    expect(read.jurisdictions).toHaveLength(3);
    expect(read.policies.map((p) => [p.id, p.title, p.platform.name, p.category.name])).toEqual([
      [1, 'Crypto exchanges', 'Google Ads', 'Cryptocurrency'],
      [2, 'Alcohol on Google', 'Google Ads', 'Alcohol'],
      [3, 'Crypto on Facebook', 'Facebook', 'Cryptocurrency'],
      [4, 'Gambling on Facebook', 'Facebook', 'Gambling & Lottery'],
      [5, 'Gambling on Google', 'Google Ads', 'Gambling & Lottery'],
    ]);
    expect(read.policies[3]).toMatchObject({
      platform: { id: 2, identifier: 'facebook', name: 'Facebook' },
      category: { id: 3, name: 'Gambling & Lottery', slug: 'gambling-lottery', icon: 'tag' },
      jurisdictions: [GLOBAL, US],
    });
  });

  it('is empty (revision 0) before the first sync', async () => {
    expect(await readAllPolicies(db)).toEqual({ revision: 0, platforms: [], categories: [], jurisdictions: [], policies: [] });
  });

  it('shows a jurisdiction’s current name, and keeps the policy’s own reference for one the replica does not hold', async () => {
    await sync();
    server.publish({ jurisdictions: [jurisdiction(2, 'IN', 'Bharat')] });
    await sync();
    const { policies } = await readAllPolicies(db);
    expect(policies.find((p) => p.id === 2)!.jurisdictions).toEqual([{ id: 2, code: 'IN', name: 'Bharat' }]);
    expect(policies.find((p) => p.id === 5)!.jurisdictions).toEqual([{ id: 7, code: 'XX', name: 'Nowhere' }]);
  });

  it('leaves out a policy whose platform the replica does not hold', async () => {
    server.publish({ policies: [policy(6, { platformId: 9, title: 'Orphan' })] });
    await sync();
    expect(ids((await readAllPolicies(db)).policies)).toEqual([1, 2, 3, 4, 5]);
  });

  it('no longer lists a policy deleted on the server (tombstone) after the next sync', async () => {
    await sync();
    server.publish({}, { policies: [2] });
    await sync();
    const read = await readAllPolicies(db);
    expect(read.revision).toBe(2);
    expect(ids(read.policies)).toEqual([1, 3, 4, 5]);
  });
});

describe('one platform’s policies (its page)', () => {
  it('lists only that platform’s policies, with the catalog', async () => {
    await sync();
    const facebook = await readPlatformPolicies(db, 2);
    expect(facebook.revision).toBe(1);
    expect(facebook.platforms.map((p) => p.name)).toEqual(['Google Ads', 'Facebook']);
    expect(facebook.policies.map((p) => [p.id, p.platform.name, p.category.name])).toEqual([[3, 'Facebook', 'Cryptocurrency'], [4, 'Facebook', 'Gambling & Lottery']]);
    expect(ids((await readPlatformPolicies(db, 1)).policies)).toEqual([1, 2, 5]);
  });

  it('is empty for a platform the replica does not know', async () => {
    await sync();
    const read = await readPlatformPolicies(db, 99);
    expect(read.policies).toEqual([]);
    expect(read.platforms).toHaveLength(2);
  });

  it('drops a policy deleted on the server', async () => {
    await sync();
    server.publish({}, { policies: [2] });
    await sync();
    expect(ids((await readPlatformPolicies(db, 1)).policies)).toEqual([1, 5]);
  });
});

describe('the policy detail page', () => {
  it('shows the policy with its platform and category, its category’s policies, its updates newest first and its documents and laws in its own order', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    const page = await readPolicyPage(db, 4);
    expect(page.revision).toBe(2);
    expect(page.platforms).toHaveLength(2);
    expect(page.policy).toMatchObject({
      id: 4, title: 'Gambling on Facebook',
      platform: { id: 2, identifier: 'facebook', name: 'Facebook' },
      category: { id: 3, name: 'Gambling & Lottery', slug: 'gambling-lottery', icon: 'tag' },
      jurisdictions: [GLOBAL, US],
    });
    // Similar policies: the whole category, every platform, with their own platform names.
    expect(page.sameCategory.map((p) => [p.id, p.platform.name, p.category.name])).toEqual([[4, 'Facebook', 'Gambling & Lottery'], [5, 'Google Ads', 'Gambling & Lottery']]);
    expect(page.updates.map((u) => [u.id, u.updateDate])).toEqual([[11, '2026-03-01'], [10, '2026-02-01']]);
    // In the policy's order (zeta before alpha, gb-z-law before gb-a-law), not the key order.
    expect(titles(page.documents)).toEqual(['Zeta undertaking', 'Alpha undertaking']);
    expect(page.laws.map((l) => l.key)).toEqual(['gb-z-law', 'gb-a-law']);
    expect(page.lawUpdates.map((u) => [u.id, u.lawId])).toEqual([[13, 2], [14, 1]]);
  });

  it('for a policy without updates, documents or laws, shows the policy and empty lists', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    const page = await readPolicyPage(db, 2);
    expect(page.policy).toMatchObject({ id: 2, title: 'Alcohol on Google', platform: { name: 'Google Ads' }, category: { name: 'Alcohol' } });
    expect(ids(page.sameCategory)).toEqual([2]);
    expect(page.updates).toEqual([]);
    expect(page.documents).toEqual([]);
    expect(page.laws).toEqual([]);
    expect(page.lawUpdates).toEqual([]);
  });

  it('is a null policy with empty lists (and the catalog) for an id the replica does not hold', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    expect(await readPolicyPage(db, 99)).toEqual({
      ...(await readCatalog(db)),
      policy: null, sameCategory: [], updates: [], documents: [], laws: [], lawUpdates: [],
    });
  });

  it('is a null policy on an empty replica', async () => {
    expect(await readPolicyPage(db, 1)).toEqual({
      revision: 0, platforms: [], categories: [], jurisdictions: [],
      policy: null, sameCategory: [], updates: [], documents: [], laws: [], lawUpdates: [],
    });
  });

  it('is a null policy once the policy is deleted on the server, and a deleted law leaves the page of a policy naming it', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    server.publish({}, { policies: [4], laws: [2] });
    await sync();
    expect((await readPolicyPage(db, 4)).policy).toBeNull();
    server.publish({ policies: [policy(4, { platformId: 2, categoryId: 3, title: 'Gambling on Facebook, again', laws: ['gb-z-law', 'gb-a-law'] })] });
    await sync();
    const page = await readPolicyPage(db, 4);
    expect(page.policy?.title).toBe('Gambling on Facebook, again');
    expect(page.laws.map((l) => l.key)).toEqual(['gb-z-law']);
    expect(page.lawUpdates.map((u) => u.id)).toEqual([14]);
  });

  it('shows no laws for a policy row stored before laws existed (no laws field), instead of failing', async () => {
    // A server from before laws sent policies without the field; an upgraded app offline still holds those rows.
    const { laws: _laws, ...withoutLaws } = policy(6, { platformId: 2, categoryId: 3, documents: ['alpha-doc'] });
    server.publish({ policies: [withoutLaws], updates: someUpdates() });
    await sync();
    expect(await db.policies.get(6)).not.toHaveProperty('laws');
    const page = await readPolicyPage(db, 6);
    expect(page.policy?.title).toBe('Policy 6');
    expect(page.laws).toEqual([]);
    expect(page.lawUpdates).toEqual([]);
    expect(titles(page.documents)).toEqual(['Alpha undertaking']);
  });

  it('shows no policy when its platform is not in the replica, but still its updates', async () => {
    server.publish({ policies: [policy(6, { platformId: 9, categoryId: 3 })], updates: [policyUpdate(20, 6, '2026-01-01')] });
    await sync();
    const page = await readPolicyPage(db, 6);
    expect(page.policy).toBeNull();
    expect(ids(page.sameCategory)).toEqual([4, 5]);
    expect(ids(page.updates)).toEqual([20]);
  });
});

describe('the policy detail page from the reads kept in memory', () => {
  it('is the page the replica read gives, for every policy, once the market sheet and the library are kept at this revision', async () => {
    const reversed = policy(7, { platformId: 1, categoryId: 3, documents: ['alpha-doc', 'zeta-doc'], laws: ['gb-a-law', 'gb-z-law'] });
    server.publish({ policies: [policy(6, { platformId: 9, categoryId: 3 }), reversed], updates: [...someUpdates(), policyUpdate(20, 6, '2026-01-01')] });
    await sync();
    expect(policyPageFromKept(db, 4, 2)).toBeNull(); // nothing kept yet
    await runRead(db, marketSheetRead);
    expect(policyPageFromKept(db, 4, 2)).toBeNull(); // the library not kept yet
    await runRead(db, policyLibraryRead);
    for (const { id } of await db.policies.toArray()) {
      const kept = policyPageFromKept(db, id, 2);
      // Policy 6's platform is not in the replica: the replica read answers it (no policy, but its updates).
      if (id === 6) expect(kept).toBeNull();
      else expect(kept).toEqual(await readPolicyPage(db, id));
    }
    expect(policyPageFromKept(db, 99, 2)).toBeNull();
    expect(policyPageFromKept(db, 4, 3)).toBeNull(); // kept at another revision than the replica's
    expect((await runRead(db, policyPageRead(4))).updates.map((u) => u.id)).toEqual(ids((await readPolicyPage(db, 4)).updates));
  });
});

describe('the updates screen', () => {
  it('lists every update newest first (same day: higher id first), each with its platform and policy or its law', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    const read = await readUpdates(db);
    expect(read.revision).toBe(2);
    expect(read.platforms).toHaveLength(2);
    expect(ids(read.updates)).toEqual([13, 12, 11, 10, 14]);
    expect(read.updates[0]).toEqual({
      ...lawUpdate(13, 2, '2026-04-01'), revision: 2,
      platform: null, policy: null,
      law: { key: 'gb-a-law', title: 'A crypto and alcohol rules', jurisdictionCode: 'GB', regulator: 'Gambling Commission', categoryIds: [1, 2] },
    });
    expect(read.updates[1]).toEqual({
      ...policyUpdate(12, 1, '2026-03-01'), revision: 2,
      platform: { identifier: 'google', name: 'Google Ads' }, policy: { title: 'Crypto exchanges', categoryId: 1 }, law: null,
    });
    expect(read.updates[2]).toMatchObject({ id: 11, platform: { identifier: 'facebook', name: 'Facebook' }, policy: { title: 'Gambling on Facebook', categoryId: 3 }, law: null });
    // A law's category the replica does not know is left out of its category ids.
    expect(read.updates[4]).toMatchObject({ id: 14, platform: null, policy: null, law: { key: 'gb-z-law', categoryIds: [3] } });
  });

  it('leaves out updates of a policy or law the replica does not hold, or of a policy whose platform it does not hold', async () => {
    server.publish({
      policies: [policy(6, { platformId: 9, title: 'Orphan' })],
      updates: [...someUpdates(), policyUpdate(15, 99, '2026-09-01'), lawUpdate(16, 99, '2026-09-02'), policyUpdate(17, 6, '2026-09-03')],
    });
    await sync();
    expect(ids((await readUpdates(db)).updates)).toEqual([13, 12, 11, 10, 14]);
  });

  it('drops the updates of a policy or law deleted on the server', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    server.publish({}, { policies: [4], laws: [2] });
    await sync();
    expect(ids((await readUpdates(db)).updates)).toEqual([12, 14]);
  });

  it('is empty before the first sync, and when the dataset has no updates', async () => {
    expect(await readUpdates(db)).toEqual({ revision: 0, platforms: [], categories: [], jurisdictions: [], updates: [] });
    await sync();
    expect((await readUpdates(db)).updates).toEqual([]);
  });
});

describe('newest first, as the server orders updates', () => {
  const on = (id: number, updateDate: string) => policyUpdate(id, 1, updateDate);

  it('puts the later date first, whatever the ids', () => {
    expect(newestFirst(on(1, '2026-05-01'), on(2, '2026-01-01'))).toBeLessThan(0);
    expect(newestFirst(on(2, '2026-01-01'), on(1, '2026-05-01'))).toBeGreaterThan(0);
    expect([on(1, '2026-01-01'), on(2, '2026-05-01'), on(3, '2026-03-01')].sort(newestFirst).map((u) => u.id)).toEqual([2, 3, 1]);
  });

  it('puts the higher id first on the same day', () => {
    expect(newestFirst(on(1, '2026-05-01'), on(2, '2026-05-01'))).toBeGreaterThan(0);
    expect(newestFirst(on(2, '2026-05-01'), on(1, '2026-05-01'))).toBeLessThan(0);
    expect(newestFirst(on(2, '2026-05-01'), on(2, '2026-05-01'))).toBe(0);
  });
});

describe('the jurisdiction page’s market sheet', () => {
  it('holds every policy with its refs, every update with its refs (newest first) and every law', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    const sheet = await readMarketSheet(db);
    expect(sheet.revision).toBe(2);
    expect(sheet.jurisdictions.map((j) => j.code)).toEqual(['GLOBAL', 'IN', 'US']);
    expect(sheet.policies.map((p) => [p.id, p.platform.name, p.category.name])).toEqual([
      [1, 'Google Ads', 'Cryptocurrency'],
      [2, 'Google Ads', 'Alcohol'],
      [3, 'Facebook', 'Cryptocurrency'],
      [4, 'Facebook', 'Gambling & Lottery'],
      [5, 'Google Ads', 'Gambling & Lottery'],
    ]);
    expect(sheet.updates.map((u) => [u.id, u.platform?.name ?? null, u.law?.key ?? null])).toEqual([
      [13, null, 'gb-a-law'], [12, 'Google Ads', null], [11, 'Facebook', null], [10, 'Facebook', null], [14, null, 'gb-z-law'],
    ]);
    expect(sheet.laws.map((l) => l.key)).toEqual(['gb-z-law', 'gb-a-law']);
  });

  it('is empty before the first sync', async () => {
    expect(await readMarketSheet(db)).toEqual({ revision: 0, platforms: [], categories: [], jurisdictions: [], policies: [], updates: [], laws: [] });
  });
});

describe('the policy library (offline publisher-policy builder)', () => {
  it('holds every table’s rows as synced, without joining them', async () => {
    await sync();
    const library = await readPolicyLibrary(db);
    expect(library.revision).toBe(1);
    expect(library.platforms.map((p) => p.name)).toEqual(['Google Ads', 'Facebook']);
    expect(library.categories.map((c) => c.slug)).toEqual(['cryptocurrency', 'alcohol', 'gambling-lottery']);
    expect(library.jurisdictions.map((j) => j.code)).toEqual(['GLOBAL', 'IN', 'US']);
    expect(library.documents.map((d) => d.key)).toEqual(['alpha-doc', 'zeta-doc', 'other-doc']);
    expect(library.laws.map((l) => l.key)).toEqual(['gb-z-law', 'gb-a-law']);
    expect(ids(library.policies)).toEqual([1, 2, 3, 4, 5]);
    expect(library.policies[0]).not.toHaveProperty('platform');
    expect(library.policies[4]!.jurisdictions).toEqual([{ id: 7, code: 'XX', name: 'Nowhere' }]);
  });

  it('is empty before the first sync', async () => {
    expect(await readPolicyLibrary(db)).toEqual({ revision: 0, platforms: [], categories: [], jurisdictions: [], documents: [], laws: [], policies: [] });
  });
});

describe('the named reads the screens run', () => {
  it('each answers for its own screen, one after another on the same replica and revision', async () => {
    server.publish({ updates: someUpdates() });
    await sync();
    expect(ids((await runRead(db, allPoliciesRead)).policies)).toEqual([1, 2, 3, 4, 5]);
    expect(ids((await runRead(db, updatesRead)).updates)).toEqual([13, 12, 11, 10, 14]);
    expect((await runRead(db, marketSheetRead)).laws.map((l) => l.key)).toEqual(['gb-z-law', 'gb-a-law']);
    expect((await runRead(db, policyLibraryRead)).documents.map((d) => d.key)).toEqual(['alpha-doc', 'zeta-doc', 'other-doc']);
  });

  it('a policy page read answers for its own policy, one policy after another', async () => {
    await sync();
    expect((await runRead(db, policyPageRead(1))).policy?.title).toBe('Crypto exchanges');
    expect((await runRead(db, policyPageRead(4))).policy?.title).toBe('Gambling on Facebook');
    expect((await runRead(db, policyPageRead(99))).policy).toBeNull();
  });

  it('a document read finds a document by its key, one after another, and is null for an unknown key', async () => {
    await sync();
    expect(await runRead(db, documentRead('zeta-doc'))).toEqual({ revision: 1, document: { ...doc(2, 'zeta-doc', 'Zeta undertaking'), revision: 1 } });
    expect((await runRead(db, documentRead('alpha-doc'))).document?.title).toBe('Alpha undertaking');
    expect(await runRead(db, documentRead('no-such-doc'))).toEqual({ revision: 1, document: null });
  });

  it('a document read before the first sync is null at revision 0', async () => {
    expect(await runRead(db, documentRead('alpha-doc'))).toEqual({ revision: 0, document: null });
  });

  it('a document deleted on the server is null after the next sync', async () => {
    await sync();
    server.publish({}, { documents: [2] });
    await sync();
    expect(await runRead(db, documentRead('zeta-doc'))).toEqual({ revision: 2, document: null });
  });
});
