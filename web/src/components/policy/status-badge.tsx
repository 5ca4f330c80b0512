import { isPolicyStatus, statusLabel } from '../../../../core/status';
import { Badge } from '../ui/badge';

/** allowed 'Allowed' (green), limited 'Allowed with limitations' (amber), prohibited 'Not allowed' (red), else 'Unknown'. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={isPolicyStatus(status) ? status : 'secondary'}>{statusLabel(status)}</Badge>;
}
