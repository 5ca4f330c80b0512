// The world-class result's sections (spec 001 §3, §4, §8), one per tab and all of them in the printed report:
// Critical Issues, Policy Requirements, Age & Targeting, Certifications, Disclaimers, Action Plan, Legal &
// Regulatory Context and, for a publisher, Publisher Policy. Empty states as the spec words them.
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WorldClassResult } from '../../../../core/analyzer/results';
import { Badge } from '../../components/ui/badge';
import { Markdown } from '../../components/ui/markdown';
import { ageGatingBadge, disclaimerBadge, imageryBadge, minorsBadge, WORLD_CLASS_SEVERITY_VARIANT, worldClassChecks } from '../../components/analyzer/analysis-status';
import { CopyButton, ResultSection, SourceLink, StateBadge, TextList } from '../../components/analyzer/result-parts';
import { EngineBadge } from '../../components/analyzer/engine-badge';

type Level = 3 | 4;
interface SectionProps {
  result: WorldClassResult;
  level?: Level;
}

export function CriticalIssues({ result, level = 3 }: SectionProps) {
  const { problems, passed } = worldClassChecks(result);
  const Heading = `h${level}` as 'h3';
  return (
    <div className="flex flex-col gap-4">
      {problems.length === 0 ? (
        <div className="flex items-center gap-2 rounded-lg border border-green-200 bg-allowed-soft p-4">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-allowed" />
          <p className="font-semibold">No critical violations detected</p>
        </div>
      ) : (
        <ul aria-label="Critical issues" className="flex flex-col gap-3">
          {problems.map((v, i) => (
            <li key={`${v.ruleId}:${i}`} className="flex flex-col gap-2 rounded-lg border bg-card p-4 break-inside-avoid">
              <div className="flex flex-wrap items-center gap-2">
                <Heading className="mr-auto font-semibold">{v.check}</Heading>
                <Badge variant={WORLD_CLASS_SEVERITY_VARIANT[v.severity]}>{v.severity}</Badge>
                <Badge variant={v.status === 'FAIL' ? 'prohibited' : 'limited'}>{v.status}</Badge>
                <EngineBadge engine={v.engine} />
              </div>
              <p className="text-sm leading-relaxed break-words">{v.description}</p>
              <p className="text-sm break-words text-muted-foreground">
                <span className="font-semibold text-foreground">Rule: </span>
                {v.platformRule}
              </p>
              <p className="text-sm leading-relaxed break-words">
                <span className="font-semibold">Action required: </span>
                {v.actionRequired}
              </p>
              <SourceLink url={v.sourceUrl} />
            </li>
          ))}
        </ul>
      )}
      {passed.length > 0 ? (
        <ResultSection title={`Passed checks (${passed.length})`} level={level}>
          <ul className="flex flex-col gap-1.5 text-sm">
            {passed.map((p, i) => (
              <li key={`${p.ruleId}:${i}`} className="flex items-start gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-allowed" />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{p.check}</span>: {p.description}
                </span>
              </li>
            ))}
          </ul>
        </ResultSection>
      ) : null}
    </div>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-semibold sm:w-48">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function PolicyRequirements({ result, level = 3 }: SectionProps) {
  const p = result.structuredPolicyRequirements;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-2 text-sm">
        <Field term="Policy status">{p.verdict || 'Unknown'}</Field>
        <Field term="What the policy says">{p.verdictReason || 'Policy requirements are being analyzed...'}</Field>
        <Field term="Authorization required">{p.requiresAuthorization ? 'Yes' : 'No'}</Field>
        <Field term="Maximum penalty">{p.maximumPenalty || 'Platform-specific penalties may apply'}</Field>
      </dl>
      <ResultSection title="Allowed regions" level={level}>
        <TextList items={p.allowedRegions} empty="None: the policy allows this category nowhere in this market." />
      </ResultSection>
      <ResultSection title="Specific requirements" level={level}>
        <TextList items={p.specificRequirements} empty="The policy lists no specific requirements." />
      </ResultSection>
      <ResultSection title="Mandatory disclosures" level={level}>
        <TextList items={p.mandatoryDisclosures} empty="No statement is required in the ad itself." />
      </ResultSection>
    </div>
  );
}

export function AgeTargeting({ result, level = 3 }: SectionProps) {
  const a = result.ageTargetingIssues;
  const textOnly = result.analysis.engine === 'rules';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <BadgeTile term="Age gating" state={ageGatingBadge(result.detectedCategory, a.missingAgeGating)} />
        <BadgeTile term="Appeal to minors" state={minorsBadge(a.hasMinorAppeal)} />
        <BadgeTile term="Imagery" state={imageryBadge(a.inappropriateImagery, textOnly)} note={textOnly ? 'From the text only: no model looked at the picture.' : undefined} />
      </dl>
      <ResultSection title="Recommendations" level={level}>
        <TextList items={a.recommendations} empty="No targeting changes needed." />
      </ResultSection>
    </div>
  );
}

function BadgeTile({ term, state, note }: { term: string; state: ReturnType<typeof minorsBadge>; note?: string }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border p-3">
      <dt className="text-sm font-semibold">{term}</dt>
      <dd className="flex flex-col items-start gap-1">
        <StateBadge state={state} />
        {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
      </dd>
    </div>
  );
}

