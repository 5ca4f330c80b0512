// The status vocabulary of the platforms (allowed | limited | prohibited) and the labels the spec shows for them.
export const POLICY_STATUSES = ['allowed', 'limited', 'prohibited'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Labels of the reference-browsing screens (spec 000 §4); any other value shows as Unknown. */
export const STATUS_LABELS: Record<PolicyStatus, string> = {
  allowed: 'Allowed',
  limited: 'Allowed with limitations',
  prohibited: 'Not allowed',
};

export function isPolicyStatus(value: unknown): value is PolicyStatus {
  return typeof value === 'string' && (POLICY_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(value: unknown): string {
  return isPolicyStatus(value) ? STATUS_LABELS[value] : 'Unknown';
}

/** Labels of the checkers (spec 001 §4): other words than the browsing screens use for the same values. */
export function checkerStatusLabel(value: unknown): string {
  switch (value) {
    case 'allowed':
      return 'Allowed';
    case 'limited':
      return 'Allowed with Limitations';
    case 'prohibited':
      return 'Prohibited';
    default:
      return 'Policy Status';
  }
}

export const CHANGE_TYPES = ['Policy Change', 'Restriction Eased', 'New Restriction'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** How sure the dataset is of a record: low means sources conflict or the fact is unverified (the note says why). */
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

/** What a record says about the evidence behind its status (ADR 219). */
export interface StatusEvidence {
  confidence: Confidence;
  /** Words shown after the status when it rests on the absence of evidence ('no route found'). */
  statusQualifier?: string | null;
}

/**
 * The words every screen shows beside a status: the record's qualifier and, when its confidence is low,
 * 'not verified' — so a status that rests on little evidence never reads as a firm answer. Null when the
 * status stands on its own.
 */
export function statusCaveat(evidence: StatusEvidence): string | null {
  const parts: string[] = [];
  if (evidence.statusQualifier) parts.push(evidence.statusQualifier);
  if (evidence.confidence === 'low') parts.push('not verified');
  return parts.length > 0 ? parts.join(' · ') : null;
}
