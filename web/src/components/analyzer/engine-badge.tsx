import type { FindingEngine } from '../../../../core/analyzer/types';
import { Badge } from '../ui/badge';

/** Who raised a finding, where it was not the rules' own words: the model's review, or the claim reader (ADR 339). */
export function EngineBadge({ engine }: { engine: FindingEngine }) {
  if (engine === 'model') return <Badge variant="secondary">Found by the model</Badge>;
  if (engine === 'reader') return <Badge variant="secondary">Read by the claim reader</Badge>;
  return null;
}
