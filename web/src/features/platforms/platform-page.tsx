// The platform page (/platform/{identifier}): one platform's policies from the local replica, so it works
// offline — an overview with counts by status, then tabs (All Policies by category, Limited, Prohibited,
// Allowed). The identifier may be an alias (`times` is the publisher `timesinternet`).
import { ExternalLink, GitCompare, LayoutDashboard } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Platform, PolicyWithRefs } from '../../../../core/contract';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { CategoryIcon } from '../../components/policy/category-icon';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { useFirstThenAll } from '../../lib/use-first-then-all';
import { platformPageRead } from './db';
import { PlatformOverview } from './platform-overview';
import { countByStatus, groupByCategory, noneAllowedReason, policiesOfTab, type CategoryGroup, type PlatformTab } from './platform-policies';
import { PlatformPolicyCard } from './platform-policy-card';
import { PlatformTabs } from './platform-tabs';

export function PlatformPage() {
  const { identifier } = useParams<{ identifier: string }>();
  if (!identifier?.trim()) {
    return <PlatformProblem title="Invalid Platform" message="The platform identifier is missing." />;
  }
  return <PlatformScreen identifier={identifier} />;
}

function PlatformScreen({ identifier }: { identifier: string }) {
  const result = useDataset(platformPageRead(identifier), [identifier]);
  return (
    <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={2} />}>
      {({ platform, policies }) =>
        platform ? (
          <PlatformPolicies platform={platform} policies={policies} />
        ) : (
          <PlatformProblem title="Platform Not Found" message="The platform you're looking for doesn't exist." />
        )
      }
    </DatasetGate>
  );
}

/** The missing-identifier and unknown-platform screens (spec 000), each with a way on. */
function PlatformProblem({ title, message }: { title: string; message: string }) {
  return (
    <div className="max-w-xl">
      <PageHeader title={title} description={message} />
      <Link to="/dashboard" className={buttonVariants()}>
        <LayoutDashboard aria-hidden="true" />
        Go to Dashboard
      </Link>
    </div>
  );
}

// Memoised: the screen renders again when its read answers with the same data it showed first (a repeat visit).
const PlatformPolicies = memo(function PlatformPolicies({ platform, policies }: { platform: Platform; policies: PolicyWithRefs[] }) {
  const counts = countByStatus(policies);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${platform.name} Policies`}
        description="Advertising policies and guidelines"
        actions={
          <>
            <a href={platform.policyUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
              <ExternalLink aria-hidden="true" />
              Official Policy Center
            </a>
            <Link to="/compare" className={buttonVariants()}>
              <GitCompare aria-hidden="true" />
              Compare with Others
            </Link>
          </>
        }
      />
      <PlatformOverview platform={platform} counts={counts} />
      <PlatformTabs counts={{ all: policies.length, ...counts }}>{(tab) => <TabPanel tab={tab} policies={policies} />}</PlatformTabs>
    </div>
  );
});

/** Drawn in the first commit (a phone's first screen and more); the rest follow in the next frame (issue 27). */
const FIRST_CATEGORIES = 2;
const FIRST_CARDS = 8;

function TabPanel({ tab, policies }: { tab: PlatformTab; policies: PolicyWithRefs[] }) {
  const groups = useMemo(() => (tab === 'all' ? groupByCategory(policies) : []), [tab, policies]);
  const shown = useMemo(() => (tab === 'all' ? [] : policiesOfTab(policies, tab)), [tab, policies]);
  const drawn = useFirstThenAll(tab === 'all' ? groups.length : shown.length, tab === 'all' ? FIRST_CATEGORIES : FIRST_CARDS);
  if (tab === 'all') {
    if (policies.length === 0) return <Notice title="No policies found">There are no policies available for this platform yet.</Notice>;
    return (
      <div className="flex flex-col gap-8">
        <CategoryJumps groups={groups} />
        {groups.slice(0, drawn.count).map(({ category, policies: inCategory }) => (
          <section key={category.id} aria-labelledby={categoryHeadingId(category.id)} className="flex flex-col gap-3">
            {/* scroll-mt: a jump (CategoryJumps) lands the heading below the sticky header, not under it. */}
            <h2 id={categoryHeadingId(category.id)} className="flex scroll-mt-20 items-center gap-2 text-lg font-semibold">
              <CategoryIcon icon={category.icon} className="size-5 text-primary" />
              {category.name}
            </h2>
            {inCategory.map((policy) => (
              <PlatformPolicyCard key={policy.id} policy={policy} tab={tab} headingLevel={3} />
            ))}
          </section>
        ))}
      </div>
    );
  }
  if (shown.length === 0) {
    const reason = tab === 'allowed' ? noneAllowedReason(countByStatus(policies)) : null;
    return (
      <Card className="flex flex-col gap-1 p-6 text-center text-sm text-muted-foreground">
        <p>No policies with {tab} status found.</p>
        {reason ? <p className="text-foreground">{reason}</p> : null}
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {shown.slice(0, drawn.count).map((policy) => (
        <PlatformPolicyCard key={policy.id} policy={policy} tab={tab} headingLevel={2} />
      ))}
    </div>
  );
}

const categoryHeadingId = (categoryId: number) => `platform-category-${categoryId}`;

/**
 * Links to each category's group: a platform has dozens of policies, and on a phone Cryptocurrency starts
 * seven screens down and Gambling twelve. Each link is a hash the scroll restoration brings into view
 * (app/scroll-restoration.tsx); Back returns to the links.
 */
function CategoryJumps({ groups }: { groups: readonly CategoryGroup[] }) {
  if (groups.length < 2) return null;
  return (
    <nav aria-label="Jump to a category">
      <ul className="flex flex-wrap gap-2">
        {groups.map(({ category, policies }) => (
          <li key={category.id}>
            <Link
              to={{ hash: categoryHeadingId(category.id) }}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-card px-3 text-sm hover:bg-muted"
            >
              <CategoryIcon icon={category.icon} className="size-4 text-primary" />
              {category.name}
              <span className="text-muted-foreground tabular-nums">
                {policies.length}
                <span className="sr-only"> {policies.length === 1 ? 'policy' : 'policies'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
