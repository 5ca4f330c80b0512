// The compare screen's state lives in the URL, so a comparison can be shared and survives a reload:
// ?platforms=google,facebook&market=IN (platform identifiers, a jurisdiction code or alias). What the link
// names but the library does not know is ignored, and the screen says so in one line (ADR 207).
import { useCallback, useMemo } from 'react';
import { compareMarkets, MAX_COMPARED_PLATFORMS, withUkAsGb } from '../../../../core/compare';
import type { Jurisdiction, Platform } from '../../../../core/contract';
import { canonicalJurisdictionCode } from '../../../../core/resolve-policy';
import { useUrlParams } from '../../lib/use-url-params';

export interface CompareSelection {
  /** The platforms the link chose (known ones, at most 3), by id. */
  chosen: Platform[];
  /** The grid's columns: the chosen platforms, or the first 3 by id when none is chosen. */
  columns: Platform[];
  /** The market the grid answers for, or null for all markets. */
  market: Jurisdiction | null;
  /** What in the link was ignored, in sentences; empty when nothing was. */
  ignored: string[];
}

interface CompareCatalog {
  platforms: readonly Platform[];
  jurisdictions: readonly Jurisdiction[];
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const quoted = (values: string[]) => values.map((v) => `“${v}”`).join(', ');

/** Reads the selection from the URL's parameters; pure, so the screen and its tests agree on it. */
export function readCompareSelection(params: URLSearchParams, catalog: CompareCatalog): CompareSelection {
  const platforms = [...catalog.platforms].sort(byId);
  const ignored: string[] = [];

  const named = [...new Set((params.get('platforms') ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  const known = named.flatMap((name) => platforms.filter((p) => p.identifier.toLowerCase() === name.toLowerCase()));
  const unknown = named.filter((name) => !platforms.some((p) => p.identifier.toLowerCase() === name.toLowerCase()));
  const chosen = [...new Set(known)].slice(0, MAX_COMPARED_PLATFORMS).sort(byId);
  if (unknown.length > 0) {
    const fallback = chosen.length === 0 ? ` Showing the first ${MAX_COMPARED_PLATFORMS} platforms.` : '';
    ignored.push(unknown.length === 1 ? `Unknown platform ${quoted(unknown)} in the link was ignored.${fallback}` : `Unknown platforms ${quoted(unknown)} in the link were ignored.${fallback}`);
  }
  if (new Set(known).size > MAX_COMPARED_PLATFORMS) {
    ignored.push(`At most ${MAX_COMPARED_PLATFORMS} platforms can be compared; the first ${MAX_COMPARED_PLATFORMS} in the link are shown.`);
  }

  const rawMarket = params.get('market')?.trim() ?? '';
  let market: Jurisdiction | null = null;
  if (rawMarket) {
    const code = canonicalJurisdictionCode(rawMarket, withUkAsGb(catalog.jurisdictions));
    market = compareMarkets(catalog.jurisdictions).find((j) => j.code === code) ?? null;
    if (!market) ignored.push(`Unknown market ${quoted([rawMarket])} in the link was ignored; showing all markets.`);
  }

  return { chosen, columns: chosen.length > 0 ? chosen : platforms.slice(0, MAX_COMPARED_PLATFORMS), market, ignored };
}

export interface CompareUrl {
  selection: CompareSelection;
  /** Adds or removes a platform (by identifier); a fourth is refused, as its checkbox is disabled. */
  togglePlatform(identifier: string, on: boolean): void;
  setMarket(code: string | null): void;
  /** The link to this comparison narrowed to one market. */
  marketHref(code: string): string;
}

export function useCompareUrl(catalog: CompareCatalog): CompareUrl {
  const [params, setParams] = useUrlParams();
  const selection = useMemo(() => readCompareSelection(params, catalog), [params, catalog]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        change(current);
        return current;
      }),
    [setParams],
  );

  const { chosen } = selection;
  const togglePlatform = useCallback(
    (identifier: string, on: boolean) => {
      const kept = chosen.map((p) => p.identifier).filter((id) => id !== identifier);
      if (on && kept.length >= MAX_COMPARED_PLATFORMS) return;
      const ordered = catalog.platforms.filter((p) => (on && p.identifier === identifier) || kept.includes(p.identifier));
      const identifiers = [...ordered].sort(byId).map((p) => p.identifier);
      update((next) => (identifiers.length > 0 ? next.set('platforms', identifiers.join(',')) : next.delete('platforms')));
    },
    [chosen, catalog.platforms, update],
  );

  const setMarket = useCallback((code: string | null) => update((next) => (code ? next.set('market', code) : next.delete('market'))), [update]);

  const marketHref = useCallback(
    (code: string) => {
      const next = new URLSearchParams(params);
      next.set('market', code);
      return `?${next.toString()}`;
    },
    [params],
  );

  return { selection, togglePlatform, setMarket, marketHref };
}
