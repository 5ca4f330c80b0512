// The seed dataset in the contract's shapes (ids numbered in file order), as the replica and the server hold
// it: for tests and benchmarks of code that reads the whole library (the publisher policy generator).
import type { PolicyLibrary } from '../core/publisher-policy.js';
import { readSeedDataset, type SeedDataset } from './read-dataset.js';

export function seedPolicyLibrary(dataset: SeedDataset = readSeedDataset(), revision = 1): PolicyLibrary {
  const id = <T>(list: readonly T[], find: (x: T) => boolean) => list.findIndex(find) + 1;
  const jurisdictions = dataset.jurisdictions.map((j, i) => ({ id: i + 1, code: j.code, name: j.name, region: j.region, parent: j.parent, aliases: j.aliases, revision }));
  return {
    revision,
    platforms: dataset.platforms.map((p, i) => ({ id: i + 1, identifier: p.identifier, name: p.name, website: p.website, policyUrl: p.policyUrl, kind: p.kind, aliases: p.aliases, revision })),
    categories: dataset.categories.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name, description: c.description, icon: c.icon, aliases: c.aliases, revision })),
    jurisdictions,
    documents: dataset.documents.map((d, i) => ({ id: i + 1, key: d.key, title: d.title, kind: d.kind, markdown: d.markdown, sourceUrl: d.sourceUrl, revision })),
    laws: dataset.laws.map((l, i) => ({
      id: i + 1, key: l.key, jurisdictionCode: l.jurisdiction, title: l.title, regulator: l.regulator, categories: l.categories,
      adRequirements: l.adRequirements, status: l.status, enactedOn: l.enactedOn, effectiveFrom: l.effectiveFrom, courtChallenge: l.courtChallenge,
      sourceUrl: l.sourceUrl, extraSources: l.extraSources, verifiedAt: l.verifiedAt, confidence: l.confidence, note: l.note, revision,
    })),
    policies: dataset.policies.map((p, i) => {
      const { platform, category, jurisdictions: codes, ...rest } = p;
      return {
        ...rest,
        id: i + 1,
        platformId: id(dataset.platforms, (x) => x.identifier === platform),
        categoryId: id(dataset.categories, (x) => x.slug === category),
        jurisdictions: codes.map((code) => jurisdictions.find((j) => j.code === code)!).map((j) => ({ id: j.id, code: j.code, name: j.name })),
        revision,
      };
    }),
  };
}
