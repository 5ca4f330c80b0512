// Attaches the platform and category a policy points to, as the search list and detail call return it.
// Server and offline replica both use it, so a policy looks the same from either.
import type { Category, Platform, Policy, PolicyWithRefs } from './contract.js';

export function withRefs(
  policies: readonly Policy[],
  platforms: readonly Pick<Platform, 'id' | 'identifier' | 'name'>[],
  categories: readonly Pick<Category, 'id' | 'name' | 'slug' | 'icon'>[],
): PolicyWithRefs[] {
  const platformById = new Map(platforms.map((p) => [p.id, p]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return policies.flatMap((policy) => {
    const platform = platformById.get(policy.platformId);
    const category = categoryById.get(policy.categoryId);
    if (!platform || !category) return [];
    return [{
      ...policy,
      platform: { id: platform.id, identifier: platform.identifier, name: platform.name },
      category: { id: category.id, name: category.name, slug: category.slug, icon: category.icon },
    }];
  });
}
