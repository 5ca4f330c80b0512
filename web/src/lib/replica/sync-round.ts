// One sync round's outbox side, the same in the page's syncer (replica-sync.ts) and in the sync worker when
// a first visit hands it the whole round (ADR 328): flush the outbox, then, once the dataset delta is in and
// nothing is left blocked, refresh the saved searches and the followed policies from the server.
import { refreshFollowedPolicies } from './followed-policies';
import { flushOutbox, type OutboxRejection } from './outbox';
import type { ReplicaDatabase } from './replica-db';
import { refreshSavedSearches } from './saved-searches';
import type { TransportOptions } from './sync-replica';

/** The saved searches and the followed policies, from the server. */
export async function refreshLists(db: ReplicaDatabase, transport: TransportOptions = {}): Promise<void> {
  await Promise.all([refreshSavedSearches(db, transport), refreshFollowedPolicies(db, transport)]);
}

/** The outbox flushed (each refusal handed to `rejected` at once), then the lists refreshed after `datasetSync`. */
export async function flushAndRefresh(
  db: ReplicaDatabase,
  datasetSync: Promise<unknown>,
  rejected: (rejection: OutboxRejection) => void,
  transport: TransportOptions = {},
): Promise<void> {
  const flushed = await flushOutbox(db, transport);
  for (const r of flushed.rejected) rejected(r);
  // The lists are read after the dataset delta is in, so a search or follow first seen here counts its
  // changes from the revision it is first shown with, never from one a moment older (ADR 212).
  await datasetSync.catch(() => undefined);
  if (!flushed.blocked) await refreshLists(db, transport);
}
