// What clears an alert: running a saved search, opening a followed policy, or "Mark as seen". A failure
// to record it leaves the alert up, which is harmless, so it is not reported.
import { markPolicySeen } from '../replica/followed-policies';
import { replica } from '../replica/replica-db';
import { markSavedSearchSeen } from '../replica/saved-searches';

export function markSearchSeen(clientId: string): Promise<void> {
  return markSavedSearchSeen(replica(), clientId).catch(() => undefined);
}

export function markFollowSeen(policyId: number): Promise<void> {
  return markPolicySeen(replica(), policyId).catch(() => undefined);
}
