// A search on a device whose replica has never synced: while the first sync downloads the library, the
// server answers (GET /api/policies). It runs the same search module over the same dataset, so its ids and
// order are those the replica gives once it is here (the equivalence tests hold both to it), and the
// screen swaps to the local answer without a visible change (ADR 307).
//
// Only a plain text search is sent: the URL's filter tags are resolved against the replica's lists, which
// a first visit does not have yet, so a filtered search waits for the library. Shared by the first answer
// painted before React (first-answer.ts) and the screen, so the two never ask twice. No React here: the
// first answer runs before it has loaded.
import type { PolicyWithRefs } from '../../../../core/contract';
import type { SortOrder } from '../../../../core/sort-orders';

export interface ServerSearch {
  q: string;
  sort: SortOrder;
}

declare global {
  interface Window {
    /** Set by shell-route.js on a first visit to /search: the request for this path, already on its way. */
    __serverAnswer?: { path: string; response: Promise<Response> };
  }
}

/** The request shell-route.js sent for this path, taken once; else a new one. */
function request(path: string): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__serverAnswer;
  if (early && early.path === path) {
    window.__serverAnswer = undefined;
    return early.response;
  }
  return fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
}

const asked = new Map<string, Promise<PolicyWithRefs[]>>();
const answered = new Map<string, PolicyWithRefs[]>();

export const serverSearchPath = ({ q, sort }: ServerSearch) => `/api/policies?${new URLSearchParams({ q: q.trim(), sort })}`;

/** The server's answer, asked once per search (a failed one is asked again next time). */
export function serverAnswer(search: ServerSearch): Promise<PolicyWithRefs[]> {
  const path = serverSearchPath(search);
  let answer = asked.get(path);
  if (!answer) {
    answer = request(path).then(async (response) => {
      if (!response.ok) throw new Error(`The server answered ${response.status}.`);
      const rows = (await response.json()) as PolicyWithRefs[];
      answered.set(path, rows);
      return rows;
    });
    asked.set(path, answer);
    answer.catch(() => asked.delete(path));
  }
  return answer;
}

/** The answer to this search if it has already arrived (so a render can show it without waiting a frame). */
export const serverAnswerIfHere = (search: ServerSearch): PolicyWithRefs[] | null => answered.get(serverSearchPath(search)) ?? null;

/** Forgets every answer (tests start each case from a page that has asked nothing). */
export function forgetServerAnswers(): void {
  asked.clear();
  answered.clear();
}
