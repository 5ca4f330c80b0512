// What the browser says about this site's storage: how much is used out of the quota
// (navigator.storage.estimate) and whether it is kept out of automatic clean-up (persisted / persist).
// Browsers without the Storage API, or that refuse to answer, get "Not reported by this browser".
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';

const NOT_REPORTED = 'Not reported by this browser';

type Estimate = { status: 'loading' } | { status: 'unknown' } | { status: 'known'; usage: number; quota: number };
type Persisted = 'loading' | 'unknown' | boolean;

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

const storageApi = (): StorageManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.storage);

async function readEstimate(): Promise<Estimate> {
  try {
    const estimate = await storageApi()?.estimate?.();
    if (typeof estimate?.usage !== 'number' || typeof estimate.quota !== 'number') return { status: 'unknown' };
    return { status: 'known', usage: estimate.usage, quota: estimate.quota };
  } catch {
    return { status: 'unknown' };
  }
}

async function readPersisted(): Promise<Persisted> {
  try {
    const persisted = await storageApi()?.persisted?.();
    return typeof persisted === 'boolean' ? persisted : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Rows of the "Data on this device" list. `refreshKey` re-reads the estimate (after a sync or a clear). */
export function DeviceStorageFacts({ refreshKey }: { refreshKey: string }) {
  const [estimate, setEstimate] = useState<Estimate>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void readEstimate().then((next) => live && setEstimate(next));
    return () => {
      live = false;
    };
  }, [refreshKey]);

  return (
    <>
      <dt className="text-muted-foreground">Storage used</dt>
      <dd data-testid="storage-used">
        {estimate.status === 'loading'
          ? 'Checking…'
          : estimate.status === 'unknown'
            ? NOT_REPORTED
            : `${megabytes(estimate.usage)} of ${megabytes(estimate.quota)} available to this site`}
      </dd>
      <dt className="text-muted-foreground">Kept by the browser</dt>
      <dd>
        <PersistentStorage />
      </dd>
    </>
  );
}

function PersistentStorage() {
  const [persisted, setPersisted] = useState<Persisted>('loading');
  const [answer, setAnswer] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    let live = true;
    void readPersisted().then((next) => live && setPersisted(next));
    return () => {
      live = false;
    };
  }, []);

  async function ask() {
    setAsking(true);
    try {
      const granted = await storageApi()!.persist();
      setPersisted(granted);
      setAnswer(
        granted
          ? 'The browser said yes: it will not remove this data on its own.'
          : 'The browser said no. Browsers usually agree once the app is installed or used often; you can ask again later.',
      );
    } catch (error) {
      setAnswer(`The browser did not answer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setAsking(false);
    }
  }

  if (persisted === 'loading') return <>Checking…</>;
  if (persisted === 'unknown') return <>{NOT_REPORTED}</>;
  return (
    <div className="flex flex-col items-start gap-2">
      <span data-testid="persisted">
        {persisted
          ? 'Yes: the browser will not clear this data on its own.'
          : 'Not yet: the browser may clear this data when the device runs short of space.'}
      </span>
      {!persisted && typeof storageApi()?.persist === 'function' ? (
        <Button variant="outline" size="sm" onClick={() => void ask()} disabled={asking}>
          Keep data on this device
        </Button>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {answer}
      </p>
    </div>
  );
}
