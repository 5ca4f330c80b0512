// What the comparison shows: up to 3 platforms (real checkboxes; once 3 are chosen the others are
// disabled, spec 000 §5) and one market or all of them. The state itself lives in the URL (compare-url.ts).
import { useId } from 'react';
import { MAX_COMPARED_PLATFORMS } from '../../../../core/compare';
import type { Jurisdiction, Platform } from '../../../../core/contract';

export const ALL_MARKETS = 'All markets';

export function CompareControls({ platforms, chosen, markets, market, onTogglePlatform, onMarket }: {
  platforms: readonly Platform[];
  chosen: readonly Platform[];
  markets: readonly Jurisdiction[];
  market: Jurisdiction | null;
  onTogglePlatform(identifier: string, on: boolean): void;
  onMarket(code: string | null): void;
}) {
  const marketId = useId();
  const full = chosen.length >= MAX_COMPARED_PLATFORMS;
  return (
    <div className="mb-4 flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm lg:flex-row lg:items-start lg:justify-between">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-foreground">
          Platforms <span className="font-normal text-muted-foreground">(up to {MAX_COMPARED_PLATFORMS})</span>
        </legend>
        <div className="grid grid-cols-2 gap-x-4 sm:flex sm:flex-wrap">
          {platforms.map((platform) => {
            const checked = chosen.some((p) => p.id === platform.id);
            return (
              <PlatformCheckbox
                key={platform.id}
                label={platform.name}
                checked={checked}
                disabled={full && !checked}
                onChange={(on) => onTogglePlatform(platform.identifier, on)}
              />
            );
          })}
        </div>
        <p className="mt-1 text-xs text-muted-foreground">
          {chosen.length === 0
            ? `None chosen: comparing the first ${MAX_COMPARED_PLATFORMS}.`
            : full
              ? `${MAX_COMPARED_PLATFORMS} chosen: clear one to choose another.`
              : `${chosen.length} of ${MAX_COMPARED_PLATFORMS} chosen.`}
        </p>
      </fieldset>
      <div className="flex flex-col gap-1 lg:w-64">
        <label htmlFor={marketId} className="text-sm font-semibold text-foreground">
          Market
        </label>
        <select
          id={marketId}
          value={market?.code ?? ''}
          onChange={(e) => onMarket(e.target.value || null)}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs"
        >
          <option value="">{ALL_MARKETS}</option>
          {markets.map((j) => (
            <option key={j.id} value={j.code}>
              {j.name} ({j.code})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function PlatformCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded px-1 py-1.5 hover:bg-muted has-disabled:opacity-60 has-disabled:hover:bg-transparent">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="peer size-4 shrink-0 accent-primary disabled:cursor-not-allowed"
      />
      <label htmlFor={id} className="cursor-pointer text-sm peer-disabled:cursor-not-allowed">
        {label}
      </label>
    </div>
  );
}
