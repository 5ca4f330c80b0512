// Recent updates, newest first, each with the platform and policy it changed, or the law it changed. An update
// whose policy, platform or law is no longer in the dataset is left out.
import type { PolicyUpdateWithRefs } from '../../../core/contract.js';
import type { PolicyUpdateRepository } from './repository.js';

export function policyUpdateService(repository: PolicyUpdateRepository) {
  return {
    async recent(limit?: number): Promise<PolicyUpdateWithRefs[]> {
      const updates = await repository.recent(limit);
      const refs = await repository.references();
      const policyById = new Map(refs.policies.map((p) => [p.id, p]));
      const platformById = new Map(refs.platforms.map((p) => [p.id, p]));
      const lawById = new Map(refs.laws.map((l) => [l.id, l]));
      const categoryIdBySlug = new Map(refs.categories.map((c) => [c.slug, c.id]));
      return updates.flatMap((u): PolicyUpdateWithRefs[] => {
        if (u.lawId !== null) {
          const law = lawById.get(u.lawId);
          if (!law) return [];
          return [{
            ...u,
            platform: null,
            policy: null,
            law: {
              key: law.key,
              title: law.title,
              jurisdictionCode: law.jurisdictionCode,
              regulator: law.regulator,
              categoryIds: law.categories.flatMap((slug) => categoryIdBySlug.get(slug) ?? []),
            },
          }];
        }
        const policy = u.policyId === null ? undefined : policyById.get(u.policyId);
        const platform = policy && platformById.get(policy.platformId);
        if (!policy || !platform) return [];
        return [{
          ...u,
          platform: { identifier: platform.identifier, name: platform.name },
          policy: { title: policy.title, categoryId: policy.categoryId },
          law: null,
        }];
      });
    },
  };
}
export type PolicyUpdateService = ReturnType<typeof policyUpdateService>;
