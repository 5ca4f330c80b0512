// Reads the policy dataset from seed/ (JSON records and markdown documents), validates every record
// through the schemas in core/ and checks the references between files. Throws one readable error
// listing every problem, so a reviewer sees them all at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  seedCategorySchema,
  seedDocumentSchema,
  seedJurisdictionSchema,
  seedLawSchema,
  seedPlatformSchema,
  seedPolicyFileSchema,
  seedPolicyUpdateSchema,
  type SeedCategory,
  type SeedDocument,
  type SeedJurisdiction,
  type SeedLaw,
  type SeedPlatform,
  type SeedPolicy,
  type SeedPolicyUpdate,
} from '../core/seed-schema.js';

export const SEED_DIR = dirname(fileURLToPath(import.meta.url));

export interface SeedPolicyRecord extends SeedPolicy {
  platform: string;
}

export interface SeedDocumentRecord extends SeedDocument {
  markdown: string;
}

export interface SeedDataset {
  platforms: SeedPlatform[];
  categories: SeedCategory[];
  jurisdictions: SeedJurisdiction[];
  policies: SeedPolicyRecord[];
  updates: SeedPolicyUpdate[];
  documents: SeedDocumentRecord[];
  laws: SeedLaw[];
}

export class SeedDatasetError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed dataset has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'SeedDatasetError';
  }
}

