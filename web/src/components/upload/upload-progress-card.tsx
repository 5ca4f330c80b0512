// The loading card of the ad tools (the analyzer, the detection page), honest about what the page can see
// (ADR 224): the upload's real progress from the browser's upload events, then one open-ended stage while
// the server works (reading the text, checking the rules, a model's review) — the page cannot see those
// steps, so no percentage is invented for them. The seconds so far are shown instead.
import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

/** null: the image was already on the server, nothing to upload. */
export type UploadState = { fraction: number | null; done: boolean } | null;

function useSecondsSince(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

export function UploadProgressCard({
  title,
  label,
  upload,
  startedAt,
  workingLabel,
  timing = 'Most analyses take a few seconds; a busy server can take 20–30 seconds.',
  onDevice = false,
}: {
  title: string;
  /** The region's name. */
  label: string;
  upload: UploadState;
  startedAt: number;
  /** What the server is doing once it has the image. */
  workingLabel: string;
  timing?: string;
  /** Checked on this device: nothing is uploaded, so there is no upload stage to show. */
  onDevice?: boolean;
}) {
  const seconds = useSecondsSince(startedAt);
  const uploading = upload !== null && !upload.done;
  return (
    <Card role="region" aria-label={label} aria-busy="true">
      <CardHeader className="flex-row items-center gap-3">
        <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-primary" />
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3" aria-label="Stages">
          {onDevice ? null : (
            <Stage state={uploading ? 'active' : 'done'} label={upload === null ? 'Image already uploaded' : uploading ? 'Uploading the image' : 'Image uploaded'}>
              {uploading ? <UploadBar fraction={upload.fraction} /> : null}
            </Stage>
          )}
          <Stage state={uploading ? 'waiting' : 'active'} label={workingLabel}>
            {!uploading ? (
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full w-1/3 animate-indeterminate rounded-full bg-primary" />
              </div>
            ) : null}
          </Stage>
        </ol>
        <p className="text-sm text-muted-foreground">
          <span className="tabular-nums">{seconds} s</span> so far. {timing}
        </p>
      </CardContent>
    </Card>
  );
}

function Stage({ state, label, children }: { state: 'waiting' | 'active' | 'done'; label: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1.5" aria-current={state === 'active' ? 'step' : undefined}>
      <span className={cn('flex items-center gap-2 text-sm', state === 'waiting' ? 'text-muted-foreground' : 'font-medium')}>
        {state === 'done' ? (
          <Check aria-hidden="true" className="size-4 shrink-0 text-allowed" />
        ) : state === 'active' ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
        ) : (
          <span aria-hidden="true" className="size-4 shrink-0 rounded-full border" />
        )}
        {label}
        {state === 'done' ? <span className="sr-only"> (done)</span> : null}
      </span>
      {children}
    </li>
  );
}

function UploadBar({ fraction }: { fraction: number | null }) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-2">
      <div role="progressbar" aria-label="Upload" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? undefined} className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent ?? 0}%` }} />
      </div>
      <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">{percent === null ? '' : `${percent}%`}</span>
    </div>
  );
}
