// What the results show, as text, worked out from the policies: shared by the search screen
// (features/search: result-card.tsx, result-list.tsx) and the first answer painted before React loads
// (first-answer-markup.ts), which must show the very same.
import type { PolicyWithRefs } from '../../../../core/contract';
import { statusCaveat } from '../../../../core/status';
import { formatCalendarDate } from '../format-date';

export interface ResultCardFields {
  id: string;
  platform: string;
  title: string;
  status: string;
  /** The words beside the status ('no route found · not verified'); empty when none. */
  caveat: string;
  description: string;
  category: string;
  jurisdictions: string;
  /** Empty when the policy lists none (the card then has no Requirements line). */
  requirements: string;
  lastUpdated: string;
  lastUpdatedLabel: string;
  sourceUrl: string;
}

export function resultCardFields(policy: PolicyWithRefs): ResultCardFields {
  return {
    id: String(policy.id),
    platform: policy.platform.name,
    title: policy.title,
    status: policy.status,
    caveat: statusCaveat(policy) ?? '',
    description: policy.description,
    category: policy.category.name,
    jurisdictions: policy.jurisdictions.map((j) => `${j.name} (${j.code})`).join(', ') || 'None listed',
    requirements: policy.requirements,
    lastUpdated: policy.lastUpdated,
    lastUpdatedLabel: formatCalendarDate(policy.lastUpdated),
    sourceUrl: policy.sourceUrl,
  };
}

export const resultCountLabel = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** How many results the screen shows before "Show more". */
export const PAGE_SIZE = 20;
