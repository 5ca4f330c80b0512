// Going offline for real in Chromium (DESIGN §8): the service worker must control the page first; then
// setOffline(true) plus aborting every request that still reaches the network (setOffline has not always
// covered service-worker fetches). Requests the worker answers from its precache never hit the route.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { OFFLINE_TAG } from '../fixtures';
import { REPLICA_DB_NAME } from '../../web/src/lib/replica/replica-names';

/** Waits until the service worker is active and controls this page (reloads once if it does not yet). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  if (!test.info().tags.includes(OFFLINE_TAG)) throw new Error(`Tag this test ${OFFLINE_TAG}: the service worker is blocked in the others (e2e/fixtures.ts).`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * The replica's revision and every row of one of its stores, read in the page; null while the replica or
 * the store does not exist. It never creates the database (that would block the app's own upgrade), and
 * closes its connection at once.
 */
function readReplicaStore<Row>(page: Page, store: string): Promise<{ revision: number; rows: Row[] } | null> {
  return page.evaluate(
    ({ database, name }) =>
      new Promise<{ revision: number; rows: Row[] } | null>((resolve) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const done = (answer: { revision: number; rows: Row[] } | null) => {
            db.close();
            resolve(answer);
          };
          if (!db.objectStoreNames.contains('meta') || !db.objectStoreNames.contains(name)) return done(null);
          const tx = db.transaction(['meta', name]);
          const revision = tx.objectStore('meta').get('revision');
          const rows = tx.objectStore(name).getAll();
          tx.oncomplete = () => done({ revision: Number(revision.result?.value ?? 0), rows: rows.result as Row[] });
          tx.onerror = () => done(null);
        };
      }),
    { database: REPLICA_DB_NAME, name: store },
  );
}

/** Waits until the replica has synced at least once on this device (the status line says when). */
export async function waitForReplica(page: Page): Promise<void> {
  await expect.poll(async () => (await readReplicaStore(page, 'meta'))?.revision ?? 0).toBeGreaterThan(0);
}

/** Waits until the visit's sync has brought the server's saved search of this name into the replica. */
export async function waitForSavedSearch(page: Page, name: string): Promise<void> {
  await expect
    .poll(async () => (await readReplicaStore<{ name: string }>(page, 'savedSearches'))?.rows.some((search) => search.name === name) ?? false)
    .toBe(true);
}

/** Waits until the replica holds the search index of its current revision (built in a worker after a sync). */
export async function waitForSearchIndex(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const read = await readReplicaStore<{ name: string; revision: number }>(page, 'searchIndexes');
      return read !== null && read.rows.some((index) => index.name === 'policies' && index.revision === read.revision);
    })
    .toBe(true);
}

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/** Loads a page online and waits until it works offline: worker in control, replica filled. */
export async function prepareForOffline(page: Page, path = '/search'): Promise<void> {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
  await waitForReplica(page);
}

/**
 * Waits until the replica records the saved search of this name as looked at in its current revision.
 * Running a search marks it in the background (a write that may queue behind the sync's or the search
 * index's); a test that then reloads the page must wait for it, as a page that unloads may lose it.
 */
export async function waitForSearchSeen(page: Page, name: string): Promise<void> {
  await expect
    .poll(async () => {
      const read = await readReplicaStore<{ name: string; seenRevision?: number }>(page, 'savedSearches');
      return read !== null && read.rows.find((search) => search.name === name)?.seenRevision === read.revision;
    })
    .toBe(true);
}
