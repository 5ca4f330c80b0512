// The simple checker (/simple-checker, spec 001): platform, category and market, 'Check Policy', then a
// status box with Show Requirements (the record's requirements, line by line), View Documentation (its
// details) and View Source. A publisher without a rule of its own for the market is 'Not Available'; for
// the publisher, Real Money Gaming and India a button leads to its undertaking. From the replica, offline.
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AnswerSourceText } from '../../../../core/answer-source';
import { needsPublisherUndertaking, type CheckQuery, type SimpleCheckOutcome } from '../../../../core/checker';
import type { PolicyWithRefs } from '../../../../core/contract';
import { PageHeader } from '../../components/layout/page-header';
import { buttonVariants } from '../../components/ui/button';
import { EMPTY_QUERY, PolicyAnswerPanels, publisherLabel, SimpleCheckerForm, StatusBox } from './simple-checker-parts';

type State =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; query: CheckQuery; outcome: SimpleCheckOutcome<PolicyWithRefs>; source: AnswerSourceText | null }
  | { status: 'failed'; message: string };

const checkerData = () => import('../../lib/checker-data');

export function SimpleCheckerPage() {
  const [query, setQuery] = useState<CheckQuery>(EMPTY_QUERY);
  const [state, setState] = useState<State>({ status: 'idle' });
  const change = (next: CheckQuery) => {
    void checkerData().then((m) => m.prepareChecker()).catch(() => undefined); // the check reports it
    setQuery(next);
  };
  const submit = async () => {
    setState({ status: 'checking' });
    try {
      const { outcome, source } = await (await checkerData()).runSimpleCheck(query);
      setState({ status: 'done', query, outcome, source });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Simple Policy Checker" description="Three choices, one answer: what the platform allows for the category in the market." />
      <SimpleCheckerForm query={query} onChange={change} onSubmit={() => void submit()} busy={state.status === 'checking'} />
      <div aria-live="polite">
        {state.status === 'done' ? <SimpleResult query={state.query} outcome={state.outcome} source={state.source} /> : null}
        {state.status === 'failed' ? (
          <p role="alert" className="rounded-md border border-red-300 bg-prohibited-soft p-4 text-sm text-prohibited">
            {state.message}
          </p>
        ) : null}
      </div>
      {/* Spec 001's "© {year} {product}" footer is the layout's (SiteFooter); a line here repeated it. */}
    </div>
  );
}

function SimpleResult({ query, outcome, source }: { query: CheckQuery; outcome: SimpleCheckOutcome<PolicyWithRefs>; source: AnswerSourceText | null }) {
  if (outcome.kind === 'none') {
    return <p className="rounded-md border p-4 text-sm">No policy found for the selected criteria. Please try a different combination.</p>;
  }
  return (
    <section aria-label="Result" className="flex flex-col gap-4">
      {outcome.kind === 'not-available' ? (
        <StatusBox status="unavailable" label="Not Available">
          <p className="mt-1 text-sm">{publisherLabel(query)} has no ad policy for this category in this jurisdiction.</p>
        </StatusBox>
      ) : (
        <PolicyAnswerPanels
          policy={outcome.policy}
          linkTo={`/policy/${outcome.policy.id}`}
          source={source}
          extra={
            needsPublisherUndertaking(query) ? (
              <Link to="/undertaking" className={buttonVariants({ size: 'sm' })}>
                <FileSignature aria-hidden="true" />
                {publisherLabel(query)} Advertiser Undertaking
              </Link>
            ) : null
          }
        />
      )}
    </section>
  );
}
