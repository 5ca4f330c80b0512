// The first answer's HTML, from the templates React renders at build time (features/search/
// first-answer-templates.tsx): the placeholders filled with the policies' text, escaped as React escapes it.
// No React here: the boot path (web/src/boot/) paints with it before React has loaded.
import type { PolicyWithRefs } from '../../../../core/contract';
import { resultCardFields, resultCountLabel, type ResultCardFields } from './result-text';

export const FIRST_ANSWER_TEMPLATES_ID = 'first-answer-templates';

export interface FirstAnswerTemplates {
  /** The count and sort row; the count label is a placeholder, the sort is Relevance (set after painting). */
  header: string;
  listStart: string;
  listEnd: string;
  /** One result, with and without the Requirements line. Its status badge is `badgeInItem`. */
  item: string;
  itemWithoutRequirements: string;
  badgeInItem: string;
  /** The status badge of each status; `other` for any value the spec does not name. */
  badges: Record<string, string>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const PLACEHOLDER = /__FA_(\w+?)__/g;

function itemHtml(templates: FirstAnswerTemplates, policy: PolicyWithRefs): string {
  const fields = resultCardFields(policy);
  const template = fields.requirements ? templates.item : templates.itemWithoutRequirements;
  return template
    .replace(templates.badgeInItem, () => templates.badges[fields.status] ?? templates.badges.other!)
    .replace(PLACEHOLDER, (_, field: string) => escapeHtml(fields[field as keyof ResultCardFields]));
}

/** The count and sort row, then the list of the given policies (the first page of `count` results). */
export function firstAnswerHtml(templates: FirstAnswerTemplates, count: number, policies: readonly PolicyWithRefs[]): string {
  const header = templates.header.replace(PLACEHOLDER, () => escapeHtml(resultCountLabel(count)));
  return header + templates.listStart + policies.map((p) => itemHtml(templates, p)).join('') + templates.listEnd;
}
