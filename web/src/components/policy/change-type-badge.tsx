import type { ChangeType } from '../../../../core/status';
import { Badge } from '../ui/badge';

const VARIANT: Record<ChangeType, 'limited' | 'allowed' | 'prohibited'> = {
  'Policy Change': 'limited',
  'Restriction Eased': 'allowed',
  'New Restriction': 'prohibited',
};

/** Policy Change (amber), Restriction Eased (green), New Restriction (red) — spec 000 §4. */
export function ChangeTypeBadge({ changeType }: { changeType: string }) {
  return <Badge variant={VARIANT[changeType as ChangeType] ?? 'secondary'}>{changeType}</Badge>;
}
