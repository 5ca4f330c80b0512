// Follow a policy from its page: its changes then show on the dashboard as "changed since you last
// looked" (ADR 212). Opening the page of a followed policy is looking at it, so its alert clears.
import { Bell, BellRing } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { useFollowedPolicies } from '../../lib/replica/follow-commands';
import { markFollowSeen } from '../../lib/change-alerts/mark-seen';
import { toggleFollow } from '../../components/policy/toggle-follow';

export function FollowButton({ policyId, revision }: { policyId: number; revision: number }) {
  const { followed, toggle } = useFollowedPolicies();
  const following = followed.has(policyId);
  useEffect(() => {
    if (following) void markFollowSeen(policyId);
  }, [policyId, revision, following]);
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={following}
      title={following ? 'Following: its changes show on the dashboard. Press to stop.' : 'Follow this policy: its changes show on the dashboard'}
      onClick={() => void toggleFollow(toggle, policyId)}
    >
      {following ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
