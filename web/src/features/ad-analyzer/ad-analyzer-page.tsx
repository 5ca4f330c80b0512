// The AI Ad Compliance Analyzer (/ad-analyzer, spec 001 "AI analyzer", §4, §5, §7, §8; ADR 224): an ad image
// (chosen here, shared into the installed app, or uploaded by /ad-classify and passed as ?filePath=), a
// platform, a category (or detection) and a market give the result of the chosen mode — standard, enhanced or
// world-class — read and checked on the server (OCR + rules, and a model where one is configured). Offline,
// when the offline analyzer is on this device (Settings, ADR 320), the image is read and checked here instead
// and the result says so; without it the screen says analysis needs a connection, keeps the image and the
// choices, and links to Settings to download the offline analyzer for next time. Online the server checks
// unless the rep ticks "Check on this device" (offered once the offline analyzer is ready). A device analysis is queued for the audit trail (keep-device-analysis.ts). Past
// analyses, and device analyses not sent yet, open from 'Recent analyses'. An analysis, on the server or on this
// device, can be cancelled while it runs (ADR 335, 337), and a server one that passes the time limit is stopped;
// either way the image and choices stay.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, Smartphone, WifiOff, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { OfflineAnalyzerHint, offersOfflineAnalyzerDownload } from '../../components/analyzer/offline-analyzer';
import { PageHeader } from '../../components/layout/page-header';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ImagePicker } from '../../components/upload/image-picker';
import { UploadProgressCard, type UploadState } from '../../components/upload/upload-progress-card';
import { useAppConfig } from '../../lib/app-config';
import { cn } from '../../lib/cn';
import { useOnline } from '../../lib/use-online';
import { useOfflineAnalyzer } from '../../lib/offline-analyzer/offline-analyzer-state';
import { recordAnalysisEvent } from '../../lib/analysis-events';
import { AnalysisForm, focusLost } from './analysis-form';
import { analysisKeys, analysisRecordQueryOptions } from './analysis-history';
import { AnalysisHistoryList } from './analysis-history-list';
import { AnalysisResultCard } from './analysis-result-card';
import { ANALYZER_CATEGORIES, EMPTY_FORM, formFromLink, submitBlocker, type AnalyzerForm } from './analyzer-choices';
import { analysisFailureMessage, requestOf, runAnalysis, type AnalysisRequest, type ModeResult, type ShownAnalysis } from './run-analysis';
import { keepDeviceAnalysis, shownOfEntry } from './device/keep-device-analysis';
import { openDeviceAnalysis, shownOfRecord } from './device/open-device-analysis';
import { takeSharedImage } from './shared-image';

/** What the loading card shows: the upload, when it began, and what the server is doing then. */
interface Progress {
  /** No category chosen: the server detects it too. */
  detecting: boolean;
  upload: UploadState;
  startedAt: number;
  /** Read and checked on this device (offline analyzer). */
  onDevice: boolean;
}

type Run = { status: 'idle'; cancelled?: boolean } | { status: 'running'; progress: Progress } | { status: 'done'; shown: ShownAnalysis } | { status: 'error'; message: string };

export const ANALYSIS_NOTE = 'Analysis may take up to 20-30 seconds to complete';
export const ANALYSIS_CANCELLED = 'Analysis cancelled. Your image and choices are kept.';

