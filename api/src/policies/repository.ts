// Reads policies with their jurisdictions (join table), and the dataset revision that versions them.
import { Op } from 'sequelize';
import type { JurisdictionRef, Policy } from '../../../core/contract.js';
import { findRow, findRows, type Database, type Row } from '../db/database.js';
import { toPolicy } from '../db/rows.js';

export function policyRepository(db: Database) {
  const { Policy: PolicyModel, PolicyJurisdiction, Jurisdiction, SyncState } = db.models;

  async function attachJurisdictions(rows: Row[]): Promise<Policy[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => Number(r.id));
    const links = await findRows(PolicyJurisdiction, { where: { policyId: { [Op.in]: ids } } });
    const jurisdictions = await findRows(Jurisdiction, { attributes: ['id', 'name', 'code'] });
    const byId = new Map<number, JurisdictionRef>(
      jurisdictions.map((j) => [Number(j.id), { id: Number(j.id), name: String(j.name), code: String(j.code) }]),
    );
    const refsOf = new Map<number, JurisdictionRef[]>();
    for (const link of links) {
      const ref = byId.get(Number(link.jurisdictionId));
      if (!ref) continue;
      const list = refsOf.get(Number(link.policyId)) ?? [];
      list.push(ref);
      refsOf.set(Number(link.policyId), list);
    }
    return rows.map((r) => toPolicy(r, (refsOf.get(Number(r.id)) ?? []).sort((a, b) => a.id - b.id)));
  }

  return {
    async revision(): Promise<number> {
      const state = await findRow(SyncState, { where: { id: 1 } });
      return Number(state?.revision ?? 0);
    },
    async all(): Promise<Policy[]> {
      return attachJurisdictions(await findRows(PolicyModel, { order: [['id', 'ASC']] }));
    },
    async byId(id: number): Promise<Policy | null> {
      const row = await findRow(PolicyModel, { where: { id: id } });
      return row ? (await attachJurisdictions([row]))[0]! : null;
    },
    async ofPlatform(platformId: number): Promise<Policy[]> {
      return attachJurisdictions(await findRows(PolicyModel, { where: { platformId }, order: [['id', 'ASC']] }));
    },
    async changedSince(revision: number): Promise<Policy[]> {
      return attachJurisdictions(
        await findRows(PolicyModel, { where: { revision: { [Op.gt]: revision } }, order: [['id', 'ASC']] }),
      );
    },
  };
}
export type PolicyRepository = ReturnType<typeof policyRepository>;
