// Coverage report for the policy dataset (`npm run data:report`): which platform × category × jurisdiction
// cells resolve to a policy (through the same resolvePolicy the app uses), which resolve to nothing,
// which records are due for re-verification or were never read against their source, what kind of source
// each record rests on, the laws and their dates, and the size of the dataset.
// The pure functions are exported for the dataset tests; printing lives in main() at the bottom.
import { pathToFileURL } from 'node:url';
import { resolveMarket, resolvePolicy, GLOBAL_CODE } from '../core/resolve-policy.js';
import type { Confidence, PolicyStatus } from '../core/status.js';
import { readSeedDataset, type SeedDataset, type SeedPolicyRecord } from './read-dataset.js';
import { SOURCE_KINDS, sourceKind, type SourceKind } from './source-kind.js';

export const CORE_CATEGORIES = ['cryptocurrency', 'gambling-lottery', 'real-money-gaming', 'alcohol'] as const;
export const CORE_JURISDICTIONS = ['IN', 'US', 'GB'] as const;
/** Issue 29's matrix: the markets a rep is asked about that the library lacked, × the core categories × these platforms. */
export const NEW_MARKETS = ['DE', 'FR', 'IT', 'ES', 'NL', 'IE', 'MX', 'ZA', 'ID', 'PH', 'NZ', 'CA-ON'] as const;
export const MATRIX_PLATFORMS = ['google', 'facebook', 'instagram', 'microsoft', 'twitter'] as const;

/**
 * Where a cell's answer comes from: a record for the market itself, one for a region containing it (the EU for
 * Germany), the platform's global record where it was confirmed for the market (globalConfirmedIn) or not, or none.
 */
export const ANSWER_SOURCES = ['own', 'region', 'global confirmed', 'global unconfirmed', 'unknown'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];
/** A record whose verifiedAt is older than this many months before today needs re-checking. */
export const STALE_AFTER_MONTHS = 12;

export interface ResolvableSeedPolicy {
  platformId: string;
  categoryId: string;
  jurisdictions: { code: string }[];
  globalConfirmedIn: string[];
  policy: SeedPolicyRecord;
}

export interface CoverageCell {
  platform: string;
  category: string;
  jurisdiction: string;
  /** null when no policy resolves (the app shows "Unknown"). */
  status: PolicyStatus | null;
  policyKey: string | null;
  confidence: Confidence | null;
  /** True when the answer is the platform's GLOBAL policy rather than one naming the jurisdiction. */
  viaGlobal: boolean;
  source: AnswerSource;
}

export interface StaleRecord {
  key: string;
  platform: string;
  verifiedAt: string;
}

export interface FutureDate {
  record: string;
  field: string;
  date: string;
}

export interface Coverage {
  today: string;
  core: CoverageCell[];
  wider: CoverageCell[];
  coreGaps: CoverageCell[];
  widerGaps: CoverageCell[];
  stale: StaleRecord[];
  /** Policies whose source was not read for the record (verifiedAt empty). */
  unread: { key: string; platform: string }[];
  futureDates: FutureDate[];
  counts: {
    platforms: number;
    categories: number;
    jurisdictions: number;
    policies: number;
    updates: number;
    documents: number;
    distinctSources: number;
    byStatus: Record<PolicyStatus, number>;
    byConfidence: Record<Confidence, number>;
    byPlatform: Record<string, number>;
    bySourceKind: Record<SourceKind, number>;
    laws: number;
  };
}

/** Seed records in the shape resolvePolicy expects: platformId = platform identifier, categoryId = category slug. */
export function toResolvable(policies: readonly SeedPolicyRecord[]): ResolvableSeedPolicy[] {
  return policies.map((policy) => ({
    platformId: policy.platform,
    categoryId: policy.category,
    jurisdictions: policy.jurisdictions.map((code) => ({ code })),
    globalConfirmedIn: policy.globalConfirmedIn,
    policy,
  }));
}

