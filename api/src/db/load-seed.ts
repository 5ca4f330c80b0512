// The idempotent seed loader: brings the database in line with the files in seed/.
// Rows are matched by their natural key (identifier, slug, code, key). A record whose content hash is
// unchanged is left alone; a new or edited one is written with the next revision; a row whose record
// was removed is deleted and leaves a tombstone, so the delta sync tells clients to drop it.
import { createHash } from 'node:crypto';
import type { Model, ModelStatic, Transaction } from 'sequelize';
import { findRow, findRows, type Database, type Row } from './database.js';
import { readSeedDataset, type SeedDataset } from '../../../seed/read-dataset.js';

export interface SeedResult {
  revision: number;
  inserted: number;
  updated: number;
  deleted: number;
}

interface TableSync {
  model: ModelStatic<Model>;
  entity: string;
  naturalKey: string;
  /** `alsoHashed`: what belongs to the record but lives in another table (a policy's jurisdictions). */
  records: { key: string; values: Row; alsoHashed?: unknown }[];
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export async function loadSeed(db: Database, dataset: SeedDataset = readSeedDataset()): Promise<SeedResult> {
  const m = db.models;
  const result = await db.sequelize.transaction(async (transaction) => {
    const state = await findRow(m.SyncState, { where: { id: 1 }, transaction });
    const current = Number(state?.revision ?? 0);
    const next = current + 1;
    const result: SeedResult = { revision: current, inserted: 0, updated: 0, deleted: 0 };
    const changedIds = new Map<string, Set<number>>();

    // Upsert one table; returns natural key → id for the tables that reference it.
    async function upsert(t: TableSync): Promise<Map<string, number>> {
      const existing = await findRows(t.model, { transaction });
      const byKey = new Map(existing.map((r) => [String(r[t.naturalKey]), r]));
      const ids = new Map<string, number>();
      const changed = new Set<number>();
      for (const { key, values, alsoHashed } of t.records) {
        const contentHash = hashOf(alsoHashed === undefined ? values : [values, alsoHashed]);
        const row = byKey.get(key);
        if (!row) {
          const created = await t.model.create({ ...values, contentHash, revision: next }, { transaction });
          ids.set(key, created.get('id') as number);
          changed.add(created.get('id') as number);
          result.inserted++;
        } else {
          ids.set(key, row.id as number);
          if (row.contentHash !== contentHash) {
            await t.model.update({ ...values, contentHash, revision: next }, { where: { id: row.id as number }, transaction });
            changed.add(row.id as number);
            result.updated++;
          }
        }
      }
      changedIds.set(t.entity, changed);
      return ids;
    }

    async function removeMissing(t: TableSync, tx: Transaction): Promise<void> {
      const wanted = new Set(t.records.map((r) => r.key));
      const existing = await findRows(t.model, { transaction: tx, attributes: ['id', t.naturalKey] });
      for (const row of existing.filter((r) => !wanted.has(String(r[t.naturalKey])))) {
        // A removed policy's jurisdiction links go with it: the foreign key cascades (migration 0001).
        await t.model.destroy({ where: { id: row.id as number }, transaction: tx });
        await m.Tombstone.create({ entity: t.entity, entityId: row.id, revision: next }, { transaction: tx });
        result.deleted++;
      }
    }

    const tables = {
      platforms: {
        model: m.Platform, entity: 'platforms', naturalKey: 'identifier',
        records: dataset.platforms.map((p) => ({
          key: p.identifier,
          values: { identifier: p.identifier, name: p.name, website: p.website, policyUrl: p.policyUrl, kind: p.kind, aliases: JSON.stringify(p.aliases) },
        })),
      },
      categories: {
        model: m.Category, entity: 'categories', naturalKey: 'slug',
        records: dataset.categories.map((c) => ({
          key: c.slug,
          values: { slug: c.slug, name: c.name, description: c.description, icon: c.icon, aliases: JSON.stringify(c.aliases) },
        })),
      },
      jurisdictions: {
        model: m.Jurisdiction, entity: 'jurisdictions', naturalKey: 'code',
        records: dataset.jurisdictions.map((j) => ({
          key: j.code,
          values: { code: j.code, name: j.name, region: j.region, parent: j.parent, aliases: JSON.stringify(j.aliases) },
        })),
      },
      documents: {
        model: m.Document, entity: 'documents', naturalKey: 'key',
        records: dataset.documents.map((d) => ({
          key: d.key,
          values: { key: d.key, title: d.title, kind: d.kind, markdown: d.markdown, sourceUrl: d.sourceUrl },
        })),
      },
      laws: {
        model: m.Law, entity: 'laws', naturalKey: 'key',
        records: dataset.laws.map((l) => ({
          key: l.key,
          values: {
            key: l.key,
            jurisdictionCode: l.jurisdiction,
            title: l.title,
            regulator: l.regulator,
            categories: JSON.stringify(l.categories),
            adRequirements: l.adRequirements,
            status: l.status,
            enactedOn: l.enactedOn,
            effectiveFrom: l.effectiveFrom,
            courtChallenge: l.courtChallenge,
            sourceUrl: l.sourceUrl,
            extraSources: JSON.stringify(l.extraSources),
            verifiedAt: l.verifiedAt,
            confidence: l.confidence,
            note: l.note,
          },
        })),
      },
    } satisfies Record<string, TableSync>;

    const platformIds = await upsert(tables.platforms);
    for (const p of dataset.platforms) for (const alias of p.aliases) platformIds.set(alias, platformIds.get(p.identifier)!);
    const categoryIds = await upsert(tables.categories);
    const jurisdictionIds = await upsert(tables.jurisdictions);
    for (const j of dataset.jurisdictions) for (const alias of j.aliases) jurisdictionIds.set(alias, jurisdictionIds.get(j.code)!);
    await upsert(tables.documents);
    const lawIds = await upsert(tables.laws);

    const policies: TableSync = {
      model: m.Policy, entity: 'policies', naturalKey: 'key',
      records: dataset.policies.map((p) => ({
        key: p.key,
        values: {
          key: p.key,
          platformId: platformIds.get(p.platform),
          categoryId: categoryIds.get(p.category),
          title: p.title,
          description: p.description,
          status: p.status,
          requirements: p.requirements,
          restrictions: p.restrictions,
          details: p.details,
          minAge: p.minAge,
          certification: p.certification,
          regionalRules: JSON.stringify(p.regionalRules),
          documents: JSON.stringify(p.documents),
          laws: JSON.stringify(p.laws),
          statusQualifier: p.statusQualifier,
          globalConfirmedIn: JSON.stringify(p.globalConfirmedIn),
          sourceUrl: p.sourceUrl,
          extraSources: JSON.stringify(p.extraSources),
          lastUpdated: p.lastUpdated,
          effectiveFrom: p.effectiveFrom,
          verifiedAt: p.verifiedAt,
          confidence: p.confidence,
          note: p.note,
        },
        alsoHashed: p.jurisdictions,
      })),
    };
    const policyIds = await upsert(policies);
    for (const policy of dataset.policies) {
      const policyId = policyIds.get(policy.key)!;
      if (!changedIds.get('policies')!.has(policyId)) continue;
      await m.PolicyJurisdiction.destroy({ where: { policyId }, transaction });
      const jurisdictionSet = new Set(policy.jurisdictions.map((c) => jurisdictionIds.get(c)!));
      await m.PolicyJurisdiction.bulkCreate([...jurisdictionSet].map((jurisdictionId) => ({ policyId, jurisdictionId })), { transaction });
    }

    const updates: TableSync = {
      model: m.PolicyUpdate, entity: 'updates', naturalKey: 'key',
      records: dataset.updates.map((u) => ({
        key: u.key,
        values: {
          key: u.key,
          policyId: u.policy === null ? null : policyIds.get(u.policy),
          lawId: u.law === null ? null : lawIds.get(u.law),
          changeType: u.changeType,
          updateDate: u.updateDate,
          summary: u.summary,
          details: u.details,
          affectedJurisdictions: JSON.stringify(u.affectedJurisdictions),
          sourceUrl: u.sourceUrl,
        },
      })),
    };
    await upsert(updates);

    // Deletions run child tables first so no reference is left dangling.
    for (const t of [updates, policies, tables.laws, tables.documents, tables.jurisdictions, tables.categories, tables.platforms]) {
      await removeMissing(t, transaction);
    }

    if (result.inserted + result.updated + result.deleted > 0) {
      await m.SyncState.update({ revision: next }, { where: { id: 1 }, transaction });
      result.revision = next;
    }
    return result;
  });
  if (result.inserted + result.updated + result.deleted > 0) db.seedRuns++;
  return result;
}
