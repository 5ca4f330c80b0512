// The jurisdiction page (/jurisdiction/{code}; its content is not in the spec, see ADR 209): a market's
// answer sheet for a rep at a meeting — every category, what each platform says there, the state and
// regional rules inside the market's policies, and the updates that touch it. UK and GB are one market.
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { PolicyWithRefs } from '../../../../core/contract';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { CategoryAnswersCard } from '../../components/policy/category-answers-card';
import { ChangeTypeBadge } from '../../components/policy/change-type-badge';
import { JurisdictionFlag } from '../../components/policy/jurisdiction-flag';
import { LawSummary } from '../../components/policy/law-card';
import { groupByRegion, RegionalRuleRows } from '../../components/policy/regional-rule-rows';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { formatCalendarDate } from '../../lib/format-date';
import { marketSheetRead } from '../../lib/replica/dataset-reads';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFirstThenAll } from '../../lib/use-first-then-all';
import { findMarket, marketSheet, type MarketSheet } from './market-sheet';
import { updateHref, updateSourceName } from '../../lib/update-target';

export function JurisdictionPage() {
  const { code = '' } = useParams<{ code: string }>();
  const result = useDataset(marketSheetRead, []);
  return (
    <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={3} />}>
      {(data) => {
        const jurisdiction = findMarket(code, data.jurisdictions);
        return jurisdiction ? <MarketSheetView sheet={marketSheet(jurisdiction, data)} /> : <UnknownMarket code={code} />;
      }}
    </DatasetGate>
  );
}

function UnknownMarket({ code }: { code: string }) {
  useDocumentTitle('Jurisdiction Not Found');
  return (
    <Notice
      level={1}
      title="Jurisdiction Not Found"
      action={
        <>
          <Link to="/jurisdiction/IN" className={buttonVariants({ variant: 'outline' })}>India</Link>
          <Link to="/jurisdiction/US" className={buttonVariants({ variant: 'outline' })}>United States</Link>
          <Link to="/jurisdiction/GB" className={buttonVariants({ variant: 'outline' })}>United Kingdom</Link>
        </>
      }
    >
      “{code.slice(0, 20)}” is not a market in the policy library. Choose one of these, or search all policies.
    </Notice>
  );
}

/** Category cards in the first commit: a phone's first screen and more; the rest follow in the next frame. */
const FIRST_CATEGORIES = 6;

function MarketSheetView({ sheet }: { sheet: MarketSheet }) {
  const { jurisdiction } = sheet;
  const shown = useFirstThenAll(sheet.categories.length, FIRST_CATEGORIES);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${jurisdiction.name} Policies`}
        description={
          <span className="flex items-center gap-2">
            <JurisdictionFlag code={jurisdiction.code} />
            What each platform allows in {jurisdiction.name} ({jurisdiction.code}), by category
          </span>
        }
        actions={
          <Link to={`/compare?market=${jurisdiction.code}`} className={buttonVariants({ variant: 'outline' })}>
            Compare platforms here
          </Link>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        {sheet.categories.slice(0, shown.count).map((row) => (
          <CategoryAnswersCard
            key={row.category.id}
            category={row.category}
            market={jurisdiction.code}
            answers={row.answers.map(({ platform, policy, hint }) => ({ platformId: platform.id, platformName: platform.name, policy, hint: hint ?? undefined }))}
          />
        ))}
      </div>
      {/* Below the cards, and drawn with the rest of them, so a #law- link jumps to where the card stays. */}
      {shown.all ? (
        <>
          {sheet.unanswered.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              No platform in the dataset has a policy for {jurisdiction.name} in: {sheet.unanswered.map((c) => c.name).join(', ')}.
            </p>
          ) : null}
          {sheet.regional.length > 0 ? <RegionalRules sheet={sheet} /> : null}
          {sheet.laws.length > 0 ? <MarketLaws sheet={sheet} /> : null}
          <MarketUpdates sheet={sheet} />
        </>
      ) : null}
    </div>
  );
}

function MarketLaws({ sheet }: { sheet: MarketSheet }) {
  // An update's View links here as #law-{key} (update-target.ts); the card renders after the replica read,
  // after the browser's own jump to the fragment, so jump once it is there.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.startsWith('#law-')) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Laws and regulator rules</CardTitle>
        <p className="text-sm text-muted-foreground">What the law of {sheet.jurisdiction.name} requires of these ads, on every platform.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sheet.laws.map(({ law, updates }) => (
          <LawSummary key={law.id} law={law} updates={updates} />
        ))}
      </CardContent>
    </Card>
  );
}

function RegionalRules({ sheet }: { sheet: MarketSheet }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Regional rules</CardTitle>
        <p className="text-sm text-muted-foreground">States and regions of {sheet.jurisdiction.name} with rules of their own.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {sheet.regional.map((policy) => (
          <RegionalRuleList key={policy.id} policy={policy} />
        ))}
      </CardContent>
    </Card>
  );
}

const regionCount = (policy: PolicyWithRefs) => groupByRegion(policy.regionalRules).length;

/** One policy's regional rules, folded; the rows are rendered when opened (a market can have dozens). */
function RegionalRuleList({ policy }: { policy: PolicyWithRefs }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-md border p-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">
        {policy.title} · {regionCount(policy)} {regionCount(policy) === 1 ? 'region' : 'regions'}
      </summary>
      {open ? <RegionalRuleRows rules={policy.regionalRules} className="mt-2 divide-y" /> : null}
    </details>
  );
}

function MarketUpdates({ sheet }: { sheet: MarketSheet }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Updates affecting {sheet.jurisdiction.name}</CardTitle>
      </CardHeader>
      <CardContent>
        {sheet.updates.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recorded updates name this market.</p>
        ) : (
          <ol className="flex flex-col divide-y">
            {sheet.updates.map((u) => (
              <li key={u.id} className="flex flex-col gap-1 py-3 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <ChangeTypeBadge changeType={u.changeType} />
                  <time dateTime={u.updateDate} className="text-muted-foreground">{formatCalendarDate(u.updateDate)}</time>
                  <span className="text-muted-foreground">{updateSourceName(u)}</span>
                </span>
                <Link to={updateHref(u)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {u.summary}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
