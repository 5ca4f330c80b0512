// A search on a device whose replica has never synced: while the first sync downloads the library, the
// server answers (GET /api/policies). It runs the same search module over the same dataset, so its ids and
// order are those the replica gives once it is here (the equivalence tests hold both to it), and the
// screen swaps to the local answer without a visible change (ADR 311).
//
// Only a plain text search is sent: the URL's filter tags are resolved against the replica's lists, which
// a first visit does not have yet, so a filtered search waits for the library. Asked once per page, by
// whoever comes first: the shell's script before any module has loaded (askServerEarly, handed over through
// lib/boot-handoff.ts), the first answer painted before React, or the screen. No React here.
import type { PolicyWithRefs } from '../../../../core/contract';
import type { SortOrder } from '../../../../core/sort-orders';
import { bootHandoff, handOff } from '../boot-handoff';
import { parseFilterParam } from '../search-tags';
import { sortFromUrl } from './search-url';

export interface ServerSearch {
  q: string;
  sort: SortOrder;
}

/** The one address of a search on the server. */
export const serverSearchPath = ({ q, sort }: ServerSearch) => `/api/policies?${new URLSearchParams({ q: q.trim(), sort })}`;

/** The search this address may send the server: its text and sort; null with no text, or with filter tags. */
export function serverSearchOf(url: URL): ServerSearch | null {
  const q = url.searchParams.get('q') ?? '';
  if (!q.trim() || parseFilterParam(url.searchParams.get('filters')).length > 0) return null;
  return { q, sort: sortFromUrl(url) };
}

const ask = (path: string) => fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });

/** Sends this address's search at once and hands the request over, for the first answer or the screen to take. */
export function askServerEarly(url: URL): void {
  const search = serverSearchOf(url);
  if (!search || !navigator.onLine || typeof fetch !== 'function') return;
  const path = serverSearchPath(search);
  const response = ask(path);
  response.catch(() => undefined); // whoever takes it asks again
  handOff({ serverRequest: { path, response } });
}

/** The request sent early for this path, taken once; else a new one. */
function request(path: string): Promise<Response> {
  const early = bootHandoff().serverRequest;
  if (early && early.path === path) {
    handOff({ serverRequest: undefined });
    return early.response;
  }
  return ask(path);
}

const asked = new Map<string, Promise<PolicyWithRefs[]>>();
const answered = new Map<string, PolicyWithRefs[]>();

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
