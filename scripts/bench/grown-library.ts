// The library as it will grow (issue 27, item 4): today's seed repeated `factor` times, every copy a new set of
// categories (same names with " (n)"), and their policies, laws, updates and documents under new keys, so the
// platforms and markets stay as they are and no two records claim one cell. `npm run bench -- --library=3x`
// runs every section against it, through the same loader, sync and screens as the real library.
import { readSeedDataset, type SeedDataset } from '../../seed/read-dataset.js';

export function grownLibrary(factor: number, dataset: SeedDataset = readSeedDataset()): SeedDataset {
  const grown: SeedDataset = { ...dataset, categories: [...dataset.categories], policies: [...dataset.policies], laws: [...dataset.laws], updates: [...dataset.updates], documents: [...dataset.documents] };
  for (let n = 2; n <= factor; n += 1) {
    const key = (k: string) => `${k}-copy-${n}`;
    grown.categories.push(...dataset.categories.map((c) => ({ ...c, slug: key(c.slug), name: `${c.name} (${n})`, aliases: [] })));
    grown.documents.push(...dataset.documents.map((d) => ({ ...d, key: key(d.key) })));
    grown.laws.push(...dataset.laws.map((l) => ({ ...l, key: key(l.key), categories: l.categories.map(key) })));
    grown.policies.push(...dataset.policies.map((p) => ({ ...p, key: key(p.key), category: key(p.category), documents: p.documents.map(key), laws: p.laws.map(key) })));
    grown.updates.push(...dataset.updates.map((u) => ({ ...u, key: key(u.key), policy: u.policy && key(u.policy), law: u.law && key(u.law) })));
  }
  return grown;
}
