// The checkers' policy_check events (POST /api/events/policy-check), queued in the outbox like every
// write, so a check made offline is counted once the network is back. The event carries its own client id
// (the server stores it once however often it is replayed). It changes nothing on the device: sent, it
// leaves the outbox; refused, it is dropped quietly (analytics never bothers the rep).
import type { PolicyCheckEvent } from '../../../../core/contract';
import { sendOutboxRequest } from './outbox-request';
import type { OutboxEntry, ReplicaDatabase } from './replica-db';
import type { TransportOptions } from './sync-replica';

type EventEntry = Extract<OutboxEntry, { kind: 'event.policy-check' }>;

export const isEventEntry = (entry: OutboxEntry): entry is EventEntry => entry.kind === 'event.policy-check';

/** Queues a check; returns its client id. */
export async function queuePolicyCheck(db: ReplicaDatabase, check: Omit<PolicyCheckEvent, 'clientId'>): Promise<string> {
  const clientId = crypto.randomUUID();
  const entry: EventEntry = { kind: 'event.policy-check', clientId, payload: { clientId, ...check }, queuedAt: new Date().toISOString(), sentAt: null, attempts: 0 };
  await db.outbox.add(entry);
  return clientId;
}

export function sendEventEntry(entry: EventEntry, options: TransportOptions): Promise<Response> {
  return sendOutboxRequest('POST', '/api/events/policy-check', options, entry.payload);
}

/** Sent or refused, the event leaves the outbox; nothing else to do. */
export async function dropEventEntry(db: ReplicaDatabase, entry: EventEntry): Promise<void> {
  await db.outbox.delete(entry.seq!);
}
