// The landing's Launch Navigator tab (spec 001 "Launch navigator", issue 11 item 5): a country and a product
// type, then the launch feasibility, the licences and the next steps, worked out from data with no delay
// (core/launch-navigator.ts), and the roadmap as a text file.
import { Download, Loader2, Rocket } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { launchRoadmapText, NAVIGATOR_COUNTRIES, NAVIGATOR_PRODUCTS, type LaunchAssessment } from '../../../../../core/launch-navigator';
import { ConfidenceMark } from '../../../components/policy/confidence-note';
import { HowWeKnow } from '../../../components/policy/how-we-know';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { downloadText } from '../../../lib/download-text';
import { LabelledSelect } from '../../../components/ui/labelled-select';
import { runLaunchAssessment } from './launch-data';

type State = { status: 'idle' } | { status: 'working' } | { status: 'done'; result: LaunchAssessment } | { status: 'failed'; message: string };

export function LaunchNavigator() {
  const ids = useId();
  const [country, setCountry] = useState('');
  const [product, setProduct] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!country || !product || state.status === 'working') return;
    setState({ status: 'working' });
    try {
      setState({ status: 'done', result: await runLaunchAssessment(country, product) });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : 'The assessment could not be made.' });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            <LabelledSelect id={`${ids}-country`} label="Target Country" placeholder="Select country" value={country} onChange={setCountry} options={NAVIGATOR_COUNTRIES.map((c) => [c.code, c.name])} />
            <LabelledSelect id={`${ids}-product`} label="Product Type" placeholder="Select product type" value={product} onChange={setProduct} options={NAVIGATOR_PRODUCTS.map((p) => [p.key, p.label])} />
            <Button type="submit" disabled={!country || !product || state.status === 'working'} className="sm:col-span-2 sm:justify-self-start">
              {state.status === 'working' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Rocket aria-hidden="true" />}
              {state.status === 'working' ? 'Analyzing Launch Feasibility...' : 'Analyze Launch Requirements'}
            </Button>
          </form>
        </CardContent>
      </Card>
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-md border border-red-300 bg-prohibited-soft p-4 text-sm text-prohibited">
          {state.message}
        </p>
      ) : null}
      {state.status === 'done' ? <LaunchResult result={state.result} /> : null}
    </div>
  );
}

function LaunchResult({ result }: { result: LaunchAssessment }) {
  const facts: [string, string][] = [
    ['Country', result.country],
    ['Product', result.product],
    ['Timeline', result.timeline.fromData ? result.timeline.text : `${result.timeline.text} (default estimate; no source gives one)`],
    ['Estimated cost', result.estimatedCost.fromData ? result.estimatedCost.text : `${result.estimatedCost.text} (default estimate; no source gives one)`],
  ];
  const download = () =>
    downloadText(`Launch-Roadmap-${result.product}-${result.country}.txt`.replace(/[^\w.-]+/g, '-'), launchRoadmapText(result, new Date().toISOString().slice(0, 10)));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card role="region" aria-label="Launch Feasibility">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            Launch Feasibility
            <Badge variant={result.canLaunch ? 'allowed' : 'prohibited'}>{result.canLaunch ? 'Launch Possible' : 'Launch Restricted'}</Badge>
            <ConfidenceMark confidence={result.confidence} />
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-500">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {result.reasons.length ? (
            <ul aria-label="Why launch is restricted" className="list-disc pl-5 text-prohibited">
              {result.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
          <p className="text-slate-700">{result.legalStatus}</p>
          <HowWeKnow note={result.note} verifiedAt={result.verifiedAt} sources={result.sources} />
        </CardContent>
      </Card>
      <Card role="region" aria-label="Required Licenses">
        <CardHeader>
          <CardTitle>Required Licenses</CardTitle>
        </CardHeader>
        <CardContent>
          {result.licences.length === 0 ? (
            <p className="text-sm text-muted-foreground">No licence route: see the legal status.</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm">
              {result.licences.map((l) => (
                <li key={l.name} className="flex flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {l.name}
                    <Badge variant={l.required ? 'limited' : 'secondary'}>{l.required ? 'Required' : 'Optional'}</Badge>
                  </span>
                  <span className="text-muted-foreground">{l.regulator}</span>
                  <span className="text-slate-700">{l.note}</span>
                  <a href={l.sourceUrl} target="_blank" rel="noopener noreferrer" className="self-start text-xs underline underline-offset-2">
                    Source
                  </a>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card role="region" aria-label="Next Steps & Action Plan" className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Next Steps &amp; Action Plan</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
            {result.nextSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <Button variant="outline" className="self-start" onClick={download}>
            <Download aria-hidden="true" />
            Generate Complete Launch Roadmap
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
