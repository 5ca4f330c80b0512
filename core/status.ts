// The status vocabulary of the platforms (allowed | limited | prohibited) and the labels the spec shows for them.
export const POLICY_STATUSES = ['allowed', 'limited', 'prohibited'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/**
 * One word per status on every screen (ADR 229): Allowed, Allowed with limitations, Prohibited — the words of
 * the platform page's tabs and counts and of the checkers; the spec's browsing badge "Not allowed" gives way.
 * Any other value shows as Unknown.
 */
export const STATUS_LABELS: Record<PolicyStatus, string> = {
  allowed: 'Allowed',
  limited: 'Allowed with limitations',
  prohibited: 'Prohibited',
};

/** Words a rep may type, or an older link or saved search may carry, for a status (besides its value and label). */
const STATUS_WORDS: Record<PolicyStatus, readonly string[]> = {
  allowed: [],
  limited: ['Limited'],
  prohibited: ['Not allowed'],
};

/** The status a word names: its value, its label or an older word for it ('Not allowed'), in any case; else null. */
export function statusFromWord(word: string): PolicyStatus | null {
  const wanted = word.trim().toLowerCase();
  const names = (s: PolicyStatus) => [s, STATUS_LABELS[s], ...STATUS_WORDS[s]].map((w) => w.toLowerCase());
  return POLICY_STATUSES.find((s) => names(s).includes(wanted)) ?? null;
}

export function isPolicyStatus(value: unknown): value is PolicyStatus {
  return typeof value === 'string' && (POLICY_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(value: unknown): string {
  return isPolicyStatus(value) ? STATUS_LABELS[value] : 'Unknown';
}

/**
 * The checkers' labels: the same words, in spec 001's title case ('Allowed with Limitations', as its other
 * labels are), and 'Policy Status' for a value that is no status (a custom publisher's policy).
 */
export function checkerStatusLabel(value: unknown): string {
  if (value === 'limited') return 'Allowed with Limitations';
  return isPolicyStatus(value) ? STATUS_LABELS[value] : 'Policy Status';
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