/** The policy the app would show for this combination, or null (Unknown). Accepts aliases such as UK. */
export function resolveSeedPolicy(
  dataset: SeedDataset,
  platform: string,
  category: string,
  jurisdiction: string,
  resolvable: ResolvableSeedPolicy[] = toResolvable(dataset.policies),
): SeedPolicyRecord | null {
  const platformId = dataset.platforms.find((p) => p.identifier === platform || p.aliases.includes(platform))?.identifier ?? platform;
  const hit = resolvePolicy(resolvable, { platformId, categoryId: category, jurisdictionCode: jurisdiction }, dataset.jurisdictions);
  return hit?.policy ?? null;
}

function cell(dataset: SeedDataset, resolvable: ResolvableSeedPolicy[], platform: string, category: string, jurisdiction: string): CoverageCell {
  const answer = resolveMarket(resolvable, { platformId: platform, categoryId: category, jurisdictionCode: jurisdiction }, dataset.jurisdictions);
  const policy = answer.policies[0]?.policy ?? null;
  return {
    source: answerSource(answer.market, answer.from, answer.globalConfirmed, policy),
    platform,
    category,
    jurisdiction,
    status: policy?.status ?? null,
    policyKey: policy?.key ?? null,
    confidence: policy?.confidence ?? null,
    viaGlobal: policy !== null && !policy.jurisdictions.includes(jurisdiction) && policy.jurisdictions.includes(GLOBAL_CODE),
  };
}

function answerSource(market: string, from: string | null, globalConfirmed: boolean, policy: SeedPolicyRecord | null): AnswerSource {
  if (from === null || policy === null) return 'unknown';
  if (from === market) return 'own';
  if (from !== GLOBAL_CODE) return 'region';
  return globalConfirmed ? 'global confirmed' : 'global unconfirmed';
}

/** Per market: how many cells each source answers, and how many answers rest on a low-confidence record. */
export function sourcesByMarket(cells: readonly CoverageCell[]): Map<string, Record<AnswerSource, number> & { low: number; total: number }> {
  const byMarket = new Map<string, Record<AnswerSource, number> & { low: number; total: number }>();
  for (const c of cells) {
    const row = byMarket.get(c.jurisdiction) ?? { ...(Object.fromEntries(ANSWER_SOURCES.map((k) => [k, 0])) as Record<AnswerSource, number>), low: 0, total: 0 };
    row[c.source] += 1;
    row.total += 1;
    if (c.confidence === 'low') row.low += 1;
    byMarket.set(c.jurisdiction, row);
  }
  return byMarket;
}

/** Issue 29's matrix (NEW_MARKETS × CORE_CATEGORIES × MATRIX_PLATFORMS), each cell with where its answer comes from. */
export function newMarketMatrix(dataset: SeedDataset): CoverageCell[] {
  const resolvable = toResolvable(dataset.policies);
  return MATRIX_PLATFORMS.flatMap((platform) =>
    CORE_CATEGORIES.flatMap((category) => NEW_MARKETS.map((market) => cell(dataset, resolvable, platform, category, market))),
  );
}

