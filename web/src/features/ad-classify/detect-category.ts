// Category detection (spec 001 §7): POST /api/detect-ad-category with the image; the answer names the stored
// image and the category its text points to, and the analyzer is opened on both (spec "Category detection
// page"): /ad-analyzer?filePath={file}&category={display name}, without a category when none was found.
// When detection is unsure (ADR 234) the screen asks the user to choose between the two candidates instead.
import type { DetectResult } from '../../../../core/analyzer/history';
import { HttpFailure, IMAGE_REQUEST_TIME_LIMIT_MS, sendWithProgress, type SendOptions } from '../../lib/send-with-progress';

export function detectAdCategory(file: File, options: SendOptions = {}): Promise<DetectResult> {
  const form = new FormData();
  form.append('image', file, file.name || 'ad-image');
  return sendWithProgress<DetectResult>('/api/detect-ad-category', form, { timeoutMs: IMAGE_REQUEST_TIME_LIMIT_MS, ...options });
}

export const DETECTION_FAILED = 'Failed to detect ad category';

/** The server's message, else the error's own, else 'Failed to detect ad category' (spec §8). */
export function detectionFailureMessage(error: unknown): string {
  if (error instanceof HttpFailure) return error.serverMessage ?? DETECTION_FAILED;
  if (error instanceof Error && error.message) return error.message;
  return DETECTION_FAILED;
}

/**
 * The analyzer on the stored image with the detected category; with `filePath` null (detected on this device,
 * ADR 320) only the category: the screen hands the file itself over in the navigation's state.
 */
export function analyzerLink(detected: { filePath: string | null } & Pick<DetectResult, 'detectedCategory' | 'detectedCategoryName'>): string {
  const params = new URLSearchParams(detected.filePath === null ? {} : { filePath: detected.filePath });
  if (detected.detectedCategory !== 'none' && detected.detectedCategoryName) params.set('category', detected.detectedCategoryName);
  return params.size > 0 ? `/ad-analyzer?${params}` : '/ad-analyzer';
}

type Candidate = DetectResult['candidates'][number];

/** A candidate as the user reads it: its category's name, or 'No regulated category' for 'none'. */
export const candidateLabel = (c: Candidate) => (c.category === 'none' ? 'No regulated category' : c.name ?? c.category);

/** "Unsure: Gambling & Lottery or Real Money Gaming". */
export const unsureSummary = (detected: Pick<DetectResult, 'candidates'>) => `Unsure: ${detected.candidates.map(candidateLabel).join(' or ')}`;

/** The analyzer on the stored image with this candidate chosen. */
export const candidateLink = (filePath: string | null, c: Candidate) =>
  analyzerLink({ filePath, detectedCategory: c.category, detectedCategoryName: c.name });
