import type { PolicyWithRefs } from '../../../../core/contract';

/** "{platform}: {title}" for a policy listed away from its platform, unless the title already names it. */
export function policyLabel(policy: Pick<PolicyWithRefs, 'title' | 'platform'>): string {
  return policy.title.toLowerCase().startsWith(policy.platform.name.toLowerCase()) ? policy.title : `${policy.platform.name}: ${policy.title}`;
}
