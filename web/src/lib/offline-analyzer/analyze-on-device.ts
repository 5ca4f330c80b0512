// The analyzer on the device (issue 33, ADR 320): the chosen image prepared as the server prepares it, read
// by the downloaded text reader in its Web Worker, its category detected and judged by the same rules over
// the replica's policy library. Everything but the reading runs in the device analyzer's own worker
// (judge-on-device.ts), so no step holds the page's thread. Loaded only when an analyzer screen runs offline,
// or the campaign check's creative is checked offline (read once, judged for every target).
import { replica } from '../replica/replica-db';
import type { DeviceAnalysis, DeviceCampaignChoices, DeviceCampaignResult, DeviceChoices, DeviceDetection } from './device-analysis';
import { callDeviceAnalyzer } from './device-analyzer-client';
import { readTextOnDevice } from './read-text-on-device';

export type { DeviceAnalysis, DeviceCampaignResult, DeviceCheck, DeviceDetection } from './device-analysis';

/** An analysis as the screens ask for it: the image file and the choices. */
export interface DeviceAnalysisRequest extends DeviceChoices {
  file: Blob;
}

/** The analysis of one image; `signal` (Cancel) stops it between steps, and the reading itself (ADR 337). */
export async function analyzeOnDevice({ file, ...choices }: DeviceAnalysisRequest, signal?: AbortSignal): Promise<DeviceAnalysis> {
  const began = performance.now();
  const replicaName = replica().name;
  const { mode: _mode, ...analysisChoices } = choices;
  const png = await callDeviceAnalyzer('prepareAnalysis', replicaName, file, analysisChoices);
  signal?.throwIfAborted();
  const read = await readTextOnDevice(png, signal);
  const analysis = await callDeviceAnalyzer('judgeAnalysis', replicaName, read, choices);
  signal?.throwIfAborted();
  analysis.result.analysis.durationMs = Math.round(performance.now() - began);
  return analysis;
}

/** A campaign's creative (ADR 314): the image prepared and read once, then judged for each target in one call; `signal` as above. */
export async function checkCampaignOnDevice({ file, ...choices }: DeviceCampaignChoices & { file: Blob }, signal?: AbortSignal): Promise<DeviceCampaignResult> {
  const began = performance.now();
  const replicaName = replica().name;
  const png = await callDeviceAnalyzer('prepareCampaign', replicaName, file, choices);
  signal?.throwIfAborted();
  const read = await readTextOnDevice(png, signal);
  const checked = await callDeviceAnalyzer('judgeCampaign', replicaName, read, choices);
  signal?.throwIfAborted();
  const durationMs = Math.round(performance.now() - began);
  // Each target's result took the whole check: the one read is every target's.
  for (const result of checked.standardResults) result.analysis.durationMs = durationMs;
  return { ...checked, durationMs };
}

/** The category of the ad's text, named from the replica's library, as /api/detect-ad-category answers it. */
export async function detectOnDevice(file: Blob): Promise<DeviceDetection> {
  const png = await callDeviceAnalyzer('prepareForReading', file);
  return callDeviceAnalyzer('detectFromText', replica().name, await readTextOnDevice(png));
}
