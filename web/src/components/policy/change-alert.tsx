// "N changed since you last looked": a disclosure under a saved search (or over the followed policies)
// that lists the policies that changed, each linking to its page, and lets the rep mark them seen.
import { BellDot, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PolicyWithRefs } from '../../../../core/contract';
import { policyLabel } from './policy-label';
import { StatusBadge } from './status-badge';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';

export function changedSinceLabel(count: number): string {
  return `${count} changed since you last looked`;
}

export function ChangeAlert({ changes, onMarkSeen }: { changes: readonly PolicyWithRefs[]; onMarkSeen(): void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (changes.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-200 bg-limited-soft text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-10 w-full items-center gap-2 px-3 py-2 text-left font-semibold text-limited"
      >
        <BellDot aria-hidden="true" className="size-4 shrink-0" />
        <span className="grow">{changedSinceLabel(changes.length)}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={listId} hidden={!open} className="flex flex-col gap-2 border-t border-amber-200 bg-card px-3 py-2">
        <ul aria-label="Changed since you last looked" className="flex flex-col divide-y">
          {changes.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <Link to={`/policy/${p.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {policyLabel(p)}
              </Link>
              <StatusBadge status={p.status} evidence={p} />
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" className="self-start" onClick={onMarkSeen}>
          Mark as seen
        </Button>
      </div>
    </div>
  );
}
