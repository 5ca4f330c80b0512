// The dashboard (/dashboard; content not in the spec, ADR 211): what a rep opens first — the core matrix
// for one market (the default market of Settings, else India; in the URL), the latest changes, the
// policies this device follows, its saved searches, and how fresh the library is. All from the replica.
import { Link } from 'react-router-dom';
import { compareGrid, compareMarkets } from '../../../../core/compare';
import type { PolicyWithRefs } from '../../../../core/contract';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { CategoryAnswersCard } from '../../components/policy/category-answers-card';
import { ChangeTypeBadge } from '../../components/policy/change-type-badge';
import { PlatformAnswer } from '../../components/policy/platform-answer';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { readDefaultMarket } from '../../lib/default-market';
import { useFollowedPolicies } from '../../lib/followed-policies';
import { formatCalendarDate, formatRelativeTime } from '../../lib/format-date';
import { filtersToTags, searchHref } from '../../lib/search-tags';
import { useUrlParams } from '../../lib/use-url-params';
import { CORE_CATEGORY_SLUGS, oldestVerification, readDashboard, type DashboardData } from './db';

const LATEST_UPDATES = 5;
const SAVED_SEARCHES_SHOWN = 5;
const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

export function DashboardPage() {
  const result = useDataset(readDashboard, []);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" description="Your market at a glance, what changed, and what you follow — on this device, online or not." />
      <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={3} />}>
        {(data) => <Dashboard data={data} />}
      </DatasetGate>
    </div>
  );
}

function Dashboard({ data }: { data: DashboardData }) {
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
        <FollowedPolicies policies={data.policies} />
        <SavedSearchesCard data={data} />
        <Freshness data={data} />
      </div>
    </>
  );
}

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
                {u.platform.name}
              </span>
              <Link to={`/policy/${u.policyId}`} className={LINK}>
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

function FollowedPolicies({ policies }: { policies: PolicyWithRefs[] }) {
  const { followed } = useFollowedPolicies();
  const shown = policies.filter((p) => followed.has(p.id));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Followed policies</CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. Use Save on <Link to="/updates" className="text-primary underline underline-offset-4">Recent Updates</Link> to follow a policy.
          </p>
        ) : (
          <ul aria-label="Followed policies" className="flex flex-col divide-y">
            {shown.map((p) => (
              <PlatformAnswer key={p.id} platformName={`${p.platform.name}: ${p.title}`} policy={p} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SavedSearchesCard({ data }: { data: DashboardData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved searches</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data.savedSearches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. <Link to="/search" className="text-primary underline underline-offset-4">Search</Link> and press Save Search to keep one here.
          </p>
        ) : (
          <ul aria-label="Saved searches" className="flex flex-col divide-y">
            {data.savedSearches.slice(0, SAVED_SEARCHES_SHOWN).map((s) => (
              <li key={s.clientId} className="py-2 text-sm">
                <Link to={searchHref(s.query, filtersToTags(s.filters))} className={LINK}>
                  {s.name}
                </Link>
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
