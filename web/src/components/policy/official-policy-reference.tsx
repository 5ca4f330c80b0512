// The Official Policy Reference panel (spec 001 "Embedded Official Policy Reference panel", issue 9 item 7):
// for a platform, category and market, the policy that answers (the checker's rule over the replica), its
// status, and Requirements and Documentation toggles; requirement items come from the data, and an item the
// analysis found missing or broken carries an 'AI Flagged' badge, matched by the finding's topic
// (core/policy-reference.ts). The analyzer (issue 10) embeds it.
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { checkPolicy, categoryChoice } from '../../../../core/checker';
import type { PolicyWithRefs } from '../../../../core/contract';
import { referenceItems, type ReferenceFlag } from '../../../../core/policy-reference';
import { DatasetGate, useDataset } from '../dataset/dataset-screen';
import { StatusBadge } from './status-badge';
import { Badge } from '../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Markdown } from '../ui/markdown';
import { Skeleton } from '../ui/skeleton';
import { allPoliciesRead } from '../../lib/replica/dataset-reads';
import { PanelToggles, usePanels } from './panel-toggles';

export interface PolicyReferenceProps {
  /** A platform identifier or alias (google, facebook, meta, times…). */
  platform?: string | null;
  /** A category slug or name ('Real Money Gaming'). */
  category?: string | null;
  /** A market code (UK = GB). */
  jurisdiction?: string | null;
  /** The analysis's findings (topic and check name): the items they are about are flagged. */
  highlightedViolations?: readonly ReferenceFlag[];
}

export function OfficialPolicyReference({ platform, category, jurisdiction, highlightedViolations = [] }: PolicyReferenceProps) {
  const chosen = Boolean(platform?.trim() && category?.trim() && jurisdiction?.trim());
  return (
    <Card role="region" aria-label="Official Policy Reference">
      <CardHeader>
        <CardTitle>Official Policy Reference</CardTitle>
      </CardHeader>
      <CardContent>
        {chosen ? (
          <Reference platform={platform!} category={category!} jurisdiction={jurisdiction!} highlightedViolations={highlightedViolations} />
        ) : (
          <p className="text-sm text-muted-foreground">Select platform, category, and jurisdiction to view policy reference.</p>
        )}
      </CardContent>
    </Card>
  );
}

function Reference({ platform, category, jurisdiction, highlightedViolations }: Required<{ [K in keyof PolicyReferenceProps]: NonNullable<PolicyReferenceProps[K]> }>) {
  const result = useDataset(allPoliciesRead, []);
  return (
    <DatasetGate result={result} skeleton={<Skeleton className="h-24" />}>
      {(data) => {
        const policy = checkPolicy(data, { platform, category: categoryChoice(category) || category, jurisdiction });
        if (!policy) return <p className="font-semibold">Policy Not Found</p>;
        return <ReferenceBody policy={policy} violations={highlightedViolations} />;
      }}
    </DatasetGate>
  );
}

function ReferenceBody({ policy, violations }: { policy: PolicyWithRefs; violations: readonly ReferenceFlag[] }) {
  const { open, toggle } = usePanels();
  const panelId = useId();
  const items = referenceItems(policy, violations);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{policy.title}</h3>
        <StatusBadge status={policy.status} evidence={policy} />
      </div>
      <div className="flex flex-wrap gap-2">
        <PanelToggles open={open} onToggle={toggle} controls={panelId} />
      </div>
      <div id={panelId}>
        {open === 'requirements' ? (
          <ul aria-label="Requirements" className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            {items.length === 0 ? <li>No specific requirements</li> : null}
            {items.map((item) => (
              <li key={`${item.kind}:${item.text}`} className="flex flex-wrap items-start gap-2">
                <span className="min-w-0 flex-1">{item.kind === 'restriction' ? `Not allowed: ${item.text}` : item.text}</span>
                {item.flagged ? (
                  <Badge variant="prohibited">
                    <Sparkles aria-hidden="true" className="size-3" />
                    AI Flagged
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {open === 'documentation' ? (
          <section aria-label="Documentation" tabIndex={0} className="h-64 overflow-y-auto rounded-md border p-3 text-sm">
            <Markdown source={policy.details || 'No policy content available'} headingLevel={4} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
