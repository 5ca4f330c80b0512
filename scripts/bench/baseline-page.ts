// The limit baseline of `npm run bench` (issue 13): what an offline answer costs with no framework at all.
// A minimal page on the app's origin that opens the same replica database with IndexedDB itself, reads what
// the search screen reads for its first answer — the revision, the stored search index, the filter lists
// and the shown page of policies, in one transaction — and paints the same result count and list. The
// app's offline reload is reported as a ratio to this page's.
//
// It does not search: the ids it reads are the app's first page for the same query (asked of the server
// while online), so it pays the reads and the paint, not the search.

/** The page's HTML. `window.__resultsAt` is set by the bench's own observer, as on the app's page. */
export function baselinePage(ids: readonly number[], count: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>IndexedDB baseline</title></head>
<body><main><p id="count"></p></main>
<script>
const request = (r) => new Promise((ok, fail) => { r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
(async () => {
  const db = await request(indexedDB.open('adpolicy-replica'));
  const stores = ['meta', 'searchIndexes', 'platforms', 'categories', 'jurisdictions', 'policies'].filter((s) => db.objectStoreNames.contains(s));
  const tx = db.transaction(stores);
  const read = (store, get) => (stores.includes(store) ? request(get(tx.objectStore(store))) : Promise.resolve(undefined));
  const [, , , , , ...rows] = await Promise.all([
    read('meta', (s) => s.get('revision')),
    read('searchIndexes', (s) => s.get('policies')),
    read('platforms', (s) => s.getAll()),
    read('categories', (s) => s.getAll()),
    read('jurisdictions', (s) => s.getAll()),
    ...${JSON.stringify(ids)}.map((id) => read('policies', (s) => s.get(id))),
  ]);
  document.getElementById('count').textContent = '${count} ${count === 1 ? 'result' : 'results'}';
  const list = document.createElement('ul');
  list.setAttribute('aria-label', 'Search results');
  for (const row of rows) {
    const item = document.createElement('li');
    const title = document.createElement('h2');
    title.textContent = row ? row.title : '';
    item.append(title);
    list.append(item);
  }
  document.querySelector('main').append(list);
  db.close();
})();
</script></body></html>`;
}
