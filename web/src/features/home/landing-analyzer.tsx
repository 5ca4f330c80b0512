// The landing's AI Analyzer tab (spec 001; ADR 224): platform, category and market, an ad image uploaded as
// soon as it is chosen (POST /api/uploads; offline it waits for the connection), then 'Analyze with AI' runs the
// world-class analysis on the stored image and shows the basic result — Compliant or Non-Compliant, the
// summary and each violation — with a link to the full report on the analyzer screen. Loaded when the tab
// opens, so none of it is on the landing's first screen.
import { CircleAlert, ExternalLink, LoaderCircle, ScanSearch, WifiOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCompliantVerdict, type WorldClassResult } from '../../../../core/analyzer/results';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { ImagePicker } from '../../components/upload/image-picker';
import { failureMessage, IMAGE_REQUEST_TIME_LIMIT_MS, sendWithProgress } from '../../lib/send-with-progress';
import { useOnline } from '../../lib/use-online';
import { recordAnalysisEvent } from '../../lib/analysis-events';
import { engineLabel } from '../../components/analyzer/analysis-status';
import { ViolationList } from '../../components/analyzer/violation-list';
import {
  LANDING_CATEGORIES,
  LANDING_JURISDICTIONS,
  LANDING_PLATFORMS,
  landingBlocker,
  landingCategory,
  landingFailureMessage,
  landingRequest,
  type LandingChoices,
} from './landing-analysis';


type Upload = { status: 'none' } | { status: 'waiting' } | { status: 'uploading'; percent: number | null } | { status: 'stored'; filePath: string } | { status: 'failed'; message: string };
type Run = { status: 'idle' } | { status: 'analyzing' } | { status: 'done'; result: WorldClassResult } | { status: 'failed'; message: string };

