// A creative checked on this device for a plan (ADR 314's offline addendum): the server keeps one standard
// analysis per target in its audit trail, so the device keeps each target as a device analysis of its own
// (ADR 320) — listed in the analyzer's history as checked on this device until sent, then the server's record.
import type { DeviceAnalysisPayload } from '../../../../core/analyzer/device-analysis';
import type { DeviceCampaignResult } from '../../lib/offline-analyzer/analyze-on-device';
import { keepDeviceAnalyses, type NewDeviceAnalysis } from '../../lib/replica/keep-device-analyses';

/** Each target's standard analysis, for the plan's category, as the analyzer's device analyses are queued. */
export function deviceAnalysesOfCheck(answer: DeviceCampaignResult, category: string): NewDeviceAnalysis[] {
  return answer.results.map(({ platform, jurisdiction }, i) => ({
    mode: 'standard',
    platform,
    jurisdiction,
    category: category || null,
    rulesVersion: answer.device.rulesVersion,
    datasetRevision: answer.device.datasetRevision,
    // A device result is always the rules' own (engine 'rules'), which the schema requires.
    result: answer.standardResults[i] as unknown as DeviceAnalysisPayload['result'],
  }));
}

/** Queues the targets for the audit trail. Fire and forget: a failure to queue never hides the verdicts. */
export function keepDeviceCheck(answer: DeviceCampaignResult, category: string): void {
  void keepDeviceAnalyses(deviceAnalysesOfCheck(answer, category)).catch(() => undefined);
}
