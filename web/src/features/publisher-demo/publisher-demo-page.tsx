// The publisher demo (/publisher-demo, spec 001 "Publisher demo", issue 11 item 4): a name and a market,
// the mode the builder would use for that name (demo-mode.ts), what the builder does, a sample of its output
// written by the real generator over the library on this device, and Generate, which opens the builder
// with the name and market filled in.
import { Sparkles } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHECKER_JURISDICTIONS } from '../../../../core/checker';
import { generatePublisherPolicy, type PolicyLibrary } from '../../../../core/publisher-policy';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { policyLibraryRead } from '../../lib/replica/dataset-reads';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { builderHref, demoMode, type DemoMode } from './demo-mode';

/** The demo's markets (spec: India, US, UK): the checker's, with UK and GB as one. */
const MARKETS = CHECKER_JURISDICTIONS.map((j) => [j.code, j.name] as const);

/** The sample's category: the one every market of the demo has rules for. */
const SAMPLE_CATEGORY = 'Cryptocurrency';

const FEATURES = [
  'An advertising policy, an advertiser undertaking and a requirements checklist in one step',
  'Written from the current policy library: platform rules, laws and regulator codes, each with its source',
  'Gaming in the US by subcategory, with the states where each product may run',
  'Copy, download as text or print on A4; works offline from the library on this device',
];

const BENEFITS = [
  'The same answer online and offline: one generator, on the server and on the device',
  'Dated and sourced: every document says which library revision it came from',
  'Ready for legal review instead of a blank page',
];

export function PublisherDemoPage() {
  const result = useDataset(policyLibraryRead, []);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Publisher Policy Builder Demo" description="See how the builder writes a publisher's policies from the policy library." />
      <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={3} />}>
        {(library) => <Demo library={library} />}
      </DatasetGate>
    </div>
  );
}

function Demo({ library }: { library: PolicyLibrary }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [market, setMarket] = useState('IN');
  const mode = demoMode(name);
  const sample = useMemo(() => {
    try {
      const publisherName = name.trim() || 'Your publisher';
      return generatePublisherPolicy(library, { publisherName, category: SAMPLE_CATEGORY, jurisdiction: market }, new Date().toISOString().slice(0, 10)).customizedPolicy;
    } catch {
      return null; // a library without the template or an undertaking: the panel says there is no content
    }
  }, [library, name, market]);
  return (
    <>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 sm:pt-6">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-name`} className="text-sm font-semibold">
              Publisher name
            </label>
            <input
              id={`${ids}-name`}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              placeholder="Enter your publisher name"
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            />
          </div>
          <LabelledSelect id={`${ids}-market`} label="Target jurisdiction" placeholder="Select jurisdiction" value={market} onChange={setMarket} options={MARKETS} />
        </CardContent>
      </Card>
      <ModeCard mode={mode} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>What the builder does</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
              {FEATURES.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>System benefits</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
              {BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Sample output</CardTitle>
          <p className="text-sm text-muted-foreground">The start of the {SAMPLE_CATEGORY} policy the builder writes for this name and market, from the library on this device.</p>
        </CardHeader>
        <CardContent>
          <section aria-label="Sample output" tabIndex={0} className="h-96 overflow-y-auto rounded-md border bg-card p-4 text-sm">
            {sample ? <Markdown source={sample} headingLevel={3} /> : <p>No policy content available</p>}
          </section>
        </CardContent>
      </Card>
      <Link to={builderHref(name, market)} className={`${buttonVariants({ size: 'lg' })} self-start`}>
        <Sparkles aria-hidden="true" />
        Generate
      </Link>
    </>
  );
}

function ModeCard({ mode }: { mode: DemoMode }) {
  if (!mode) return <p className="text-sm text-muted-foreground">Enter a publisher name (3 characters or more) to see the mode the builder uses.</p>;
  return (
    <Card role="status" aria-label="Mode">
      <CardContent className="flex flex-col gap-2 pt-5 sm:pt-6">
        <p className="flex items-center gap-2">
          <Badge variant={mode === 'CUSTOM' ? 'allowed' : 'secondary'}>{mode}</Badge>
          <span className="font-semibold">{mode === 'CUSTOM' ? 'Internal policies' : 'Templates from the platform policy data'}</span>
        </p>
        <p className="text-sm text-slate-700">
          {mode === 'CUSTOM'
            ? 'The internal publisher’s own rules from the library, where it has them for the market.'
            : 'Mirrored from the internal publisher’s rules where it has them for the market, otherwise from Google’s, with the laws of the market.'}
        </p>
      </CardContent>
    </Card>
  );
}