export function LandingAnalyzer({ initialFilePath, initialCategory }: { initialFilePath: string | null; initialCategory: string | null }) {
  const ids = useId();
  const online = useOnline();
  const location = useLocation();
  const [choices, setChoices] = useState<LandingChoices>(() => ({ platform: '', category: landingCategory(initialCategory), jurisdiction: '' }));
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>(() => (initialFilePath ? { status: 'stored', filePath: initialFilePath } : { status: 'none' }));
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const uploadOf = useRef<File | null>(null);

  // The chosen file goes up at once; offline it waits, and goes when the connection is back.
  useEffect(() => {
    if (!file || uploadOf.current === file) return;
    if (!online) return setUpload({ status: 'waiting' });
    uploadOf.current = file;
    setUpload({ status: 'uploading', percent: null });
    const form = new FormData();
    form.append('image', file, file.name || 'ad-image');
    sendWithProgress<{ filePath: string }>('/api/uploads', form, { timeoutMs: IMAGE_REQUEST_TIME_LIMIT_MS, onUploadProgress: (f) => setUpload((u) => (u.status === 'uploading' && uploadOf.current === file ? { status: 'uploading', percent: Math.round(f * 100) } : u)) }).then(
      ({ filePath }) => uploadOf.current === file && setUpload({ status: 'stored', filePath }),
      (error: unknown) => {
        if (uploadOf.current !== file) return;
        uploadOf.current = null; // may be tried again
        setUpload({ status: 'failed', message: `The image could not be uploaded: ${failureMessage(error, 'please try again.')}` });
      },
    );
  }, [file, online]);

  const filePath = upload.status === 'stored' ? upload.filePath : null;
  const analyzing = run.status === 'analyzing';
  const blocker = landingBlocker(choices, filePath, online);
  const set = (field: keyof LandingChoices) => (value: string) => setChoices((c) => ({ ...c, [field]: value }));

  const analyze = async () => {
    if (blocker || analyzing || !filePath) return;
    setRun({ status: 'analyzing' });
    const path = `${location.pathname}${location.search}`;
    recordAnalysisEvent('ad_analysis_started', choices.platform, 'world-class', 'started', path);
    try {
      const result = await sendWithProgress<WorldClassResult>('/api/analyze-ad-world-class', landingRequest(choices, filePath), { timeoutMs: IMAGE_REQUEST_TIME_LIMIT_MS });
      setRun({ status: 'done', result });
      recordAnalysisEvent('ad_analysis_completed', choices.platform, 'world-class', result.verdict ?? 'unknown', path);
    } catch (error) {
      setRun({ status: 'failed', message: landingFailureMessage(error) });
      recordAnalysisEvent('ad_analysis_error', choices.platform, 'world-class', 'error', path);
    }
  };

  const pickerStatus =
    upload.status === 'uploading' ? `Uploading…${upload.percent === null ? '' : ` ${upload.percent}%`}`
    : upload.status === 'waiting' ? 'Waiting for a connection to upload'
    : upload.status === 'stored' ? 'Uploaded: ready for analysis'
    : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Analyzer</CardTitle>
        <CardDescription>Upload an ad image and check its text against the platform’s policy for your market. Each finding names the rule behind it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!online ? (
          <Alert variant="warning" title="Analysis needs a connection" icon={<WifiOff aria-hidden="true" />}>
            The image is read and checked on the server. Your image and choices are kept here: analyze when you are back online.
          </Alert>
        ) : null}
        <div className="grid gap-5 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <LabelledSelect id={`${ids}-platform`} label="Platform" placeholder="Select platform" value={choices.platform} onChange={set('platform')} options={LANDING_PLATFORMS.map((p) => [p.identifier, p.label])} />
            <LabelledSelect id={`${ids}-category`} label="Advertisement Category" placeholder="Select category" value={choices.category} onChange={set('category')} options={LANDING_CATEGORIES.map((c) => [c.slug, c.label])} />
            <LabelledSelect id={`${ids}-jurisdiction`} label="Jurisdiction" placeholder="Select jurisdiction" value={choices.jurisdiction} onChange={set('jurisdiction')} options={LANDING_JURISDICTIONS.map((j) => [j.code, `${j.name} (${j.code})`])} />
          </div>
          <ImagePicker
            file={file}
            storedPath={file ? null : filePath}
            onChoose={(chosen) => {
              setFile(chosen);
              setRun({ status: 'idle' });
            }}
            disabled={analyzing}
            hint="JPG or PNG (also WEBP or GIF), up to 10MB"
            status={pickerStatus}
          />
        </div>
        {upload.status === 'failed' ? (
          <Alert variant="destructive" title="Error" icon={<CircleAlert aria-hidden="true" />}>
            {upload.message}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button size="lg" disabled={analyzing || blocker !== null} aria-describedby={blocker ? `${ids}-blocker` : undefined} onClick={() => void analyze()}>
            {analyzing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ScanSearch aria-hidden="true" />}
            {analyzing ? 'AI Analyzing...' : 'Analyze with AI'}
          </Button>
          {analyzing ? <p className="text-sm text-muted-foreground">Usually a few seconds; up to 25–30 seconds when the server is busy.</p> : null}
          {blocker && !analyzing ? (
            <p id={`${ids}-blocker`} className="text-sm text-muted-foreground">
              {blocker}
            </p>
          ) : null}
        </div>
        {run.status === 'failed' ? (
          <Alert variant="destructive" title="Error" icon={<CircleAlert aria-hidden="true" />}>
            {run.message}
          </Alert>
        ) : null}
        {run.status === 'done' ? <LandingResult result={run.result} /> : null}
      </CardContent>
    </Card>
  );
}

function LandingResult({ result }: { result: WorldClassResult }) {
  const headingId = useId();
  const compliant = isCompliantVerdict(result.verdict);
  const id = result.analysis?.id;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="mr-auto text-lg font-semibold">
          Analysis Result
        </h3>
        <Badge variant={compliant ? 'allowed' : 'prohibited'} className="px-3 py-1 text-sm">
          {compliant ? 'Compliant' : 'Non-Compliant'}
        </Badge>
      </div>
      <div className="flex flex-col gap-1.5 text-sm leading-relaxed">
        {result.summary
          .split('\n')
          .filter((l) => l.trim())
          .map((line, i) => (
            <p key={i} className={i === 0 ? 'font-medium' : undefined}>
              {line}
            </p>
          ))}
      </div>
      <p className="text-sm">
        <span className="font-semibold">Risk score:</span> {Math.round(result.riskScore)}/100 · <span className="font-semibold">Checked by:</span> {engineLabel(result.analysis)}
      </p>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">Potential violations</h4>
        <ViolationList violations={result.violations} headingLevel={4} />
      </div>
      {id ? (
        <Link to={`/ad-analyzer?analysis=${id}`} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <ExternalLink aria-hidden="true" />
          Open the full report
        </Link>
      ) : null}
    </section>
  );
}
