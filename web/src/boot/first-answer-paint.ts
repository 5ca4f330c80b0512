// Painting an answer into the pre-rendered shell, before React: the count and the first cards in place of the
// results skeleton (or of an answer painted before), with the markup React renders. Used by the first answer
// (first-answer.ts) and by the remembered answer inlined into index.html (remembered-answer.ts), so it pulls
// in no search, no Dexie and no React.
import type { Policy, PolicyWithRefs } from '../../../core/contract';
import type { SortOrder } from '../../../core/sort-orders';
import type { PaintedAnswer, RememberedAnswer } from '../lib/boot-handoff';
import { withCurrentRefs } from '../lib/replica/current-refs';
import { FIRST_ANSWER_TEMPLATES_ID, firstAnswerHtml, type FirstAnswerTemplates } from '../lib/search/first-answer-markup';
import { sortFromUrl } from '../lib/search/search-url';

/**
 * Paints the count and these cards in place of the shell's results skeleton, or of an answer painted before;
 * null when there is no shell to paint into (React got there first).
 */
export function paintAnswer(count: number, rows: readonly PolicyWithRefs[], sort: SortOrder, ids: readonly number[] = [], replacing: PaintedAnswer | null = null): PaintedAnswer | null {
  const templatesBlock = document.getElementById(FIRST_ANSWER_TEMPLATES_ID);
  const slot = replacing?.nodes[0] ?? document.querySelector('[data-first-answer-slot]');
  if (!templatesBlock || !slot || !slot.isConnected) return null;
  const templates = JSON.parse(templatesBlock.textContent ?? '') as FirstAnswerTemplates;
  const answer = document.createRange().createContextualFragment(firstAnswerHtml(templates, count, rows));
  const nodes = [...answer.childNodes];
  slot.before(answer);
  for (const old of replacing?.nodes ?? [slot]) old.remove();
  const select = document.querySelector<HTMLSelectElement>('[data-shell-part="search"] select');
  if (select) select.value = sort;
  return { nodes, count, ids };
}

/** Paints the answer shell-route read for this address, if every one of its rows is still there. */
export function paintRemembered(answer: RememberedAnswer | null, url: URL): PaintedAnswer | null {
  if (!answer || !answer.rows.every((row) => row !== undefined)) return null;
  performance.mark('rows-read');
  const painted = paintAnswer(answer.count, withCurrentRefs(answer.rows as Policy[], answer), sortFromUrl(url), answer.ids);
  if (painted) performance.mark('results-painted');
  return painted;
}
