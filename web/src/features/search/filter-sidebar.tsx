import { useId, type ReactNode } from 'react';
import type { PolicyFilters } from '../../../../core/contract';
import { POLICY_STATUSES, statusLabel } from '../../../../core/status';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { ReplicaCatalog } from '../../lib/search/replica-search';

export interface FilterSidebarProps {
  catalog: Pick<ReplicaCatalog, 'platforms' | 'categories' | 'jurisdictions'>;
  /** The active filters (canonical values). */
  filters: PolicyFilters;
  /** Adds or removes one canonical tag (identifier, category name, code, status). */
  onToggle(tag: string, checked: boolean): void;
  onClear(): void;
  className?: string;
  id?: string;
  /** Shown under Clear Filters (the phone layout's "Show results"). */
  footer?: ReactNode;
}

/** Platforms, Categories, Jurisdictions (a scrollable list), Policy Status, and Clear Filters. */
export function FilterSidebar({ catalog, filters, onToggle, onClear, className, id, footer }: FilterSidebarProps) {
  const platforms = [...catalog.platforms].sort((a, b) => a.name.localeCompare(b.name));
  const categories = [...catalog.categories].sort((a, b) => a.name.localeCompare(b.name));
  // GLOBAL first, then by name: the list a rep scrolls most.
  const jurisdictions = [...catalog.jurisdictions].sort((a, b) => Number(b.code === 'GLOBAL') - Number(a.code === 'GLOBAL') || a.name.localeCompare(b.name));
  const active = filters.platforms.length + filters.categories.length + filters.jurisdictions.length + filters.status.length;

  return (
    <aside id={id} aria-label="Filters" className={cn('flex flex-col gap-5 rounded-lg border bg-card p-4 shadow-sm', className)}>
      <FilterGroup legend="Platforms" twoColumnsOnPhones>
        {platforms.map((p) => (
          <FilterCheckbox key={p.id} label={p.name} checked={filters.platforms.includes(p.identifier)} onChange={(c) => onToggle(p.identifier, c)} />
        ))}
      </FilterGroup>
      <FilterGroup legend="Categories" twoColumnsOnPhones>
        {categories.map((c) => (
          <FilterCheckbox key={c.id} label={c.name} checked={filters.categories.includes(c.name)} onChange={(on) => onToggle(c.name, on)} />
        ))}
      </FilterGroup>
      <FilterGroup legend="Jurisdictions" scrollable>
        {jurisdictions.map((j) => (
          <FilterCheckbox
            key={j.id}
            label={j.name}
            hint={j.code}
            checked={filters.jurisdictions.includes(j.code)}
            onChange={(on) => onToggle(j.code, on)}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend="Policy Status">
        {POLICY_STATUSES.map((s) => (
          <FilterCheckbox key={s} label={statusLabel(s)} checked={filters.status.includes(s)} onChange={(on) => onToggle(s, on)} />
        ))}
      </FilterGroup>
      <Button variant="outline" onClick={onClear} disabled={active === 0}>
        Clear Filters
      </Button>
      {footer}
    </aside>
  );
}

function FilterGroup({ legend, scrollable = false, twoColumnsOnPhones = false, children }: {
  legend: string;
  scrollable?: boolean;
  twoColumnsOnPhones?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      <div
        className={cn(
          'flex flex-col gap-0.5',
          twoColumnsOnPhones && 'grid grid-cols-2 gap-x-2 lg:flex',
          scrollable && 'max-h-56 overflow-y-auto rounded-md border p-1',
        )}
        // A scrollable region must be reachable by keyboard.
        {...(scrollable ? { tabIndex: 0, role: 'group', 'aria-label': `${legend} list` } : {})}
      >
        {children}
      </div>
    </fieldset>
  );
}

function FilterCheckbox({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded px-1 py-1.5 hover:bg-muted">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 break-words">{label}</span>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </label>
    </div>
  );
}
