// Runs before the first paint: the build writes it into index.html's head (web/inline-shell-route.ts; the CSP
// allows it by its hash), so the parser waits for no request. Tells the shell
// pre-rendered in index.html which layout this URL uses, so it paints the right one (see static-shell.tsx):
// the simple layout with the landing's hero on /, the simple layout on /publisher-policy-builder, the search
// skeleton on the search screens, the sidebar layout with a generic skeleton elsewhere. Keep in step with
// web/src/app/router.tsx.
//
// On /search it also starts reading the local replica at once (window.__replicaStart), long before the app's
// scripts have loaded: the first answer (web/src/features/search/first-answer.ts) picks the read up. It
// reads only, in one transaction, and never creates the database (a first visit reads as null). When this
// address's last answer is kept (localStorage), the rows of its first cards are read first and handed over
// as soon as they are here (window.__replicaLastAnswer), before the search index is. On a device
// whose replica has never synced, it also asks the server for the answer to the URL's text search
// (window.__serverAnswer), which web/src/features/search/server-answer.ts adopts: the request is on its way
// while the app's scripts load.
(function () {
  var path = location.pathname.replace(/\/+$/, '') || '/';
  document.documentElement.setAttribute(
    'data-shell',
    path === '/' ? 'landing' : path === '/publisher-policy-builder' ? 'simple' : /^\/(search|categories|category\/)/.test(path) ? 'search' : 'screen'
  );
  if (path === '/search' && typeof window !== 'undefined' && window.indexedDB) {
    var last = lastAnswerOf(location.pathname + location.search);
    // Only then does the app's entry wait for the remembered answer's paint (web/entry-after-remembered-answer.ts).
    window.__replicaRemembers = Boolean(last);
    var remembered = deferred();
    window.__replicaLastAnswer = remembered.promise;
    window.__replicaStart = readReplicaStart(last, remembered.resolve);
    window.__replicaStart.then(function (start) {
      remembered.resolve(null); // if it has not been by now
      if (!start || start.revision === 0) askServer();
    });
  }

  function deferred() {
    var settle;
    var promise = new Promise(function (resolve) {
      settle = resolve;
    });
    return { promise: promise, resolve: settle };
  }

  // The last answer kept for this address (raw-replica-read.ts writes it), if it looks like one.
  function lastAnswerOf(address) {
    try {
      var last = JSON.parse(localStorage.getItem('adpolicy-last-answer') || 'null');
      var valid = last && last.address === address && typeof last.revision === 'number' && Array.isArray(last.ids) && last.ids.length > 0;
      return valid ? last : null;
    } catch (error) {
      return null; // storage denied, or not JSON
    }
  }

  // Built as serverSearchPath() builds it; a search that one would not send (filters) is not asked.
  function askServer() {
    var params = new URLSearchParams(location.search);
    var q = (params.get('q') || '').trim();
    var filters = params.get('filters');
    if (!q || (filters && filters !== '[]') || !navigator.onLine || !window.fetch) return;
    var path = '/api/policies?' + new URLSearchParams({ q: q, sort: params.get('sort') || 'relevance' });
    window.__serverAnswer = { path: path, response: fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } }) };
    window.__serverAnswer.response.catch(function () {}); // the app asks again
  }

  function readReplicaStart(last, answerRemembered) {
    return new Promise(function (resolve) {
      var open = indexedDB.open('adpolicy-replica');
      open.onupgradeneeded = function () {
        open.transaction.abort();
      };
      open.onerror = open.onblocked = function () {
        resolve(null);
      };
      open.onsuccess = function () {
        var db = open.result;
        // The app upgrading the schema must never wait for this connection.
        db.onversionchange = function () {
          db.close();
        };
        var stores = ['meta', 'platforms', 'categories', 'jurisdictions', 'searchIndexes', 'policies'];
        for (var i = 0; i < stores.length; i++) {
          if (!db.objectStoreNames.contains(stores[i])) {
            db.close();
            return resolve(null);
          }
        }
        var tx = db.transaction(stores, 'readonly');
        var revision = tx.objectStore('meta').get('revision');
        var platforms = tx.objectStore('platforms').getAll();
        var categories = tx.objectStore('categories').getAll();
        var jurisdictions = tx.objectStore('jurisdictions').getAll();
        var currentRevision = function () {
          return Number((revision.result && revision.result.value) || 0);
        };
        // The answer this address had when it was last on screen (first-answer.ts keeps it): its rows are
        // asked for before the search index, so it can be painted before the index is even read. Requests
        // answer in order: when the last row is here, so are the revision and the lists the cards name.
        if (last) {
          var rows = last.ids.map(function (id) {
            return tx.objectStore('policies').get(id);
          });
          rows[rows.length - 1].onsuccess = function () {
            if (last.revision !== currentRevision()) return answerRemembered(null);
            answerRemembered({
              revision: last.revision,
              platforms: platforms.result,
              categories: categories.result,
              jurisdictions: jurisdictions.result,
              address: last.address,
              count: last.count,
              ids: last.ids,
              rows: rows.map(function (row) {
                return row.result;
              }),
            });
          };
        } else {
          answerRemembered(null);
        }
        var index = tx.objectStore('searchIndexes').get('policies');
        var read = function () {
          return {
            db: db,
            revision: currentRevision(),
            platforms: platforms.result,
            categories: categories.result,
            jurisdictions: jurisdictions.result,
            stored: index.result,
          };
        };
        // If the first answer's script has run by now, it searches as soon as the index is read and asks for
        // its rows in this same transaction: one trip to IndexedDB, not two (window.__searchReplicaRead).
        var early = null;
        index.onsuccess = function () {
          if (typeof window.__searchReplicaRead !== 'function') return;
          try {
            early = window.__searchReplicaRead(read(), tx.objectStore('policies'));
          } catch (error) {
            early = null; // the first answer reads its rows itself
          }
        };
        tx.oncomplete = function () {
          var start = read();
          start.early = early;
          resolve(start);
        };
        tx.onerror = tx.onabort = function () {
          db.close();
          resolve(null);
        };
      };
    });
  }
})();
