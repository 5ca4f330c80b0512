// The results as the search screen lists them: the count and sort row, and the list of cards. Also
// rendered at build time into the templates of the first answer (first-answer-templates.tsx), so the list
// painted before React loads is this very markup.
import { memo, useId } from 'react';
import type { PolicyWithRefs } from '../../../../core/contract';
import { SORT_LABELS, SORT_ORDERS, type SortOrder } from '../../../../core/sort-orders';
import { ResultCardView } from './result-card';
import { policyAnchor } from '../../lib/scroll-anchor';
import { FIRST_ANSWER_CARDS, resultCardFields, type ResultCardFields } from '../../lib/search/result-text';
import { useFirstThenAll } from '../../lib/use-first-then-all';

export function ResultsHeader({ countLabel, sort, onSort }: { countLabel: string; sort: SortOrder; onSort(sort: SortOrder): void }) {
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {countLabel}
      </p>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={sortId} className="text-muted-foreground">
          Sort by
        </label>
        <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as SortOrder)} className="h-9 rounded-md border border-input bg-card px-2 text-sm">
          {SORT_ORDERS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function ResultList({ policies }: { policies: readonly PolicyWithRefs[] }) {
  // The list's first commit draws the cards a first answer paints, the rest of the page in the next one: on a
  // first visit that commit replaces the painted answer, and twenty cards made it one long task (issue 27).
  const drawn = useFirstThenAll(policies.length, FIRST_ANSWER_CARDS);
  // Busy until the rest is drawn: a screen reader (and a test) reads the list once it is whole.
  return (
    <ul className="flex flex-col gap-3" aria-label="Search results" aria-busy={drawn.all ? undefined : true}>
      {policies.slice(0, drawn.count).map((policy) => (
        <ResultItem key={policy.id} card={resultCardFields(policy)} />
      ))}
    </ul>
  );
}

/**
 * One card, rendered again only for another row: the screen's state moves several times while a first visit
 * loads (the server's answer, the settings, the library), and twenty cards drawn each time were most of the
 * page's React work (issue 27). resultCardFields gives the same fields object for the same row.
 */
const LAID_OUT_WHEN_NEAR =
  '[content-visibility:auto] [contain-intrinsic-size:auto_30rem] sm:[contain-intrinsic-size:auto_25rem] md:[contain-intrinsic-size:auto_28rem] xl:[contain-intrinsic-size:auto_23rem]';

export const ResultItem = memo(function ResultItem({ card }: { card: ResultCardFields }) {
  return (
    // Cards below the fold are laid out only when scrolled near: the first answer paints sooner. Until then
    // they count as a card's typical height at that width (measured: 484 px at 390, 404 at 640, 452 beside
    // the sidebar from 768, 374 from 1280), so the scrollbar tells how long the list is. Going back to the
    // list returns to the card that was at the top (lib/scroll-anchor.ts), whatever the estimates.
    <li className={LAID_OUT_WHEN_NEAR} {...policyAnchor(card.id)}>
      <ResultCardView card={card} />
    </li>
  );
});
