// The Issues tab (spec 001 "AI analyzer"): each violation with its kind, severity (high red, medium yellow,
// low blue), confidence as a percent, what is wrong, the fix, and the rule's Source; 'No Issues Detected'
// when there are none.
import { CircleCheck } from 'lucide-react';
import type { StandardViolation } from '../../../../core/analyzer/results';
import { Badge } from '../ui/badge';
import { confidencePercent, SEVERITY_VARIANT } from './analysis-status';
import { SourceLink } from './result-parts';
import { EngineBadge } from './engine-badge';

const SEVERITY_TEXT = { high: 'High', medium: 'Medium', low: 'Low' } as const;

export function ViolationList({ violations, headingLevel = 3 }: { violations: readonly StandardViolation[]; headingLevel?: 3 | 4 }) {
  if (violations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-lg border border-green-200 bg-allowed-soft p-6 text-center">
        <CircleCheck aria-hidden="true" className="size-6 text-allowed" />
        <p className="font-semibold">No Issues Detected</p>
        <p className="text-sm text-slate-700">No rule that applies to this ad found a problem in its text.</p>
      </div>
    );
  }
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <ul aria-label="Violations" className="flex flex-col gap-3">
      {violations.map((v, i) => (
        <li key={`${v.ruleId}:${i}`} className="flex flex-col gap-2 rounded-lg border bg-card p-4 break-inside-avoid">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="mr-auto font-semibold">{v.category}</Heading>
            <Badge variant={SEVERITY_VARIANT[v.severity]}>{SEVERITY_TEXT[v.severity]} severity</Badge>
            <Badge variant="outline">Confidence {confidencePercent(v.confidence)}%</Badge>
            <EngineBadge engine={v.engine} />
          </div>
          <p className="text-sm leading-relaxed break-words">{v.description}</p>
          {v.fix ? (
            <p className="text-sm leading-relaxed break-words">
              <span className="font-semibold">Fix: </span>
              {v.fix}
            </p>
          ) : null}
          <SourceLink url={v.sourceUrl} />
        </li>
      ))}
    </ul>
  );
}
