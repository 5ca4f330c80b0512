// Migration 0009 on a database that already holds saved searches, follows and analyses (ADR 232): every row
// is kept with no owner, a follow's key becomes (owner, policy), analysed images enter the uploads table so
// the retention sweep reaches them, and the migration goes down again.
import { afterEach, describe, expect, it } from 'vitest';
import { findRows, openDatabase, type Database } from '../src/db/database.js';
import { migrator } from '../src/db/migrate.js';
import { createTestDatabase, dialects, type TestDatabase } from './harness.js';

describe.each(dialects())('migration 0009 on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  afterEach(async () => {
    await db?.close().catch(() => {});
    await testDb?.drop();
  });

  it('keeps earlier rows ownerless, makes follows per owner and records the analysed images', async () => {
    testDb = await createTestDatabase(dialect);
    db = openDatabase(testDb.url);
    await migrator(db).up({ to: '0008-global-confirmed-markets' });
    const qi = db.sequelize.getQueryInterface();
    await qi.bulkInsert('saved_searches', [{ id: 1, client_id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'n', query: 'q', filters: '{}', date_created: '2026-01-01T00:00:00.000Z' }]);
    await qi.bulkInsert('followed_policies', [{ policy_id: 42, date_followed: '2026-01-02T00:00:00.000Z' }]);
    const analysis = (id: number, createdAt: string) => ({
      id, mode: 'detect', upload_name: `${'a'.repeat(64)}.png`, upload_hash: 'a'.repeat(64), detected_category: 'none', detection_confidence: 0,
      extracted_text: '', ocr_confidence: 90, engine: 'rules', result: '{}', duration_ms: 1, ocr_ms: 1, created_at: createdAt,
    });
    await qi.bulkInsert('analyses', [analysis(1, '2026-02-01T00:00:00.000Z'), analysis(2, '2026-01-15T00:00:00.000Z')]);

    expect((await migrator(db).up({ to: '0009-owners' })).map((m) => m.name)).toEqual(['0009-owners']);

    const m = db.models;
    expect(await findRows(m.SavedSearch, { attributes: ['id', 'owner'] })).toEqual([{ id: 1, owner: null }]);
    expect(await findRows(m.FollowedPolicy, { attributes: ['owner', 'policyId', 'dateFollowed'] })).toEqual([{ owner: null, policyId: 42, dateFollowed: '2026-01-02T00:00:00.000Z' }]);
    expect(await findRows(m.Analysis, { attributes: ['id', 'owner', 'imageRemovedAt'], order: [['id', 'ASC']] })).toEqual([
      { id: 1, owner: null, imageRemovedAt: null },
      { id: 2, owner: null, imageRemovedAt: null },
    ]);
    expect(await findRows(m.Upload, { attributes: ['name', 'owner', 'createdAt', 'removedAt'] })).toEqual([
      { name: `${'a'.repeat(64)}.png`, owner: null, createdAt: '2026-01-15T00:00:00.000Z', removedAt: null },
    ]);

    // Two owners may follow the same policy; one owner only once.
    await m.FollowedPolicy.create({ owner: 'client:a', policyId: 42, dateFollowed: '2026-03-01T00:00:00.000Z' });
    await m.FollowedPolicy.create({ owner: 'client:b', policyId: 42, dateFollowed: '2026-03-02T00:00:00.000Z' });
    await expect(m.FollowedPolicy.create({ owner: 'client:a', policyId: 42, dateFollowed: '2026-03-03T00:00:00.000Z' })).rejects.toThrow();

    // Down again: one follow per policy, the earliest.
    await migrator(db).down({ to: '0009-owners' });
    const [rows] = await db.sequelize.query('SELECT policy_id, date_followed FROM followed_policies');
    expect(rows).toEqual([{ policy_id: 42, date_followed: '2026-01-02T00:00:00.000Z' }]);
  });
});
