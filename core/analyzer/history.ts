// The shapes of the analyzer's audit trail and of a detection, as the API returns them and the screens read
// them (GET /api/analyses, /api/analyses/{id}, POST /api/detect-ad-category), and a detection's answer, one for the server and the device.
import type { DeviceCheck } from './device-analysis.js';
import type { CategoryDetection } from './types.js';

/** A row of the history list. */
export interface AnalysisSummary {
  id: number;
  /** standard, enhanced, world-class or detect. */
  mode: string;
  filePath: string;
  platform: string | null;
  category: string | null;
  jurisdiction: string | null;
  detectedCategory: string;
  detectionConfidence: number;
  ocrConfidence: number;
  engine: string;
  model: string | null;
  verdict: string | null;
  durationMs: number;
  createdAt: string;
  /** The image was removed after the retention period (UPLOAD_RETENTION_DAYS); the record stays. */
  imageRemoved: boolean;
  /** Read and checked on the rep's device by the offline analyzer, and sent through its outbox (ADR 320). */
  checkedOnDevice?: boolean;
}

/** One analysis as kept: the row, the text read and the result as it was returned. */
export interface AnalysisRecord extends AnalysisSummary {
  uploadHash: string;
  extractedText: string;
  engineNote: string | null;
  ocrMs: number;
  result: unknown;
  /** For a record checked on a device: the rules and library revision that judged it (ADR 320). */
  device?: DeviceCheck | null;
}

/** A detection as the API and the device answer it, its categories named from the library's list. */
export function detectionAnswer(detection: CategoryDetection, categories: readonly { slug: string; name: string }[]): Omit<DetectResult, 'filePath' | 'analysisId'> {
  const nameOf = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? null;
  return {
    detectedCategory: detection.category,
    detectedCategoryName: nameOf(detection.category),
    confidence: detection.confidence,
    detectedSubcategory: detection.product,
    detectionStatus: detection.status,
    candidates: detection.candidates.map((c) => ({ ...c, name: nameOf(c.category) })),
  };
}

/** POST /api/detect-ad-category (spec 001 §3 "Detect-category response", with what else the detection knows). */
export interface DetectResult {
  filePath: string;
  /** A category slug, or 'none'. */
  detectedCategory: string;
  /** The category's display name, or null for 'none'. */
  detectedCategoryName: string | null;
  confidence: number;
  detectedSubcategory: string | null;
  /** 'unsure' when the cues were weak: detectedCategory is then only the best guess (ADR 234). */
  detectionStatus: 'detected' | 'unsure' | 'none';
  /** The two best candidates, best first, with their display names ('none' has none) and scores. */
  candidates: { category: string; name: string | null; score: number }[];
  analysisId: number;
}
