// A creative checked on this device for a plan (ADR 314's offline addendum): the server keeps one standard
// analysis per target in its audit trail, so the device keeps each target as a device analysis of its own
// (ADR 320) — listed in the analyzer's history as checked on this device until sent, then the server's record.
// Each cell keeps its analysis's client id, by which the analyzer opens it (from the outbox, or the audit trail).
import type { DeviceAnalysisPayload } from '../../../../core/analyzer/device-analysis';
import type { DeviceCampaignResult } from '../../lib/offline-analyzer/analyze-on-device';
import { queueDeviceAnalyses, type NewDeviceAnalysis } from '../../lib/replica/keep-device-analyses';
import { replicaSyncer } from '../../lib/replica/replica-sync';

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

/**
 * Queues the targets for the audit trail and starts sending them; resolves to each result's client id, in the
 * answer's order, once queued — or to null when nothing could be queued, which never hides the verdicts.
 */
export async function keepDeviceCheck(answer: DeviceCampaignResult, category: string): Promise<string[] | null> {
  try {
    const clientIds = await queueDeviceAnalyses(deviceAnalysesOfCheck(answer, category));
    void replicaSyncer().flushNow().catch(() => undefined);
    return clientIds;
  } catch {
    return null;
  }
}
