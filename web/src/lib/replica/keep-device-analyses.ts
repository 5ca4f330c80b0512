// Analyses made on this device by the offline analyzer (issue 33 item 4, ADR 320): the analyzer's one, or each
// target of a campaign's creative (ADR 314), queued in the outbox together — the device's copy until the audit
// trail holds them — and sent at once when the network allows; the replica's syncer, started, sends them when
// the device is back online if it cannot now. Not claimed: a refusal is reported by the app's toast like any
// refused write. The caller catches a failure to queue (no IndexedDB, a private window): never its result's.
import type { DeviceAnalysisPayload } from '../../../../core/analyzer/device-analysis';
import { queueDeviceAnalysis } from './device-analyses';
import { replica } from './replica-db';
import { ensureReplicaSync, replicaSyncer } from './replica-sync';

export type NewDeviceAnalysis = Omit<DeviceAnalysisPayload, 'clientId'>;

export async function keepDeviceAnalyses(analyses: readonly NewDeviceAnalysis[]): Promise<void> {
  const db = replica();
  // All or none, in their order (the audit trail's records then follow it), as the server records a campaign's targets.
  await db.transaction('rw', db.outbox, async () => {
    for (const analysis of analyses) await queueDeviceAnalysis(db, analysis);
  });
  ensureReplicaSync();
  await replicaSyncer().flushNow();
}
