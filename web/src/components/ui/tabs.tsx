// Tabs with the WAI-ARIA pattern: a tablist of buttons (the selected one in the tab order, arrow keys,
// Home and End move between them) and the selected tab's panel. The caller owns the selection, so it can
// keep it in the URL. A row that does not fit wraps onto more rows, and a label longer than the row wraps
// inside its tab: on a phone every tab is seen whole, never cut at the edge of a row that scrolls sideways
// (issue 28; e2e/layout-fit.spec.ts).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

const GRID_COLUMNS = { 3: 'grid grid-cols-3', 4: 'grid grid-cols-4' } as const;

export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  className,
  columns,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  /** One row of this many equal columns (labels wrap inside them) instead of rows that wrap: the landing's (spec 001). */
  columns?: 3 | 4;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % items.length
      : event.key === 'ArrowLeft' ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? items.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const key = items[next]!.key;
    onSelect(key);
    tabRefs.current.get(key)?.focus();
  };
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cn('gap-1 rounded-lg bg-muted p-1', columns ? GRID_COLUMNS[columns] : 'flex flex-wrap')}>
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) tabRefs.current.set(item.key, el);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              className={cn(
                // Grows to share its row; as wide as its label on one line, never wider than the row.
                'max-w-full flex-auto rounded-md px-3 py-2 text-center text-sm font-medium text-balance text-slate-600 transition-colors hover:text-foreground',
                active && 'bg-card text-foreground shadow-sm',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0} className="mt-4 rounded-md">
        {children}
      </div>
    </div>
  );
}
