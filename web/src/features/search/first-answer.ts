// The first answer on a reload onto /search: before React and the screen have loaded, take the stored
// search index that shell-route.js has been reading since before the first paint, read the first page of
// rows straight from IndexedDB, run the URL's search and paint the
// results into the pre-rendered shell, with the markup React renders (first-answer-templates.tsx). The
// screen then takes over the loaded index and the rows (offerFirstAnswer) and renders the same, so the
// swap is invisible. main.tsx starts it as the page loads; no React and no Dexie here, so nothing big
// is fetched before it.
//
// It paints only what it is sure of: nothing when the replica has no index of its current revision, when
// the URL asks for nothing or finds nothing, or when React has already drawn the screen. On a device that
// has never synced, a text search is answered by the server instead (server-answer.ts).
import type { PolicySearch, PolicyWithRefs } from '../../../../core/contract';
import { loadPolicySearch } from '../../../../core/search/policy-search';
import { SORT_ORDERS, type SortOrder } from '../../../../core/sort-orders';
import { readRawPolicies, replicaStartRead } from '../../lib/replica/raw-replica-read';
import { isCurrentIndex, withCurrentRefs, type ReplicaCatalog } from '../../lib/replica/search-index-store';
import { hasAnyFilter, parseFilterParam, tagsToFilters } from '../../lib/search-tags';

import { FIRST_ANSWER_TEMPLATES_ID, firstAnswerHtml, type FirstAnswerTemplates } from './first-answer-markup';
import { offerFirstAnswer } from './search-index';
import { PAGE_SIZE } from './result-text';
import { serverAnswer } from './server-answer';

/**
 * How many cards the first answer paints: more than fill the first screen of a phone or a desktop. React
 * renders the rest of the page (PAGE_SIZE) below them when it takes over, out of sight.
 */
const FIRST_ANSWER_CARDS = 5;

/** The search the URL asks for, as the screen reads it (use-search-url.ts); null when it asks for none. */
export function searchFromUrl(url: URL, catalog: ReplicaCatalog): PolicySearch | null {
  const q = url.searchParams.get('q') ?? '';
  const filters = tagsToFilters(parseFilterParam(url.searchParams.get('filters')), catalog);
  if (!q.trim() && !hasAnyFilter(filters)) return null;
  return { q, filters, sort: sortFromUrl(url) };
}

function sortFromUrl(url: URL): SortOrder {
  const sort = url.searchParams.get('sort') ?? '';
  return (SORT_ORDERS as readonly string[]).includes(sort) ? (sort as SortOrder) : 'relevance';
}

export async function paintFirstAnswer(url: URL): Promise<void> {
  const start = await replicaStartRead();
  // Never synced here (a first visit): the server answers a text search while the library downloads.
  if (!start || start.revision === 0) {
    start?.db.close();
    return paintServerAnswer(url);
  }
  const { db, stored, ...catalog } = start;
  try {
    performance.mark('replica-open');
    if (!isCurrentIndex(stored, catalog.revision)) return;
    const engine = loadPolicySearch(stored.index, catalog);
    performance.mark('index-ready');
    const input = searchFromUrl(url, catalog);
    const ids = input ? engine.searchIds(input) : [];
    const rows = withCurrentRefs(await readRawPolicies(db, ids.slice(0, FIRST_ANSWER_CARDS)), catalog);
    performance.mark('rows-read');
    if (input && rows.length > 0 && paint(ids.length, rows, input.sort)) performance.mark('results-painted');
    // The rest of the screen's first page, so React's first render has every row it shows.
    const rest = withCurrentRefs(await readRawPolicies(db, ids.slice(FIRST_ANSWER_CARDS, PAGE_SIZE)), catalog);
    offerFirstAnswer({ catalog, engine, rows: [...rows, ...rest] });
  } finally {
    db.close();
  }
}

/** The server's answer to the URL's text search (server-answer.ts), painted the same way; the screen shows it too. */
async function paintServerAnswer(url: URL): Promise<void> {
  const q = url.searchParams.get('q') ?? '';
  if (!q.trim() || parseFilterParam(url.searchParams.get('filters')).length > 0 || !navigator.onLine) return;
  const sort = sortFromUrl(url);
  const rows = await serverAnswer({ q, sort });
  if (rows.length > 0) paint(rows.length, rows.slice(0, FIRST_ANSWER_CARDS), sort);
}

/** Paints the count and these cards in place of the shell's results skeleton; false when React got there first. */
function paint(count: number, rows: readonly PolicyWithRefs[], sort: SortOrder): boolean {
  const templatesBlock = document.getElementById(FIRST_ANSWER_TEMPLATES_ID);
  const slot = document.querySelector('[data-first-answer-slot]');
  if (!templatesBlock || !slot || !slot.isConnected) return false;
  const templates = JSON.parse(templatesBlock.textContent ?? '') as FirstAnswerTemplates;
  slot.insertAdjacentHTML('beforebegin', firstAnswerHtml(templates, count, rows));
  slot.remove();
  const select = document.querySelector<HTMLSelectElement>('[data-shell-part="search"] select');
  if (select) select.value = sort;
  return true;
}
