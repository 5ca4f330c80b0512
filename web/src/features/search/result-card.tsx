import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PolicyWithRefs } from '../../../../core/contract';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { resultCardFields, type ResultCardFields } from '../../lib/search/result-text';
import { StatusBadge, StatusCaveat } from '../../components/policy/status-badge';

/** One search result: platform and title, status, description, category, jurisdictions, requirements, date, links. */
export function ResultCard({ policy }: { policy: PolicyWithRefs }) {
  return <ResultCardView card={resultCardFields(policy)} />;
}

/** The card from its fields as text (first-answer-templates.tsx renders it with placeholders). */
export function ResultCardView({ card }: { card: ResultCardFields }) {
  const headingId = `policy-${card.id}-title`;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm font-medium text-muted-foreground">{card.platform}</p>
            <h2 id={headingId} className="text-base font-semibold leading-snug text-foreground sm:text-lg">
              {card.title}
            </h2>
          </div>
          {/* Start-aligned: when a long title pushes this below it, the badge lines up with the card, not with its caveat's end. */}
          <span className="flex flex-col items-start gap-1">
            <StatusBadge status={card.status} />
            <StatusCaveat text={card.caveat} />
          </span>
        </div>
        <p className="text-sm leading-relaxed text-slate-700">{card.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm sm:gap-x-4">
          <dt className="font-medium text-slate-500">Category</dt>
          <dd>{card.category}</dd>
          <dt className="font-medium text-slate-500">Jurisdictions</dt>
          <dd>{card.jurisdictions}</dd>
          {card.requirements ? (
            <>
              <dt className="font-medium text-slate-500">Requirements</dt>
              <dd className="line-clamp-3 whitespace-pre-line">{card.requirements}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-500">Last updated</dt>
          <dd>
            <time dateTime={card.lastUpdated}>{card.lastUpdatedLabel}</time>
          </dd>
        </dl>
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          <a
            href={card.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" />
            Source
          </a>
          <Link to={`/policy/${card.id}`} className={buttonVariants({ size: 'sm' })}>
            View Details
          </Link>
        </div>
      </article>
    </Card>
  );
}
