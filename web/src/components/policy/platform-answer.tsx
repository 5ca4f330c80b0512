import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Policy } from '../../../../core/contract';
import { StatusBadge } from './status-badge';

/**
 * One platform's answer in a list (similar policies, a market's sheet): its name, linking to the policy
 * that answers, and that policy's status with its confidence — or Unknown, without a link, when none does.
 * Memoised: a market's sheet or the dashboard renders again when its follows or saved searches arrive, and
 * the policies (read once and kept) do not change with them.
 */
export const PlatformAnswer = memo(function PlatformAnswer({
  platformName,
  policy,
  hint,
}: {
  platformName: string;
  policy: Pick<Policy, 'id' | 'status' | 'confidence' | 'statusQualifier'> | null;
  hint?: string;
}) {
  return (
    // The badges go under the name when both do not fit on one line (a narrow side column, a long caveat):
    // the name never shrinks under them (issue 28).
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
      <span className="max-w-full break-words">
        {policy ? (
          <Link to={`/policy/${policy.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {platformName}
          </Link>
        ) : (
          <span className="font-medium">{platformName}</span>
        )}
        {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
      </span>
      <span className="flex max-w-full flex-wrap items-center justify-end gap-1">
        <StatusBadge status={policy?.status ?? 'unknown'} evidence={policy} />
      </span>
    </li>
  );
});
