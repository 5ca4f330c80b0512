// Turns raw rows (raw: true) into the contract's plain objects: JSON text columns parsed, numbers as numbers.
import type { Category, Jurisdiction, Law, Platform, Policy, PolicyDocument, PolicyUpdate } from '../../../core/contract.js';
import { parseJsonColumn } from './database.js';

type Row = Record<string, unknown>;

export const toPlatform = (r: Row): Platform => ({
  id: Number(r.id),
  identifier: String(r.identifier),
  name: String(r.name),
  website: String(r.website),
  policyUrl: String(r.policyUrl),
  kind: r.kind === 'publisher' ? 'publisher' : 'ad-platform',
  aliases: parseJsonColumn<string[]>(r.aliases, []),
  revision: Number(r.revision),
});

export const toCategory = (r: Row): Category => ({
  id: Number(r.id),
  slug: String(r.slug),
  name: String(r.name),
  description: String(r.description),
  icon: String(r.icon),
  aliases: parseJsonColumn<string[]>(r.aliases, []),
  revision: Number(r.revision),
});

export const toJurisdiction = (r: Row): Jurisdiction => ({
  id: Number(r.id),
  code: String(r.code),
  name: String(r.name),
  region: String(r.region),
  parent: r.parent == null ? null : String(r.parent),
  aliases: parseJsonColumn<string[]>(r.aliases, []),
  revision: Number(r.revision),
});

export const toDocument = (r: Row): PolicyDocument => ({
  id: Number(r.id),
  key: String(r.key),
  title: String(r.title),
  kind: String(r.kind),
  markdown: String(r.markdown),
  sourceUrl: r.sourceUrl == null ? null : String(r.sourceUrl),
  revision: Number(r.revision),
});

/** `jurisdictions` comes from the join table, so the caller supplies it. */
export const toPolicy = (r: Row, jurisdictions: Policy['jurisdictions']): Policy => ({
  id: Number(r.id),
  key: String(r.key),
  platformId: Number(r.platformId),
  categoryId: Number(r.categoryId),
  title: String(r.title),
  description: String(r.description),
  status: r.status as Policy['status'],
  requirements: String(r.requirements),
  restrictions: String(r.restrictions),
  details: String(r.details),
  minAge: r.minAge == null ? null : Number(r.minAge),
  certification: r.certification == null ? null : String(r.certification),
  regionalRules: parseJsonColumn(r.regionalRules, []),
  documents: parseJsonColumn(r.documents, []),
  laws: parseJsonColumn(r.laws, []),
  statusQualifier: r.statusQualifier == null ? null : String(r.statusQualifier),
  globalConfirmedIn: parseJsonColumn<string[]>(r.globalConfirmedIn, []),
  sourceUrl: String(r.sourceUrl),
  extraSources: parseJsonColumn(r.extraSources, []),
  lastUpdated: String(r.lastUpdated),
  effectiveFrom: r.effectiveFrom == null ? null : String(r.effectiveFrom),
  verifiedAt: r.verifiedAt == null ? null : String(r.verifiedAt),
  confidence: r.confidence as Policy['confidence'],
  note: r.note == null ? null : String(r.note),
  revision: Number(r.revision),
  jurisdictions,
});

export const toLaw = (r: Row): Law => ({
  id: Number(r.id),
  key: String(r.key),
  jurisdictionCode: String(r.jurisdictionCode),
  title: String(r.title),
  regulator: String(r.regulator),
  categories: parseJsonColumn<string[]>(r.categories, []),
  adRequirements: String(r.adRequirements),
  status: r.status as Law['status'],
  enactedOn: r.enactedOn == null ? null : String(r.enactedOn),
  effectiveFrom: r.effectiveFrom == null ? null : String(r.effectiveFrom),
  courtChallenge: r.courtChallenge == null ? null : String(r.courtChallenge),
  sourceUrl: String(r.sourceUrl),
  extraSources: parseJsonColumn<string[]>(r.extraSources, []),
  verifiedAt: r.verifiedAt == null ? null : String(r.verifiedAt),
  confidence: r.confidence as Law['confidence'],
  note: r.note == null ? null : String(r.note),
  revision: Number(r.revision),
});

export const toPolicyUpdate = (r: Row): PolicyUpdate => ({
  id: Number(r.id),
  key: String(r.key),
  policyId: r.policyId == null ? null : Number(r.policyId),
  lawId: r.lawId == null ? null : Number(r.lawId),
  changeType: r.changeType as PolicyUpdate['changeType'],
  updateDate: String(r.updateDate),
  summary: String(r.summary),
  details: String(r.details),
  affectedJurisdictions: parseJsonColumn<string[]>(r.affectedJurisdictions, []),
  sourceUrl: String(r.sourceUrl),
  revision: Number(r.revision),
});
