// The comparison itself: a table (row headers = categories, column headers = platforms) from 1024 px
// (WIDE_MEDIA, ADR 332), and one card per category below, where three columns side by side would not fit.
// Both render the same cell; the viewport picks one of them (ADR 207).
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { CompareCell, CompareRow } from '../../../../core/compare';
import type { Category, Platform, PolicyWithRefs } from '../../../../core/contract';
import { AnswerSourceMarker } from '../../components/policy/answer-source';
import { CategoryIcon } from '../../components/policy/category-icon';
import { StatusBadge } from '../../components/policy/status-badge';
import { Card } from '../../components/ui/card';
import { useFirstThenAll } from '../../lib/use-first-then-all';
import { WIDE_MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { requirementsPreview } from './requirements-preview';

export type ComparisonRow = CompareRow<Category, PolicyWithRefs>;

interface GridProps {
  rows: readonly ComparisonRow[];
  columns: readonly Platform[];
  /** Says what the grid shows (the table's caption). */
  caption: string;
  marketHref(code: string): string;
  /** A market's name by code, for the marker of a cell answered by a region's or the global rule. */
  marketName(code: string): string;
}

/** Category rows in the first commit; the rest follow in the next frame (issue 27: 39 rows at 3× the library). */
const FIRST_ROWS = 8;

export function CompareGrid(props: GridProps) {
  const drawn = useFirstThenAll(props.rows.length, FIRST_ROWS);
  const shown = { ...props, rows: props.rows.slice(0, drawn.count) };
  // One layout at a time: rendering both (one hidden) doubled the screen's work on a phone.
  return useMediaQuery(WIDE_MEDIA) ? <CompareTable {...shown} /> : <CompareCards {...shown} />;
}

function CompareTable({ rows, columns, caption, marketHref, marketName }: GridProps) {
  return (
    // Scrolls sideways inside its box if the page is still too narrow for it; the category column stays.
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted">
            <th scope="col" className="sticky left-0 z-10 bg-muted p-3 text-left font-semibold">
              Category
            </th>
            {columns.map((platform) => (
              <th key={platform.id} scope="col" className="min-w-44 p-3 text-left font-semibold">
                {platform.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category.id} className="border-b align-top last:border-b-0">
              <th scope="row" className="sticky left-0 z-10 w-40 bg-card p-3 text-left font-medium">
                <span className="flex items-center gap-2">
                  <CategoryIcon icon={row.category.icon} className="text-muted-foreground" />
                  {row.category.name}
                </span>
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]!.id} className="p-3">
                  <CellContent cell={cell} platform={columns[i]!} category={row.category} marketHref={marketHref} marketName={marketName} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CompareCards({ rows, columns, caption, marketHref, marketName }: GridProps) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.category.id}>
          <Card>
            <h2 className="flex items-center gap-2 px-4 pt-4 pb-1 font-semibold">
              <CategoryIcon icon={row.category.icon} className="text-muted-foreground" />
              {row.category.name}
            </h2>
            <dl className="divide-y px-4 pb-1">
              {row.cells.map((cell, i) => (
                <div key={columns[i]!.id} className="grid grid-cols-[6.5rem_1fr] gap-3 py-3">
                  <dt className="text-sm font-medium break-words">{columns[i]!.name}</dt>
                  <dd className="min-w-0">
                    <CellContent cell={cell} platform={columns[i]!} category={row.category} marketHref={marketHref} marketName={marketName} />
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';
/** A market code as a link: a pill of at least 24×24 px, the WCAG 2.2 minimum target. */
const MARKET_PILL =
  'inline-flex min-h-6 min-w-6 items-center justify-center rounded-full border border-primary/30 px-1.5 font-medium text-primary hover:bg-accent hover:underline underline-offset-4';

function CellContent({ cell, platform, category, marketHref, marketName }: {
  cell: CompareCell<PolicyWithRefs>;
  platform: Platform;
  category: Category;
  marketHref(code: string): string;
  marketName(code: string): string;
}) {
  if (cell.kind === 'unknown') return <StatusBadge status="unknown" />;
  if (cell.kind === 'by-market') {
    return (
      <div className="flex flex-col gap-1.5">
        <p className="text-xs text-muted-foreground">Varies by market; no global policy:</p>
        <ul className="flex flex-col gap-1">
          {cell.markets.map(({ code, policy }) => (
            <li key={code} className="flex flex-wrap items-center gap-1 text-xs">
              <Link to={`/policy/${policy.id}`} aria-label={`View ${platform.name} policy for ${category.name} in ${code}`} className={`${LINK} inline-flex min-h-6 w-8 items-center`}>
                {code}
              </Link>
              <StatusBadge status={policy.status} evidence={policy} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const { policy, differsIn, source } = cell;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <div className="flex flex-wrap items-center gap-1">
        <StatusBadge status={policy.status} evidence={policy} />
        <AnswerSourceMarker source={source} names={{ platform: platform.name, market: marketName }} />
      </div>
      <p className="text-xs break-words text-muted-foreground">{requirementsPreview(policy.requirements)}</p>
      {differsIn.length > 0 ? (
        // Pills with a gap, each at least 24×24 px (WCAG 2.2 target size); the commas stay for screen readers.
        <p className="flex flex-wrap items-center gap-1 text-xs">
          Differs in:{' '}
          {differsIn.map((code, i) => (
            <Fragment key={code}>
              {i > 0 ? <span className="sr-only">, </span> : null}
              <Link to={marketHref(code)} replace aria-label={`Compare in ${code}`} className={MARKET_PILL}>
                {code}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      {/* 24 px tall to tap; the negative margin keeps the cell's spacing as it was. */}
      <Link to={`/policy/${policy.id}`} aria-label={`View ${platform.name} policy for ${category.name}`} className={`${LINK} -my-1 inline-flex min-h-6 items-center text-xs`}>
        View policy
      </Link>
    </div>
  );
}
