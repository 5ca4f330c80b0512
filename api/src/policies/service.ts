// Policy search and lookup. The search index is built from the whole dataset and rebuilt only when the
// dataset revision moves (after a seed run), so hot searches never touch the database twice.
import type { PolicySearch, PolicyWithRefs } from '../../../core/contract.js';
import { withRefs } from '../../../core/policy-refs.js';
import { createPolicySearch } from '../../../core/search/build-policy-search.js';
import type { PolicySearchIndex } from '../../../core/search/policy-search.js';
import type { CatalogRepository } from '../catalog/repository.js';
import type { RevisionClock } from '../dataset/revision-clock.js';
import { notFound } from '../http/errors.js';
import type { PolicyRepository } from './repository.js';

export function policyService(policies: PolicyRepository, catalog: CatalogRepository, datasetRevision: RevisionClock) {
  interface Snapshot {
    revision: number;
    index: PolicySearchIndex;
    byId: Map<number, PolicyWithRefs>;
  }
  let cached: Snapshot | null = null;
  let building: Promise<Snapshot> | null = null;

  async function snapshot(): Promise<Snapshot> {
    const revision = await datasetRevision();
    if (cached && cached.revision === revision) return cached;
    building ??= (async () => {
      const [all, platforms, categories, jurisdictions] = await Promise.all([
        policies.all(), catalog.platforms(), catalog.categories(), catalog.jurisdictions(),
      ]);
      const list = withRefs(all, platforms, categories);
      const index = createPolicySearch({ policies: list, platforms, categories, jurisdictions });
      return { revision, index, byId: new Map(list.map((p) => [p.id, p])) };
    })().finally(() => {
      building = null;
    });
    const built = await building;
    cached = built;
    return built;
  }

  return {
    async search(input: PolicySearch): Promise<PolicyWithRefs[]> {
      return (await snapshot()).index.search(input);
    },
    async byId(id: number): Promise<PolicyWithRefs> {
      const policy = (await snapshot()).byId.get(id);
      if (!policy) throw notFound(`Policy ${id} not found.`);
      return policy;
    },
    async ofPlatform(platformRef: string): Promise<PolicyWithRefs[]> {
      const platforms = await catalog.platforms();
      const wanted = platformRef.toLowerCase();
      const platform = platforms.find(
        (p) => String(p.id) === platformRef || p.identifier === wanted || p.aliases.includes(wanted),
      );
      if (!platform) throw notFound(`Platform ${platformRef} not found.`);
      const snap = await snapshot();
      return [...snap.byId.values()].filter((p) => p.platformId === platform.id);
    },
  };
}
export type PolicyService = ReturnType<typeof policyService>;