export function AdAnalyzerPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const online = useOnline();
  // Offline with the offline analyzer downloaded: the image is checked on this device.
  const offlineAnalyzer = useOfflineAnalyzer();
  const deviceReady = offlineAnalyzer.status === 'ready';
  // Online the server stays the default; the rep may choose this device instead (issue 33 item 5).
  const [deviceChosen, setDeviceChosen] = useState(false);
  const onDevice = deviceReady && (!online || deviceChosen);
  const canAnalyze = online || onDevice;
  const offerDownload = offersOfflineAnalyzerDownload(online, offlineAnalyzer.status);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AnalyzerForm>(() => {
    const linked = formFromLink(params);
    // A file handed over by /ad-classify's "select the category manually" link.
    const handed = (location.state as { file?: unknown } | null)?.file;
    return handed instanceof File && !linked.image ? { ...linked, image: { kind: 'file', file: handed } } : linked;
  });
  const [run, setRun] = useState<Run>({ status: 'idle' });
  // The running server analysis's abort: Cancel, or leaving the screen, stops the request.
  const runAbort = useRef<AbortController | null>(null);
  useEffect(() => () => runAbort.current?.abort(), []);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [sharedNote, setSharedNote] = useState<string | null>(null);

  const dropParams = useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A link to an uploaded image while the screen is open (/ad-classify again): that image.
  const linkedPath = params.get('filePath')?.trim() || null;
  useEffect(() => {
    if (linkedPath) setForm((f) => (f.image?.kind === 'stored' && f.image.filePath === linkedPath ? f : { ...f, image: { kind: 'stored', filePath: linkedPath } }));
  }, [linkedPath]);

  // An image shared into the installed app: the service worker kept it; take it once.
  const shared = params.get('shared');
  useEffect(() => {
    if (shared === null) return;
    let cancelled = false;
    void takeSharedImage()
      .then((file) => {
        if (cancelled) return;
        if (file) setForm((f) => ({ ...f, image: { kind: 'file', file } }));
        else setSharedNote('Nothing to analyze arrived from the share: share an image (PNG, JPG, WEBP or GIF).');
      })
      .catch(() => !cancelled && setSharedNote('The shared image could not be read on this device. Choose it here instead.'))
      .finally(() => !cancelled && dropParams('shared'));
    return () => {
      cancelled = true;
    };
  }, [shared, dropParams]);

  const openAnalysis = useCallback(
    async (id: number) => {
      setOpeningId(id);
      try {
        const record = await queryClient.fetchQuery(analysisRecordQueryOptions(id));
        setRun({ status: 'done', shown: shownOfRecord(record) });
      } catch (error) {
        setRun({ status: 'error', message: `Analysis #${id} could not be opened: ${analysisFailureMessage(error).replace(/^\d+: /, '')}` });
      } finally {
        setOpeningId(null);
      }
    },
    [queryClient],
  );

  // A link to a stored analysis (?analysis=, from the landing's analyzer): open it once.
  const linkedAnalysis = Number(params.get('analysis'));
  const openedLink = useRef<number | null>(null);
  useEffect(() => {
    if (!Number.isInteger(linkedAnalysis) || linkedAnalysis <= 0 || openedLink.current === linkedAnalysis) return;
    openedLink.current = linkedAnalysis;
    void openAnalysis(linkedAnalysis).then(() => dropParams('analysis'));
  }, [linkedAnalysis, openAnalysis, dropParams]);

  // A link to an analysis made on this device (?deviceAnalysis=<client id>, from a campaign cell checked
  // offline): the outbox's copy while it waits, the audit trail's record once sent. Opened once.
  const linkedDevice = params.get('deviceAnalysis');
  const openedDevice = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedDevice || openedDevice.current === linkedDevice) return;
    openedDevice.current = linkedDevice;
    void openDeviceAnalysis(linkedDevice, queryClient, navigator.onLine)
      .then(
        (shown) => setRun({ status: 'done', shown }),
        (error: unknown) => setRun({ status: 'error', message: `The analysis made on this device could not be opened. ${analysisFailureMessage(error).replace(/^\d+: /, '')}` }),
      )
      .finally(() => dropParams('deviceAnalysis'));
  }, [linkedDevice, queryClient, dropParams]);

  const analyze = async () => {
    const request = requestOf(form);
    if (!request || submitBlocker(form, canAnalyze) || run.status === 'running') return;
    const { platform, mode } = request;
    setRun({
      status: 'running',
      progress: { detecting: !request.category, upload: request.image.kind === 'file' && !onDevice ? { fraction: null, done: false } : null, startedAt: Date.now(), onDevice },
    });
    const progressed = (upload: UploadState) =>
      setRun((current) => (current.status === 'running' ? { status: 'running', progress: { ...current.progress, upload } } : current));
    const path = `${location.pathname}${location.search}`;
    recordAnalysisEvent('ad_analysis_started', platform, mode, 'started', path);
    const abort = new AbortController();
    runAbort.current = abort;
    try {
      const shown: ShownAnalysis = onDevice
        ? { ...(await analyzeHere(request, abort.signal)), platform, jurisdiction: request.jurisdiction }
        : {
            data: await runAnalysis(request, {
              onUploadProgress: (fraction) => progressed({ fraction, done: false }),
              onUploaded: () => progressed({ fraction: 1, done: true }),
              signal: abort.signal,
            }),
            platform,
            jurisdiction: request.jurisdiction,
          };
      const { data } = shown;
      setRun({ status: 'done', shown });
      if (shown.device) void keepDeviceAnalysis(request, shown, queryClient).catch(() => undefined);
      const detected = data.result.analysis.categoryUsed;
      // No category chosen: the detected one is filled in (spec §4).
      if (!request.category && ANALYZER_CATEGORIES.some((c) => c.slug === detected)) setForm((f) => ({ ...f, category: detected }));
      if (params.has('filePath')) dropParams('filePath');
      void queryClient.invalidateQueries({ queryKey: [...analysisKeys.all, 'list'] });
      recordAnalysisEvent('ad_analysis_completed', platform, mode, data.result.verdict ?? 'unknown', path);
    } catch (error) {
      // Cancelled: cancel() has already put the form back.
      if (abort.signal.aborted) {
        recordAnalysisEvent('ad_analysis_error', platform, mode, 'cancelled', path);
        return;
      }
      setRun({ status: 'error', message: analysisFailureMessage(error) });
      recordAnalysisEvent('ad_analysis_error', platform, mode, 'error', path);
    } finally {
      if (runAbort.current === abort) runAbort.current = null;
    }
  };

  const cancel = () => {
    runAbort.current?.abort();
    setRun({ status: 'idle', cancelled: true });
  };

  const startNew = () => {
    setForm((f) => ({ ...EMPTY_FORM, mode: f.mode }));
    setRun({ status: 'idle' });
    dropParams('filePath', 'category', 'analysis');
  };

  const running = run.status === 'running';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="AI Ad Compliance Analyzer"
        description="Upload an ad image, choose the platform and market, and see each problem with the policy rule behind it and how to fix it."
        actions={
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Policy Checker
          </Link>
        }
      />
      {onDevice ? (
        <Alert title="Offline: checked on this device" icon={<Smartphone aria-hidden="true" />}>
          The image is read and checked here, with the offline analyzer and the policy library on this device. Nothing is uploaded.
          Claims are checked by the rules' wordings only: the claim reader, which sends a claim worded another way to a person, runs on the server.
        </Alert>
      ) : !online ? (
        <Alert variant="warning" title="Analysis needs a connection" icon={<WifiOff aria-hidden="true" />}>
          The image is read and checked on the server. Your image and choices are kept here: run the analysis when you are back online.
          {offerDownload ? (
            <>
              {' '}
              <OfflineAnalyzerHint />
            </>
          ) : null}
        </Alert>
      ) : null}
      {sharedNote ? <Alert title="Shared image">{sharedNote}</Alert> : null}
      {run.status === 'done' ? (
        <AnalysisResultCard shown={run.shown} onNew={startNew} />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Upload Ad Creative</CardTitle>
            </CardHeader>
            <CardContent>
              <ImagePicker
                file={form.image?.kind === 'file' ? form.image.file : null}
                storedPath={form.image?.kind === 'stored' ? form.image.filePath : null}
                onChoose={(file) => {
                  setForm((f) => ({ ...f, image: { kind: 'file', file } }));
                  setSharedNote(null);
                }}
                disabled={running}
                note={ANALYSIS_NOTE}
              />
            </CardContent>
          </Card>
          {run.status === 'running' ? (
            <AnalysisProgressCard progress={run.progress} onCancel={cancel} />
          ) : (
            <AnalysisForm
              form={form}
              onChange={setForm}
              onSubmit={() => void analyze()}
              online={canAnalyze}
              offerDownload={offerDownload}
              deviceChoice={online && deviceReady ? { checked: deviceChosen, onChange: setDeviceChosen } : undefined}
              takeFocus={run.status === 'error' || run.cancelled}
            />
          )}
          {/* Always present, so that the note is announced when it appears. */}
          <p role="status" className={cn('text-sm text-muted-foreground', !(run.status === 'idle' && run.cancelled) && 'sr-only')}>
            {run.status === 'idle' && run.cancelled ? ANALYSIS_CANCELLED : ''}
          </p>
          {run.status === 'error' ? (
            <Alert variant="destructive" title="Error" icon={<CircleAlert aria-hidden="true" />}>
              {run.message}
            </Alert>
          ) : null}
        </>
      )}
      <AnalysisHistoryList
        online={online}
        openingId={openingId}
        onOpen={(id) => !running && void openAnalysis(id)}
        onOpenUnsent={(entry) => !running && setRun({ status: 'done', shown: shownOfEntry(entry) })}
      />
    </div>
  );
}

