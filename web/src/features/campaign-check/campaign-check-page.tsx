// The campaign check (/campaign-check, issue 32): one category across several platforms and markets,
// answered from the replica (so offline) by core/campaign-check.ts, the same rule as every screen. The plan
// lives in the address (?category=&product=&platforms=&markets=), so a link shares it; the brief prints,
// copies or shares it. A creative checked for the plan fills each cell with its verdict, and the brief too;
// the last check of a plan is kept for the session (kept-creative-check.ts), so a reload or Back shows it.
import { memo, useMemo } from 'react';
import { campaignMarketNamer, campaignPlanQuery, checkCampaign, readCampaignPlan, type CampaignPlan } from '../../../../core/campaign-check';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { policyLibraryRead } from '../../lib/replica/dataset-reads';
import { useUrlParams } from '../../lib/use-url-params';
import type { PolicyLibrary } from '../../../../core/publisher-policy';
import { CampaignAnswerView } from './campaign-answer';
import { BriefActions, PrintedBrief, usePrinting, type BriefFacts } from './campaign-brief';
import { CampaignPlanForm } from './campaign-plan-form';
import { CreativeCheckSlot } from './creative-check-slot';
import { useKeptCreativeCheck } from './kept-creative-check';

export const CAMPAIGN_CHECK_TITLE = 'Campaign Check';

export function CampaignCheckPage() {
  const result = useDataset(policyLibraryRead, []);
  return (
    <div>
      <PageHeader title={CAMPAIGN_CHECK_TITLE} description="One category across several platforms and markets: what stops the plan, what the advertiser must provide, and each platform’s answer in each market." />
      <DatasetGate result={result} skeleton={<CampaignSkeleton />}>
        {(library) => <CampaignCheck library={library} />}
      </DatasetGate>
    </div>
  );
}

// Memoised: the screen renders again when its read answers with the same data it showed first (a repeat visit).
const CampaignCheck = memo(function CampaignCheck({ library }: { library: PolicyLibrary }) {
  const [params, setParams] = useUrlParams();
  const [printing, willPrint] = usePrinting();
  const { plan, ignored } = useMemo(() => readCampaignPlan(params, library), [params, library]);
  const answer = useMemo(() => checkCampaign(library, plan), [library, plan]);
  const marketName = useMemo(() => campaignMarketNamer(library), [library]);
  const analyzerMarkets = useMemo(() => new Set(library.jurisdictions.map((j) => j.code)), [library]);
  // Verdicts were judged for one category: another category's plan shows none (other platforms and markets
  // of the same category keep theirs; a cell added since says nothing).
  const { check: creative, keep, clear } = useKeptCreativeCheck(plan);
  const choose = (next: CampaignPlan) => setParams(() => new URLSearchParams(campaignPlanQuery(next)));
  const category = library.categories.find((c) => c.slug === plan.category);
  const ready = category && answer.rows.length > 0;
  const facts: BriefFacts | null = ready ? { answer, categoryName: category.name, product: plan.product, revision: library.revision, marketName, creative } : null;

  return (
    <div className="flex flex-col gap-6">
      <CampaignPlanForm library={library} plan={plan} onChange={choose} />
      {ignored.length > 0 ? (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ignored.join(' ')}
        </p>
      ) : null}
      {facts ? (
        <>
          <BriefActions facts={facts} onPrint={willPrint} />
          <CampaignAnswerView answer={answer} marketName={marketName} creative={creative} />
          <CreativeCheckSlot plan={plan} analyzerMarkets={analyzerMarkets} check={creative} onChecked={keep} onCleared={clear} />
          {printing ? <PrintedBrief facts={facts} /> : null}
        </>
      ) : (
        <Notice title="Choose the plan">Pick a category, at least one platform and at least one market; the answer appears here.</Notice>
      )}
    </div>
  );
});

function CampaignSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the campaign check…</span>
      <Skeleton className="h-40" />
      <Skeleton className="mt-4 h-72" />
    </div>
  );
}
