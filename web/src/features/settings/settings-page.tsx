// The Settings screen (/settings): the data this device holds and what can be done with it (sync, clear and
// download again), the default market, the offline analyzer (ADR 320), and the app's version. It reads the replica once, live, through
// db.ts; it starts the replica sync like every screen that reads the library (ADR 305).
import { useEffect } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ensureReplicaSync } from '../../lib/replica/replica-sync';
import { version } from '../../../../package.json';
import { useSettingsData } from './db';
import { DefaultMarketCard } from './default-market-card';
import { DeviceDataCard } from './device-data-card';
import { OfflineAnalyzerCard } from './offline-analyzer-card';

export function SettingsPage() {
  const result = useSettingsData();
  useEffect(ensureReplicaSync, []);
  return (
    <div>
      <PageHeader title="Settings" description="What this device keeps, how current it is, and your preferences." />
      <div className="flex max-w-3xl flex-col gap-6">
        <DeviceDataCard result={result} />
        <DefaultMarketCard result={result} />
        <OfflineAnalyzerCard />
        <AppVersionCard />
      </div>
    </div>
  );
}

function AppVersionCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>App version</CardTitle>
        <CardDescription>Updates are offered at the top of the page when a new version is ready.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Version <span data-testid="app-version">{version}</span>
        </p>
      </CardContent>
    </Card>
  );
}
