// Follow or unfollow from a button (Save on Recent Updates, Follow on a policy's page): a refusal by the
// server or a failure of the replica says so in a toast; a follow queued offline needs no word.
import { toast } from '../ui/use-toast';
import type { useFollowedPolicies } from '../../lib/replica/follow-commands';

type Toggle = ReturnType<typeof useFollowedPolicies>['toggle'];

export async function toggleFollow(toggle: Toggle, policyId: number): Promise<void> {
  try {
    const outcome = await toggle(policyId);
    if (outcome.status === 'rejected') toast({ variant: 'destructive', title: 'Could not follow this policy', description: outcome.error.message });
  } catch (error) {
    toast({ variant: 'destructive', title: 'Could not follow this policy', description: error instanceof Error ? error.message : String(error) });
  }
}
