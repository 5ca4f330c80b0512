// How sure the dataset is of a record, shown next to its status wherever it matters: a medium- or
// low-confidence record says so, with the record's note on what is uncertain (ADR 101).
import { CircleAlert } from 'lucide-react';
import type { Confidence } from '../../../../core/status';
import { cn } from '../../lib/cn';
import { formatCalendarDate } from '../../lib/format-date';

const LABELS: Record<Confidence, string> = {
  high: 'Verified against the source',
  medium: 'Partly verified',
  low: 'Not verified',
};

/** The short mark beside a status: nothing for high confidence. */
export function ConfidenceMark({ confidence, className }: { confidence: Confidence; className?: string }) {
  if (confidence === 'high') return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        confidence === 'low' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-3" />
      {LABELS[confidence]}
    </span>
  );
}

/** The mark and the record's note, for a screen that shows one record in full. */
export function ConfidenceNote({ confidence, note, verifiedAt }: { confidence: Confidence; note: string | null; verifiedAt: string | null }) {
  if (confidence === 'high') return null;
  return (
    <div role="note" className={cn('rounded-md border p-3 text-sm', confidence === 'low' ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50')}>
      <ConfidenceMark confidence={confidence} />
      {note ? <p className="mt-2 leading-relaxed text-slate-800">{note}</p> : null}
      <p className="mt-1 text-xs text-slate-600">
        {verifiedAt ? `Source last checked ${formatCalendarDate(verifiedAt)}.` : 'The source was not read for this record.'}
      </p>
    </div>
  );
}
