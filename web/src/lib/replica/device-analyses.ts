// Analyses made on this device by the offline analyzer (issue 33 item 4, ADR 320), queued in the outbox like
// every write and sent to the audit trail (POST /api/analyses/device) once the network allows. The outbox
// entry is the device's copy until the server has it: the analyzer's history lists the queued ones (offline
// too) next to the server's records, and opens their result from the entry. The client id makes a replay one
// record. Sent, the entry leaves the outbox (the server's record is the copy from then on); refused (a 4xx:
// a result the server cannot read), it is dropped and reported like any refused write.
import type { DeviceAnalysisPayload } from '../../../../core/analyzer/device-analysis';
import { sendOutboxRequest } from './outbox-request';
import type { OutboxEntry, ReplicaDatabase } from './replica-db';
import type { TransportOptions } from './sync-replica';

export type DeviceAnalysisEntry = Extract<OutboxEntry, { kind: 'analysis.device' }>;

export const isDeviceAnalysisEntry = (entry: OutboxEntry): entry is DeviceAnalysisEntry => entry.kind === 'analysis.device';

/** Queues an analysis made here; returns its client id. */
export async function queueDeviceAnalysis(db: ReplicaDatabase, analysis: Omit<DeviceAnalysisPayload, 'clientId'>): Promise<string> {
  const clientId = crypto.randomUUID();
  const entry: DeviceAnalysisEntry = { kind: 'analysis.device', clientId, payload: { clientId, ...analysis }, queuedAt: new Date().toISOString(), sentAt: null, attempts: 0 };
  await db.outbox.add(entry);
  return clientId;
}

/** The analyses made here that the server does not hold yet, newest first. */
export async function unsentDeviceAnalyses(db: ReplicaDatabase): Promise<DeviceAnalysisEntry[]> {
  const entries = await db.outbox.orderBy('seq').reverse().toArray();
  return entries.filter(isDeviceAnalysisEntry);
}

export function sendDeviceAnalysisEntry(entry: DeviceAnalysisEntry, options: TransportOptions): Promise<Response> {
  return sendOutboxRequest('POST', '/api/analyses/device', options, entry.payload);
}

/** Stored (201, or 200 for a replay) or refused, the entry leaves the outbox. */
export async function dropDeviceAnalysisEntry(db: ReplicaDatabase, entry: DeviceAnalysisEntry): Promise<void> {
  await db.outbox.delete(entry.seq!);
}
