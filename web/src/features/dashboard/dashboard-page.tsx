// The dashboard (/dashboard; content not in the spec, ADR 211): what a rep opens first — the core matrix
// for one market (the default market of Settings, else India; in the URL), the latest changes, the
// policies this device follows, its saved searches, and how fresh the library is. All from the replica.
// Followed policies and saved searches say what changed since the rep last looked (ADR 212).
import { memo } from 'react';
import { BellDot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { compareGrid, compareMarkets } from '../../../../core/compare';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { CategoryAnswersCard } from '../../components/policy/category-answers-card';
import { ChangeTypeBadge } from '../../components/policy/change-type-badge';
import { PlatformAnswer } from '../../components/policy/platform-answer';
import { policyLabel } from '../../components/policy/policy-label';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { readDefaultMarket } from '../../lib/default-market';
import { formatCalendarDate, formatRelativeTime } from '../../lib/format-date';
import { setFollowing } from '../../lib/replica/follow-commands';
import { filtersToTags, searchHref } from '../../lib/search-tags';
import { useUrlParams } from '../../lib/use-url-params';
import { ChangeAlert, changedSinceLabel } from '../../components/policy/change-alert';
import { followedAlerts, type FollowedAlert } from '../../lib/change-alerts/db';
import { markFollowSeen, markSearchSeen } from '../../lib/change-alerts/mark-seen';
import { useSavedSearchChanges } from '../../lib/change-alerts/use-saved-search-changes';
import { CORE_CATEGORY_SLUGS, dashboardRead, oldestVerification, type DashboardData } from './db';
import { updateHref, updateSourceName } from '../../lib/update-target';

const LATEST_UPDATES = 5;
const SAVED_SEARCHES_SHOWN = 5;
const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

export function DashboardPage() {
  const result = useDataset(dashboardRead, []);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" description="Your market at a glance, what changed, and what you follow — on this device, online or not." />
      <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={3} />}>
        {(data) => <Dashboard data={data} />}
      </DatasetGate>
    </div>
  );
}

