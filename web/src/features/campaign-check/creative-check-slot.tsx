// "Check a creative for this plan" (issue 32 item 5): one upload judged for every cell of the plan by
// POST /api/analyze-ad-campaign. The endpoint is built apart; until it is wired here this place says so.
// WIRE HERE: the upload form, its call with `plan` as targets, and each cell's verdict in the grid.
import type { CampaignPlan } from '../../../../core/campaign-check';
import { Badge } from '../../components/ui/badge';

export function CreativeCheckSlot({ plan }: { plan: CampaignPlan }) {
  const targets = plan.platforms.length * plan.markets.length;
  return (
    <section aria-labelledby="creative-check-title" data-testid="creative-check-slot" className="rounded-lg border border-dashed p-4">
      <h2 id="creative-check-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        Check a creative for this plan
        <Badge variant="secondary">Coming soon</Badge>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Upload one ad image and have it judged for all {targets} {targets === 1 ? 'cell' : 'cells'} of this plan at once. Until then, the AI
        Ad Compliance Analyzer checks one platform and market at a time.
      </p>
    </section>
  );
}
