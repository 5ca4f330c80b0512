// Where the emergency checker's answer comes from (ADR 215): the policy library on this device when it can
// be read within a moment, else the copy of the matrix bundled with the app (checker-snapshot.json), so it
// answers in a private window, with storage blocked, or before the first sync.
import type { CheckQuery } from '../../../../core/checker';
import { snapshotAnswer, type CheckerSnapshot, type SnapshotPolicy } from '../../../../core/checker-snapshot';

export interface EmergencyAnswer {
  from: 'replica' | 'snapshot';
  /** The replica's dataset revision; for the bundled copy, the newest source check it holds. */
  version: string;
  outcome: 'policy' | 'not-available' | 'none';
  policy: (SnapshotPolicy & { id?: number }) | null;
  /** The record as stored, for the debug view. */
  raw: unknown;
  /** Why the replica was not used (debug view). */
  fallbackReason: string | null;
}

/** How long the replica may take before the bundled copy answers (a blocked IndexedDB upgrade never settles). */
export const REPLICA_WAIT_MS = 2000;

class LibraryTimeout extends Error {}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new LibraryTimeout(`the policy library did not answer within ${ms / 1000} s`)), ms));
}

export async function emergencyAnswer(query: CheckQuery, wait = REPLICA_WAIT_MS): Promise<EmergencyAnswer> {
  try {
    const { runSimpleCheck } = await import('../../lib/checker-data');
    const { outcome, revision } = await Promise.race([runSimpleCheck(query, 'emergency-checker'), timeout(wait)]);
    const policy = outcome.kind === 'policy' ? outcome.policy : null;
    return { from: 'replica', version: `revision ${revision}`, outcome: outcome.kind, policy, raw: policy, fallbackReason: null };
  } catch (error) {
    const snapshot = (await import('./checker-snapshot.json')).default as CheckerSnapshot;
    const cell = snapshotAnswer(snapshot, query);
    // A slow library still records the check itself when it answers; a failed one cannot, so it is done here
    // (and is lost too when IndexedDB cannot be used at all).
    if (!(error instanceof LibraryTimeout)) {
      void import('../../lib/replica/record-policy-check')
        .then((m) => m.recordPolicyCheck({ checker: 'emergency-checker', ...query, outcome: cell?.policy?.status ?? cell?.outcome ?? 'none' }))
        .catch(() => undefined);
    }
    return {
      from: 'snapshot',
      version: `sources checked up to ${snapshot.asOf}`,
      outcome: cell?.outcome ?? 'none',
      policy: cell?.policy ?? null,
      raw: cell ?? null,
      fallbackReason: error instanceof Error ? error.message : String(error),
    };
  }
}
