import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Law, PolicyDocument } from '../../../../core/contract';
import { readPolicyPage } from './dataset-reads';
import { META_KEYS, openReplica, type ReplicaDatabase } from './replica-db';
import { syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform, policy } from './testing/fake-server';

const document = (id: number, key: string): PolicyDocument => ({ id, key, title: key, kind: 'guide', markdown: '# Doc', sourceUrl: null, revision: 1 });
const law = (id: number, key: string): Law => ({
  id, key, jurisdictionCode: 'IN', title: key, regulator: 'ASCI', categories: [], adRequirements: '', status: 'in-force',
  enactedOn: null, effectiveFrom: null, courtChallenge: null, sourceUrl: 'https://example.com/law', extraSources: [], verifiedAt: null,
  confidence: 'high', note: null, revision: 1,
});

const opened: ReplicaDatabase[] = [];
const open = (name: string) => {
  const db = openReplica(name);
  opened.push(db);
  return db;
};

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** A replica as an older app left it: the schema of its versions up to `version`, then closed. */
async function olderReplica(version: 2 | 3, fill: (db: Dexie) => Promise<unknown>): Promise<string> {
  const name = `replica-db-test-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(1).stores({
    platforms: 'id, identifier', categories: 'id, slug', jurisdictions: 'id, code', documents: 'id, key',
    policies: 'id, platformId, categoryId', updates: 'id, policyId, updateDate', savedSearches: 'clientId, id, dateCreated', outbox: '++seq, clientId', meta: 'key',
  });
  old.version(2).stores({ searchIndexes: 'name' });
  if (version === 3) old.version(3).stores({ followedPolicies: 'policyId' });
  await old.open();
  await fill(old);
  old.close();
  return name;
}

describe('the replica database', () => {
  it('stores synced documents and laws by id, and a policy page finds them by their keys', async () => {
    const db = open(`replica-db-test-${crypto.randomUUID()}`);
    const server = new FakeServer();
    server.publish({
      platforms: [platform(1, 'google', 'Google')], categories: [category(1, 'Alcohol')], jurisdictions: [jurisdiction(1, 'IN', 'India')],
      documents: [document(5, 'doc-a')], laws: [law(7, 'law-a')], policies: [policy(1, { documents: ['doc-a'], laws: ['law-a'] })],
    });
    await syncReplica(db, { fetch: server.fetch });
    expect(await db.documents.get(5)).toMatchObject({ key: 'doc-a' });
    expect(await db.laws.get(7)).toMatchObject({ key: 'law-a' });
    const page = await readPolicyPage(db, 1);
    expect(page.documents.map((d) => d.id)).toEqual([5]);
    expect(page.laws.map((l) => l.id)).toEqual([7]);
  });

  it('a replica from before change alerts that never synced opens, its saved searches kept with no seen revision yet', async () => {
    const name = await olderReplica(2, (old) =>
      old.table('savedSearches').put({ clientId: 'a', id: 1, name: 'A', query: 'a', filters: {}, dateCreated: '2026-01-01', syncState: 'synced' }),
    );
    const db = open(name);
    const row = await db.savedSearches.get('a');
    expect(row).toMatchObject({ clientId: 'a', query: 'a' });
    expect(row!.seenRevision).toBeUndefined();
  });

  it('a replica synced before laws existed keeps its rows, and its next sync is a full one without the old ETag', async () => {
    const name = await olderReplica(3, async (old) => {
      await old.table('policies').put(policy(1));
      await old.table('meta').bulkPut([
        { key: META_KEYS.revision, value: 4 },
        { key: META_KEYS.etag, value: { since: 4, value: '"sync-4-4"' } },
      ]);
    });
    const db = open(name);
    expect((await db.policies.toArray()).map((p) => p.id)).toEqual([1]);
    const server = new FakeServer();
    server.publish({ laws: [law(7, 'law-a')] });
    await syncReplica(db, { fetch: server.fetch });
    expect(server.requests[0]!.path).toBe('/api/sync?since=0');
    expect(server.requests[0]!.headers['if-none-match']).toBeUndefined();
    expect(await db.laws.get(7)).toMatchObject({ key: 'law-a' });
  });
});
