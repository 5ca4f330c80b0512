// Low confidence never approves (issue 28, DESIGN §4): a status that rests on little evidence — a
// low-confidence record, or one whose status stands on the absence of a stated rule ("no route found") —
// is not an answer a rep can promise a client. The checkers say "Check before you promise"; the analyzer
// asks for a person's review instead of approving.
import type { StatusEvidence } from './status.js';

export const CHECK_BEFORE_PROMISE = 'Check before you promise';

/** True when the record's status may be promised as it stands. */
export function isFirmAnswer(evidence: StatusEvidence): boolean {
  return evidence.confidence !== 'low' && !evidence.statusQualifier;
}

/** Why an answer is not firm, in a sentence for the checker's result; null when it is firm. */
export function checkBeforePromiseReason(evidence: StatusEvidence): string | null {
  if (isFirmAnswer(evidence)) return null;
  return evidence.statusQualifier
    ? `This status rests on what could not be found (${evidence.statusQualifier}), not on a stated rule: confirm with the platform before the client commits.`
    : 'This record could not be verified against its source: confirm with the platform before the client commits.';
}
