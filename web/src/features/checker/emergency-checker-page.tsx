// The emergency checker (/emergency-checker, 'Simple Policy Checker (Emergency Fix)', spec 001). The spec
// shows a fixed 'Allowed with Limitations' whatever is chosen, which would mislead; this is the checker that
// always answers truly: from the library on the device, else from the copy bundled with the app. Its debug
// toggles say which answered, at which version, and show the raw record. ADR 215.
import { AlertTriangle, Bug, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { needsPublisherUndertaking, type CheckQuery } from '../../../../core/checker';
import { PageHeader } from '../../components/layout/page-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { useAppConfig } from '../../lib/app-config';
import { emergencyAnswer, type EmergencyAnswer } from './emergency-answer';
import { EMPTY_QUERY, PolicyAnswerPanels, publisherLabel, SimpleCheckerForm, StatusBox } from './simple-checker-parts';

export function EmergencyCheckerPage() {
  const [query, setQuery] = useState<CheckQuery>(EMPTY_QUERY);
  const [state, setState] = useState<{ query: CheckQuery; answer: EmergencyAnswer } | 'checking' | null>(null);
  const submit = async () => {
    setState('checking');
    setState({ query, answer: await emergencyAnswer(query) });
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Simple Policy Checker (Emergency Fix)" description="Answers even when the policy library cannot be read on this device." />
      <SimpleCheckerForm query={query} onChange={setQuery} onSubmit={() => void submit()} busy={state === 'checking'} />
      <div aria-live="polite">{state && state !== 'checking' ? <EmergencyResult query={state.query} answer={state.answer} /> : null}</div>
    </div>
  );
}

/**
 * Whose legal team settles what the answer leaves open (spec 001: "the publisher's legal team"): the publisher
 * the answer is about, named as the form names it, else the deployment's publisher, from the configuration.
 */
export function legalTeamOwner(query: CheckQuery, publisherName: string): string {
  return query.platform === 'timesinternet' ? publisherLabel(query) : publisherName.trim();
}

function EmergencyResult({ query, answer }: { query: CheckQuery; answer: EmergencyAnswer }) {
  const { publisherName } = useAppConfig();
  const [debug, setDebug] = useState(false);
  return (
    <section aria-label="Result" className="flex flex-col gap-4">
      {answer.outcome === 'policy' && answer.policy ? (
        <PolicyAnswerPanels policy={answer.policy} linkTo={answer.policy.id ? `/policy/${answer.policy.id}` : null} />
      ) : answer.outcome === 'not-available' ? (
        <StatusBox status="unavailable" label="Not Available">
          <p className="mt-1 text-sm">{publisherLabel(query)} has no ad policy for this category in this jurisdiction.</p>
        </StatusBox>
      ) : (
        <p className="rounded-md border p-4 text-sm">No policy found for the selected criteria. Please try a different combination.</p>
      )}
      {needsPublisherUndertaking(query) ? (
        <div role="note" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-limited-soft p-4 text-sm">
          <p className="flex items-start gap-2 font-semibold text-limited">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            An advertiser undertaking is mandatory before any gaming campaign runs with {publisherLabel(query)}.
          </p>
          <Link to="/times-internet-undertaking" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            <FileSignature aria-hidden="true" />
            View the undertaking
          </Link>
        </div>
      ) : (
        <p className="rounded-md border p-4 text-sm">For anything this answer does not settle, contact {legalTeamOwner(query, publisherName)}&rsquo;s legal team before the campaign goes live.</p>
      )}
      <Button variant="ghost" size="sm" className="self-start" aria-expanded={debug} onClick={() => setDebug((d) => !d)}>
        <Bug aria-hidden="true" />
        {debug ? 'Hide Debug Info' : 'Show Debug Info'}
      </Button>
      {debug ? (
        <dl aria-label="Debug info" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-md border p-4 text-xs">
          <dt className="font-semibold">Answered from</dt>
          <dd>{answer.from === 'replica' ? 'the policy library on this device' : 'the copy bundled with the app'}</dd>
          <dt className="font-semibold">Version</dt>
          <dd>{answer.version}</dd>
          {answer.fallbackReason ? (
            <>
              <dt className="font-semibold">Library not used</dt>
              <dd>{answer.fallbackReason}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Raw record</dt>
          <dd className="min-w-0">
            <pre tabIndex={0} aria-label="Raw record" className="max-h-64 overflow-auto whitespace-pre-wrap break-words">{JSON.stringify(answer.raw, null, 2)}</pre>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
