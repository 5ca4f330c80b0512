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
  /** As plain lines, bullets as "•" (the dataset writes markdown); empty when the policy lists none (no Requirements line). */
  requirements: string;
  lastUpdated: string;
  lastUpdatedLabel: string;
  sourceUrl: string;
}

/**
 * A row's card fields, worked out once per row object: a row read or received is never changed, and the
 * search screen renders its cards again whenever its state moves (the server's answer, the settings, the
 * library arriving), so the same card object lets a memoised card skip its render (result-list.tsx).
 */
const cardOfRow = new WeakMap<PolicyWithRefs, ResultCardFields>();

export function resultCardFields(policy: PolicyWithRefs): ResultCardFields {
  let card = cardOfRow.get(policy);
  if (!card) {
    card = cardFields(policy);
    cardOfRow.set(policy, card);
  }
  return card;
}

function cardFields(policy: PolicyWithRefs): ResultCardFields {
  return {
    id: String(policy.id),
    platform: policy.platform.name,
    title: policy.title,
    status: policy.status,
    caveat: statusCaveat(policy) ?? '',
    description: policy.description,
    category: policy.category.name,
    jurisdictions: policy.jurisdictions.map((j) => `${j.name} (${j.code})`).join(', ') || 'None listed',
    requirements: markdownAsPlainText(policy.requirements),
    lastUpdated: policy.lastUpdated,
    lastUpdatedLabel: formatCalendarDate(policy.lastUpdated),
    sourceUrl: policy.sourceUrl,
  };
}

/**
 * The dataset's markdown as the plain lines a card shows: "- item" and "* item" become "• item", headings
 * and quotes lose their marks, **bold** and *italic* their stars, a [link](url) keeps its text, escapes
 * their backslash. Blank lines go: a card shows three lines at most.
 */
export function markdownAsPlainText(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^[-*+]\s+/, '• ')
        .replace(/^#{1,6}\s+/, '')
        .replace(/^>\s?/, '')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/(^|[^\\*])\*(?!\s)(.+?)\*/g, '$1$2')
        .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
        .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1'),
    )
    .filter((line) => line !== '')
    .join('\n');
}

export const resultCountLabel = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** How many results the screen shows before "Show more". */
export const PAGE_SIZE = 20;

/**
 * How many cards a first answer draws at once: more than fill the first screen of a phone or a desktop. The
 * answer painted before React (boot/first-answer-paint.ts) shows these; React's first commit draws these too,
 * and the rest of the page (PAGE_SIZE) below them, out of sight, in the next (result-list.tsx).
 */
export const FIRST_ANSWER_CARDS = 5;
