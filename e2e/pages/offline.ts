// Going offline for real in Chromium (DESIGN §8): the service worker must control the page first; then
// setOffline(true) plus aborting every request that still reaches the network (setOffline has not always
// covered service-worker fetches). Requests the worker answers from its precache never hit the route.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls this page (reloads once if it does not yet). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Waits until the replica has synced at least once on this device (the status line says when). */
export async function waitForReplica(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('adpolicy-replica');
            // Never create the database here (nor hold it open): that would block the app's own upgrade.
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              const done = (revision: number) => {
                db.close();
                resolve(revision);
              };
              if (!db.objectStoreNames.contains('meta')) return done(0);
              const get = db.transaction('meta').objectStore('meta').get('revision');
              get.onsuccess = () => done(Number(get.result?.value ?? 0));
              get.onerror = () => done(0);
            };
          }),
      ),
    )
    .toBeGreaterThan(0);
}

/** Waits until the replica holds the search index of its current revision (built in a worker after a sync). */
export async function waitForSearchIndex(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('adpolicy-replica');
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('searchIndexes')) {
                db.close();
                return resolve(false);
              }
              const tx = db.transaction(['meta', 'searchIndexes']);
              const revision = tx.objectStore('meta').get('revision');
              const index = tx.objectStore('searchIndexes').get('policies');
              tx.oncomplete = () => {
                db.close();
                resolve(index.result !== undefined && index.result.revision === revision.result?.value);
              };
              tx.onerror = () => {
                db.close();
                resolve(false);
              };
            };
          }),
      ),
    )
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
    .poll(() =>
      page.evaluate(
        (searchName) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('adpolicy-replica');
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction(['meta', 'savedSearches']);
              const revision = tx.objectStore('meta').get('revision');
              const searches = tx.objectStore('savedSearches').getAll();
              tx.oncomplete = () => {
                db.close();
                const search = (searches.result as { name: string; seenRevision?: number }[]).find((s) => s.name === searchName);
                resolve(search?.seenRevision === Number(revision.result?.value ?? 0));
              };
              tx.onerror = () => resolve(false);
            };
          }),
        name,
      ),
    )
    .toBe(true);
}
