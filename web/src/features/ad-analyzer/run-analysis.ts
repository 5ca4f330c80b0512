// One analysis (spec 001 §7): the chosen mode's endpoint, with the image as an `image` part (its upload
// progress reported) or, for an image already on the server, its `filePath` as JSON; the category only when
// chosen. Failures become the message the 'Error' alert shows (spec §8). A request that passes the time limit
// is stopped (ADR 335): the server's own deadlines end well before it, so only a hung request meets it.
import type { AnalysisMode, EnhancedResult, StandardResult, WorldClassResult } from '../../../../core/analyzer/results';
import { failureMessage, IMAGE_REQUEST_TIME_LIMIT_MS, sendWithProgress, TimeoutFailure } from '../../lib/send-with-progress';
import type { DeviceCheck } from '../../lib/offline-analyzer/analyze-on-device';
import { categoryLabel, modeOption, type AnalyzerForm, type ChosenImage } from './analyzer-choices';

export type AnalysisResult = StandardResult | EnhancedResult | WorldClassResult;

/** A result with the mode that produced it: the mode decides the view. */
export type ModeResult =
  | { mode: 'standard'; result: StandardResult }
  | { mode: 'enhanced'; result: EnhancedResult }
  | { mode: 'world-class'; result: WorldClassResult };

export interface AnalysisRequest {
  image: ChosenImage;
  platform: string;
  /** A slug, or '' to have it detected. */
  category: string;
  jurisdiction: string;
  mode: AnalysisMode;
}

export const requestOf = (form: AnalyzerForm): AnalysisRequest | null =>
  form.image && form.platform && form.jurisdiction ? { image: form.image, platform: form.platform, category: form.category, jurisdiction: form.jurisdiction, mode: form.mode } : null;

export interface AnalysisProgress {
  onUploadProgress?(fraction: number): void;
  onUploaded?(): void;
  signal?: AbortSignal;
}

export async function runAnalysis(request: AnalysisRequest, progress: AnalysisProgress = {}): Promise<ModeResult> {
  const { endpoint } = modeOption(request.mode);
  const fields: Record<string, string> = { platform: request.platform, jurisdiction: request.jurisdiction };
  if (request.category) fields.category = categoryLabel(request.category);
  let body: FormData | object;
  if (request.image.kind === 'file') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('image', request.image.file, request.image.file.name || 'ad-image');
    body = form;
  } else {
    body = { ...fields, filePath: request.image.filePath };
  }
  const result = await sendWithProgress<AnalysisResult>(endpoint, body, { ...progress, timeoutMs: IMAGE_REQUEST_TIME_LIMIT_MS });
  return { mode: request.mode, result } as ModeResult;
}

export const ANALYSIS_FAILED = 'Failed to analyze ad';

export const analysisTimedOut = (limitMs: number): string =>
  `The analysis took too long (over ${Math.round(limitMs / 1000)} seconds) and was stopped. Your image and choices are kept: try again in a moment.`;

/** The server's message, else the error's own, else 'Failed to analyze ad' (spec §8); a time-out in the analyzer's words. */
export const analysisFailureMessage = (error: unknown): string =>
  error instanceof TimeoutFailure ? analysisTimedOut(error.limitMs) : failureMessage(error, ANALYSIS_FAILED);

/** A result on screen, with the platform identifier and market code it was asked for (documents, policy reference). */
export interface ShownAnalysis {
  data: ModeResult;
  platform: string;
  jurisdiction: string;
  /** Set when the offline analyzer read and checked it on this device (ADR 320). */
  device?: DeviceCheck;
}
