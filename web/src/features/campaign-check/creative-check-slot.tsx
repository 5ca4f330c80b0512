// "Check a creative for this plan" (issue 32 item 5): one ad image, uploaded once with the plan's category
// and every cell as a target (POST /api/analyze-ad-campaign, ADR 315); each cell of the grid then shows its
// verdict (campaign-answer.tsx). The analyzer's pieces: its image picker (types, size, the phone's camera),
// its upload with progress and the client cookie, its loading card. Offline, when the offline analyzer is on
// this device (Settings, ADR 320), the image is read once and judged for every target here instead, as the
// analyzer does; without it the button waits with "Needs a connection" and the line links to Settings to
// download it. A failure says the server's (or the device's) message; the plan and the image stay. Cancel stops
// a running check, on the server or on the device (ADR 337), and keeps them too.
// "Clear the verdicts" takes the check off the grid and out of the session's keeping.
import { ArrowUp, CircleAlert, ScanSearch, Smartphone, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_CAMPAIGN_TARGETS } from '../../../../core/analyzer/campaign';
import type { CampaignPlan } from '../../../../core/campaign-check';
import { verdictBadge } from '../../components/analyzer/analysis-status';
import { OfflineAnalyzerHint, offersOfflineAnalyzerDownload } from '../../components/analyzer/offline-analyzer';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ImagePicker } from '../../components/upload/image-picker';
import { UploadProgressCard, type UploadState } from '../../components/upload/upload-progress-card';
import { cn } from '../../lib/cn';
import { useOfflineAnalyzer } from '../../lib/offline-analyzer/offline-analyzer-state';
import { useOnline } from '../../lib/use-online';
import { checkCreative, checkCreativeOnDevice, creativeCheckFailure, planTargets, type CreativeCheck } from './creative-check';

type Run = { status: 'idle'; cancelled?: boolean } | { status: 'checking'; upload: UploadState; startedAt: number; onDevice: boolean } | { status: 'error'; message: string };

export const NEEDS_A_CONNECTION = 'Needs a connection: the image is read and checked on the server. The plan stays here.';
const DEVICE_TIMING = 'On this device a check takes a few seconds; the first one also starts the text reader.';
export const CHECK_CANCELLED = 'Check cancelled. Your image and plan are kept.';
export const CHECKED_HERE_OFFLINE = 'Offline: checked on this device, with the offline analyzer and the policy library here, by the rules only. Nothing is uploaded.';

