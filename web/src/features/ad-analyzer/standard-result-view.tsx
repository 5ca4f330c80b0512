// The standard and enhanced results (spec 001 "AI analyzer", §4): tabs Summary (status banner, summary,
// compliance score with the issue counts, related documents), Issues (N) and Policy Reference (the Official
// Policy Reference panel, the violations flagged); the enhanced result adds Recommendations (what to do,
// the policy's requirements, a corrected disclaimer to copy). Starts on Summary.
import { CircleAlert, CircleCheck, FileText, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { EnhancedResult, StandardResult } from '../../../../core/analyzer/results';
import { Button, buttonVariants } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { OfficialPolicyReference } from '../../components/policy/official-policy-reference';
import type { ReferenceFlag } from '../../../../core/policy-reference';
import { relatedDocuments, severityCounts, standardStatus } from '../../components/analyzer/analysis-status';
import { CopyButton, ResultSection, SourceLink, TextList } from '../../components/analyzer/result-parts';
import { ViolationList } from '../../components/analyzer/violation-list';

type StandardTab = 'summary' | 'issues' | 'recommendations' | 'reference';

const TONE = {
  allowed: { box: 'border-green-200 bg-allowed-soft', text: 'text-allowed', Icon: CircleCheck },
  limited: { box: 'border-amber-200 bg-limited-soft', text: 'text-limited', Icon: TriangleAlert },
  prohibited: { box: 'border-red-200 bg-prohibited-soft', text: 'text-prohibited', Icon: CircleAlert },
} as const;

/** What the reference panel flags: each violation's topic and check name (not its description, whose words are in every requirement). */
export const highlightedViolations = (result: Pick<StandardResult, 'violations'>): ReferenceFlag[] => result.violations.map((v) => ({ topic: v.topic, check: v.category }));

export function StandardResultView({ result, platform, jurisdiction }: { result: StandardResult | EnhancedResult; platform: string; jurisdiction: string }) {
  const [tab, setTab] = useState<StandardTab>('summary');
  const enhanced = 'recommendations' in result;
  const items = [
    { key: 'summary' as const, label: 'Summary' },
    { key: 'issues' as const, label: `Issues (${result.violations.length})` },
    ...(enhanced ? [{ key: 'recommendations' as const, label: 'Recommendations' }] : []),
    { key: 'reference' as const, label: 'Policy Reference' },
  ];
  return (
    <Tabs<StandardTab> label="Analysis result" items={items} selected={tab} onSelect={setTab}>
      {tab === 'summary' ? <StandardSummary result={result} platform={platform} jurisdiction={jurisdiction} onPolicyInfo={() => setTab('reference')} /> : null}
      {tab === 'issues' ? <ViolationList violations={result.violations} /> : null}
      {tab === 'recommendations' && enhanced ? <EnhancedRecommendations result={result} /> : null}
      {tab === 'reference' ? (
        <OfficialPolicyReference platform={platform} category={result.analysis.categoryUsed} jurisdiction={jurisdiction} highlightedViolations={highlightedViolations(result)} />
      ) : null}
    </Tabs>
  );
}

export function StatusBanner({ result }: { result: StandardResult }) {
  const status = standardStatus(result);
  const tone = TONE[status.tone];
  return (
    <div className={cn('flex items-start gap-3 rounded-lg border p-4', tone.box)}>
      <tone.Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', tone.text)} />
      <div className="min-w-0">
        <p className={cn('text-lg font-semibold', tone.text)}>{status.title}</p>
        <p className="text-sm text-slate-700">
          {result.category} · {result.platform} · {result.jurisdiction}
        </p>
      </div>
    </div>
  );
}

export function SummaryText({ summary }: { summary: string }) {
  return (
    <div className="flex flex-col gap-1.5 text-sm leading-relaxed">
      {summary
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i} className={i === 0 ? 'font-medium' : undefined}>
            {line}
          </p>
        ))}
    </div>
  );
}

export function ComplianceScore({ result }: { result: StandardResult }) {
  const status = standardStatus(result);
  const counts = severityCounts(result.violations);
  const tone = TONE[status.tone];
  return (
    <div role="group" aria-label="Compliance score" className="grid gap-4 rounded-lg border p-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="flex flex-col items-start">
        <span className={cn('text-4xl font-bold tabular-nums', tone.text)}>{status.score}%</span>
        <span className="text-sm font-semibold">{status.label}</span>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {(
          [
            ['High', counts.high, 'text-prohibited'],
            ['Medium', counts.medium, 'text-limited'],
            ['Low', counts.low, 'text-blue-800'],
            ['Total', counts.total, 'text-foreground'],
          ] as const
        ).map(([label, n, colour]) => (
          <div key={label} className="flex flex-col rounded-md bg-muted px-2 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={cn('text-xl font-semibold tabular-nums', colour)}>{n}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function StandardSummary({ result, platform, jurisdiction, onPolicyInfo }: { result: StandardResult; platform: string; jurisdiction: string; onPolicyInfo(): void }) {
  const related = relatedDocuments(platform, result.analysis.categoryUsed, jurisdiction);
  return (
    <div className="flex flex-col gap-4">
      <StatusBanner result={result} />
      <SummaryText summary={result.summary} />
      <ComplianceScore result={result} />
      {related.documents.length > 0 || related.completePolicyInfo ? (
        <div className="flex flex-wrap gap-2">
          {related.documents.map((d) => (
            <a key={d.href} href={d.href} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <FileText aria-hidden="true" />
              {d.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ))}
          {related.completePolicyInfo ? (
            <Button variant="outline" size="sm" onClick={onPolicyInfo}>
              View Complete Policy Information
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function EnhancedRecommendations({ result, level = 3 }: { result: EnhancedResult; level?: 2 | 3 | 4 }) {
  return (
    <div className="flex flex-col gap-5">
      <ResultSection title="Recommendations" level={level}>
        <TextList items={result.recommendations} empty="Nothing to change: every rule that applies was met." />
      </ResultSection>
      <ResultSection title="Policy requirements" level={level} action={result.policy ? <SourceLink url={result.policy.sourceUrl} label="Policy source" /> : undefined}>
        {result.policy ? <p className="text-sm text-muted-foreground">{result.policy.title}</p> : null}
        <TextList items={result.policyRequirements} empty="The policy lists no specific requirements." />
      </ResultSection>
      <ResultSection title="Corrected disclaimer" level={level} action={result.correctedDisclaimer ? <CopyButton text={result.correctedDisclaimer} item="Corrected disclaimer" /> : undefined}>
        {result.correctedDisclaimer ? (
          <blockquote className="rounded-md border-l-4 border-amber-300 bg-limited-soft px-3 py-2 text-sm leading-relaxed">{result.correctedDisclaimer}</blockquote>
        ) : (
          <p className="text-sm text-muted-foreground">No statement is missing: no disclaimer to add.</p>
        )}
        {result.correctedDisclaimer ? <p className="text-xs text-muted-foreground">Written in our words to satisfy each missing statement; where a regulator prescribes exact wording, use theirs.</p> : null}
      </ResultSection>
    </div>
  );
}
