// The analyzer pipeline (DESIGN §6): stored image → OCR → category detection → rules over the policy data →
// optional model → the result shape of the chosen mode, kept as an audit record. Works with no key and no
// network; a model only ever adds to what the rules found. A campaign check reads the image once and judges it
// for each target by the same path, rules only (ADR 315). Also the audit trail's reads: the list, one record,
// and the CSV export. Images and records belong to the requester (ADR 232).
import type { Logger } from 'pino';
import {
  AnalysisInputError,
  MISSING_ANALYSIS_INPUT,
  resolveAnalysisChoices,
  type AnalysisChoices,
  type AnalysisFields,
} from '../../../core/analyzer/analysis-request.js';
import {
  MISSING_CAMPAIGN_IMAGE,
  resolveCampaignChoices,
  type CampaignResult,
  type CampaignTargetResult,
} from '../../../core/analyzer/campaign.js';
import { detectCategory } from '../../../core/analyzer/detect-category.js';
import { analysisMeta, evaluateCreative, resultOfMode } from '../../../core/analyzer/judge-creative.js';
import { mergeModelReview } from '../../../core/analyzer/merge-model.js';
import {
  type AnalysisMeta,
  type AnalysisMode,
  type EnhancedResult,
  type StandardResult,
  type WorldClassResult,
} from '../../../core/analyzer/results.js';
import { detectionAnswer, type AnalysisRecord, type AnalysisSummary, type DetectResult } from '../../../core/analyzer/history.js';
import type { AnalyzerRule } from '../../../core/analyzer/rule-schema.js';
import { isReaderRule, type ClaimReading } from '../../../core/analyzer/claim-reading.js';
import type { CategoryDetection } from '../../../core/analyzer/types.js';
import type { PolicyLibrary } from '../../../core/publisher-policy.js';
import type { LibrarySource } from '../dataset/policy-library.js';
import type { Owner } from '../identity/owner.js';
import type { StoredImage } from '../uploads/image-store.js';
import type { OwnedImages } from '../uploads/owned-images.js';
import { stopIfCancelled } from './cancellation.js';
import type { ClaimReader } from './claim-reader.js';
import type { AnalysisRecordInput, AnalysisRepository } from './repository.js';
import type { ModelStage } from './model-stage.js';
import type { OcrPool, OcrResult } from './ocr-pool.js';

export type AnalysisResult = StandardResult | EnhancedResult | WorldClassResult;

export interface AnalyzeRequest extends AnalysisFields {
  /** An uploaded image's bytes; else `filePath`/`imagePath` names a stored one. */
  image?: Buffer;
  mode: AnalysisMode;
  /** Aborted when the client goes: the analysis stops and keeps nothing (ADR 337). */
  signal?: AbortSignal;
}

/** A campaign check's request: the image (or a stored one), the category, and `targets` as sent. */
export interface CampaignRequest {
  image?: Buffer;
  filePath?: string;
  imagePath?: string;
  category?: string;
  targets?: unknown;
  signal?: AbortSignal;
}

/** Where a creative comes from, and the signal that cancels the work on it. */
interface CreativeSource {
  image?: Buffer;
  filePath?: string;
  imagePath?: string;
  signal?: AbortSignal;
}

interface ReadCreative {
  image: StoredImage & { data: Buffer };
  read: OcrResult;
  detection: CategoryDetection;
  /** The claim reader's suspicions, read once for every judgement of the creative (a campaign check has many). */
  claims?: Promise<ClaimReading>;
}

interface Judgement {
  lib: PolicyLibrary;
  creative: ReadCreative;
  choices: AnalysisChoices;
  mode: AnalysisMode;
  owner: Owner;
  began: number;
  /** The model stage to consult, or null for the rules alone. */
  stage: ModelStage | null;
  signal?: AbortSignal;
}

/** A judgement whose audit record is not kept yet; `kept` gives the result its record's id. */
interface JudgedCreative {
  result: AnalysisResult;
  /** Why the verdict is what it is, in a sentence (the evaluation's reason). */
  verdictReason: string;
  record: AnalysisRecordInput;
  kept(id: number): void;
}

/** Why a campaign's records carry no model's findings when a model is configured (ADR 315). */
const CAMPAIGN_RULES_ONLY = 'A campaign check is judged by the rules alone.';

export interface AnalyzerDeps {
  images: OwnedImages;
  ocr: OcrPool;
  library: LibrarySource;
  rules: readonly AnalyzerRule[];
  model: ModelStage | null;
  /** The claim reader (ADR 339); absent, the rules judge alone. */
  claimReader?: ClaimReader | null;
  analyses: AnalysisRepository;
  logger: Logger;
  now?: () => Date;
}

/** OCR answers kept by image hash: detection followed by analysis, or one image in three modes, reads once. */
const OCR_MEMORY = 64;

