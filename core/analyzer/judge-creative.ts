// The rules' judgement of one read creative, shared by the server (api/src/analyzer/service.ts) and the
// device's offline analyzer (ADR 320), so the two cannot drift: the category used (chosen, else detected),
// the rules' evaluation over the library, and the result of the chosen mode.
import type { PolicyLibrary } from '../publisher-policy.js';
import type { AnalysisChoices } from './analysis-request.js';
import type { ClaimReading } from './claim-reading.js';
import { evaluateRules } from './evaluate-rules.js';
import { enhancedResult, standardResult, worldClassResult, type AnalysisMeta, type AnalysisMode, type EnhancedResult, type ResultContext, type StandardResult, type WorldClassResult } from './results.js';
import type { AnalyzerRule } from './rule-schema.js';
import type { CategoryDetection, RuleEvaluation } from './types.js';

export interface ReadText {
  text: string;
  /** 0–100, the reader's mean confidence. */
  confidence: number;
  /** The claim reader's suspicions (claim-reading.ts), where it ran: on the server, not on the device. */
  claimSuspicions?: ClaimReading | null;
}

export interface CreativeEvaluation {
  categoryUsed: string;
  evaluation: RuleEvaluation;
}

export function evaluateCreative(library: PolicyLibrary, rules: readonly AnalyzerRule[], read: ReadText, detection: CategoryDetection, choices: AnalysisChoices): CreativeEvaluation {
  const categoryUsed = choices.category ?? detection.category;
  const evaluation = evaluateRules(library, rules, {
    text: read.text,
    ocrConfidence: read.confidence,
    platform: choices.platform,
    category: categoryUsed,
    jurisdiction: choices.jurisdiction,
    product: detection.category === categoryUsed ? detection.product : null,
    categoryConfidence: choices.category ? null : detection.confidence,
    detection,
    claimSuspicions: read.claimSuspicions ?? null,
  });
  return { categoryUsed, evaluation };
}

/** The result shape of `mode`. */
export function resultOfMode(mode: AnalysisMode, context: ResultContext): StandardResult | EnhancedResult | WorldClassResult {
  const build = mode === 'standard' ? standardResult : mode === 'enhanced' ? enhancedResult : worldClassResult;
  return build(context);
}

/**
 * What a result says about how it was made, before its duration and audit id are known: the engine, the
 * image (its stored name; '' when it never left the device), the text read and the category used.
 */
export function analysisMeta(fields: {
  mode: AnalysisMode;
  engine: AnalysisMeta['engine'];
  model: string | null;
  engineNote: string | null;
  filePath: string;
  read: ReadText & { durationMs: number };
  detection: CategoryDetection;
  categoryUsed: string;
  chosen: AnalysisChoices;
  analysedAt: string;
  /** The claim reader read the ad's claims (ADR 339). */
  claimsRead?: boolean;
}): AnalysisMeta {
  const { mode, engine, model, engineNote, filePath, read, detection, categoryUsed, chosen, analysedAt, claimsRead = false } = fields;
  return {
    id: null, mode, engine, model, engineNote, filePath,
    extractedText: read.text, ocrConfidence: read.confidence, detection, categoryUsed,
    categorySource: chosen.category ? 'chosen' : 'detected',
    durationMs: 0, ocrMs: read.durationMs, analysedAt, ...(claimsRead ? { claimsRead } : {}),
  };
}
