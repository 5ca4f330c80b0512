// What the platform page derives from one platform's policies, as pure functions: which platform a URL
// names (identifier or alias), the tabs and the `?tab=` value that selects one, counts and category groups.
import type { Category, Platform, PolicyWithRefs } from '../../../../core/contract';
import { POLICY_STATUSES, type PolicyStatus } from '../../../../core/status';

/** The platform an URL segment names: its identifier or one of its aliases, case-insensitive (`times` is `timesinternet`). */
export function findPlatform(platforms: readonly Platform[], identifier: string): Platform | null {
  const wanted = identifier.trim().toLowerCase();
  if (!wanted) return null;
  return (
    platforms.find((p) => p.identifier.toLowerCase() === wanted) ??
    platforms.find((p) => p.aliases.some((alias) => alias.toLowerCase() === wanted)) ??
    null
  );
}

export type PlatformTab = 'all' | PolicyStatus;

/** The tabs in the spec's order with its labels; the value is what `?tab=` holds (none for All Policies). */
export const PLATFORM_TABS: readonly { value: PlatformTab; label: string }[] = [
  { value: 'all', label: 'All Policies' },
  { value: 'limited', label: 'Limited' },
  { value: 'prohibited', label: 'Prohibited' },
  { value: 'allowed', label: 'Allowed' },
];

/** The tab a `?tab=` value selects; a missing or unknown value selects All Policies. */
export function tabFromParam(value: string | null): PlatformTab {
  const wanted = value?.trim().toLowerCase();
  return PLATFORM_TABS.find((tab) => tab.value === wanted)?.value ?? 'all';
}

export type StatusCounts = Record<PolicyStatus, number>;

/** How many of the policies have each status. */
export function countByStatus(policies: readonly Pick<PolicyWithRefs, 'status'>[]): StatusCounts {
  const counts = Object.fromEntries(POLICY_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const policy of policies) if (policy.status in counts) counts[policy.status] += 1;
  return counts;
}

/**
 * Why a platform with policies has none `allowed` (no record is allowed outright: a rep would otherwise face
 * "0 Allowed" and an empty tab, unexplained); null when some are allowed or there are none at all.
 */
export function noneAllowedReason(counts: StatusCounts): string | null {
  if (counts.allowed > 0 || counts.limited + counts.prohibited === 0) return null;
  return counts.prohibited > 0
    ? 'Every category here needs authorisation or has conditions (Limited), or is not allowed at all (Prohibited).'
    : 'Every category here needs authorisation or has conditions (Limited).';
}

/** The policies a tab lists, by title. */
export function policiesOfTab(policies: readonly PolicyWithRefs[], tab: PlatformTab): PolicyWithRefs[] {
  return policies.filter((p) => tab === 'all' || p.status === tab).sort(byTitle);
}

export interface CategoryGroup {
  category: Pick<Category, 'id' | 'name' | 'icon'>;
  policies: PolicyWithRefs[];
}

/** The All Policies tab: one group per category that has policies, categories by name, policies by title. */
export function groupByCategory(policies: readonly PolicyWithRefs[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const policy of [...policies].sort(byTitle)) {
    const group = groups.get(policy.category.id) ?? { category: policy.category, policies: [] };
    group.policies.push(policy);
    groups.set(policy.category.id, group);
  }
  return [...groups.values()].sort((a, b) => a.category.name.localeCompare(b.category.name));
}

const byTitle = (a: PolicyWithRefs, b: PolicyWithRefs) => a.title.localeCompare(b.title) || a.id - b.id;
