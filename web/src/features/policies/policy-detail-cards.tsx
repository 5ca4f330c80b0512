// The cards of the policy detail screen below the main one: jurisdiction-specific rules, the laws that shape
// the policy (ADR 220), recent changes, policy information and similar policies (spec 000 "Policy detail").
import { Link } from 'react-router-dom';
import type { Law, PolicyUpdate, PolicyWithRefs } from '../../../../core/contract';
import { GLOBAL_CODE } from '../../../../core/resolve-policy';
import { statusLabel } from '../../../../core/status';
import { ChangeTypeBadge } from '../../components/policy/change-type-badge';
import { ConfidenceMark } from '../../components/policy/confidence-note';
import { JurisdictionFlag } from '../../components/policy/jurisdiction-flag';
import { LawSummary } from '../../components/policy/law-card';
import { PlatformAnswer } from '../../components/policy/platform-answer';
import { groupByRegion, RegionalRuleRows } from '../../components/policy/regional-rule-rows';
import { StatusCaveat } from '../../components/policy/status-badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatCalendarDate } from '../../lib/format-date';
import type { SimilarPolicy } from './similar-policies';

export function JurisdictionRulesCard({ policy }: { policy: PolicyWithRefs }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Jurisdiction-Specific Rules</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3">
          {policy.jurisdictions.map((j) => (
            <li key={j.id} className="rounded-md border p-3">
              <p className="flex items-center gap-2 font-medium">
                <JurisdictionFlag code={j.code} />
                {j.name} <span className="text-xs font-semibold text-muted-foreground">({j.code})</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {j.code === GLOBAL_CODE
                  ? 'Standard global policy applies to this jurisdiction without exceptions.'
                  : 'Additional approval or verification may be required to advertise in this jurisdiction.'}
              </p>
            </li>
          ))}
        </ul>
        {policy.regionalRules.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">Regional rules ({groupByRegion(policy.regionalRules).length})</h3>
            <RegionalRuleRows rules={policy.regionalRules} className="mt-2 divide-y rounded-md border" />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The laws and regulator rules that shape the policy, each with its own dated changes; nothing when none. */
export function LawsCard({ laws, lawUpdates }: { laws: readonly Law[]; lawUpdates: readonly PolicyUpdate[] }) {
  if (laws.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Laws and regulator rules</CardTitle>
        <p className="text-sm text-muted-foreground">What the law requires of these ads, whatever the platform allows.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {laws.map((law) => (
          <LawSummary key={law.id} law={law} updates={lawUpdates.filter((u) => u.lawId === law.id)} />
        ))}
      </CardContent>
    </Card>
  );
}

export function RecentChangesCard({ updates }: { updates: PolicyUpdate[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Policy Changes</CardTitle>
      </CardHeader>
      <CardContent>
        {updates.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes to this policy are recorded.</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {updates.map((u) => (
              <li key={u.id} className="border-l-2 border-slate-200 pl-4">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <ChangeTypeBadge changeType={u.changeType} />
                  <time dateTime={u.updateDate} className="text-muted-foreground">
                    {formatCalendarDate(u.updateDate)}
                  </time>
                </p>
                <h3 className="mt-1 font-medium">{u.summary}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{u.details}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  Affected regions: {u.affectedJurisdictions.length ? u.affectedJurisdictions.join(', ') : 'Global'} ·{' '}
                  <a href={u.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                    Source
                  </a>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function PolicyInformationCard({ policy }: { policy: PolicyWithRefs }) {
  const rows: [string, React.ReactNode][] = [
    ['Platform', <Link to={`/platform/${policy.platform.identifier}`} className="text-primary underline-offset-4 hover:underline">{policy.platform.name}</Link>],
    ['Category', <Link to={`/category/${policy.categoryId}`} className="text-primary underline-offset-4 hover:underline">{policy.category.name}</Link>],
    ['Status', <span className="flex flex-wrap items-center gap-1.5">{statusLabel(policy.status)}{policy.statusQualifier ? <StatusCaveat text={policy.statusQualifier} /> : null}<ConfidenceMark confidence={policy.confidence} /></span>],
    ['Applicable To', policy.jurisdictions.map((j) => j.name).join(', ')],
    ['Last Updated', <time dateTime={policy.lastUpdated}>{formatCalendarDate(policy.lastUpdated)}</time>],
    ['Source checked', policy.verifiedAt ? <time dateTime={policy.verifiedAt}>{formatCalendarDate(policy.verifiedAt)}</time> : 'Source not read'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Policy Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-500">{term}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function SimilarPoliciesCard({ similar, marketName, compareHref }: { similar: SimilarPolicy[]; marketName: string; compareHref: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Similar Policies</CardTitle>
        <p className="text-sm text-muted-foreground">The same category on other platforms, for {marketName}.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul aria-label="Similar policies" className="flex flex-col divide-y">
          {similar.map(({ platform, policy }) => (
            <PlatformAnswer key={platform.id} platformName={platform.name} policy={policy} />
          ))}
        </ul>
        <Link to={compareHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Compare All Platforms
        </Link>
      </CardContent>
    </Card>
  );
}