// Memoised: the screen renders again when its read answers with the same data it showed first (a repeat visit).
const Dashboard = memo(function Dashboard({ data }: { data: DashboardData }) {
  const [params, setParams] = useUrlParams();
  const markets = compareMarkets(data.jurisdictions);
  const wanted = params.get('market') ?? readDefaultMarket() ?? 'IN';
  const market = markets.find((m) => m.code === wanted.toUpperCase() || m.aliases.includes(wanted.toUpperCase())) ?? markets[0];
  return (
    <>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor="dashboard-market" className="text-sm font-semibold">
          Market
        </label>
        <select
          id="dashboard-market"
          value={market?.code ?? ''}
          onChange={(event) => setParams((current) => (current.set('market', event.target.value), current))}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm"
        >
          {markets.map((m) => (
            <option key={m.code} value={m.code}>
              {m.name} ({m.code})
            </option>
          ))}
        </select>
      </div>
      {market ? <CoreMatrix data={data} market={market.code} marketName={market.name} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <LatestUpdates data={data} />
        <FollowedPolicies data={data} />
        <SavedSearchesCard data={data} />
        <Freshness data={data} />
      </div>
    </>
  );
});

function CoreMatrix({ data, market, marketName }: { data: DashboardData; market: string; marketName: string }) {
  const categories = data.categories.filter((c) => (CORE_CATEGORY_SLUGS as readonly string[]).includes(c.slug));
  const platforms = [...data.platforms].sort((a, b) => a.id - b.id);
  const rows = compareGrid({ ...data, categories }, platforms.map((p) => p.id), market);
  return (
    <section aria-labelledby="core-matrix" className="flex flex-col gap-3">
      <h2 id="core-matrix" className="text-lg font-semibold">
        Can we advertise in {marketName}?
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {rows.map((row) => (
          <CategoryAnswersCard
            key={row.category.id}
            category={row.category}
            market={market}
            answers={row.cells.map((cell, i) => ({ platformId: platforms[i]!.id, platformName: platforms[i]!.name, policy: cell.kind === 'policy' ? cell.policy : null }))}
          />
        ))}
      </div>
      <Link to={`/jurisdiction/${market}`} className={`${LINK} text-sm`}>
        Everything for {marketName}
      </Link>
    </section>
  );
}

function LatestUpdates({ data }: { data: DashboardData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Latest changes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ol aria-label="Latest changes" className="flex flex-col divide-y">
          {data.updates.slice(0, LATEST_UPDATES).map((u) => (
            <li key={u.id} className="flex flex-col gap-1 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <ChangeTypeBadge changeType={u.changeType} />
                <time dateTime={u.updateDate}>{formatCalendarDate(u.updateDate)}</time>
                {updateSourceName(u)}
              </span>
              <Link to={updateHref(u)} className={LINK}>
                {u.summary}
              </Link>
            </li>
          ))}
        </ol>
        <Link to="/updates" className={`${LINK} text-sm`}>
          All updates
        </Link>
      </CardContent>
    </Card>
  );
}

function FollowedPolicies({ data }: { data: DashboardData }) {
  // What changed comes first, then what left the library, then the rest (each newest follow first).
  const rank = (a: FollowedAlert) => (a.changed ? (a.policy ? 0 : 1) : 2);
  const alerts = followedAlerts(data, data.follows).sort((a, b) => rank(a) - rank(b));
  const changed = alerts.filter((a) => a.changed);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Followed policies</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {alerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. Use Follow on a policy&rsquo;s page, or Save on <Link to="/updates" className="text-primary underline underline-offset-4">Recent Updates</Link>, to follow one.
          </p>
        ) : (
          <>
            {changed.length > 0 ? (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-200 bg-limited-soft px-3 py-2 text-sm">
                <span className="flex items-center gap-2 font-semibold text-limited">
                  <BellDot aria-hidden="true" className="size-4" />
                  {changedSinceLabel(changed.length)}
                </span>
                <Button variant="outline" size="sm" onClick={() => void markFollowsSeen(changed)}>
                  Mark as seen
                </Button>
              </div>
            ) : null}
            <ul aria-label="Followed policies" className="flex flex-col divide-y">
              {alerts.map((alert) => (
                <FollowedRow key={alert.follow.policyId} alert={alert} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FollowedRow({ alert }: { alert: FollowedAlert }) {
  const { policy, changed } = alert;
  if (!policy) {
    return (
      <li className="flex items-center justify-between gap-3 py-2 text-sm">
        <span className="min-w-0">
          <span className="font-medium">Policy {alert.follow.policyId}</span>
          <span className="block text-xs text-muted-foreground">No longer in the library</span>
        </span>
        <Button variant="outline" size="sm" onClick={() => void unfollow(alert.follow.policyId)}>
          Unfollow
        </Button>
      </li>
    );
  }
  return <PlatformAnswer platformName={policyLabel(policy)} policy={policy} hint={changed ? 'Changed since you last looked' : undefined} />;
}

async function markFollowsSeen(alerts: readonly FollowedAlert[]): Promise<void> {
  for (const a of alerts) {
    if (a.policy) await markFollowSeen(a.follow.policyId);
    else await unfollow(a.follow.policyId); // nothing left to look at: seeing it removed is the end of it
  }
}

async function unfollow(policyId: number): Promise<void> {
  const outcome = await setFollowing(policyId, false).catch(() => null);
  if (!outcome || outcome.status === 'rejected') toast({ variant: 'destructive', title: 'Could not unfollow this policy' });
}

function SavedSearchesCard({ data }: { data: DashboardData }) {
  const shown = data.savedSearches.slice(0, SAVED_SEARCHES_SHOWN);
  const changes = useSavedSearchChanges(shown);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved searches</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. <Link to="/search" className="text-primary underline underline-offset-4">Search</Link> and press Save Search to keep one here.
          </p>
        ) : (
          <ul aria-label="Saved searches" className="flex flex-col divide-y">
            {shown.map((s) => (
              <li key={s.clientId} className="flex flex-col gap-2 py-2 text-sm">
                <Link to={searchHref(s.query, filtersToTags(s.filters))} onClick={() => void markSearchSeen(s.clientId)} className={LINK}>
                  {s.name}
                </Link>
                <ChangeAlert changes={changes.get(s.clientId) ?? []} onMarkSeen={() => void markSearchSeen(s.clientId)} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/saved-searches" className={`${LINK} text-sm`}>
          All saved searches
        </Link>
      </CardContent>
    </Card>
  );
}

function Freshness({ data }: { data: DashboardData }) {
  const oldest = oldestVerification(data.policies);
  const rows: [string, string][] = [
    ['Last synced', data.lastSyncedAt ? formatRelativeTime(data.lastSyncedAt) : 'Not yet'],
    ['Library revision', `${data.revision} · ${data.policies.length} policies`],
    ['Oldest source check', oldest ? formatCalendarDate(oldest) : '—'],
    ['Sources not read', `${data.policies.filter((p) => p.verifiedAt === null).length} policies`],
    ['Newest change', data.updates[0] ? formatCalendarDate(data.updates[0].updateDate) : '—'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>How fresh is this?</CardTitle>
      </CardHeader>
      <CardContent>
        <dl aria-label="Library freshness" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-500">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