/** The analysis on this device (ADR 320), its code loaded when first needed. */
async function analyzeHere(request: AnalysisRequest, signal: AbortSignal): Promise<Pick<ShownAnalysis, 'data' | 'device'>> {
  if (request.image.kind !== 'file') {
    throw new Error('This image is stored on the server, not on this device. Choose the image file again to check it on this device.');
  }
  const { analyzeOnDevice } = await import('../../lib/offline-analyzer/analyze-on-device');
  const { result, device } = await analyzeOnDevice({ ...request, file: request.image.file }, signal);
  return { data: { mode: request.mode, result } as ModeResult, device };
}

/** 'Analyzing Ad Creative', or with detection 'AI Category Detection & Analysis in Progress' (spec 001), and Cancel. */
function AnalysisProgressCard({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  // The submit button that started the run is gone: a keyboard user lands on Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusLost()) cancelRef.current?.focus();
  }, []);
  // The server's configuration says whether a model reviews after the rules (GET /api/config).
  const modelReview = Boolean(useAppConfig().analyzerModel);
  const working = progress.onDevice
    ? `${progress.detecting ? 'Detecting the category, reading' : 'Reading'} the text (OCR) and checking the rules on this device…`
    : `${progress.detecting ? 'Detecting the category, reading' : 'Reading'} the text (OCR) and checking the rules${modelReview ? ', then the model’s review' : ''}…`;
  return (
    <div className="flex flex-col gap-3">
      <UploadProgressCard
        label="Analysis in progress"
        title={progress.detecting ? 'AI Category Detection & Analysis in Progress' : 'Analyzing Ad Creative'}
        upload={progress.upload}
        startedAt={progress.startedAt}
        workingLabel={working}
        onDevice={progress.onDevice}
      />
      <Button ref={cancelRef} variant="outline" className="self-start" onClick={onCancel}>
        <X aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}
