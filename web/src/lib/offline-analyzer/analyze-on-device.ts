// The analyzer on the device (issue 33, ADR 320): the chosen image prepared as the server prepares it, read
// by the downloaded text reader in a Web Worker, its category detected, and judged by the same rules
// (seed/rules, shipped with the app) over the replica's policy library — the server's own core functions —
// into the result of the chosen mode; and category detection alone, for /ad-classify. Loaded only when an
// analyzer screen runs offline.
import { AnalysisInputError, resolveAnalysisChoices } from '../../../../core/analyzer/analysis-request';
import { detectCategory } from '../../../../core/analyzer/detect-category';
import { analysisMeta, evaluateCreative, resultOfMode } from '../../../../core/analyzer/judge-creative';
import type { DetectResult } from '../../../../core/analyzer/history';
import type { AnalysisMode, EnhancedResult, StandardResult, WorldClassResult } from '../../../../core/analyzer/results';
import { analyzerRuleFileSchema, type AnalyzerRule } from '../../../../core/analyzer/rule-schema';
import { rulesVersion } from '../../../../core/analyzer/rules-version';
import { loadAnalyzerRuleFiles } from '../bundled-dataset';
import { readPolicyLibrary } from '../replica/dataset-reads';
import { replica } from '../replica/replica-db';
import { DeviceImageError, prepareImage } from './prepare-image';
import { readTextOnDevice } from './read-text-on-device';

/** What a result checked on this device says about itself: the rules and the library revision that judged it. */
export interface DeviceCheck {
  rulesVersion: string;
  datasetRevision: number;
}

/** An analysis as the screens ask for it: the image file, a platform, a market, a category slug or '' to detect. */
export interface DeviceAnalysisRequest {
  file: Blob;
  platform: string;
  jurisdiction: string;
  category: string;
  mode: AnalysisMode;
}

export interface DeviceAnalysis {
  result: StandardResult | EnhancedResult | WorldClassResult;
  device: DeviceCheck;
}

/** An analysis the device cannot make; its message is the one the 'Error' alert shows. */
export class DeviceAnalysisError extends Error {}

let rules: Promise<{ rules: AnalyzerRule[]; version: string }> | null = null;

/** The rules of this release, read once and checked against the schema as the server checks them. */
function deviceRules() {
  rules ??= loadAnalyzerRuleFiles().then((files) => {
    const all = files.flatMap((file) => analyzerRuleFileSchema.parse(file).rules);
    return { rules: all, version: rulesVersion(all) };
  });
  return rules;
}

/** The image's text, read as the server reads it; an image past the limits is a DeviceAnalysisError. */
async function readImage(file: Blob) {
  let prepared;
  try {
    prepared = await prepareImage(file);
  } catch (error) {
    if (error instanceof DeviceImageError) throw new DeviceAnalysisError(error.message);
    throw error;
  }
  return readTextOnDevice(prepared.png);
}

/** A detection made on this device: the server's answer without a stored image or an audit record. */
export type DeviceDetection = Omit<DetectResult, 'filePath' | 'analysisId'>;

/** The category of the ad's text, named from the replica's library, as /api/detect-ad-category answers it. */
export async function detectOnDevice(file: Blob): Promise<DeviceDetection> {
  const library = await readPolicyLibrary(replica());
  const detection = detectCategory((await readImage(file)).text);
  const nameOf = (slug: string) => library.categories.find((c) => c.slug === slug)?.name ?? null;
  return {
    detectedCategory: detection.category,
    detectedCategoryName: nameOf(detection.category),
    confidence: detection.confidence,
    detectedSubcategory: detection.product,
    detectionStatus: detection.status,
    candidates: detection.candidates.map((c) => ({ ...c, name: nameOf(c.category) })),
  };
}

export async function analyzeOnDevice(request: DeviceAnalysisRequest): Promise<DeviceAnalysis> {
  const began = performance.now();
  const [library, ruleSet] = await Promise.all([readPolicyLibrary(replica()), deviceRules()]);
  if (library.revision === 0 || library.policies.length === 0) {
    throw new DeviceAnalysisError('This device has no copy of the policy library yet. Open the app once while online so it can download the library.');
  }
  let choices;
  try {
    choices = resolveAnalysisChoices(library, { platform: request.platform, jurisdiction: request.jurisdiction, category: request.category || undefined });
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new DeviceAnalysisError(error.message);
    throw error;
  }
  const read = await readImage(request.file);
  const detection = detectCategory(read.text);
  const { categoryUsed, evaluation } = evaluateCreative(library, ruleSet.rules, read, detection, choices);
  // Nothing was uploaded: the image stays on this device.
  const meta = analysisMeta({ mode: request.mode, engine: 'rules', model: null, engineNote: null, filePath: '', read, detection, categoryUsed, chosen: choices, analysedAt: new Date().toISOString() });
  const result = resultOfMode(request.mode, { library, platform: choices.platform, category: categoryUsed, jurisdiction: choices.jurisdiction, evaluation, meta });
  meta.durationMs = Math.round(performance.now() - began);
  return { result, device: { rulesVersion: ruleSet.version, datasetRevision: library.revision } };
}
