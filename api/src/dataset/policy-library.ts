// The whole policy library as the replica holds it (the full sync snapshot), kept per dataset revision:
// what the publisher generator and the analyzer read, so the server and the browser answer from one shape.
import type { PolicyLibrary } from '../../../core/publisher-policy.js';
import type { SyncService } from '../sync/service.js';
import type { RevisionClock } from './revision-clock.js';

export type LibrarySource = () => Promise<PolicyLibrary>;

export function policyLibrary(sync: SyncService, revision: RevisionClock): LibrarySource {
  let kept: Promise<PolicyLibrary> | null = null;
  let keptRevision = -1;
  return async () => {
    const current = await revision();
    if (!kept || keptRevision !== current) {
      keptRevision = current;
      kept = sync.delta(0).catch((error: unknown) => {
        kept = null;
        throw error;
      });
    }
    return kept;
  };
}