/** The ISO date `months` months before `isoDate` (day clamped to the month's length). */
export function monthsBefore(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export function distinctSources(dataset: SeedDataset): Set<string> {
  const urls = new Set<string>();
  for (const p of dataset.policies) [p.sourceUrl, ...p.extraSources].forEach((u) => urls.add(u));
  for (const u of dataset.updates) urls.add(u.sourceUrl);
  for (const d of dataset.documents) if (d.sourceUrl) urls.add(d.sourceUrl);
  return urls;
}

export function buildCoverage(dataset: SeedDataset, today: string): Coverage {
  const resolvable = toResolvable(dataset.policies);
  const platforms = dataset.platforms.map((p) => p.identifier);
  const markets = dataset.jurisdictions.map((j) => j.code).filter((c) => c !== GLOBAL_CODE);
  const core: CoverageCell[] = [];
  const wider: CoverageCell[] = [];
  for (const platform of platforms) {
    for (const category of dataset.categories.map((c) => c.slug)) {
      const isCoreCategory = (CORE_CATEGORIES as readonly string[]).includes(category);
      for (const jurisdiction of markets) {
        const c = cell(dataset, resolvable, platform, category, jurisdiction);
        if (isCoreCategory && (CORE_JURISDICTIONS as readonly string[]).includes(jurisdiction)) core.push(c);
        else wider.push(c);
      }
    }
  }

  const cutoff = monthsBefore(today, STALE_AFTER_MONTHS);
  const stale = dataset.policies.flatMap((p) => (p.verifiedAt !== null && p.verifiedAt < cutoff ? [{ key: p.key, platform: p.platform, verifiedAt: p.verifiedAt }] : []));
  const unread = dataset.policies.filter((p) => p.verifiedAt === null).map((p) => ({ key: p.key, platform: p.platform }));

  const futureDates: FutureDate[] = [];
  for (const p of dataset.policies) {
    for (const field of ['lastUpdated', 'effectiveFrom', 'verifiedAt'] as const) {
      const date = p[field];
      if (date && date > today) futureDates.push({ record: p.key, field, date });
    }
  }
  for (const u of dataset.updates) if (u.updateDate > today) futureDates.push({ record: u.key, field: 'updateDate', date: u.updateDate });
  for (const l of dataset.laws) {
    for (const field of ['enactedOn', 'effectiveFrom', 'verifiedAt'] as const) {
      const date = l[field];
      if (date && date > today) futureDates.push({ record: l.key, field, date });
    }
  }

  const byStatus: Record<PolicyStatus, number> = { allowed: 0, limited: 0, prohibited: 0 };
  const byConfidence: Record<Confidence, number> = { high: 0, medium: 0, low: 0 };
  const byPlatform: Record<string, number> = {};
  const bySourceKind = Object.fromEntries(SOURCE_KINDS.map((k) => [k, 0])) as Record<SourceKind, number>;
  for (const p of dataset.policies) {
    byStatus[p.status] += 1;
    byConfidence[p.confidence] += 1;
    byPlatform[p.platform] = (byPlatform[p.platform] ?? 0) + 1;
    bySourceKind[sourceKind(p.sourceUrl)] += 1;
  }

  return {
    today,
    core,
    wider,
    coreGaps: core.filter((c) => c.status === null),
    widerGaps: wider.filter((c) => c.status === null),
    stale,
    unread,
    futureDates,
    counts: {
      platforms: dataset.platforms.length,
      categories: dataset.categories.length,
      jurisdictions: dataset.jurisdictions.length,
      policies: dataset.policies.length,
      updates: dataset.updates.length,
      documents: dataset.documents.length,
      distinctSources: distinctSources(dataset).size,
      byStatus,
      byConfidence,
      byPlatform,
      bySourceKind,
      laws: dataset.laws.length,
    },
  };
}

// ---------------------------------------------------------------- printing

const SHORT: Record<PolicyStatus, string> = { allowed: 'allowed', limited: 'limited', prohibited: 'prohib.' };

function label(c: CoverageCell): string {
  if (c.status === null) return '·';
  return `${SHORT[c.status]}${c.viaGlobal ? '*' : ''}${c.confidence === 'low' ? '?' : ''}`;
}

export function formatMatrix(cells: CoverageCell[], jurisdictions: readonly string[], width = 10): string {
  const rows = new Map<string, Map<string, CoverageCell>>();
  for (const c of cells) {
    const row = `${c.platform} / ${c.category}`;
    if (!rows.has(row)) rows.set(row, new Map());
    rows.get(row)!.set(c.jurisdiction, c);
  }
  const first = Math.max(...[...rows.keys()].map((r) => r.length), 10) + 2;
  const header = 'platform / category'.padEnd(first) + jurisdictions.map((j) => j.padEnd(width)).join('');
  const lines = [header, '-'.repeat(header.length)];
  for (const [row, byJurisdiction] of rows) {
    lines.push(row.padEnd(first) + jurisdictions.map((j) => label(byJurisdiction.get(j)!).padEnd(width)).join(''));
  }
  return lines.join('\n');
}

/** Gaps grouped by platform and category, so an empty category prints as one line rather than ten. */
export function formatGaps(gaps: CoverageCell[], allMarkets: readonly string[]): string[] {
  const grouped = new Map<string, string[]>();
  for (const g of gaps) {
    const k = `${g.platform} / ${g.category}`;
    grouped.set(k, [...(grouped.get(k) ?? []), g.jurisdiction]);
  }
  return [...grouped].map(([k, js]) => (js.length === allMarkets.length ? `${k}: no policy for any market` : `${k}: ${js.join(', ')}`));
}

export function formatReport(dataset: SeedDataset, coverage: Coverage): string {
  const markets = dataset.jurisdictions.map((j) => j.code).filter((c) => c !== GLOBAL_CODE);
  const { counts } = coverage;
  const out: string[] = [];
  out.push(`Policy dataset report — ${coverage.today}`);
  out.push('');
  out.push(`Platforms ${counts.platforms} · categories ${counts.categories} · jurisdictions ${counts.jurisdictions} · policies ${counts.policies} · updates ${counts.updates} · documents ${counts.documents} · distinct source URLs ${counts.distinctSources}`);
  out.push(`Policies by status: ${Object.entries(counts.byStatus).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  out.push(`Policies by confidence: ${Object.entries(counts.byConfidence).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  out.push(`Policies by platform: ${Object.entries(counts.byPlatform).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  out.push(`Policies by source kind: ${Object.entries(counts.bySourceKind).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  out.push(`Policies whose source was not read (no verifiedAt): ${coverage.unread.length}`);
  const lawKinds = new Map<string, number>();
  for (const l of dataset.laws) lawKinds.set(sourceKind(l.sourceUrl), (lawKinds.get(sourceKind(l.sourceUrl)) ?? 0) + 1);
  out.push(`Laws ${dataset.laws.length} · by confidence: ${(['high', 'medium', 'low'] as const).map((c) => `${c} ${dataset.laws.filter((l) => l.confidence === c).length}`).join(', ')} · by source kind: ${[...lawKinds].map(([k, v]) => `${k} ${v}`).join(', ')} · source not read: ${dataset.laws.filter((l) => l.verifiedAt === null).length}`);
  out.push('');
  out.push('Legend: * = answered by the platform\'s GLOBAL policy · ? = low confidence · "·" = no policy (Unknown)');
  out.push('');
  out.push(`Core matrix (${coverage.core.length} cells)`);
  out.push(formatMatrix(coverage.core, CORE_JURISDICTIONS));
  out.push('');
  out.push('All categories × all markets (core cells included for context)');
  out.push(formatMatrix(sortCells([...coverage.core, ...coverage.wider], dataset), markets, 10));
  out.push('');
  out.push('Where the answers come from, per market (every platform × category): own record · region\'s record · global confirmed · global unconfirmed · unknown · low confidence');
  for (const [market, row] of sourcesByMarket([...coverage.core, ...coverage.wider])) {
    out.push(`  ${market.padEnd(7)} ${ANSWER_SOURCES.map((k) => `${k} ${row[k]}`).join(' · ')} · low ${Math.round((100 * row.low) / row.total)} %`);
  }
  const matrix = newMarketMatrix(dataset);
  const byRecord = matrix.filter((c) => c.source === 'own' || c.source === 'region').length;
  const confirmed = matrix.filter((c) => c.source === 'global confirmed').length;
  out.push('');
  out.push(`New markets' core matrix (${NEW_MARKETS.join(', ')} × ${CORE_CATEGORIES.length} categories × ${MATRIX_PLATFORMS.join(', ')}): ${matrix.length} cells, ${byRecord} answered by a record (${Math.round((100 * byRecord) / matrix.length)} %), ${confirmed} by a confirmed global rule, ${matrix.length - byRecord - confirmed} open`);
  for (const c of matrix.filter((x) => x.source !== 'own' && x.source !== 'region' && x.source !== 'global confirmed')) out.push(`  - open: ${c.platform} / ${c.category} / ${c.jurisdiction} (${c.source})`);
  out.push('');
  out.push('Unknown cells per platform × category (of the markets, GLOBAL excluded)');
  for (const line of unknownCounts([...coverage.core, ...coverage.wider], dataset)) out.push(`  ${line}`);
  out.push('');
  out.push(`Core gaps: ${coverage.coreGaps.length}`);
  for (const g of coverage.coreGaps) out.push(`  - ${g.platform} / ${g.category} / ${g.jurisdiction}`);
  out.push(`Wider gaps: ${coverage.widerGaps.length} cells resolve to nothing`);
  for (const line of formatGaps(coverage.widerGaps, markets)) out.push(`  - ${line}`);
  out.push('');
  out.push(`Records verified more than ${STALE_AFTER_MONTHS} months before ${coverage.today}: ${coverage.stale.length}`);
  for (const s of coverage.stale) out.push(`  - ${s.key} (verified ${s.verifiedAt})`);
  out.push(`Records whose source was not read: ${coverage.unread.length}`);
  for (const u of coverage.unread) out.push(`  - ${u.key}`);
  out.push('');
  out.push(`Laws and regulator rules: ${dataset.laws.length}`);
  for (const l of dataset.laws) {
    out.push(`  - ${l.key} (${l.jurisdiction}, ${l.status}): enacted ${l.enactedOn ?? '—'}, effective ${l.effectiveFrom ?? '— (see note)'}${l.courtChallenge ? ', court challenge noted' : ''}`);
  }
  if (coverage.futureDates.length > 0) {
    out.push('');
    out.push(`Dates after ${coverage.today}: ${coverage.futureDates.length}`);
    for (const f of coverage.futureDates) out.push(`  - ${f.record}.${f.field} = ${f.date}`);
  }
  return out.join('\n');
}

/** "google / dating: 0 of 11" lines, one per platform × category, in dataset order. */
function unknownCounts(cells: CoverageCell[], dataset: SeedDataset): string[] {
  const rows = new Map<string, { unknown: number; total: number }>();
  for (const c of sortCells(cells, dataset)) {
    const k = `${c.platform} / ${c.category}`;
    const row = rows.get(k) ?? { unknown: 0, total: 0 };
    row.total += 1;
    if (c.status === null) row.unknown += 1;
    rows.set(k, row);
  }
  return [...rows].map(([k, r]) => `${k}: ${r.unknown} of ${r.total} Unknown`);
}

/** Platform order as in platforms.json, category order as in categories.json. */
function sortCells(cells: CoverageCell[], dataset: SeedDataset): CoverageCell[] {
  const pi = new Map(dataset.platforms.map((p, i) => [p.identifier, i]));
  const ci = new Map(dataset.categories.map((c, i) => [c.slug, i]));
  return [...cells].sort((a, b) => pi.get(a.platform)! - pi.get(b.platform)! || ci.get(a.category)! - ci.get(b.category)!);
}

function main(): void {
  const arg = process.argv.find((a) => a.startsWith('--today='));
  const today = arg ? arg.slice('--today='.length) : new Date().toISOString().slice(0, 10);
  const dataset = readSeedDataset();
  const coverage = buildCoverage(dataset, today);
  console.log(formatReport(dataset, coverage));
  // A core gap or a date in the future is a data error; fail so CI notices.
  if (coverage.coreGaps.length > 0 || coverage.futureDates.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
