// The landing's tab set (spec 001): Policy Checker (`simple`, the default), AI Analyzer (`ai`), Publisher
// Policy Builder (`builder`, a card with its Launch button) and Launch Navigator (`navigator`, only when
// the deployment's enableLaunchNavigator is on). The tab lives in the URL (?tab=), so a link can open one.
import { Rocket } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { useAppConfig } from '../../lib/app-config';
import { useUrlParams } from '../../lib/use-url-params';
import { PolicyChecker } from './policy-checker';

type LandingTab = 'simple' | 'ai' | 'builder' | 'navigator';

const TAB_ITEMS: readonly TabItem<LandingTab>[] = [
  { key: 'simple', label: 'Policy Checker' },
  { key: 'ai', label: 'AI Analyzer' },
  { key: 'builder', label: 'Publisher Policy Builder' },
  { key: 'navigator', label: 'Launch Navigator' },
];

export function LandingTabs() {
  const { enableLaunchNavigator } = useAppConfig();
  const [params, setParams] = useUrlParams();
  const items = TAB_ITEMS.filter((t) => t.key !== 'navigator' || enableLaunchNavigator);
  // An image to analyze in the link (?filePath=) opens the analyzer; otherwise the checker.
  const wanted = params.get('tab') ?? (params.get('filePath') ? 'ai' : 'simple');
  const tab = items.find((t) => t.key === wanted)?.key ?? 'simple';
  const select = (key: LandingTab) =>
    setParams((current) => {
      if (key === 'simple') current.delete('tab');
      else current.set('tab', key);
      return current;
    });
  return (
    <section id="policy-checker" aria-label="Compliance tools" className="scroll-mt-20">
      {/* The spec's row: 4 columns with the Launch Navigator, else 3; a long label wraps inside its column. */}
      <Tabs<LandingTab> label="Compliance tools" items={items} selected={tab} onSelect={select} columns={items.length === 4 ? 4 : 3}>
        {tab === 'simple' ? <PolicyChecker initialCategory={params.get('category')} /> : null}
        {tab === 'ai' ? <AnalyzerTab filePath={params.get('filePath')} category={params.get('category')} /> : null}
        {tab === 'builder' ? <BuilderCard /> : null}
        {tab === 'navigator' ? <NavigatorCard /> : null}
      </Tabs>
    </section>
  );
}

// Loaded when the tab is opened: the analyzer's form and result views stay off the landing's first screen.
const LandingAnalyzer = lazy(() => import('./landing-analyzer').then((m) => ({ default: m.LandingAnalyzer })));

function AnalyzerTab({ filePath, category }: { filePath: string | null; category: string | null }) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the analyzer…</p>}>
      <LandingAnalyzer initialFilePath={filePath?.trim() || null} initialCategory={category} />
    </Suspense>
  );
}

function BuilderCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publisher Policy Builder</CardTitle>
        <CardDescription>
          For a publisher’s ad operations: an advertising policy, an advertiser undertaking and a requirements checklist for a regulated
          category in a market, generated from current policy data.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/publisher-policy-builder" className={buttonVariants()}>
          <Rocket aria-hidden="true" />
          Launch
        </Link>
      </CardContent>
    </Card>
  );
}

// Loaded when the tab is opened: the navigator and its data stay off the landing's first screen.
const LaunchNavigator = lazy(() => import('./launch-navigator/launch-navigator').then((m) => ({ default: m.LaunchNavigator })));

function NavigatorCard() {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the launch navigator…</p>}>
      <LaunchNavigator />
    </Suspense>
  );
}
