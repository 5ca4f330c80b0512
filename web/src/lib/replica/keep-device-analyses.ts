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

/** Queues the analyses and has the syncer send them (now, or once back online); returns their client ids, in order. */
export async function queueDeviceAnalyses(analyses: readonly NewDeviceAnalysis[]): Promise<string[]> {
  const db = replica();
  // All or none, in their order (the audit trail's records then follow it), as the server records a campaign's targets.
  const clientIds = await db.transaction('rw', db.outbox, async () => {
    const ids: string[] = [];
    for (const analysis of analyses) ids.push(await queueDeviceAnalysis(db, analysis));
    return ids;
  });
  ensureReplicaSync();
  return clientIds;
}

/** Queues the analyses and tries to send them at once; resolves when that try is over. */
export async function keepDeviceAnalyses(analyses: readonly NewDeviceAnalysis[]): Promise<void> {
  await queueDeviceAnalyses(analyses);
  await replicaSyncer().flushNow();
}
