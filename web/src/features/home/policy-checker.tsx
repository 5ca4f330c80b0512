// The landing's Policy Checker (spec 001): Platform, Ad Category and Jurisdiction, 'Check Compliance'
// ('Analyzing Policies...' while it works), then the Compliance Result. The answer is the one resolution
// rule over the replica (core/checker.ts), so it works offline and says what the dataset says today.
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { categoryChoice, CHECKER_CATEGORIES, CHECKER_JURISDICTIONS, CHECKER_PLATFORMS, type CheckQuery } from '../../../../core/checker';
import { CUSTOM_PUBLISHER_STATUS, isCustomPublisher } from '../../../../core/custom-publisher';
import { useAppConfig } from '../../lib/app-config';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import type { CheckOutcome } from '../../lib/checker-data';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { ComplianceResult, type CheckedSelection } from './compliance-result';

type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; selection: CheckedSelection; outcome: CheckOutcome }
  | { status: 'failed'; message: string };

// Loaded on first touch of the form: Dexie and the replica stay off the landing's first screen.
const checkerData = () => import('../../lib/checker-data');
const prepare = () => void checkerData().then((m) => m.prepareChecker()).catch(() => undefined); // the check reports it

/**
 * The platform choices: the spec's three, except that a deployment whose publisher is not one the library
 * knows offers that publisher instead of the internal one (answered with its generated policy, ADR 223).
 */
export function checkerPlatforms(publisherName: string): { identifier: string; label: string }[] {
  if (!isCustomPublisher(publisherName)) return [...CHECKER_PLATFORMS];
  return [...CHECKER_PLATFORMS.filter((p) => p.identifier !== 'timesinternet'), { identifier: CUSTOM_PUBLISHER_STATUS, label: `${publisherName.trim()} (publisher)` }];
}

export function PolicyChecker({ initialCategory }: { initialCategory: string | null }) {
  const ids = useId();
  const { publisherName } = useAppConfig();
  const platforms = checkerPlatforms(publisherName);
  const [query, setQuery] = useState<CheckQuery>({ platform: '', category: categoryChoice(initialCategory), jurisdiction: '' });
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const complete = Boolean(query.platform && query.category && query.jurisdiction);
  const set = (field: keyof CheckQuery) => (value: string) => {
    prepare();
    setQuery((q) => ({ ...q, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || state.status === 'checking') return;
    setState({ status: 'checking' });
    const selection: CheckedSelection = {
      platformLabel: platforms.find((p) => p.identifier === query.platform)?.label ?? query.platform,
      categoryLabel: CHECKER_CATEGORIES.find((c) => c.slug === query.category)!.label,
      jurisdictionName: CHECKER_JURISDICTIONS.find((j) => j.code === query.jurisdiction)!.name,
    };
    try {
      const data = await checkerData();
      const outcome = query.platform === CUSTOM_PUBLISHER_STATUS ? await data.runCustomPublisherCheck(publisherName, query) : await data.runCheck(query);
      setState({ status: 'done', selection, outcome });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Policy Checker</CardTitle>
          <CardDescription>Choose a platform, an ad category and a market to see what the platform allows there, with what the advertiser must provide.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void submit(e)} onFocus={prepare} className="grid gap-4 sm:grid-cols-3">
            <LabelledSelect id={`${ids}-platform`} label="Platform" placeholder="Select platform" value={query.platform} onChange={set('platform')} options={platforms.map((p) => [p.identifier, p.label])} />
            <LabelledSelect id={`${ids}-category`} label="Ad Category" placeholder="Select category" value={query.category} onChange={set('category')} options={CHECKER_CATEGORIES.map((c) => [c.slug, c.label])} />
            <LabelledSelect id={`${ids}-jurisdiction`} label="Jurisdiction" placeholder="Select jurisdiction" value={query.jurisdiction} onChange={set('jurisdiction')} options={CHECKER_JURISDICTIONS.map((j) => [j.code, `${j.name} (${j.code})`])} />
            <Button type="submit" disabled={!complete || state.status === 'checking'} className="sm:col-span-3 sm:justify-self-start">
              <ShieldCheck aria-hidden="true" />
              {state.status === 'checking' ? 'Analyzing Policies...' : 'Check Compliance'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {state.status === 'done' ? <ComplianceResult selection={state.selection} policy={state.outcome.policy} documents={state.outcome.documents} gamblingTabPolicies={state.outcome.gamblingTabPolicies} source={state.outcome.source} /> : null}
        {state.status === 'failed' ? (
          <div role="alert" className="rounded-md border border-red-300 bg-prohibited-soft p-4 text-sm text-prohibited">
            <p className="font-semibold">The check could not be made</p>
            <p className="mt-1">{state.message}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
