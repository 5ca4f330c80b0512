// Laws and regulator rules as their own records (ADR 220): what a jurisdiction requires of ads, whoever
// runs them. Platform policies reference the laws that shape them; a change of law is one update on the law.
export const LAW_STATUSES = ['in-force', 'enacted-not-in-force', 'partly-in-force', 'proposed', 'superseded'] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];

export const LAW_STATUS_LABELS: Record<LawStatus, string> = {
  'in-force': 'In force',
  'enacted-not-in-force': 'Enacted, not yet in force',
  'partly-in-force': 'Partly in force',
  proposed: 'Proposed',
  superseded: 'Superseded',
};
