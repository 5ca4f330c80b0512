// The answer a search address last painted on a reload, kept in localStorage (LAST_ANSWER_KEY), which the
// shell's script can read at once, before IndexedDB has even opened. The first answer keeps it
// (rememberAnswer); on the next reload of that address shell-route finds it (lastAnswerOf) and asks for its
// rows first. They count only at the dataset revision they were computed at, and the rows themselves are
// always read from the replica, never kept here (ADR 311).
import type { LastAnswer } from '../lib/boot-handoff';
import { LAST_ANSWER_KEY } from '../lib/replica/replica-names';

/** The last answer kept, if it is this address's and looks like one. */
export function lastAnswerOf(address: string): LastAnswer | null {
  try {
    const last = JSON.parse(localStorage.getItem(LAST_ANSWER_KEY) ?? 'null') as Partial<LastAnswer> | null;
    const valid = last?.address === address && typeof last.revision === 'number' && Array.isArray(last.ids) && last.ids.length > 0;
    return valid ? (last as LastAnswer) : null;
  } catch {
    return null; // storage denied, or not JSON
  }
}

/** Keeps this answer as the last one (it replaces any other); a failure only costs the next reload its head start. */
export function rememberAnswer(answer: LastAnswer): void {
  try {
    localStorage.setItem(LAST_ANSWER_KEY, JSON.stringify(answer));
  } catch {
    // storage full or denied
  }
}
