// The "Data on this device" card: storage, the library's revision, size and last sync (from the replica,
// live), "Sync now" (the app's syncer, its state shown) and "Clear local data and download again".
// Offline, both buttons are disabled and one line says why. A replica that cannot be opened (no IndexedDB,
// a private window) becomes a sentence here, never a crashed screen.
import { RefreshCw } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatLocalDate, formatRelativeTime } from '../../lib/format-date';
import { replicaSyncer } from '../../lib/replica/replica-sync';
import type { ReplicaResult } from '../../lib/replica/use-replica-query';
import { ClearDataDialog } from './clear-data-dialog';
import { clearAndDownloadAgain, type SettingsData } from './db';
import { DeviceStorageFacts } from './device-storage';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function LastSynced({ at }: { at: string | null }) {
  if (at === null) return <>Never</>;
  const relative = formatRelativeTime(at);
  const date = formatLocalDate(at);
  return (
    <time dateTime={at} title={new Date(at).toLocaleString('en-US')}>
      {relative === date ? date : `${relative} (${date})`}
    </time>
  );
}

function LibraryFacts({ result }: { result: ReplicaResult<SettingsData> }) {
  if (result.status === 'error') {
    return (
      <>
        <dt className="text-muted-foreground">Policy library</dt>
        <dd>The policy library on this device could not be opened ({result.message}). Reloading the page usually helps.</dd>
      </>
    );
  }
  const data = result.status === 'ready' ? result.data : null;
  return (
    <>
      <dt className="text-muted-foreground">Policy library</dt>
      <dd data-testid="library-summary">
        {data === null
          ? 'Checking…'
          : data.revision === 0
            ? 'Not downloaded to this device yet'
            : `Revision ${data.revision}, ${plural(data.policyCount, 'policy', 'policies')}`}
      </dd>
      <dt className="text-muted-foreground">Last synced</dt>
      <dd data-testid="last-synced">{data === null ? 'Checking…' : <LastSynced at={data.lastSyncedAt} />}</dd>
    </>
  );
}

export function DeviceDataCard({ result }: { result: ReplicaResult<SettingsData> }) {
  const syncer = replicaSyncer();
  const sync = useSyncExternalStore(syncer.subscribe, syncer.getState, syncer.getState);
  const [clearing, setClearing] = useState(false);
  const [clearOutcome, setClearOutcome] = useState<string | null>(null);
  const data = result.status === 'ready' ? result.data : null;

  async function clear() {
    setClearing(true);
    setClearOutcome(null);
    try {
      const problem = await clearAndDownloadAgain();
      setClearOutcome(
        problem === null
          ? 'Local data cleared and the policy library downloaded again.'
          : `Local data cleared, but the policy library could not be downloaded again (${problem}). Use Sync now to try again.`,
      );
    } catch (error) {
      setClearOutcome(`The local data could not be cleared: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setClearing(false);
    }
  }

  const busy = sync.syncing || clearing;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data on this device</CardTitle>
        <CardDescription>
          The policy library is kept in this browser so the app works offline. Saved searches are kept here too until the server
          has them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-3">
          <DeviceStorageFacts refreshKey={data?.lastSyncedAt ?? String(data?.revision ?? '')} />
          <LibraryFacts result={result} />
        </dl>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                setClearOutcome(null);
                void syncer.syncNow();
              }}
              disabled={!sync.online || busy}>
              <RefreshCw aria-hidden="true" className={sync.syncing ? 'animate-spin' : undefined} />
              {sync.syncing ? 'Syncing…' : 'Sync now'}
            </Button>
            <ClearDataDialog disabled={!sync.online || busy || result.status === 'error'} onConfirm={() => void clear()} />
          </div>
          <div role="status" className="flex flex-col gap-1 text-sm text-muted-foreground empty:hidden">
            {!sync.online ? <p>Syncing needs an internet connection. The library already on this device keeps working offline.</p> : null}
            {sync.online && !busy && clearOutcome === null && sync.lastError !== null ? <p>The last sync failed: {sync.lastError}</p> : null}
            {clearing ? <p>Clearing local data and downloading the policy library again…</p> : null}
            {!clearing && clearOutcome !== null ? <p>{clearOutcome}</p> : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
