// One policy on the platform page: title (to its detail page), status, description, requirements (All and
// Limited tabs) or restrictions (Prohibited tab) as the dataset's markdown, jurisdictions, date, View Details.
import { Link } from 'react-router-dom';
import type { PolicyWithRefs } from '../../../../core/contract';
import { StatusBadge } from '../../components/policy/status-badge';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { formatCalendarDate } from '../../lib/format-date';
import { policyAnchor } from '../../lib/scroll-anchor';
import type { PlatformTab } from './platform-policies';

/** Which long field a tab's cards show (spec 000: requirements on All and Limited, restrictions on Prohibited). */
export function detailFieldOf(tab: PlatformTab): 'requirements' | 'restrictions' | null {
  if (tab === 'all' || tab === 'limited') return 'requirements';
  if (tab === 'prohibited') return 'restrictions';
  return null;
}

const LAID_OUT_WHEN_NEAR =
  '[content-visibility:auto] [contain-intrinsic-size:auto_33rem] sm:[contain-intrinsic-size:auto_27rem] md:[contain-intrinsic-size:auto_30rem] lg:[contain-intrinsic-size:auto_26rem] xl:[contain-intrinsic-size:auto_23rem]';

export function PlatformPolicyCard({ policy, tab, headingLevel }: { policy: PolicyWithRefs; tab: PlatformTab; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `platform-policy-${policy.id}`;
  const field = detailFieldOf(tab);
  const detail = field ? policy[field].trim() : '';
  return (
    // Cards below the fold skip layout and paint until scrolled to (a platform has dozens); until then they
    // count as a card's typical height at that width (measured on Google's: 534 px at 390, 433 at 640, 479
    // beside the sidebar from 768, 408 at 1024, 372 at 1280), so the scrollbar tells how long the page is.
    <Card className={`p-4 sm:p-5 ${LAID_OUT_WHEN_NEAR}`} {...policyAnchor(policy.id)}>
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {/* On a status tab the category is not a group heading, so the card names it. */}
            {tab !== 'all' ? <p className="text-sm font-medium text-muted-foreground">{policy.category.name}</p> : null}
            <Heading id={headingId} className="text-base font-semibold leading-snug sm:text-lg">
              <Link to={`/policy/${policy.id}`} className="hover:underline">
                {policy.title}
              </Link>
            </Heading>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={policy.status} evidence={policy} />
          </div>
        </div>
        <p className="text-sm leading-relaxed text-slate-700">{policy.description}</p>
        {field && detail ? (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-500">{field === 'requirements' ? 'Requirements' : 'Restrictions'}</p>
            <Markdown source={detail} headingLevel={headingLevel + 1} />
          </div>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm sm:gap-x-4">
          <dt className="font-medium text-slate-500">Jurisdictions</dt>
          <dd>{policy.jurisdictions.map((j) => j.code).join(', ') || 'Global'}</dd>
          <dt className="font-medium text-slate-500">Last updated</dt>
          <dd>
            <time dateTime={policy.lastUpdated}>{formatCalendarDate(policy.lastUpdated)}</time>
          </dd>
        </dl>
        <div className="flex border-t pt-3">
          <Link to={`/policy/${policy.id}`} className={buttonVariants({ size: 'sm' })} aria-describedby={headingId}>
            View Details
          </Link>
        </div>
      </article>
    </Card>
  );
}
