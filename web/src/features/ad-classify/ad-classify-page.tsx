// The AI Ad Creative Analyzer (/ad-classify, spec 001 "Category detection page", §4, §5, §8): upload an ad
// image, the server reads its text and names the category, and the analyzer opens on that image with the
// category chosen. Idle → uploading → the analyzer, or back to idle with the error; when detection is unsure
// (weak cues, ADR 234) it shows "Unsure: X or Y" and lets the user choose. Offline, with the offline analyzer
// on this device (ADR 320), the text is read and the category detected here, and the analyzer opens on the
// same file; without it the screen says detection needs a connection and keeps the chosen image.
import { ArrowRight, CircleAlert, CircleHelp, ScanSearch, Smartphone, WifiOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ImagePicker } from '../../components/upload/image-picker';
import { UploadProgressCard, type UploadState } from '../../components/upload/upload-progress-card';
import { useOnline } from '../../lib/use-online';
import { useOfflineAnalyzer } from '../../lib/offline-analyzer/offline-analyzer-state';
import type { DetectResult } from '../../../../core/analyzer/history';
import { analyzerLink, candidateLabel, candidateLink, detectAdCategory, detectionFailureMessage, unsureSummary } from './detect-category';

export const NO_FILE_MESSAGE = 'Please select an image file first';

type State =
  | { status: 'idle'; error: string | null }
  | { status: 'uploading'; upload: UploadState; startedAt: number }
  | { status: 'unsure'; detected: Pick<DetectResult, 'candidates'> & { filePath: string | null } };

export function AdClassifyPage() {
  const navigate = useNavigate();
  const online = useOnline();
  // Offline with the offline analyzer downloaded: detected on this device.
  const offlineAnalyzer = useOfflineAnalyzer();
  const onDevice = !online && offlineAnalyzer.status === 'ready';
  const blockerId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ status: 'idle', error: null });
  const uploading = state.status === 'uploading';
  const blocker = !file ? NO_FILE_MESSAGE : !online && !onDevice ? 'Detection needs a connection: the image is read on the server. Your image is kept; connect to run it.' : null;

  const detect = async () => {
    if (!file || blocker || uploading) return;
    setState({ status: 'uploading', upload: onDevice ? null : { fraction: null, done: false }, startedAt: Date.now() });
    const progressed = (upload: UploadState) => setState((s) => (s.status === 'uploading' ? { ...s, upload } : s));
    try {
      const detected = onDevice
        ? { ...(await import('../../lib/offline-analyzer/analyze-on-device').then((device) => device.detectOnDevice(file))), filePath: null }
        : await detectAdCategory(file, {
            onUploadProgress: (fraction) => progressed({ fraction, done: false }),
            onUploaded: () => progressed({ fraction: 1, done: true }),
          });
      if (detected.detectionStatus === 'unsure' && detected.candidates.length > 0) setState({ status: 'unsure', detected });
      // Detected on this device: the analyzer gets the file itself, as with "select category manually".
      else navigate(analyzerLink(detected), detected.filePath === null ? { state: { file } } : undefined);
    } catch (error) {
      setState({ status: 'idle', error: detectionFailureMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="AI Ad Creative Analyzer" description="Upload an ad image: its text is read and the ad category detected, then the compliance analyzer opens with it." />
      {onDevice ? (
        <Alert title="Offline: detected on this device" icon={<Smartphone aria-hidden="true" />}>
          The text is read and the category detected here, with the offline analyzer on this device. Nothing is uploaded.
        </Alert>
      ) : !online ? (
        <Alert variant="warning" title="Detection needs a connection" icon={<WifiOff aria-hidden="true" />}>
          The image is read on the server. Your image is kept here: detect its category when you are back online.
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Upload Ad Creative</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ImagePicker file={file} onChoose={(chosen) => {
            setFile(chosen);
            setState({ status: 'idle', error: null });
          }} disabled={uploading} status="Image ready for category detection" />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" disabled={uploading || blocker !== null} aria-describedby={blocker ? blockerId : undefined} onClick={() => void detect()}>
              <ScanSearch aria-hidden="true" />
              Upload and Detect Ad Category
            </Button>
            {blocker ? (
              <p id={blockerId} className="text-sm text-muted-foreground">
                {blocker}
              </p>
            ) : null}
          </div>
          {file && !uploading ? (
            <Link to="/ad-analyzer" state={{ file }} className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline underline-offset-4">
              Skip auto-detection and select category manually
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </CardContent>
      </Card>
      {state.status === 'uploading' ? (
        <UploadProgressCard
          label="Detection in progress"
          title="Detecting the Ad Category"
          upload={state.upload}
          startedAt={state.startedAt}
          workingLabel="Reading the text (OCR) and detecting the category…"
          timing="Usually a few seconds; a busy server can take 20–30 seconds."
        />
      ) : null}
      {state.status === 'unsure' ? (
        <Card role="region" aria-label="Detection result">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CircleHelp aria-hidden="true" className="size-5" />
              {unsureSummary(state.detected)}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">The ad's words point only weakly to a category. Choose the one it belongs to; the analyzer opens on the same image.</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              {state.detected.candidates.map((c) => (
                <Link
                  key={c.category}
                  to={candidateLink(state.detected.filePath, c)}
                  state={state.detected.filePath === null ? { file } : undefined}
                  className={buttonVariants({ variant: 'outline' })}>
                  Analyze as {candidateLabel(c)}
                </Link>
              ))}
            </div>
          </CardContent>
        </Card>
      ) : null}
      {state.status === 'idle' && state.error ? (
        <Alert variant="destructive" title="Error" icon={<CircleAlert aria-hidden="true" />}>
          {state.error}
        </Alert>
      ) : null}
    </div>
  );
}
