// Where an update points and whose it is: a platform's policy (its page; the platform's name), or a law
// (the law on its market's page; "Law · GB"). A change of law applies to every platform (ADR 220).
import type { PolicyUpdateWithRefs } from '../../../core/contract';

/** The page that shows what the update changed. */
export function updateHref(update: PolicyUpdateWithRefs): string {
  if (update.law) return `/jurisdiction/${update.law.jurisdictionCode.split('-')[0]}#law-${update.law.key}`;
  return `/policy/${update.policyId}`;
}

/** Who made the change: the platform, or the law's market for a change of law. */
export function updateSourceName(update: PolicyUpdateWithRefs): string {
  if (update.law) return `Law · ${update.law.jurisdictionCode}`;
  return update.platform?.name ?? 'Unknown';
}

/** Whether the update passes a platform filter: a change of law concerns every platform. */
export function updateConcernsPlatform(update: PolicyUpdateWithRefs, identifier: string): boolean {
  return update.law !== null || update.platform?.identifier === identifier;
}

/** Whether the update concerns a category: its policy's, or one of the law's. */
export function updateConcernsCategory(update: PolicyUpdateWithRefs, categoryId: number): boolean {
  return update.law ? update.law.categoryIds.includes(categoryId) : update.policy?.categoryId === categoryId;
}
