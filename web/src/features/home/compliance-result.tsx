// The Compliance Result card (spec 001 "Landing page and policy checker", "Policy result panel"): titled
// with platform, category and market, the status badge, the policy's description and confidence, and the
// panels — Show Requirements and View Documentation (one open at a time), View Source in a new tab when
// the record has a source. Every word of policy comes from the dataset.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PolicyDocument, PolicyWithRefs } from '../../../../core/contract';
import { staticPageOf } from '../../../../core/static-documents';
import { checkerStatusLabel, isPolicyStatus } from '../../../../core/status';
import type { AnswerSourceText } from '../../../../core/answer-source';
import { AnswerSourceLine } from '../../components/policy/answer-source';
import { CheckBeforePromise } from '../../components/policy/check-before-promise';
import { ConfidenceMark } from '../../components/policy/confidence-note';
import { HowWeKnow } from '../../components/policy/how-we-know';
import { productsLabel } from '../../components/policy/regional-rule-rows';
import { StatusCaveat } from '../../components/policy/status-badge';
import { GamblingTabs, SubcategoryTerms } from './gambling-tabs';
import type { Product } from '../../../../core/products';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { PanelToggles, usePanels } from '../../components/policy/panel-toggles';
import { ViewSourceLink } from '../../components/policy/view-source-link';

export interface CheckedSelection {
  platformLabel: string;
  categoryLabel: string;
  jurisdictionName: string;
}

export function ComplianceResult({
  selection,
  policy,
  documents,
  gamblingTabPolicies = [],
  source = null,
}: {
  selection: CheckedSelection;
  policy: PolicyWithRefs | null;
  documents: PolicyDocument[];
  gamblingTabPolicies?: PolicyWithRefs[];
  /** Which market's rule answers (issue 28); null for a generated custom-publisher policy. */
  source?: AnswerSourceText | null;
}) {
  const titleId = useId();
  const [product, setProduct] = useState<Product | null>(null);
  const terms = product && gamblingTabPolicies.length > 0 ? <SubcategoryTerms policies={gamblingTabPolicies} product={product} /> : null;
  const title = `${selection.platformLabel} · ${selection.categoryLabel} · ${selection.jurisdictionName}`;
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Compliance Result</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId}>{title}</CardTitle>
          {policy ? (
            <span className="flex flex-wrap items-center gap-1.5">
              <Badge variant={isPolicyStatus(policy.status) ? policy.status : 'secondary'}>{checkerStatusLabel(policy.status)}</Badge>
              {policy.statusQualifier ? <StatusCaveat text={policy.statusQualifier} /> : null}
              <ConfidenceMark confidence={policy.confidence} />
            </span>
          ) : null}
        </div>
        {source ? <AnswerSourceLine source={source} /> : null}
        {policy ? <CheckBeforePromise evidence={policy} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {policy ? <PolicyAnswer policy={policy} documents={documents} subcategoryTerms={terms} /> : <NoPolicyFound />}
        {gamblingTabPolicies.length > 0 ? <GamblingTabs policies={gamblingTabPolicies} chosen={product} onChoose={setProduct} /> : null}
      </CardContent>
    </Card>
  );
}

function NoPolicyFound() {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-prohibited-soft p-4 text-sm text-prohibited">
      <p className="font-semibold">No policy found</p>
      <p className="mt-1">
        No specific policy exists for this combination. Try another combination, or <Link to="/contact" className="underline underline-offset-4">contact us</Link> for
        assistance.
      </p>
    </div>
  );
}

function PolicyAnswer({ policy, documents, subcategoryTerms }: { policy: PolicyWithRefs; documents: PolicyDocument[]; subcategoryTerms: ReactNode }) {
  const { open, toggle } = usePanels();
  const panelId = useId();
  // A custom publisher's answer is its generated policy (ADR 223): no page of its own, the policy as documentation.
  const custom = 'isCustomPublisher' in policy;
  return (
    <>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">
          {custom ? (
            policy.title
          ) : (
            <Link to={`/policy/${policy.id}`} className="text-primary underline-offset-4 hover:underline">
              {policy.title}
            </Link>
          )}
        </h3>
        {custom ? <Badge variant="secondary" className="self-start">Custom publisher policy · generated from the library</Badge> : null}
        <p className="text-sm leading-relaxed text-slate-800">{policy.description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <PanelToggles open={open} onToggle={toggle} controls={panelId} />
        <ViewSourceLink url={policy.sourceUrl} />
      </div>
      <div id={panelId}>
        {open === 'requirements' ? <RequirementsPanel policy={policy} /> : null}
        {open === 'documentation' ? (
          custom ? (
            <section aria-label="Documentation" tabIndex={0} className="h-96 overflow-y-auto rounded-md border bg-card p-4 text-sm">
              <Markdown source={policy.details} headingLevel={4} />
            </section>
          ) : (
            <div className="flex flex-col gap-3">
              {subcategoryTerms}
              <DocumentationPanel documents={documents} />
            </div>
          )
        ) : null}
      </div>
      <HowWeKnow note={policy.note} verifiedAt={policy.verifiedAt} sources={[policy.sourceUrl, ...policy.extraSources]} />
    </>
  );
}

function RequirementsPanel({ policy }: { policy: PolicyWithRefs }) {
  const facts = [
    policy.minAge ? `Minimum age: ${policy.minAge}+` : null,
    policy.certification ? `Certification: ${policy.certification}` : null,
  ].filter((f): f is string => f !== null);
  return (
    <section aria-label="Requirements" className="flex flex-col gap-3 rounded-md border bg-muted/40 p-4 text-sm">
      {facts.length ? (
        <ul className="flex flex-wrap gap-2">
          {facts.map((f) => (
            <li key={f} className="rounded-md border bg-card px-2.5 py-1 text-xs font-semibold break-words">
              {f}
            </li>
          ))}
        </ul>
      ) : null}
      <h4 className="font-semibold">Requirements</h4>
      <Markdown source={policy.requirements || 'No specific requirements'} headingLevel={5} />
      {policy.restrictions ? (
        <>
          <h4 className="font-semibold">Restrictions</h4>
          <Markdown source={policy.restrictions} headingLevel={5} />
        </>
      ) : null}
      {policy.regionalRules.length ? (
        <>
          <h4 className="font-semibold">Regional rules</h4>
          <ul className="list-disc pl-5">
            {policy.regionalRules.map((r, i) => (
              <li key={i}>
                <span className="font-medium">{r.name}</span>
                {productsLabel(r.products) ? ` · ${productsLabel(r.products)}` : ''} ({checkerStatusLabel(r.status)}
                {r.minAge ? `, ${r.minAge}+` : ''}): {r.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function DocumentationPanel({ documents }: { documents: PolicyDocument[] }) {
  if (documents.length === 0) return <p className="rounded-md border p-4 text-sm text-muted-foreground">No policy content available</p>;
  return (
    <section aria-label="Documentation" className="flex flex-col gap-3">
      {documents.map((d) => (
        <article key={d.key} aria-label={d.title} tabIndex={0} className="h-96 overflow-y-auto rounded-md border bg-card p-4 text-sm">
          <Markdown source={d.markdown} headingLevel={4} />
          {staticPageOf(d.key) ? (
            <p className="mt-3">
              <a href={staticPageOf(d.key)!} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
                Open the full text as a page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
          {d.sourceUrl ? (
            <p className="mt-3">
              <a href={d.sourceUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                Source: {new URL(d.sourceUrl).hostname}
              </a>
            </p>
          ) : null}
        </article>
      ))}
    </section>
  );
}
