import { Link } from 'react-router-dom';
import type { Policy } from '../../../../core/contract';
import { StatusBadge } from './status-badge';

/**
 * One platform's answer in a list (similar policies, a market's sheet): its name, linking to the policy
 * that answers, and that policy's status with its confidence — or Unknown, without a link, when none does.
 */
export function PlatformAnswer({ platformName, policy, hint }: { platformName: string; policy: Pick<Policy, 'id' | 'status' | 'confidence' | 'statusQualifier'> | null; hint?: string }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="min-w-0">
        {policy ? (
          <Link to={`/policy/${policy.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {platformName}
          </Link>
        ) : (
          <span className="font-medium">{platformName}</span>
        )}
        {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
      </span>
      <span className="flex flex-wrap items-center justify-end gap-1">
        <StatusBadge status={policy?.status ?? 'unknown'} evidence={policy} />
      </span>
    </li>
  );
}
