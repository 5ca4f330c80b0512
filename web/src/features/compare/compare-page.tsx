// The compare screen (/compare): up to 3 platforms side by side, category by category, for all markets or
// one. It reads the local replica, so it works offline; the choice lives in the URL, so it can be shared.
// The answers come from core/compare.ts (resolvePolicy per market), never from rules of its own.
import { memo, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { marketNamer } from '../../../../core/answer-source';
import { compareGrid, compareMarkets } from '../../../../core/compare';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { readDefaultMarket } from '../../lib/default-market';
import { allPoliciesRead, type CatalogWithPolicies } from '../../lib/replica/dataset-reads';
import { ALL_MARKETS, CompareControls } from './compare-controls';
import { CompareGrid } from './compare-grid';
import { useCompareUrl } from './compare-url';

export const COMPARE_TITLE = 'Compare Policies';
export const NO_COMPARISON_DATA = 'No comparison data available.';

export function ComparePage() {
  const result = useDataset(allPoliciesRead, []);
  return (
    <div>
      <PageHeader title={COMPARE_TITLE} description="Platforms side by side, category by category, for all markets or one." />
      <DatasetGate result={result} skeleton={<CompareSkeleton />}>
        {(data) => <Comparison data={data} />}
      </DatasetGate>
    </div>
  );
}

// Memoised: the screen renders again when its read answers with the same data it showed first (a repeat visit).
const Comparison = memo(function Comparison({ data }: { data: CatalogWithPolicies }) {
  const { selection, togglePlatform, setMarket, marketHref } = useCompareUrl(data);
  const { chosen, columns, market, ignored } = selection;
  const platforms = useMemo(() => [...data.platforms].sort((a, b) => a.id - b.id), [data.platforms]);
  const markets = useMemo(() => compareMarkets(data.jurisdictions), [data.jurisdictions]);
  const marketName = useMemo(() => marketNamer(data.jurisdictions), [data.jurisdictions]);
  const rows = useMemo(() => compareGrid(data, columns.map((p) => p.id), market?.code ?? null), [data, columns, market]);
  useDefaultMarketOnce(setMarket);

  if (data.platforms.length === 0 || data.categories.length === 0) return <Notice title={NO_COMPARISON_DATA} />;
  const where = market ? `in ${market.name} (${market.code})` : ALL_MARKETS.toLowerCase();
  return (
    <>
      <CompareControls
        platforms={platforms}
        chosen={chosen}
        markets={markets}
        market={market}
        onTogglePlatform={togglePlatform}
        onMarket={setMarket}
      />
      {ignored.length > 0 ? (
        <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ignored.join(' ')}
        </p>
      ) : null}
      <CompareGrid
        rows={rows}
        columns={columns}
        caption={`Policy status by category: ${columns.map((p) => p.name).join(', ')}, ${where}`}
        marketHref={marketHref}
        marketName={marketName}
      />
    </>
  );
});

/**
 * Opened without a market in the link, the comparison starts from the device's default market (Settings),
 * written into the URL so the address says what the grid shows. Once per visit: choosing "All markets"
 * afterwards stays all markets. A link that names a market always wins.
 */
function useDefaultMarketOnce(setMarket: (code: string | null) => void): void {
  const [params] = useSearchParams();
  const applied = useRef(false);
  const hasMarket = params.has('market');
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const market = readDefaultMarket();
    if (market && !hasMarket) setMarket(market);
  }, [hasMarket, setMarket]);
}

function CompareSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the comparison…</span>
      <Skeleton className="h-28" />
      <Skeleton className="mt-4 h-72" />
    </div>
  );
}
