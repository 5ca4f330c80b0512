// Where an answer comes from, shown with it (issue 28, ADR 228): the plain line under a checker's or a
// market page's answer, and the short marker of a compare cell. The words are core's (core/answer-source.ts).
import { MapPin } from 'lucide-react';
import { answerSourceLine, answerSourceMarker, type AnswerSourceNames, type AnswerSourceOf, type AnswerSourceText } from '../../../../core/answer-source';
import { cn } from '../../lib/cn';

/** The line under an answer; a fallback (a region's or the global rule) stands out from a market's own rule. */
export function AnswerSourceLine({ source, className }: { source: AnswerSourceText; className?: string }) {
  return (
    <p data-testid="answer-source" className={cn('flex items-start gap-1.5 text-sm', source.kind === 'own' ? 'text-muted-foreground' : 'text-amber-900', className)}>
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{source.line}</span>
    </p>
  );
}

/** A compare cell's marker: nothing for the market's own rule; the full line for screen readers and on hover. */
export function AnswerSourceMarker({ source, names }: { source: AnswerSourceOf; names: AnswerSourceNames }) {
  const marker = answerSourceMarker(source, names);
  if (!marker) return null;
  const line = answerSourceLine(source, names);
  return (
    <span title={line} data-testid="answer-source-marker" className="inline-flex items-center gap-1 rounded border border-amber-200 bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900">
      <MapPin aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{marker}</span>
      <span className="sr-only">{line}</span>
    </span>
  );
}
