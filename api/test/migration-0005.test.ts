// Migration 0005 on a database that already holds a dataset (ADR 220): laws arrive, policy_updates.policy_id
// and policies.verified_at become nullable, and on SQLite — where the two tables are rebuilt — every row keeps
// its id, the policy ↔ jurisdiction links survive (the table references policies ON DELETE CASCADE), and
// foreign keys are on again afterwards.
import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeed } from '../src/db/load-seed.js';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { findRows, openDatabase, type Database } from '../src/db/database.js';
import { migrate, migrator } from '../src/db/migrate.js';
import { createTestDatabase, dialects, type TestDatabase } from './harness.js';

describe.each(dialects())('migration 0005 on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  afterEach(async () => {
    await db?.close().catch(() => {});
    await testDb?.drop();
  });

  it('keeps every row, id and link of a database seeded before it, and then takes laws and law updates', async () => {
    testDb = await createTestDatabase(dialect);
    db = openDatabase(testDb.url);
    await migrator(db).up({ to: '0004-event-details' });
    const qi = db.sequelize.getQueryInterface();
    await qi.bulkInsert('platforms', [{ id: 7, identifier: 'google', name: 'Google Ads', website: 'https://ads.google.com', policy_url: 'https://support.google.com', kind: 'ad-platform', aliases: '[]', content_hash: 'h', revision: 1 }]);
    await qi.bulkInsert('categories', [{ id: 3, slug: 'alcohol', name: 'Alcohol', description: 'd', icon: 'wine', aliases: '[]', content_hash: 'h', revision: 1 }]);
    await qi.bulkInsert('jurisdictions', [{ id: 5, code: 'GB', name: 'United Kingdom', region: 'Europe', aliases: '[]', content_hash: 'h', revision: 1 }]);
    await qi.bulkInsert('policies', [{
      id: 42, key: 'google-alcohol-gb', platform_id: 7, category_id: 3, title: 'Alcohol in the UK', description: 'd', status: 'limited',
      requirements: '', restrictions: '', details: '', min_age: 18, certification: null, regional_rules: '[]', documents: '[]',
      source_url: 'https://support.google.com/adspolicy', extra_sources: '[]', last_updated: '2025-01-01', effective_from: null,
      verified_at: '2026-11-23', confidence: 'high', note: null, content_hash: 'h', revision: 1,
    }]);
    await qi.bulkInsert('policy_jurisdictions', [{ policy_id: 42, jurisdiction_id: 5 }]);
    await qi.bulkInsert('policy_updates', [{
      id: 9, key: 'an-update', policy_id: 42, change_type: 'Policy Change', update_date: '2025-01-01', summary: 's', details: 'd',
      affected_jurisdictions: '["GB"]', source_url: 'https://support.google.com/x', content_hash: 'h', revision: 1,
    }]);

    expect((await migrator(db).up({ to: '0005-laws-and-honest-verification' })).map((m) => m.name)).toEqual(['0005-laws-and-honest-verification']);

    const m = db.models;
    expect(await findRows(m.Policy, { attributes: ['id', 'key', 'verifiedAt', 'laws', 'statusQualifier'] })).toEqual([
      { id: 42, key: 'google-alcohol-gb', verifiedAt: '2026-11-23', laws: '[]', statusQualifier: null },
    ]);
    expect(await findRows(m.PolicyJurisdiction, {})).toEqual([{ policyId: 42, jurisdictionId: 5 }]);
    expect(await findRows(m.PolicyUpdate, { attributes: ['id', 'policyId', 'lawId'] })).toEqual([{ id: 9, policyId: 42, lawId: null }]);
    if (dialect === 'sqlite') {
      const [pragma] = await db.sequelize.query<{ foreign_keys: number }>('PRAGMA foreign_keys', { type: QueryTypes.SELECT });
      expect(pragma!.foreign_keys).toBe(1);
      // The rebuilt policies table still refuses a policy of an unknown platform.
      await expect(m.Policy.update({ platformId: 999 }, { where: { id: 42 } })).rejects.toThrow();
    }

    // The new shape: a policy whose source was not read, and a law with an update of its own.
    await m.Policy.update({ verifiedAt: null }, { where: { id: 42 } });
    const law = await m.Law.create({
      key: 'gb-law', jurisdictionCode: 'GB', title: 'A law', regulator: 'A regulator', categories: '["alcohol"]', adRequirements: '- x',
      status: 'in-force', sourceUrl: 'https://www.asa.org.uk/x', extraSources: '[]', confidence: 'high', contentHash: 'h', revision: 2,
    });
    await m.PolicyUpdate.create({
      key: 'a-law-update', policyId: null, lawId: law.get('id'), changeType: 'New Restriction', updateDate: '2026-01-01', summary: 's',
      details: 'd', affectedJurisdictions: '["GB"]', sourceUrl: 'https://www.asa.org.uk/y', contentHash: 'h', revision: 2,
    });
    expect(await findRows(m.PolicyUpdate, { attributes: ['key', 'policyId', 'lawId'], order: [['id', 'ASC']] })).toEqual([
      { key: 'an-update', policyId: 42, lawId: null },
      { key: 'a-law-update', policyId: null, lawId: law.get('id') },
    ]);
  });

  it('then loads the real dataset, laws and law updates included, and a second load changes nothing', async () => {
    testDb = await createTestDatabase(dialect);
    db = openDatabase(testDb.url);
    await migrate(db);
    const dataset = readSeedDataset();
    await loadSeed(db, dataset);
    expect(await db.models.Law.count()).toBe(dataset.laws.length);
    expect(await db.models.PolicyUpdate.count({ where: { policyId: null } })).toBe(dataset.updates.filter((u) => u.law !== null).length);
    expect(await loadSeed(db, dataset)).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
  });
});
