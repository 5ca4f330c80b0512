// What every analyzer result says about itself (ADR 224): the image, what was checked against what (the
// category chosen or detected), which engine answered ('Checked by: OCR + rules', or '… + {model}', and why a
// configured model's review is missing), when, and the text read from the image. An analysis read back after
// the retention period says 'Image removed' where its image was.
import { ImageOff, TriangleAlert } from 'lucide-react';
import type { AnalysisMeta } from '../../../../core/analyzer/results';
import { Alert } from '../../components/ui/alert';
import { storedImageUrl } from '../../components/upload/image-file';
import { formatLocalDateTime } from '../../lib/format-date';
import { engineLabel } from '../../components/analyzer/analysis-status';
import { categoryLabel } from './analyzer-choices';

const formatDuration = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** A detection's candidate as the line names it ('none' is the chance that the ad is in no regulated category). */
const candidateLabel = (slug: string) => (slug === 'none' ? 'no regulated category' : categoryLabel(slug));

export function analysedAgainst(result: { platform: string; jurisdiction: string; analysis: AnalysisMeta }): string {
  const { analysis } = result;
  const { detection } = analysis;
  const sure = `${Math.round(detection.confidence * 100)}% sure`;
  // Weak cues (ADR 234): the best guess was used, and the line says it was a guess between two.
  const unsure = detection.status === 'unsure' && detection.candidates.length >= 2;
  const category =
    analysis.categorySource !== 'detected'
      ? categoryLabel(analysis.categoryUsed)
      : unsure
        ? `${categoryLabel(analysis.categoryUsed)} (unsure from the ad's text: ${candidateLabel(detection.candidates[0]!.category)} or ${candidateLabel(detection.candidates[1]!.category)}, ${sure}; choose the category to be certain)`
        : analysis.categoryUsed === 'none'
          ? 'no category recognised'
          : `${categoryLabel(analysis.categoryUsed)} (detected from the ad's text, ${sure})`;
  return `${result.platform} · ${category} · ${result.jurisdiction}`;
}

export function AnalysisFacts({ result, imageAlt }: { result: { platform: string; jurisdiction: string; analysis: AnalysisMeta }; imageAlt: string }) {
  const { analysis } = result;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      {analysis.imageRemoved ? (
        <p className="flex h-24 w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed bg-muted text-center text-xs text-muted-foreground sm:w-40">
          <ImageOff aria-hidden="true" className="size-5" />
          Image removed
          <span>kept for a limited time only</span>
        </p>
      ) : analysis.filePath ? (
        <img src={storedImageUrl(analysis.filePath)} alt={imageAlt} className="max-h-40 w-full rounded-md border bg-muted object-contain sm:w-40 print:max-h-56 print:w-56" />
      ) : null}
      <dl className="flex min-w-0 flex-col gap-1 text-sm">
        <div>
          <dt className="sr-only">Checked against</dt>
          <dd className="font-medium break-words">{analysedAgainst(result)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-semibold">Checked by:</dt>
          <dd>{engineLabel(analysis)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1 text-muted-foreground">
          <dt className="sr-only">Analysis</dt>
          <dd>
            {analysis.id ? `Analysis #${analysis.id} · ` : ''}
            {analysis.analysedAt ? formatLocalDateTime(analysis.analysedAt) : ''}
            {analysis.durationMs ? ` · took ${formatDuration(analysis.durationMs)}` : ''}
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function EngineNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Alert variant="warning" title="The model's review is not in this result" icon={<TriangleAlert aria-hidden="true" />}>
      {note} The findings come from OCR and the rules alone.
    </Alert>
  );
}

export function ExtractedText({ analysis }: { analysis: Pick<AnalysisMeta, 'extractedText' | 'ocrConfidence'> }) {
  return (
    <details className="group rounded-lg border bg-card print:border-0">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold select-none print:px-0">Text read from the image ({Math.round(analysis.ocrConfidence)}% confidence)</summary>
      <pre className="overflow-x-auto border-t px-4 py-3 font-sans text-sm whitespace-pre-wrap break-words print:border-0 print:px-0">{analysis.extractedText.trim() || 'No text was found in the image.'}</pre>
    </details>
  );
}