export function Certifications({ result, level = 3 }: SectionProps) {
  const c = result.certificationRequirements;
  return (
    <div className="flex flex-col gap-4">
      <ResultSection title="Shown in the ad" level={level}>
        <TextList items={c.present} empty="No licence or certification is mentioned in the ad." />
      </ResultSection>
      <ResultSection title="Required" level={level}>
        <TextList items={c.missing} empty="The platform asks for no certification for this ad." />
      </ResultSection>
      <ResultSection title="Recommendations" level={level}>
        <TextList items={c.recommendations} empty="Nothing to do." />
      </ResultSection>
    </div>
  );
}

export function Disclaimers({ result, level = 3 }: SectionProps) {
  const d = result.disclaimerAnalysis;
  const corrected = d.correctedText.join('\n');
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        Disclaimer compliance <StateBadge state={disclaimerBadge(d.compliance)} />
      </p>
      <ResultSection title="Found in the ad" level={level}>
        <TextList items={d.existingDisclaimers} empty="No disclaimer was found in the ad's text." />
      </ResultSection>
      <ResultSection title="Required" level={level}>
        <TextList items={d.required} empty="No disclaimer is required for this ad." />
      </ResultSection>
      {d.gaps.length > 0 || d.missing.length > 0 ? (
        <ResultSection title="Missing" level={level}>
          <TextList items={d.missing.length ? d.missing : d.gaps} />
        </ResultSection>
      ) : null}
      {d.correctedText.length > 0 ? (
        <ResultSection title="Corrected disclaimer" level={level} action={<CopyButton text={corrected} item="Corrected disclaimer" />}>
          <blockquote className="flex flex-col gap-1 rounded-md border-l-4 border-amber-300 bg-limited-soft px-3 py-2 text-sm leading-relaxed">
            {d.correctedText.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </blockquote>
          <p className="text-xs text-muted-foreground">Written in our words to satisfy each missing statement; where a regulator prescribes exact wording, use theirs.</p>
        </ResultSection>
      ) : null}
      {d.additionalRequired.length > 0 ? (
        <ResultSection title="Also advised" level={level}>
          <TextList items={d.additionalRequired} />
        </ResultSection>
      ) : null}
      {d.formatIssues.length > 0 ? (
        <ResultSection title="Format issues" level={level}>
          <TextList items={d.formatIssues} />
        </ResultSection>
      ) : null}
      <ResultSection title="Recommendations" level={level}>
        <TextList items={d.recommendations} empty="No disclaimer changes needed." />
      </ResultSection>
    </div>
  );
}

export function ActionPlan({ result, level = 3 }: SectionProps) {
  const plan = result.actionPlan;
  return (
    <div className="flex flex-col gap-4">
      <ResultSection title="Immediate" level={level}>
        <TextList items={plan.immediate} empty="Nothing blocks this ad." />
      </ResultSection>
      <ResultSection title="Recommended" level={level}>
        <TextList items={plan.recommended} empty="No further changes recommended." />
      </ResultSection>
      <ResultSection title="Monitoring" level={level}>
        <TextList items={plan.monitoring} empty="Nothing to watch." />
      </ResultSection>
    </div>
  );
}

export function LegalContext({ result, level = 3 }: SectionProps) {
  const legal = result.legalContext;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-2 text-sm">
        <Field term="Jurisdiction">{legal.jurisdiction || 'Unknown'}</Field>
        <Field term="Risk assessment">{legal.riskAssessment}</Field>
        <Field term="Disclaimer needed">{legal.disclaimerNeeded ? 'Yes' : 'No'}</Field>
      </dl>
      <ResultSection title="Applicable laws" level={level}>
        <TextList items={legal.applicableLaws} empty="No law in the library is linked to this policy." />
      </ResultSection>
      <p className="text-xs text-muted-foreground">From the policy library and the rules; not legal advice.</p>
    </div>
  );
}

export function PublisherPolicy({ result, level = 3 }: SectionProps) {
  const p = result.publisherSpecific;
  if (!p) return null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold">{p.publisherName}</p>
      <ResultSection title="Publisher requirements" level={level}>
        <TextList items={p.publisherRequirements} empty="No specific requirements." />
      </ResultSection>
      <ResultSection title="Publisher disclaimers" level={level}>
        <TextList items={p.publisherDisclaimers} empty="No disclaimer is required." />
      </ResultSection>
      <ResultSection title="Publisher certifications" level={level}>
        <TextList items={p.publisherCertifications} empty="No certification is required." />
      </ResultSection>
      <ResultSection title="Publisher policy" level={level}>
        {p.customizedPolicy ? <Markdown source={p.customizedPolicy} headingLevel={level + 1} /> : <p className="text-sm text-muted-foreground">No policy content available</p>}
      </ResultSection>
    </div>
  );
}

/** The Action Plan tab: the plan, then the Legal & Regulatory Context card (spec 001: the card sits in this tab). */
export function ActionPlanWithLegalContext({ result, level = 3 }: SectionProps) {
  return (
    <div className="flex flex-col gap-4">
      <ActionPlan result={result} level={level} />
      <ResultSection title="Legal & Regulatory Context" level={level} className="rounded-lg border p-4 break-inside-avoid-page">
        <LegalContext result={result} level={4} />
      </ResultSection>
    </div>
  );
}
