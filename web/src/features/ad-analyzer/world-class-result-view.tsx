// The world-class result (spec 001 "AI analyzer", §3, §4): the verdict badge, its reason and the risk score
// as a bar, then tabs — Critical Issues (where it starts), Policy Requirements, Age & Targeting,
// Certifications, Disclaimers, Action Plan (with the Legal & Regulatory Context card) and, when the platform
// is a publisher, Publisher Policy: six tabs, or seven.
import { useId, useState } from 'react';
import type { WorldClassResult } from '../../../../core/analyzer/results';
import { Tabs } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { OfficialPolicyReference } from '../../components/policy/official-policy-reference';
import { riskTone, verdictBadge, worldClassChecks } from '../../components/analyzer/analysis-status';
import { StateBadge } from '../../components/analyzer/result-parts';
import { highlightedViolations } from './standard-result-view';
import { ActionPlanWithLegalContext, AgeTargeting, Certifications, CriticalIssues, Disclaimers, PolicyRequirements, PublisherPolicy } from './world-class-sections';

type WorldClassTab = 'critical' | 'requirements' | 'age' | 'certifications' | 'disclaimers' | 'action' | 'publisher';

export const WORLD_CLASS_TABS: readonly { key: WorldClassTab; label: string }[] = [
  { key: 'critical', label: 'Critical Issues' },
  { key: 'requirements', label: 'Policy Requirements' },
  { key: 'age', label: 'Age & Targeting' },
  { key: 'certifications', label: 'Certifications' },
  { key: 'disclaimers', label: 'Disclaimers' },
  { key: 'action', label: 'Action Plan' },
  { key: 'publisher', label: 'Publisher Policy' },
];

const RISK_BAR = { allowed: 'bg-allowed', limited: 'bg-limited', prohibited: 'bg-prohibited' } as const;

export function VerdictHeader({ result }: { result: WorldClassResult }) {
  const risk = Math.max(0, Math.min(100, Math.round(result.riskScore ?? 0)));
  const problems = worldClassChecks(result).problems.length;
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">Verdict</span>
        <StateBadge state={verdictBadge(result.verdict)} className="px-3 py-1 text-sm" />
        <span className="text-sm text-muted-foreground">
          {result.detectedCategory}
          {result.detectedSubcategory ? ` (${result.detectedSubcategory})` : ''} · {result.platform} · {result.jurisdiction}
        </span>
      </div>
      <p className="text-sm leading-relaxed">{result.verdictReason || 'Policy requirements are being analyzed...'}</p>
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between text-sm">
          <span id={labelId} className="font-semibold">
            Risk score
          </span>
          <span className="tabular-nums">
            {risk}/100 · {problems} {problems === 1 ? 'issue' : 'issues'}
          </span>
        </div>
        <div role="meter" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={risk} aria-valuetext={`${risk} out of 100`} className="h-2.5 overflow-hidden rounded-full bg-muted print:border">
          <div className={cn('h-full rounded-full', RISK_BAR[riskTone(risk)])} style={{ width: `${risk}%` }} />
        </div>
      </div>
    </div>
  );
}

export function WorldClassResultView({ result, platform, jurisdiction }: { result: WorldClassResult; platform: string; jurisdiction: string }) {
  const [tab, setTab] = useState<WorldClassTab>('critical');
  const items = WORLD_CLASS_TABS.filter((t) => t.key !== 'publisher' || result.publisherSpecific);
  return (
    <div className="flex flex-col gap-4">
      <VerdictHeader result={result} />
      <Tabs<WorldClassTab> label="World-class report" items={items} selected={tab} onSelect={setTab}>
        {tab === 'critical' ? <CriticalIssues result={result} /> : null}
        {tab === 'requirements' ? (
          <div className="flex flex-col gap-4">
            <PolicyRequirements result={result} />
            <OfficialPolicyReference platform={platform} category={result.analysis.categoryUsed} jurisdiction={jurisdiction} highlightedViolations={highlightedViolations(result)} />
          </div>
        ) : null}
        {tab === 'age' ? <AgeTargeting result={result} /> : null}
        {tab === 'certifications' ? <Certifications result={result} /> : null}
        {tab === 'disclaimers' ? <Disclaimers result={result} /> : null}
        {tab === 'action' ? <ActionPlanWithLegalContext result={result} /> : null}
        {tab === 'publisher' ? <PublisherPolicy result={result} /> : null}
      </Tabs>
    </div>
  );
}