export function analyzerService({ images, ocr, library, rules, model, claimReader = null, analyses, logger, now = () => new Date() }: AnalyzerDeps) {
  const readTexts = new Map<string, Promise<OcrResult>>();

  function readText(hash: string, data: Buffer): Promise<OcrResult> {
    const kept = readTexts.get(hash);
    if (kept) {
      readTexts.delete(hash);
      readTexts.set(hash, kept);
      return kept.then((r) => ({ ...r, durationMs: 0 }));
    }
    const reading = ocr.recognize(data);
    readTexts.set(hash, reading);
    reading.catch(() => readTexts.delete(hash));
    while (readTexts.size > OCR_MEMORY) readTexts.delete(readTexts.keys().next().value!);
    return reading;
  }

  /** The image each request saved, by request: removed again if its analysis fails before the result is kept. */
  const savedFor = new WeakMap<object, string>();

  async function storedImage(request: CreativeSource, owner: Owner) {
    if (request.image) {
      const saved = await images.save(owner, request.image);
      savedFor.set(request, saved.name);
      return images.read(owner, saved.name);
    }
    return images.read(owner, (request.filePath || request.imagePath)!);
  }

  /** `run`, and when it fails (OCR or decode queue full, any error), the upload it saved goes too (ADR 230). */
  function removingUploadOnFailure<R extends object, T>(run: (request: R, owner: Owner) => Promise<T>) {
    return async (request: R, owner: Owner): Promise<T> => {
      try {
        return await run(request, owner);
      } catch (error) {
        const name = savedFor.get(request);
        if (name) await images.remove(owner, name).catch((err: unknown) => logger.warn({ err }, 'could not remove the upload of a failed analysis'));
        throw error;
      }
    };
  }

  /** What every judgement of one creative shares: the stored image, its text (read once) and the category read from it. */
  async function readCreative(request: CreativeSource, owner: Owner): Promise<ReadCreative> {
    const image = await storedImage(request, owner);
    stopIfCancelled(request.signal);
    const read = await readText(image.hash, image.data);
    stopIfCancelled(request.signal);
    return { image, read, detection: detectCategory(read.text) };
  }

  /**
   * One judgement of a read creative for one platform and market: the rules, then `stage` when there is one,
   * the result of `mode`, and the owner's audit record of it (not yet kept). `began` is when the request began.
   */
  async function judgement({ lib, creative, choices, mode, owner, began, stage, signal }: Judgement): Promise<JudgedCreative> {
    const { image, read, detection } = creative;
    let judged = evaluateCreative(lib, rules, read, detection, choices);
    let claimsRead = false;
    // The claim reader can turn an approval into a review and, read surely, an approval or a review into a refusal
    // (ADR 339, 340, 341), so it reads an ad the rules did not refuse, under one of the claim rules it knows; once
    // per image, whatever the targets.
    if (claimReader && judged.evaluation.verdict !== 'NON_COMPLIANT' && judged.evaluation.appliedRuleIds.some(isReaderRule)) {
      creative.claims ??= claimReader.suspect(read.text);
      const claimSuspicions = await creative.claims;
      stopIfCancelled(signal);
      claimsRead = true;
      if (Object.keys(claimSuspicions).length > 0) judged = evaluateCreative(lib, rules, { ...read, claimSuspicions }, detection, choices);
    }
    const { categoryUsed } = judged;
    let { evaluation } = judged;

    let engine: AnalysisMeta['engine'] = 'rules';
    let engineNote: string | null = model && !stage ? CAMPAIGN_RULES_ONLY : null;
    if (stage) {
      const outcome = await stage.review({
        image: image.data,
        mime: image.mime,
        text: read.text,
        platform: choices.platform,
        category: categoryUsed,
        market: choices.jurisdiction,
        evaluation,
        signal,
      });
      if (outcome.ok) {
        evaluation = mergeModelReview(evaluation, outcome.review);
        engine = 'rules+model';
      } else {
        engineNote = outcome.note;
        logger.warn({ note: outcome.note }, 'model stage fell back to rules');
      }
    }

    const meta = analysisMeta({ mode, engine, model: engine === 'rules+model' ? stage!.model : null, engineNote, filePath: image.name, read, detection, categoryUsed, chosen: choices, analysedAt: now().toISOString(), claimsRead });
    const context = { library: lib, platform: choices.platform, category: categoryUsed, jurisdiction: choices.jurisdiction, evaluation, meta };
    const result = resultOfMode(mode, context);
    meta.durationMs = Math.round(performance.now() - began);
    const record: AnalysisRecordInput = {
      owner: owner.key,
      mode,
      uploadName: image.name,
      uploadHash: image.hash,
      platform: choices.platform,
      category: choices.category,
      jurisdiction: choices.jurisdiction,
      detection,
      extractedText: read.text,
      ocrConfidence: read.confidence,
      engine,
      model: meta.model ?? (stage ? stage.model : null),
      engineNote,
      verdict: evaluation.verdict,
      result,
      durationMs: meta.durationMs,
      ocrMs: read.durationMs,
      createdAt: meta.analysedAt,
    };
    // The result carries its record's id once the record is kept (meta is the result's `analysis`).
    return { result, verdictReason: evaluation.verdictReason, record, kept: (id) => { meta.id = id; } };
  }

  /** One judgement, kept as the owner's audit record. */
  async function judge(judging: Judgement): Promise<AnalysisResult> {
    const { result, record, kept } = await judgement(judging);
    stopIfCancelled(judging.signal);
    kept(await analyses.record(record));
    return result;
  }

  async function analyze(request: AnalyzeRequest, owner: Owner): Promise<AnalysisResult> {
    const began = performance.now();
    const lib = await library();
    if (!request.image && !request.filePath && !request.imagePath) throw new AnalysisInputError(MISSING_ANALYSIS_INPUT);
    const choices = resolveAnalysisChoices(lib, request);
    const creative = await readCreative(request, owner);
    return judge({ lib, creative, choices, mode: request.mode, owner, began, stage: model, signal: request.signal });
  }

  /**
   * One creative for many targets (issue 32 item 5, ADR 315): every target is checked before the image is
   * kept, the text is read once, and each target is a standard analysis of its own — rules only — in order.
   */
  async function analyzeCampaign(request: CampaignRequest, owner: Owner): Promise<CampaignResult> {
    const began = performance.now();
    const lib = await library();
    if (!request.image && !request.filePath && !request.imagePath) throw new AnalysisInputError(MISSING_CAMPAIGN_IMAGE);
    const plan = resolveCampaignChoices(lib, request);
    const creative = await readCreative(request, owner);
    const judged: JudgedCreative[] = [];
    for (const target of plan.targets) {
      judged.push(await judgement({ lib, creative, choices: { ...target, category: plan.category }, mode: 'standard', owner, began, stage: null }));
    }
    stopIfCancelled(request.signal);
    // All the targets' records or none: a failure part way must not leave records whose image is then removed.
    const ids = await analyses.recordAll(judged.map((j) => j.record));
    const results: CampaignTargetResult[] = plan.targets.map((target, i) => {
      judged[i]!.kept(ids[i]!);
      const { verdict, compliant, violations, riskScore } = judged[i]!.result as StandardResult;
      return { ...target, verdict, verdictReason: judged[i]!.verdictReason, compliant, violations, riskScore, analysisId: ids[i]! };
    });
    return {
      results,
      category: plan.category ?? creative.detection.category,
      extractedText: creative.read.text,
      durationMs: Math.round(performance.now() - began),
    };
  }

  async function detect(request: CreativeSource, owner: Owner): Promise<DetectResult> {
    const began = performance.now();
    const lib = await library();
    const { image, read, detection } = await readCreative(request, owner);
    const result = { filePath: image.name, ...detectionAnswer(detection, lib.categories) };
    const durationMs = Math.round(performance.now() - began);
    stopIfCancelled(request.signal);
    const analysisId = await analyses.record({
      owner: owner.key,
      mode: 'detect',
      uploadName: image.name,
      uploadHash: image.hash,
      platform: null,
      category: null,
      jurisdiction: null,
      detection,
      extractedText: read.text,
      ocrConfidence: read.confidence,
      engine: 'rules',
      model: null,
      engineNote: null,
      verdict: null,
      result,
      durationMs,
      ocrMs: read.durationMs,
      createdAt: now().toISOString(),
    });
    return { ...result, analysisId };
  }

  return {
    analyze: removingUploadOnFailure(analyze),
    analyzeCampaign: removingUploadOnFailure(analyzeCampaign),
    detect: removingUploadOnFailure(detect),
    /** The newest `limit` analyses `reader` may see, newest first. */
    history: (reader: Owner, limit: number): Promise<AnalysisSummary[]> => analyses.list(reader, limit),
    record: (reader: Owner, id: number): Promise<AnalysisRecord | null> => analyses.get(reader, id),
    /** The newest 500 analyses `reader` may see, as CSV. */
    async historyCsv(reader: Owner): Promise<string> {
      return analysesCsv(await analyses.list(reader, 500));
    },
  };
}

const CSV_COLUMNS: Array<keyof AnalysisSummary> = [
  'id', 'createdAt', 'mode', 'platform', 'category', 'jurisdiction', 'detectedCategory', 'detectionConfidence',
  'verdict', 'engine', 'model', 'ocrConfidence', 'durationMs', 'filePath',
];

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed with '. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function analysesCsv(rows: readonly AnalysisSummary[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export type AnalyzerService = ReturnType<typeof analyzerService>;
