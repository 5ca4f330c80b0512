import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRows } from '../src/db/database.js';
import { loadSeed } from '../src/db/load-seed.js';
import { readSeedDataset, type SeedDataset } from '../../seed/read-dataset.js';
import { dialects, startTestApp, type TestApp } from './harness.js';

const clone = (d: SeedDataset): SeedDataset => structuredClone(d);

describe.each(dialects())('seed loader on %s', (dialect) => {
  let app: TestApp;
  let dataset: SeedDataset;
  beforeEach(async () => {
    dataset = readSeedDataset();
    app = await startTestApp(dialect, { seed: false });
  });
  afterEach(() => app?.stop());

  const snapshot = async () => ({
    policies: await findRows(app.db.models.Policy, { order: [['id', 'ASC']] }),
    links: await findRows(app.db.models.PolicyJurisdiction, { order: [['policyId', 'ASC'], ['jurisdictionId', 'ASC']] }),
    updates: await findRows(app.db.models.PolicyUpdate, { order: [['id', 'ASC']] }),
    platforms: await findRows(app.db.models.Platform, { order: [['id', 'ASC']] }),
  });

  it('when run twice on the same files, then the second run changes nothing', async () => {
    const first = await loadSeed(app.db, dataset);
    expect(first.inserted).toBe(
      dataset.platforms.length + dataset.categories.length + dataset.jurisdictions.length +
      dataset.documents.length + dataset.laws.length + dataset.policies.length + dataset.updates.length,
    );
    expect(first.revision).toBe(1);
    const before = await snapshot();
    const second = await loadSeed(app.db, dataset);
    expect(second).toEqual({ revision: 1, inserted: 0, updated: 0, deleted: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('when a record is edited, then only that row is updated in place with a higher revision', async () => {
    await loadSeed(app.db, dataset);
    const before = await snapshot();
    const edited = clone(dataset);
    const target = edited.policies[0]!;
    target.description = `${target.description} (clarified)`;
    const result = await loadSeed(app.db, edited);
    expect(result).toEqual({ revision: 2, inserted: 0, updated: 1, deleted: 0 });
    const after = await snapshot();
    const row = after.policies.find((p) => p.key === target.key)!;
    const old = before.policies.find((p) => p.key === target.key)!;
    expect(row.id).toBe(old.id);
    expect(row.description).toBe(target.description);
    expect(Number(row.revision)).toBeGreaterThan(Number(old.revision));
    expect(after.policies.filter((p) => p.key !== target.key)).toEqual(before.policies.filter((p) => p.key !== target.key));
    // The other policies keep their jurisdiction links: only the edited policy's links are rewritten.
    expect(after.links.filter((l) => l.policyId !== row.id)).toEqual(before.links.filter((l) => l.policyId !== row.id));
    expect(after.links.filter((l) => l.policyId === row.id)).toEqual(before.links.filter((l) => l.policyId === row.id));
  });

  it('when a policy gains a jurisdiction, then the policy gets a new revision and the link is stored', async () => {
    await loadSeed(app.db, dataset);
    const edited = clone(dataset);
    const target = edited.policies.find((p) => !p.jurisdictions.includes('GLOBAL') && !p.jurisdictions.includes('SG'))!;
    target.jurisdictions.push('SG');
    const result = await loadSeed(app.db, edited);
    expect(result.updated).toBe(1);
    const sg = (await findRows(app.db.models.Jurisdiction, { where: { code: 'SG' } }))[0]!;
    const policy = (await findRows(app.db.models.Policy, { where: { key: target.key } }))[0]!;
    const links = await findRows(app.db.models.PolicyJurisdiction, { where: { policyId: policy.id as number } });
    expect(links.map((l) => l.jurisdictionId)).toContain(sg.id);
  });

  it('when a policy is removed from the files, then its row goes and a tombstone records it', async () => {
    await loadSeed(app.db, dataset);
    const edited = clone(dataset);
    const removed = edited.policies.pop()!;
    edited.updates = edited.updates.filter((u) => u.policy !== removed.key);
    const removedUpdates = dataset.updates.length - edited.updates.length;
    const idOf = (await findRows(app.db.models.Policy, { where: { key: removed.key } }))[0]!.id;
    const result = await loadSeed(app.db, edited);
    expect(result).toEqual({ revision: 2, inserted: 0, updated: 0, deleted: 1 + removedUpdates });
    const tombstones = await findRows(app.db.models.Tombstone);
    expect(tombstones).toContainEqual(expect.objectContaining({ entity: 'policies', entityId: idOf, revision: 2 }));
    expect(await findRows(app.db.models.Policy, { where: { key: removed.key } })).toEqual([]);
  });

  it('when a record of every table is removed, then each leaves a tombstone named for its table, and a removed policy leaves no jurisdiction links', async () => {
    await loadSeed(app.db, dataset);
    const edited = clone(dataset);
    // Each removal takes what points at the removed record with it, as an editor of seed/ would have to.
    const platform = edited.platforms.at(-1)!.identifier;
    const category = edited.categories.find((c) => edited.policies.some((p) => p.category === c.slug && p.platform !== platform))!.slug;
    const law = edited.laws[0]!.key;
    const jurisdiction = edited.jurisdictions.find((j) => j.code !== 'GLOBAL' && !edited.laws.some((l) => l.jurisdiction === j.code && l.key !== law))!.code;
    const document = edited.documents[0]!.key;
    const goneLaws = new Set(edited.laws.filter((l) => l.key === law || l.jurisdiction === jurisdiction).map((l) => l.key));
    const gonePolicies = new Set(edited.policies.filter((p) => p.platform === platform || p.category === category).map((p) => p.key));
    edited.platforms = edited.platforms.filter((p) => p.identifier !== platform);
    edited.categories = edited.categories.filter((c) => c.slug !== category);
    edited.jurisdictions = edited.jurisdictions.filter((j) => j.code !== jurisdiction);
    edited.documents = edited.documents.filter((d) => d.key !== document);
    edited.laws = edited.laws.filter((l) => !goneLaws.has(l.key));
    edited.policies = edited.policies
      .filter((p) => !gonePolicies.has(p.key))
      .map((p) => ({ ...p, jurisdictions: p.jurisdictions.filter((c) => c !== jurisdiction), laws: p.laws.filter((k) => !goneLaws.has(k)), documents: p.documents.filter((k) => k !== document) }));
    const keptUpdates = edited.updates.filter((u) => (u.policy === null || !gonePolicies.has(u.policy)) && (u.law === null || !goneLaws.has(u.law)));
    edited.updates = keptUpdates.slice(1); // and one update of its own
    const removedPolicyIds = (await findRows(app.db.models.Policy)).filter((p) => gonePolicies.has(String(p.key))).map((p) => p.id);

    const result = await loadSeed(app.db, edited);
    expect(result.deleted).toBeGreaterThanOrEqual(7);
    const entities = new Set((await findRows(app.db.models.Tombstone)).map((t) => t.entity));
    expect([...entities].sort()).toEqual(['categories', 'documents', 'jurisdictions', 'laws', 'platforms', 'policies', 'updates']);
    const links = await findRows(app.db.models.PolicyJurisdiction);
    expect(links.filter((l) => removedPolicyIds.includes(l.policyId))).toEqual([]);
  });

  it('when an update names a law, then its row is linked to that law, and one that names none has no law', async () => {
    await loadSeed(app.db, dataset);
    const withLaw = dataset.updates.find((u) => u.law !== null)!;
    const withoutLaw = dataset.updates.find((u) => u.law === null)!;
    const lawRow = (await findRows(app.db.models.Law, { where: { key: withLaw.law! } }))[0]!;
    const rowOf = async (key: string) => (await findRows(app.db.models.PolicyUpdate, { where: { key } }))[0]!;
    expect((await rowOf(withLaw.key)).lawId).toBe(lawRow.id);
    expect((await rowOf(withoutLaw.key)).lawId).toBeNull();
  });

  it('when a run changes something, then db.seedRuns moves by one (the revision clock watches it); a run that changes nothing leaves it', async () => {
    const start = app.db.seedRuns;
    await loadSeed(app.db, dataset);
    expect(app.db.seedRuns).toBe(start + 1);
    await loadSeed(app.db, dataset);
    expect(app.db.seedRuns).toBe(start + 1);
  });
});
