// How sure the dataset is of a record, shown next to its status wherever it matters: a medium- or
// low-confidence record says so (ADR 101). The note on what is uncertain is evidence, in HowWeKnow (ADR 227).
import { CircleAlert } from 'lucide-react';
import type { Confidence } from '../../../../core/status';
import { cn } from '../../lib/cn';

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
