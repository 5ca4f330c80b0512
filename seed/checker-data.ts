// The seed dataset in the shape the checkers read (core/checker.ts): platform identifiers and category
// slugs stand in for ids, jurisdictions are codes. For the checker's tests and the emergency snapshot.
import type { CheckerData } from '../core/checker.js';
import { readSeedDataset, type SeedPolicyRecord } from './read-dataset.js';

export type SeedCheckerPolicy = Omit<SeedPolicyRecord, 'jurisdictions'> & { platformId: string; categoryId: string; jurisdictions: { code: string }[] };

export function seedCheckerData(dir?: string): CheckerData<SeedCheckerPolicy> {
  const seed = readSeedDataset(dir);
  return {
    policies: seed.policies.map((p) => ({ ...p, platformId: p.platform, categoryId: p.category, jurisdictions: p.jurisdictions.map((code) => ({ code })) })),
    platforms: seed.platforms.map((p) => ({ id: p.identifier, identifier: p.identifier, aliases: p.aliases, kind: p.kind })),
    categories: seed.categories.map((c) => ({ id: c.slug, slug: c.slug })),
    jurisdictions: seed.jurisdictions,
  };
}
