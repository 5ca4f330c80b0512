// What a checker calls after answering: the check is queued (it survives going offline and a reload) and
// sent at once if the network allows. Fire and forget: a failure here never reaches the checker.
import type { PolicyCheckEvent } from '../../../../core/contract';
import { queuePolicyCheck } from './policy-check-events';
import { replica } from './replica-db';
import { replicaSyncer } from './replica-sync';

export function recordPolicyCheck(check: Omit<PolicyCheckEvent, 'clientId'>): void {
  void queuePolicyCheck(replica(), check)
    .then((clientId) => replicaSyncer().flushNow(clientId))
    .catch(() => undefined); // no IndexedDB (private window): the check is simply not counted
}
