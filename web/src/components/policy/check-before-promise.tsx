// Low confidence never approves (issue 28, core/firm-answer.ts): an answer whose status rests on little
// evidence says so where a rep reads the status, before any "allowed".
import { ShieldAlert } from 'lucide-react';
import { CHECK_BEFORE_PROMISE, checkBeforePromiseReason } from '../../../../core/firm-answer';
import type { StatusEvidence } from '../../../../core/status';

export function CheckBeforePromise({ evidence }: { evidence: StatusEvidence }) {
  const reason = checkBeforePromiseReason(evidence);
  if (!reason) return null;
  return (
    <div role="note" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{CHECK_BEFORE_PROMISE}.</strong> {reason}
      </p>
    </div>
  );
}
