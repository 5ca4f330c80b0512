// Small pieces the analyzer's result views share: a list of lines with its empty text, a rule's 'Source'
// link, a Copy button, a badge from a derived state, and a section with its heading.
import { Copy, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { cn } from '../../lib/cn';
import type { BadgeState } from './analysis-status';

export function StateBadge({ state, className }: { state: BadgeState; className?: string }) {
  return (
    <Badge variant={state.variant} className={className}>
      {state.text}
    </Badge>
  );
}

/** Lines as a bulleted list, or the empty text (nothing when there is none). */
export function TextList({ items, empty, label }: { items: readonly string[]; empty?: string; label?: string }) {
  if (items.length === 0) return empty ? <p className="text-sm text-muted-foreground">{empty}</p> : null;
  return (
    <ul aria-label={label} className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed">
      {items.map((item, i) => (
        <li key={`${i}:${item}`} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A heading and its content; `level` follows the page's outline (h3 in the result card). */
export function ResultSection({ title, level = 3, action, children, className }: { title: string; level?: 2 | 3 | 4; action?: ReactNode; children: ReactNode; className?: string }) {
  const Heading = `h${level}` as 'h3';
  return (
    <section className={cn('flex flex-col gap-2', className)}>
      <div className={cn('flex flex-wrap items-center justify-between gap-2', level === 2 && 'mt-2 border-b pb-1')}>
        <Heading className={level === 2 ? 'text-lg font-bold' : 'font-semibold'}>{title}</Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The rule's source in a new tab; nothing without one. */
export function SourceLink({ url, label = 'Source' }: { url: string | null | undefined; label?: string }) {
  if (!url || url === '#' || !/^https?:\/\//.test(url)) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-2 print:no-underline">
      <ExternalLink aria-hidden="true" className="size-3.5 print:hidden" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
      <span className="hidden break-all text-xs font-normal text-muted-foreground print:inline">({url})</span>
    </a>
  );
}

export function CopyButton({ text, item }: { text: string; item: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: `${item} copied to clipboard.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'This browser did not allow copying. Select the text and copy it instead.' });
    }
  };
  return (
    <Button variant="outline" size="sm" className="print:hidden" onClick={() => void copy()}>
      <Copy aria-hidden="true" />
      Copy
    </Button>
  );
}