export function CreativeCheckSlot({
  plan,
  analyzerMarkets,
  check,
  onChecked,
  onCleared,
}: {
  plan: CampaignPlan;
  /** The markets the analyzer judges (the library's jurisdictions). */
  analyzerMarkets: ReadonlySet<string>;
  /** The last check of this plan's category, if any. */
  check: CreativeCheck | null;
  /** With the plan as it was sent: it may have changed while the server worked. */
  onChecked(check: CreativeCheck, checkedPlan: CampaignPlan): void;
  onCleared(): void;
}) {
  const ids = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const online = useOnline();
  // Offline with the offline analyzer downloaded, the creative is checked on this device (as the analyzer does).
  const offlineAnalyzer = useOfflineAnalyzer();
  const onDevice = !online && offlineAnalyzer.status === 'ready';
  const offerDownload = offersOfflineAnalyzerDownload(online, offlineAnalyzer.status);
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  // The running check's abort: Cancel, or leaving the screen, stops it (ADR 337).
  const runAbort = useRef<AbortController | null>(null);
  useEffect(() => () => runAbort.current?.abort(), []);
  // The check button is disabled while it runs: the keyboard's place moves to Cancel, and back after a cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);
  const cancelled = run.status === 'idle' && run.cancelled === true;
  useEffect(() => {
    if (run.status === 'checking') cancelRef.current?.focus();
    else if (cancelled) checkRef.current?.focus();
  }, [run.status, cancelled]);
  const cells = plan.platforms.length * plan.markets.length;
  const planned = planTargets(plan, analyzerMarkets);
  const checking = run.status === 'checking';
  const blocker = !online && !onDevice ? NEEDS_A_CONNECTION : !file ? 'Choose the ad image first.' : planned.targets.length === 0 ? 'No cell of this plan can be judged.' : null;

  const start = async () => {
    if (!file || blocker || checking) return;
    const progressed = (upload: UploadState) => setRun((r) => (r.status === 'checking' ? { ...r, upload } : r));
    // Nothing is uploaded on the device: its card has no upload stage to follow.
    setRun({ status: 'checking', upload: onDevice ? null : { fraction: null, done: false }, startedAt: Date.now(), onDevice });
    const abort = new AbortController();
    runAbort.current = abort;
    try {
      const done = onDevice
        ? await checkCreativeOnDevice(file, plan.category, planned, abort.signal)
        : await checkCreative(file, plan.category, planned, {
            onUploadProgress: (fraction) => progressed({ fraction, done: false }),
            onUploaded: () => progressed({ fraction: 1, done: true }),
            signal: abort.signal,
          });
      onChecked(done, plan);
      setRun({ status: 'idle' });
    } catch (error) {
      // Cancelled: cancel() has already put the slot back.
      if (!abort.signal.aborted) setRun({ status: 'error', message: creativeCheckFailure(error) });
    } finally {
      if (runAbort.current === abort) runAbort.current = null;
    }
  };

  const cancel = () => {
    runAbort.current?.abort();
    setRun({ status: 'idle', cancelled: true });
  };

  return (
    <section aria-labelledby={`${ids}-title`} data-testid="creative-check-slot" className="flex flex-col gap-4 rounded-lg border bg-card p-4 print:hidden">
      <div>
        <h2 id={`${ids}-title`} ref={titleRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Check a creative for this plan
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          One ad image, read once and judged by the rules of all {cells} {cells === 1 ? 'cell' : 'cells'} of this plan; each cell of the grid then
          shows its verdict.
        </p>
        {onDevice ? (
          <p className="mt-2 flex items-start gap-2 text-sm">
            <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {CHECKED_HERE_OFFLINE}
          </p>
        ) : null}
      </div>
      {planned.unchecked.length > 0 ? (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          One check judges at most {MAX_CAMPAIGN_TARGETS} platform and market pairs: the first {MAX_CAMPAIGN_TARGETS}, market by market in the grid’s
          order, are checked, and {planned.unchecked.length} {planned.unchecked.length === 1 ? 'cell says' : 'cells say'} “Not checked”. Check the
          rest with a smaller plan.
        </p>
      ) : null}
      <ImagePicker
        file={file}
        onChoose={(chosen) => {
          setFile(chosen);
          if (run.status === 'error') setRun({ status: 'idle' });
        }}
        disabled={checking}
        status="Image ready to check"
        camera
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button ref={checkRef} onClick={() => void start()} disabled={blocker !== null || checking} aria-describedby={blocker ? `${ids}-blocker` : undefined} className="self-start">
          <ScanSearch aria-hidden="true" />
          {checking ? 'Checking…' : 'Check the creative'}
        </Button>
        {blocker && !checking ? (
          <p id={`${ids}-blocker`} className={cn('text-sm', blocker === NEEDS_A_CONNECTION ? 'font-medium text-limited' : 'text-muted-foreground')}>
            {blocker}
            {blocker === NEEDS_A_CONNECTION && offerDownload ? (
              <>
                {' '}
                <OfflineAnalyzerHint />
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {run.status === 'checking' ? (
        <UploadProgressCard
          label="Creative check in progress"
          title={`Checking the creative for ${planned.byCell.size} ${planned.byCell.size === 1 ? 'cell' : 'cells'}`}
          upload={run.upload}
          startedAt={run.startedAt}
          workingLabel={`Reading the text (OCR) once, then checking the rules of each platform and market${run.onDevice ? ' on this device' : ''}…`}
          timing={run.onDevice ? DEVICE_TIMING : undefined}
          onDevice={run.onDevice}
        />
      ) : null}
      {run.status === 'checking' ? (
        <Button ref={cancelRef} variant="outline" className="self-start" onClick={cancel}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      ) : null}
      {/* A live region always in the page, so the note is announced; not a status, which is the check's summary. */}
      <p aria-live="polite" className={cn('text-sm text-muted-foreground', !cancelled && 'sr-only')}>
        {cancelled ? CHECK_CANCELLED : ''}
      </p>
      {run.status === 'error' ? (
        <Alert variant="destructive" title="The creative could not be checked" icon={<CircleAlert aria-hidden="true" />}>
          {run.message}
        </Alert>
      ) : null}
      {check && run.status !== 'checking' ? (
        <CheckSummary
          check={check}
          onClear={() => {
            onCleared();
            // The button goes with the verdicts: keep the keyboard's place in this section.
            titleRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

/** "ad.png checked for 4 cells: 3 Conditional Approval, 1 Non-Compliant." — the verdicts are in the grid. */
function CheckSummary({ check, onClear }: { check: CreativeCheck; onClear(): void }) {
  const counts = new Map<string, number>();
  for (const { result } of check.cells.values()) {
    const words = verdictBadge(result.verdict).text;
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  const tally = [...counts].map(([words, n]) => `${n} ${words}`).join(', ');
  return (
    <div className="flex flex-col items-start gap-1">
      <p role="status" className="text-sm">
        <span className="font-medium">{check.fileName}</span> checked for {check.cells.size} {check.cells.size === 1 ? 'cell' : 'cells'}: {tally}.
        Each cell of the grid shows its verdict, risk score and main reason.
      </p>
      <div className="flex flex-wrap gap-x-4">
        {/* On a phone the grid is pages above this place. */}
        <Button variant="link" size="sm" className="px-0" onClick={() => document.querySelector('main [data-testid="creative-verdict"]')?.closest('[data-cell]')?.scrollIntoView({ block: 'center' })}>
          <ArrowUp aria-hidden="true" />
          See the verdicts in the grid
        </Button>
        <Button variant="link" size="sm" className="px-0" onClick={onClear}>
          <X aria-hidden="true" />
          Clear the verdicts
        </Button>
      </div>
    </div>
  );
}
