// The first answer on a reload onto /search: before React and the screen have loaded, take the stored
// search index that shell-route has been reading since before the first paint (replica-read.ts), run the
// URL's search, read the rows of its first cards straight from IndexedDB and paint them into the pre-rendered
// shell, with the markup React renders (lib/search/first-answer-markup.ts). The screen then takes over the
// loaded index and the rows (the `offer` it is given: the search screen's offerFirstAnswer) and renders the
// same, so the swap is invisible. start-app.ts runs it as the page loads; no React and no Dexie here, so
// nothing big is fetched before it.
//
// Two shortcuts keep IndexedDB round trips off the way to the answer (ADR 311):
// - it registers its search with shell-route's read, so the rows are asked for in that same transaction as
//   soon as the index is there;
// - it remembers what it painted for this address (last-answer.ts): on the next reload of the address at the
//   same dataset revision, shell-route reads those rows before the index, and they are painted at once
//   (remembered-answer.ts). The search still runs; should it answer otherwise (a new app version ranking
//   differently), its answer replaces the remembered one before React comes.
//
// It paints only what it is sure of: nothing when the replica has no index of its current revision, when
// the URL asks for nothing or finds nothing, or when React has already drawn the screen. On a device that
// has never synced, a text search is answered by the server instead (lib/search/server-answer.ts).
import type { Policy, PolicySearch, PolicyWithRefs } from '../../../core/contract';
import { loadPolicySearch, type PolicySearchEngine } from '../../../core/search/policy-search';
import { bootHandoff, type RawReplicaRead } from '../lib/boot-handoff';
import { withCurrentRefs } from '../lib/replica/current-refs';
import { isCurrentIndex, type ReplicaCatalog } from '../lib/replica/search-index-store';
import { hasAnyFilter, parseFilterParam, tagsToFilters } from '../lib/search-tags';
import { FIRST_ANSWER_CARDS, PAGE_SIZE } from '../lib/search/result-text';
import { serverAnswer, serverSearchOf } from '../lib/search/server-answer';
import { sortFromUrl } from '../lib/search/search-url';
import { paintAnswer, paintRemembered } from './first-answer-paint';
import { rememberAnswer } from './last-answer';
import { readRawPolicies, rememberedAnswerRead, replicaStartRead, requestedRows } from './replica-read';

/** What the first answer loaded and read, for the search screen to take over (its offerFirstAnswer). */
export interface FirstAnswerTakeover {
  catalog: ReplicaCatalog;
  engine: PolicySearchEngine;
  /** The rows of the first page it read (those it painted and the rest of the page). */
  rows: PolicyWithRefs[];
}

/** The search the URL asks for, as the screen reads it (use-search-url.ts); null when it asks for none. */
export function searchFromUrl(url: URL, catalog: ReplicaCatalog): PolicySearch | null {
  const q = url.searchParams.get('q') ?? '';
  const filters = tagsToFilters(parseFilterParam(url.searchParams.get('filters')), catalog);
  if (!q.trim() && !hasAnyFilter(filters)) return null;
  return { q, filters, sort: sortFromUrl(url) };
}

/** A search of the URL over the stored index, with the rows of its first cards (asked for, or read). */
interface Answer<Rows> {
  engine: PolicySearchEngine;
  input: PolicySearch | null;
  ids: number[];
  rows: Rows;
}

/** Loads the index of the read and runs the URL's search; null when the read holds no index of its revision. */
function searchRead(url: URL, read: RawReplicaRead): Omit<Answer<unknown>, 'rows'> | null {
  const { db: _db, stored, ...catalog } = read;
  if (!isCurrentIndex(stored, catalog.revision)) return null;
  const engine = loadPolicySearch(stored.index, catalog);
  performance.mark('index-ready');
  const input = searchFromUrl(url, catalog);
  return { engine, input, ids: input ? engine.searchIds(input) : [] };
}

export async function paintFirstAnswer(url: URL, offer: (answer: FirstAnswerTakeover) => void): Promise<void> {
  // Inside shell-route's read when this module runs before the index arrives (the usual case): the rows of
  // the first cards are asked for in the same transaction.
  const reading = replicaStartRead<Answer<IDBRequest[]>>((read, policies) => {
    const found = searchRead(url, read);
    return found && { ...found, rows: found.ids.slice(0, FIRST_ANSWER_CARDS).map((id) => policies.get(id)) };
  });
  // The answer this address had last time, at this revision: painted before the index is read, by the
  // script index.html carries (remembered-answer.ts), or here should it not have run.
  const painted = await (bootHandoff().rememberedPaint ?? rememberedAnswerRead().then((answer) => paintRemembered(answer, url)));
  const start = await reading;
  // Never synced here (a first visit): the server answers a text search while the library downloads.
  if (!start || start.revision === 0) {
    start?.db.close();
    return paintServerAnswer(url);
  }
  const { db, stored: _stored, early, ...catalog } = start;
  try {
    performance.mark('replica-open');
    let answer: Answer<Policy[]> | null = early && { ...early, rows: requestedRows(early.rows) };
    if (!answer) {
      const found = searchRead(url, start);
      if (!found) return;
      answer = { ...found, rows: await readRawPolicies(db, found.ids.slice(0, FIRST_ANSWER_CARDS)) };
    }
    const { engine, input, ids } = answer;
    const rows = withCurrentRefs(answer.rows, catalog);
    const shown = ids.slice(0, FIRST_ANSWER_CARDS);
    if (!painted) performance.mark('rows-read');
    // Painted from memory and the search agrees (the same revision and search code always do): nothing to
    // change. Otherwise the search's answer is painted, over the remembered one if need be.
    if (input && rows.length > 0 && !(painted && painted.count === ids.length && sameIds(painted.ids, shown))) {
      const repainted = paintAnswer(ids.length, rows, input.sort, shown, painted);
      if (repainted && !painted) performance.mark('results-painted');
    }
    if (input && ids.length > 0) rememberAnswer({ address: url.pathname + url.search, revision: catalog.revision, count: ids.length, ids: shown });
    // The rest of the screen's first page, so React's first render has every row it shows.
    const rest = withCurrentRefs(await readRawPolicies(db, ids.slice(FIRST_ANSWER_CARDS, PAGE_SIZE)), catalog);
    offer({ catalog, engine, rows: [...rows, ...rest] });
  } finally {
    db.close();
  }
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The server's answer to the URL's text search (lib/search/server-answer.ts), painted the same way; the screen shows it too. */
async function paintServerAnswer(url: URL): Promise<void> {
  const search = serverSearchOf(url);
  if (!search || !navigator.onLine) return;
  const rows = await serverAnswer(search);
  if (rows.length > 0) paintAnswer(rows.length, rows.slice(0, FIRST_ANSWER_CARDS), search.sort);
}
