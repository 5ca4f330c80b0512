// Usage events, one row each (migrations 0001 and 0004). A check made with a checker is queued offline and
// replayed by the client's outbox: it is stored once per client id, and a replay is a success.
import { UniqueConstraintError } from 'sequelize';
import { CHECKER_SCREENS, type AdAnalysisEvent, type PolicyCheckEvent } from '../../../core/contract.js';
import type { Database } from '../db/database.js';

export function eventRepository(db: Database) {
  const { Event } = db.models;
  const now = () => new Date().toISOString();
  return {
    async pageView(path: string): Promise<void> {
      await Event.create({ type: 'page_view', path, createdAt: now() });
    },
    /** Stored under the path of the checker's screen; the rest of the check is its detail. */
    async policyCheck({ clientId, checker, ...detail }: PolicyCheckEvent): Promise<void> {
      try {
        await Event.create({ type: 'policy_check', path: CHECKER_SCREENS[checker], clientId, detail: JSON.stringify(detail), createdAt: now() });
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
    },
    async adAnalysis({ event, label, path }: AdAnalysisEvent): Promise<void> {
      await Event.create({ type: event, path, detail: JSON.stringify({ label }), createdAt: now() });
    },
  };
}
export type EventRepository = ReturnType<typeof eventRepository>;
