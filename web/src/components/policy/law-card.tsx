// One law or regulator rule (ADR 220): what it requires of ads, its regulator and status, when it was made
// and when it took effect (apart), any court challenge, how sure the record is, and its dated changes; the
// note and the sources behind "How we know" (ADR 227).
import type { Law, PolicyUpdate } from '../../../../core/contract';
import { LAW_STATUS_LABELS } from '../../../../core/laws';
import { formatCalendarDate } from '../../lib/format-date';
import { Badge } from '../ui/badge';
import { Markdown } from '../ui/markdown';
import { ConfidenceMark } from './confidence-note';
import { HowWeKnow } from './how-we-know';

export function LawSummary({ law, updates = [] }: { law: Law; updates?: readonly PolicyUpdate[] }) {
  const dates: [string, string | null][] = [
    ['Made', law.enactedOn],
    ['In effect from', law.effectiveFrom],
  ];
  return (
    <article id={`law-${law.key}`} aria-labelledby={`law-${law.key}-title`} className="flex scroll-mt-20 flex-col gap-2 rounded-md border p-3 text-sm">
      <h3 id={`law-${law.key}-title`} className="font-semibold leading-snug">
        {law.title}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Badge variant="secondary">{LAW_STATUS_LABELS[law.status]}</Badge>
        <ConfidenceMark confidence={law.confidence} />
        <span>{law.regulator}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {dates.map(([term, date]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{date ? <time dateTime={date}>{formatCalendarDate(date)}</time> : 'Not settled (see How we know)'}</dd>
          </div>
        ))}
        {law.courtChallenge ? (
          <>
            <dt className="text-muted-foreground">Court challenge</dt>
            <dd>{law.courtChallenge}</dd>
          </>
        ) : null}
      </dl>
      <Markdown source={law.adRequirements} />
      {updates.length > 0 ? (
        <ol aria-label={`Changes to ${law.title}`} className="flex flex-col gap-1 border-t pt-2">
          {updates.map((u) => (
            <li key={u.id}>
              <time dateTime={u.updateDate} className="text-muted-foreground">{formatCalendarDate(u.updateDate)}</time> · {u.summary}
            </li>
          ))}
        </ol>
      ) : null}
      <HowWeKnow note={law.note} verifiedAt={law.verifiedAt} sources={[law.sourceUrl, ...law.extraSources]} />
    </article>
  );
}
