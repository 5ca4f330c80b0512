// What the screens call to save or delete a search: the change is made locally (and queued), then the
// outbox is flushed at once if the network allows. The answer says where the change stands.
import type { ApiError } from '../api-client';
import { replica } from './replica-db';
import { replicaSyncer } from './replica-sync';
import { saveSearchLocally, type NewSavedSearch } from './save-search-locally';
import { deleteSavedSearchLocally } from './saved-searches';

export type CommandOutcome =
  /** The server has it. */
  | { status: 'done' }
  /** Kept on this device; it goes to the server when the network is back. */
  | { status: 'pending' }
  /** The server refused it (a 4xx); the local change was undone. */
  | { status: 'rejected'; error: ApiError };

/** Flushes the outbox now and says where the change of this client id stands (`confirmed`: the server has it). */
export async function outcomeFor(clientId: string, confirmed: () => Promise<boolean>): Promise<CommandOutcome> {
  const rejected = await replicaSyncer().flushNow(clientId);
  const mine = rejected.find((r) => r.entry.clientId === clientId);
  if (mine) return { status: 'rejected', error: mine.error };
  return (await confirmed()) ? { status: 'done' } : { status: 'pending' };
}

/** Saves a search. Throws (a zod error) when the input is invalid, before anything is stored. */
export async function saveSearch(input: NewSavedSearch): Promise<CommandOutcome> {
  const db = replica();
  const row = await saveSearchLocally(db, input);
  return outcomeFor(row.clientId, async () => (await db.savedSearches.get(row.clientId))?.syncState === 'synced');
}

export async function deleteSavedSearch(clientId: string): Promise<CommandOutcome> {
  const db = replica();
  const local = await deleteSavedSearchLocally(db, clientId);
  // Created and deleted before it ever left the device, or already on its way out: nothing to send.
  if (local !== 'queued') return { status: 'done' };
  return outcomeFor(clientId, async () => (await db.savedSearches.get(clientId)) === undefined);
}
