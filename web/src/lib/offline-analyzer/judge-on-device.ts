// The device analyzer's work around the text reader, done in its worker (device-analysis.worker.ts) so the
// page's thread stays responsive (issue 33: no long task over 200 ms): before the OCR, the library checked
// and the choices resolved, then the image prepared as the server prepares it; after it, the category
// detected and the same rules as the server's (seed/rules, shipped with the app) judging the text over the
// replica's policy library — the server's own core functions — into the result of the chosen mode. A
// campaign's creative (ADR 314) is read once and judged here for each of its targets, in one call.
import { AnalysisInputError, resolveAnalysisChoices, type AnalysisChoices } from '../../../../core/analyzer/analysis-request';
import { resolveCampaignChoices, type CampaignTargetResult } from '../../../../core/analyzer/campaign';
import { detectCategory } from '../../../../core/analyzer/detect-category';
import { detectionAnswer } from '../../../../core/analyzer/history';
import { analysisMeta, evaluateCreative, resultOfMode } from '../../../../core/analyzer/judge-creative';
import type { AnalysisMode, StandardResult } from '../../../../core/analyzer/results';
import { analyzerRuleFileSchema, type AnalyzerRule } from '../../../../core/analyzer/rule-schema';
import { rulesVersion } from '../../../../core/analyzer/rules-version';
import type { CategoryDetection } from '../../../../core/analyzer/types';
import type { PolicyLibrary } from '../../../../core/publisher-policy';
import { loadAnalyzerRuleFiles } from '../bundled-dataset';
import { readPolicyLibrary } from '../replica/dataset-reads';
import { openReplica, type ReplicaDatabase } from '../replica/replica-db';
import { DeviceImageError, prepareImage } from './prepare-image';
import {
  DeviceAnalysisError,
  type DeviceAnalysis,
  type DeviceCampaignChoices,
  type DeviceCampaignResult,
  type DeviceChoices,
  type DeviceDetection,
} from './device-analysis';
import type { DeviceRead } from './read-text-on-device';

let rules: Promise<{ rules: AnalyzerRule[]; version: string }> | null = null;

/** The rules of this release, read once and checked against the schema as the server checks them. */
function deviceRules() {
  rules ??= loadAnalyzerRuleFiles().then((files) => {
    const all = files.flatMap((file) => analyzerRuleFileSchema.parse(file).rules);
    return { rules: all, version: rulesVersion(all) };
  });
  return rules;
}

const replicas = new Map<string, ReplicaDatabase>();
const replicaNamed = (name: string) => replicas.get(name) ?? replicas.set(name, openReplica(name)).get(name)!;

async function replicaLibrary(replicaName: string): Promise<PolicyLibrary> {
  const library = await readPolicyLibrary(replicaNamed(replicaName));
  if (library.revision === 0 || library.policies.length === 0) {
    throw new DeviceAnalysisError('This device has no copy of the policy library yet. Open the app once while online so it can download the library.');
  }
  return library;
}

/** The server's check of the choices, its refusal (in the server's words) a DeviceAnalysisError. */
function refusingAsTheServer<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new DeviceAnalysisError(error.message);
    throw error;
  }
}

async function libraryAndChoices(replicaName: string, choices: Omit<DeviceChoices, 'mode'>) {
  const library = await replicaLibrary(replicaName);
  const fields = { platform: choices.platform, jurisdiction: choices.jurisdiction, category: choices.category || undefined };
  return { library, chosen: refusingAsTheServer(() => resolveAnalysisChoices(library, fields)) };
}

/** A campaign's targets, checked as the server checks them ("Target 2: Unknown jurisdiction: XX…"). */
async function libraryAndCampaign(replicaName: string, choices: DeviceCampaignChoices) {
  const library = await replicaLibrary(replicaName);
  return { library, plan: refusingAsTheServer(() => resolveCampaignChoices(library, choices)) };
}

/** The image as the text reader gets it; an image past the server's limits is a DeviceAnalysisError. */
export async function prepareForReading(file: Blob): Promise<Blob> {
  try {
    return (await prepareImage(file)).png;
  } catch (error) {
    if (error instanceof DeviceImageError) throw new DeviceAnalysisError(error.message);
    throw error;
  }
}

