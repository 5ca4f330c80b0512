// The offline analyzer's files and the image preparation the server and the device share (issue 33, ADR 320):
// tesseract.js's worker, its SIMD LSTM core (script and WebAssembly) and the English and Hindi models, served by
// our own server under one path and downloaded to a device only when asked.

/** Where the server serves the files, and the service worker answers them from the device's copy. */
export const OFFLINE_ANALYZER_PATH = '/offline-analyzer/';

/** The Cache Storage cache holding the device's copy; a new name when the files change. */
export const OFFLINE_ANALYZER_CACHE = 'offline-analyzer-v1';

/**
 * The worker script, the engine (the SIMD build of the LSTM-only core, as the server reads with OEM 1: every
 * browser of the support matrix has WebAssembly SIMD) and the models, in download order.
 */
export const OFFLINE_ANALYZER_FILES = ['worker.min.js', 'tesseract-core-simd-lstm.js', 'tesseract-core-simd-lstm.wasm', 'eng.traineddata.gz', 'hin.traineddata.gz'] as const;
export type OfflineAnalyzerFile = (typeof OFFLINE_ANALYZER_FILES)[number];

/** The engine script, by its full URL: the worker then loads it as is, with no feature probe of its own. */
export const OFFLINE_ANALYZER_CORE = 'tesseract-core-simd-lstm.js';

/** English first (most ads, and the rules' statements), then Hindi (Devanagari): tesseract's order of preference. */
export const OCR_LANGUAGES = ['eng', 'hin'] as const;

/** The list the server answers at GET /api/offline-analyzer: what the Settings card shows and downloads. */
export interface OfflineAnalyzerManifest {
  cache: string;
  files: { name: OfflineAnalyzerFile; url: string; bytes: number }[];
  totalBytes: number;
}

/** Below this width the image is enlarged for OCR: fine print of 12 px reads far better at twice the size. */
export const MIN_OCR_WIDTH = 1600;
export const MAX_UPSCALE = 2;
/** Above this width (a phone photo of a poster) the image is reduced: OCR time grows with the pixels, not the text. */
export const MAX_OCR_WIDTH = 2400;

/**
 * Enlarging stops at this many pixels: OCR time grows with the pixels, and a square creative enlarged to
 * 1,600 px wide (2.6 MP) took twice a landscape banner's time (1.3 MP) for no more text read (ADR 324).
 */
export const MAX_ENLARGED_PIXELS = 1_600_000;

/**
 * The width the image is read at: small ones enlarged (at most twice, and to at most MAX_ENLARGED_PIXELS),
 * very wide ones reduced, the rest as they are.
 */
export function ocrWidth(width: number, height: number): number {
  const scale = Math.min(MAX_UPSCALE, MIN_OCR_WIDTH / width, Math.sqrt(MAX_ENLARGED_PIXELS / (width * height)));
  if (scale > 1.05) return Math.round(width * scale);
  if (width > MAX_OCR_WIDTH) return MAX_OCR_WIDTH;
  return width;
}