function readJson(path: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${path}: ${(error as Error).message}`);
    return undefined;
  }
}

function parseList<T>(path: string, schema: z.ZodType<T>, problems: string[]): T[] {
  const raw = readJson(path, problems);
  if (raw === undefined) return [];
  const result = z.array(schema).safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(`${path} at ${issue.path.join('.')}: ${issue.message}`);
  return [];
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

export function readSeedDataset(dir: string = SEED_DIR): SeedDataset {
  const problems: string[] = [];
  const platforms = parseList(join(dir, 'platforms.json'), seedPlatformSchema, problems);
  const categories = parseList(join(dir, 'categories.json'), seedCategorySchema, problems);
  const jurisdictions = parseList(join(dir, 'jurisdictions.json'), seedJurisdictionSchema, problems);
  const updates = parseList(join(dir, 'updates.json'), seedPolicyUpdateSchema, problems);
  const laws = parseList(join(dir, 'laws.json'), seedLawSchema, problems);

  const policies: SeedPolicyRecord[] = [];
  const policyDir = join(dir, 'policies');
  for (const file of existsSync(policyDir) ? readdirSync(policyDir).filter((f) => f.endsWith('.json')).sort() : []) {
    const path = join(policyDir, file);
    const expected = file.replace(/\.json$/, '');
    const raw = readJson(path, problems);
    if (raw === undefined) continue;
    const result = seedPolicyFileSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${path} at ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    if (result.data.platform !== expected) problems.push(`${path}: declares platform ${result.data.platform}; name the file after it`);
    for (const policy of result.data.policies) policies.push({ ...policy, platform: result.data.platform });
  }

  const documents: SeedDocumentRecord[] = [];
  for (const doc of parseList(join(dir, 'documents.json'), seedDocumentSchema, problems)) {
    const path = join(dir, 'documents', doc.file);
    if (!existsSync(path)) problems.push(`documents.json: ${doc.key} names a missing file ${doc.file}`);
    else documents.push({ ...doc, markdown: readFileSync(path, 'utf8') });
  }

  // References between files.
  const platformIds = new Set(platforms.flatMap((p) => [p.identifier, ...p.aliases]));
  const categorySlugs = new Set(categories.map((c) => c.slug));
  const codes = new Set(jurisdictions.flatMap((j) => [j.code, ...j.aliases]));
  const policyKeys = new Set(policies.map((p) => p.key));
  const documentKeys = new Set(documents.map((d) => d.key));
  const lawKeys = new Set(laws.map((l) => l.key));
  // Policies name canonical identifiers and codes only: aliases are for people searching, not for records.
  const canonicalPlatforms = new Set(platforms.map((p) => p.identifier));
  const canonicalCodes = new Set(jurisdictions.map((j) => j.code));
  // The markets form one tree under GLOBAL: every parent is a canonical code, and walking up ends at the root.
  for (const j of jurisdictions) {
    if ((j.parent === null) !== (j.code === 'GLOBAL')) problems.push(`jurisdiction ${j.code}: only GLOBAL has no parent`);
    if (j.parent !== null && !canonicalCodes.has(j.parent)) problems.push(`jurisdiction ${j.code}: unknown parent ${j.parent}`);
    const seen = new Set<string>();
    for (let at: SeedJurisdiction | undefined = j; at?.parent; at = jurisdictions.find((k) => k.code === at!.parent)) {
      if (seen.has(at.code)) {
        problems.push(`jurisdiction ${j.code}: its parents loop`);
        break;
      }
      seen.add(at.code);
    }
  }
  const claimed = new Map<string, string>();
  for (const p of policies) {
    if (!canonicalPlatforms.has(p.platform)) {
      problems.push(`policy ${p.key}: ${platformIds.has(p.platform) ? 'use the platform identifier, not the alias' : 'unknown platform'} ${p.platform}`);
    }
    if (!categorySlugs.has(p.category)) problems.push(`policy ${p.key}: unknown category ${p.category}`);
    for (const c of p.jurisdictions) {
      if (!canonicalCodes.has(c)) problems.push(`policy ${p.key}: ${codes.has(c) ? 'use the jurisdiction code, not the alias' : 'unknown jurisdiction'} ${c}`);
      // Two policies of one platform and category must not both claim a jurisdiction: resolution would be ambiguous.
      const cell = `${p.platform}/${p.category}/${c}`;
      const other = claimed.get(cell);
      if (other) problems.push(`policies ${other} and ${p.key} both claim ${cell}`);
      else claimed.set(cell, p.key);
    }
    for (const c of p.globalConfirmedIn) {
      if (!canonicalCodes.has(c) || c === 'GLOBAL') problems.push(`policy ${p.key}: globalConfirmedIn names ${c}, not a market of the library`);
    }
    for (const d of p.documents) if (!documentKeys.has(d)) problems.push(`policy ${p.key}: unknown document ${d}`);
    for (const l of p.laws) if (!lawKeys.has(l)) problems.push(`policy ${p.key}: unknown law ${l}`);
  }
  for (const u of updates) {
    if (u.policy !== null && !policyKeys.has(u.policy)) problems.push(`update ${u.key}: unknown policy ${u.policy}`);
    if (u.law !== null && !lawKeys.has(u.law)) problems.push(`update ${u.key}: unknown law ${u.law}`);
  }
  for (const l of laws) {
    // A law belongs to a jurisdiction of the app, or to a sub-national region of one (US-ME).
    const country = l.jurisdiction.split('-')[0]!;
    if (!canonicalCodes.has(l.jurisdiction) && !canonicalCodes.has(country)) problems.push(`law ${l.key}: unknown jurisdiction ${l.jurisdiction}`);
    for (const c of l.categories) if (!categorySlugs.has(c)) problems.push(`law ${l.key}: unknown category ${c}`);
  }
  for (const [what, keys] of [
    ['platform identifier', platforms.flatMap((p) => [p.identifier, ...p.aliases])],
    ['category slug', categories.map((c) => c.slug)],
    ['jurisdiction code', jurisdictions.flatMap((j) => [j.code, ...j.aliases])],
    ['policy key', policies.map((p) => p.key)],
    ['update key', updates.map((u) => u.key)],
    ['document key', documents.map((d) => d.key)],
    ['law key', laws.map((l) => l.key)],
  ] as const) {
    for (const dup of duplicates([...keys])) problems.push(`duplicate ${what}: ${dup}`);
  }

  if (problems.length > 0) throw new SeedDatasetError(problems);
  return { platforms, categories, jurisdictions, policies, updates, documents, laws };
}