/** Before the OCR: the choices checked against the replica's library (so a bad one fails at once), the image prepared. */
export async function prepareAnalysis(replicaName: string, file: Blob, choices: Omit<DeviceChoices, 'mode'>): Promise<Blob> {
  await Promise.all([libraryAndChoices(replicaName, choices), deviceRules()]);
  return prepareForReading(file);
}

/** Before the OCR of a campaign's creative: every target checked, the image prepared once. */
export async function prepareCampaign(replicaName: string, file: Blob, choices: DeviceCampaignChoices): Promise<Blob> {
  await Promise.all([libraryAndCampaign(replicaName, choices), deviceRules()]);
  return prepareForReading(file);
}

/** The read text judged for one platform and market: the result of `mode`, and the rules' evaluation behind it. */
function judgeRead(library: PolicyLibrary, rules: readonly AnalyzerRule[], read: DeviceRead, detection: CategoryDetection, chosen: AnalysisChoices, mode: AnalysisMode) {
  const { categoryUsed, evaluation } = evaluateCreative(library, rules, read, detection, chosen);
  // Nothing was uploaded: the image stays on this device.
  const meta = analysisMeta({ mode, engine: 'rules', model: null, engineNote: null, filePath: '', read, detection, categoryUsed, chosen, analysedAt: new Date().toISOString() });
  const result = resultOfMode(mode, { library, platform: chosen.platform, category: categoryUsed, jurisdiction: chosen.jurisdiction, evaluation, meta });
  return { result, evaluation };
}

/** After the OCR: the text judged as the server judges it. The caller sets the analysis's duration. */
export async function judgeAnalysis(replicaName: string, read: DeviceRead, choices: DeviceChoices): Promise<DeviceAnalysis> {
  const [{ library, chosen }, ruleSet] = await Promise.all([libraryAndChoices(replicaName, choices), deviceRules()]);
  const { result } = judgeRead(library, ruleSet.rules, read, detectCategory(read.text), chosen, choices.mode);
  return { result, device: { rulesVersion: ruleSet.version, datasetRevision: library.revision } };
}

/**
 * After the OCR of a campaign's creative: the text judged for each target in order, as the server's campaign
 * check judges it (standard mode, rules only), each target without an audit record, and each target's whole
 * standard result, which the device keeps for the audit trail as the server keeps its records. The caller
 * sets the durations.
 */
export async function judgeCampaign(replicaName: string, read: DeviceRead, choices: DeviceCampaignChoices): Promise<DeviceCampaignResult> {
  const [{ library, plan }, ruleSet] = await Promise.all([libraryAndCampaign(replicaName, choices), deviceRules()]);
  const detection = detectCategory(read.text);
  const judged = plan.targets.map((target) => {
    const { result, evaluation } = judgeRead(library, ruleSet.rules, read, detection, { ...target, category: plan.category }, 'standard');
    return { target, result: result as StandardResult, verdictReason: evaluation.verdictReason };
  });
  const results = judged.map(({ target, result, verdictReason }): CampaignTargetResult => {
    const { verdict, compliant, violations, riskScore } = result;
    return { ...target, verdict, verdictReason, compliant, violations, riskScore, analysisId: null };
  });
  const device = { rulesVersion: ruleSet.version, datasetRevision: library.revision };
  const standardResults = judged.map(({ result }) => result);
  return { results, category: plan.category ?? detection.category, extractedText: read.text, durationMs: 0, device, standardResults };
}

/** The category of the ad's text, named from the replica's library, as /api/detect-ad-category answers it. */
export async function detectFromText(replicaName: string, read: DeviceRead): Promise<DeviceDetection> {
  const library = await readPolicyLibrary(replicaNamed(replicaName));
  return detectionAnswer(detectCategory(read.text), library.categories);
}

/** The calls the worker answers, by name. */
export const deviceCalls = { prepareAnalysis, prepareForReading, judgeAnalysis, detectFromText, prepareCampaign, judgeCampaign };
export type DeviceCalls = typeof deviceCalls;
