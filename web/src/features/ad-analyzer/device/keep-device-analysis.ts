// After an analysis on this device (issue 33 item 4, ADR 320): the result goes into the outbox, which is the
// device's copy until the audit trail holds it, and is sent at once when the network allows
// (lib/replica/keep-device-analyses.ts, which the campaign check's device check uses too). The history list
// shows it meanwhile; a failure to queue (no IndexedDB, a private window) never hides the result on screen.
import type { QueryClient } from '@tanstack/react-query';
import type { DeviceAnalysisPayload } from '../../../../../core/analyzer/device-analysis';
import type { DeviceAnalysisEntry } from '../../../lib/replica/device-analyses';
import { keepDeviceAnalyses } from '../../../lib/replica/keep-device-analyses';
import { analysisKeys } from '../analysis-history';
import type { AnalysisRequest, ModeResult, ShownAnalysis } from '../run-analysis';

export async function keepDeviceAnalysis(request: AnalysisRequest, shown: ShownAnalysis, queryClient: QueryClient): Promise<void> {
  if (!shown.device) return;
  await keepDeviceAnalyses([
    {
      mode: request.mode,
      platform: request.platform,
      jurisdiction: request.jurisdiction,
      category: request.category || null,
      rulesVersion: shown.device.rulesVersion,
      datasetRevision: shown.device.datasetRevision,
      // A device result is always the rules' own (engine 'rules'), which the schema requires.
      result: shown.data.result as unknown as DeviceAnalysisPayload['result'],
    },
  ]);
  await queryClient.invalidateQueries({ queryKey: [...analysisKeys.all, 'list'] });
}

/** A queued analysis as the result view shows it, from the outbox entry. */
export const shownOfEntry = ({ payload }: DeviceAnalysisEntry): ShownAnalysis => ({
  data: { mode: payload.mode, result: payload.result } as unknown as ModeResult,
  platform: payload.platform,
  jurisdiction: payload.jurisdiction,
  device: { rulesVersion: payload.rulesVersion, datasetRevision: payload.datasetRevision },
});
