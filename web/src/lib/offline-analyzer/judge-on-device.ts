// The device analyzer's work around the text reader, done in its worker (device-analysis.worker.ts) so the
// page's thread stays responsive (issue 33: no long task over 200 ms): before the OCR, the library checked
// and the choices resolved, then the image prepared as the server prepares it; after it, the category
// detected and the same rules as the server's (seed/rules, shipped with the app) judging the text over the
// replica's policy library — the server's own core functions — into the result of the chosen mode.
import { AnalysisInputError, resolveAnalysisChoices } from '../../../../core/analyzer/analysis-request';
import { detectCategory } from '../../../../core/analyzer/detect-category';
import { detectionAnswer } from '../../../../core/analyzer/history';
import { analysisMeta, evaluateCreative, resultOfMode } from '../../../../core/analyzer/judge-creative';
import { analyzerRuleFileSchema, type AnalyzerRule } from '../../../../core/analyzer/rule-schema';
import { rulesVersion } from '../../../../core/analyzer/rules-version';
import { loadAnalyzerRuleFiles } from '../bundled-dataset';
import { readPolicyLibrary } from '../replica/dataset-reads';
import { openReplica, type ReplicaDatabase } from '../replica/replica-db';
import { DeviceImageError, prepareImage } from './prepare-image';
import { DeviceAnalysisError, type DeviceAnalysis, type DeviceChoices, type DeviceDetection } from './device-analysis';
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

async function libraryAndChoices(replicaName: string, choices: Omit<DeviceChoices, 'mode'>) {
  const library = await readPolicyLibrary(replicaNamed(replicaName));
  if (library.revision === 0 || library.policies.length === 0) {
    throw new DeviceAnalysisError('This device has no copy of the policy library yet. Open the app once while online so it can download the library.');
  }
  try {
    return { library, chosen: resolveAnalysisChoices(library, { platform: choices.platform, jurisdiction: choices.jurisdiction, category: choices.category || undefined }) };
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new DeviceAnalysisError(error.message);
    throw error;
  }
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

/** After the OCR: the text judged as the server judges it. The caller sets the analysis's duration. */
export async function judgeAnalysis(replicaName: string, read: DeviceRead, choices: DeviceChoices): Promise<DeviceAnalysis> {
  const [{ library, chosen }, ruleSet] = await Promise.all([libraryAndChoices(replicaName, choices), deviceRules()]);
  const detection = detectCategory(read.text);
  const { categoryUsed, evaluation } = evaluateCreative(library, ruleSet.rules, read, detection, chosen);
  // Nothing was uploaded: the image stays on this device.
  const meta = analysisMeta({ mode: choices.mode, engine: 'rules', model: null, engineNote: null, filePath: '', read, detection, categoryUsed, chosen, analysedAt: new Date().toISOString() });
  const result = resultOfMode(choices.mode, { library, platform: chosen.platform, category: categoryUsed, jurisdiction: chosen.jurisdiction, evaluation, meta });
  return { result, device: { rulesVersion: ruleSet.version, datasetRevision: library.revision } };
}

/** The category of the ad's text, named from the replica's library, as /api/detect-ad-category answers it. */
export async function detectFromText(replicaName: string, read: DeviceRead): Promise<DeviceDetection> {
  const library = await readPolicyLibrary(replicaNamed(replicaName));
  return detectionAnswer(detectCategory(read.text), library.categories);
}

/** The calls the worker answers, by name. */
export const deviceCalls = { prepareAnalysis, prepareForReading, judgeAnalysis, detectFromText };
export type DeviceCalls = typeof deviceCalls;
