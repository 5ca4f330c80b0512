// Delta sync of the policy dataset to the offline replica (DESIGN §4). Every dataset row carries the
// revision that last changed it; deletions leave tombstones. `since=N` returns what changed after N;
// `since=0` is the full snapshot. A client ahead of the server (its database was rebuilt) gets a full
// snapshot with `reset: true`, so it can drop what it holds.
import type { SyncDelta } from '../../../core/contract.js';
import type { PolicyRepository } from '../policies/repository.js';
import type { SyncDeleted, SyncRepository } from './repository.js';

export function syncService(rows: SyncRepository, policies: PolicyRepository) {
  return {
    async delta(requestedSince: number): Promise<SyncDelta> {
      const revision = await policies.revision();
      const reset = requestedSince > revision;
      const since = reset ? 0 : requestedSince;
      // A full snapshot replaces what the client holds, so it names no deletions.
      const [changed, policyRows, deleted] = await Promise.all([
        rows.changedSince(since),
        policies.changedSince(since),
        since === 0 ? Promise.resolve([] as SyncDeleted[]) : rows.deletedSince(since),
      ]);
      return {
        revision,
        reset,
        platforms: changed.platforms,
        categories: changed.categories,
        jurisdictions: changed.jurisdictions,
        documents: changed.documents,
        laws: changed.laws,
        policies: policyRows,
        updates: changed.updates,
        deleted,
      };
    },
  };
}
export type SyncService = ReturnType<typeof syncService>;
