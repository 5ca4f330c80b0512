// An analysis made on this device, opened by its client id (a campaign cell checked offline links to it: ADR
// 314's later addendum): the outbox's copy while it waits to be sent, else the record the audit trail
// made of it. Sent and offline, it cannot be read here: the message says to connect.
import type { QueryClient } from '@tanstack/react-query';
import { unsentDeviceAnalyses } from '../../../lib/replica/device-analyses';
import { replica } from '../../../lib/replica/replica-db';
import { deviceAnalysisRecordQueryOptions, resultOfRecord, type AnalysisRecord } from '../analysis-history';
import type { ShownAnalysis } from '../run-analysis';
import { shownOfEntry } from './keep-device-analysis';

export const SENT_NEEDS_CONNECTION = 'It was sent to your audit trail from this device: connect to open it there.';

/** A stored analysis as the result view shows it. */
export const shownOfRecord = (record: AnalysisRecord): ShownAnalysis => ({
  data: resultOfRecord(record),
  platform: record.platform ?? '',
  jurisdiction: record.jurisdiction ?? '',
  device: record.device ?? undefined,
});

export async function openDeviceAnalysis(clientId: string, queryClient: QueryClient, online: boolean): Promise<ShownAnalysis> {
  // No IndexedDB here (a private window): nothing waits on this device, the audit trail may have it.
  const unsent = await unsentDeviceAnalyses(replica()).catch(() => []);
  const waiting = unsent.find((entry) => entry.clientId === clientId);
  if (waiting) return shownOfEntry(waiting);
  if (!online) throw new Error(SENT_NEEDS_CONNECTION);
  return shownOfRecord(await queryClient.fetchQuery(deviceAnalysisRecordQueryOptions(clientId)));
}
