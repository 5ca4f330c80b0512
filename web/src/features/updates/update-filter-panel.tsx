// The updates screen's filter panel: Platform and Category selects, the Update Type checkboxes and Clear
// Filters. It only shows and reports the filters; the screen keeps them in the URL.
import { useId } from 'react';
import type { Category, Platform } from '../../../../core/contract';
import { CHANGE_TYPES, type ChangeType } from '../../../../core/status';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { UpdateFilters } from './update-filters';

const SELECT = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

export function UpdateFilterPanel({ platforms, categories, filters, onChange, onClear, canClear }: {
  platforms: readonly Platform[];
  categories: readonly Category[];
  filters: UpdateFilters;
  onChange(filters: UpdateFilters): void;
  onClear(): void;
  /** Whether anything is set, including values of the URL that were not recognised. */
  canClear: boolean;
}) {
  const id = useId();
  const byName = <T extends { name: string }>(list: readonly T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
  const toggleType = (type: ChangeType, checked: boolean) =>
    onChange({ ...filters, types: CHANGE_TYPES.filter((t) => (t === type ? checked : filters.types.includes(t))) });

  return (
    <Card className="p-4">
      <form role="search" aria-label="Filter updates" onSubmit={(e) => e.preventDefault()} className="grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-platform`} className="text-sm font-semibold">
            Platform
          </label>
          <select
            id={`${id}-platform`}
            className={SELECT}
            value={filters.platform ?? ''}
            onChange={(e) => onChange({ ...filters, platform: e.target.value || null })}
          >
            <option value="">All Platforms</option>
            {byName(platforms).map((p) => (
              <option key={p.id} value={p.identifier}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-semibold">
            Category
          </label>
          <select
            id={`${id}-category`}
            className={SELECT}
            value={filters.categoryId ?? ''}
            onChange={(e) => onChange({ ...filters, categoryId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">All Categories</option>
            {byName(categories).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-semibold">Update Type</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {CHANGE_TYPES.map((type) => (
              <label key={type} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm md:min-h-0">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={filters.types.includes(type)}
                  onChange={(e) => toggleType(type, e.target.checked)}
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <Button variant="outline" onClick={onClear} disabled={!canClear}>
          Clear Filters
        </Button>
      </form>
    </Card>
  );
}
