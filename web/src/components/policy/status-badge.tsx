import { isPolicyStatus, statusLabel, type StatusEvidence } from '../../../../core/status';
import { Badge } from '../ui/badge';
import { ConfidenceMark } from './confidence-note';

/**
 * allowed 'Allowed' (green), limited 'Allowed with limitations' (amber), prohibited 'Prohibited' (red; ADR 229), else
 * 'Unknown'. Given the record's evidence (ADR 219), its qualifier ('no route found') and its confidence mark
 * ('Not verified', 'Partly verified') follow the badge, so a weakly sourced status never reads as firm.
 */
export function StatusBadge({ status, evidence }: { status: string; evidence?: StatusEvidence | null }) {
  const badge = <Badge variant={isPolicyStatus(status) ? status : 'secondary'}>{statusLabel(status)}</Badge>;
  if (!evidence || (evidence.confidence === 'high' && !evidence.statusQualifier)) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {badge}
      {evidence.statusQualifier ? <StatusCaveat text={evidence.statusQualifier} /> : null}
      <ConfidenceMark confidence={evidence.confidence} />
    </span>
  );
}

/** A caveat's look; empty text renders nothing visible (the search's first answer fills it as text). */
export function StatusCaveat({ text }: { text: string }) {
  return <span className="text-xs font-medium text-red-800 empty:hidden">{text}</span>;
}
