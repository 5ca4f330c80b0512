// The "Offline analyzer" card (issue 33, ADR 320): downloads the text reader (WebAssembly) and the English
// and Hindi models once, with a progress bar and their size, so the analyzer works with no connection;
// then says "Ready offline" and offers "Remove" to free the space. Nothing is downloaded unless asked.
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { fetchOfflineAnalyzerManifest } from '../../lib/offline-analyzer/offline-files';
import { removeOfflineAnalyzerCopy, startOfflineAnalyzerDownload, useOfflineAnalyzer } from '../../lib/offline-analyzer/offline-analyzer-state';
import { useOnline } from '../../lib/use-online';

/** 7,341,234 bytes as "7.3 MB". */
export const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The download's size from the server, while the device has no copy and is online. */
function useDownloadSize(wanted: boolean): number | null {
  const [size, setSize] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted || size !== null) return;
    const controller = new AbortController();
    fetchOfflineAnalyzerManifest(controller.signal).then(
      (manifest) => setSize(manifest.totalBytes),
      () => undefined,
    );
    return () => controller.abort();
  }, [wanted, size]);
  return size;
}

export function OfflineAnalyzerCard() {
  const state = useOfflineAnalyzer();
  const online = useOnline();
  const size = useDownloadSize(online && state.status === 'absent');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Offline analyzer</CardTitle>
        <CardDescription>
          Check an ad image with no connection: the text reader and its English and Hindi language data are kept on this device, and the same
          rules as the server judge the ad against the policy library already here.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {state.status === 'checking' ? <p className="text-muted-foreground">Checking…</p> : null}
        {state.status === 'absent' ? (
          <>
            <p data-testid="offline-analyzer-status">Not on this device.{size !== null ? ` The download is ${megabytes(size)}.` : ''}</p>
            <div>
              <Button onClick={() => void startOfflineAnalyzerDownload()} disabled={!online}>
                <Download aria-hidden="true" />
                Download offline analyzer
              </Button>
            </div>
            <div role="status" className="text-muted-foreground empty:hidden">
              {!online ? 'Downloading needs an internet connection.' : state.problem}
            </div>
          </>
        ) : null}
        {state.status === 'downloading' ? (
          <>
            <p>
              Downloading… {megabytes(state.received)}
              {state.total ? ` of ${megabytes(state.total)}` : ''}
            </p>
            <progress
              className="h-2 w-full accent-primary"
              aria-label="Offline analyzer download"
              max={state.total || undefined}
              value={state.total ? state.received : undefined}
            />
          </>
        ) : null}
        {state.status === 'ready' || state.status === 'removing' ? (
          <>
            <p data-testid="offline-analyzer-status">
              <strong>Ready offline</strong> · {megabytes(state.totalBytes)} on this device. The analyzer uses it when there is no connection.
            </p>
            <div>
              <Button variant="outline" onClick={() => void removeOfflineAnalyzerCopy()} disabled={state.status === 'removing'}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
