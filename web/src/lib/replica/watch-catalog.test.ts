import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openReplica } from './replica-db';
import { REPLICA_DB_NAME } from './replica-names';
import { syncReplica } from './sync-replica';
import { category, FakeServer, jurisdiction, platform } from './testing/fake-server';
import { readCatalogOnce, watchCatalog } from './watch-catalog';

// The landing page's lists, read without Dexie from the app's own replica (one fixed name, so each test
// deletes it afterwards).

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);

async function syncedReplica(publish: (server: FakeServer) => void) {
  const server = new FakeServer();
  publish(server);
  const db = openReplica(REPLICA_DB_NAME);
  await syncReplica(db, { fetch: server.fetch });
  db.close();
}

afterEach(async () => {
  await new Promise<void>((resolve, reject) => {
    const deletion = indexedDB.deleteDatabase(REPLICA_DB_NAME);
    deletion.onsuccess = () => resolve();
    deletion.onerror = () => reject(deletion.error);
  });
});

describe('the catalog read once, for the landing page', () => {
  it('answers null on a device without a replica, and does not create one (the app upgrades it later)', async () => {
    expect(await readCatalogOnce()).toBeNull();
    expect(await databaseNames()).not.toContain(REPLICA_DB_NAME);
    // The app's own schema still opens and syncs afterwards.
    await syncedReplica((s) => s.publish({ platforms: [platform(1, 'google', 'Google Ads')] }));
    expect(await readCatalogOnce()).toMatchObject({ revision: 1 });
  });

  it('answers the synced lists with the revision they belong to', async () => {
    await syncedReplica((s) => {
      s.publish({ platforms: [platform(1, 'google', 'Google Ads')], categories: [category(5, 'Cryptocurrency')] });
      s.publish({ jurisdictions: [jurisdiction(7, 'IN', 'India', 2)] });
    });
    const catalog = await readCatalogOnce();
    expect(catalog?.revision).toBe(2);
    expect(catalog?.platforms.map((p) => p.name)).toEqual(['Google Ads']);
    expect(catalog?.categories.map((c) => c.id)).toEqual([5]);
    expect(catalog?.jurisdictions.map((j) => j.code)).toEqual(['IN']);
  });

  it('answers null for a replica created but never synced (revision 0)', async () => {
    const db = openReplica(REPLICA_DB_NAME);
    await db.open();
    db.close();
    expect(await readCatalogOnce()).toBeNull();
  });

  it('answers null for a database of another shape (an old version without these stores)', async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(REPLICA_DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('meta');
      open.onsuccess = () => (open.result.close(), resolve());
      open.onerror = () => reject(open.error);
    });
    expect(await readCatalogOnce()).toBeNull();
  });

  it('answers null when IndexedDB is missing', async () => {
    const idb = globalThis.indexedDB;
    // @ts-expect-error a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      expect(await readCatalogOnce()).toBeNull();
    } finally {
      globalThis.indexedDB = idb;
    }
  });
});

describe('the catalog as a watch', () => {
  it('calls the listener once with the lists', async () => {
    await syncedReplica((s) => s.publish({ platforms: [platform(1, 'meta', 'Meta')] }));
    const seen = await new Promise((resolve) => watchCatalog(resolve));
    expect(seen).toMatchObject({ revision: 1, platforms: [{ name: 'Meta' }] });
  });

  it('never calls the listener once stopped', async () => {
    await syncedReplica((s) => s.publish({ platforms: [platform(1, 'meta', 'Meta')] }));
    const running: unknown[] = [];
    const stopped: unknown[] = [];
    watchCatalog((catalog) => running.push(catalog));
    const stop = watchCatalog((catalog) => stopped.push(catalog));
    stop();
    // A read started after both watches settles after theirs: by then the running one has been called.
    await readCatalogOnce();
    expect(running).toHaveLength(1);
    expect(stopped).toEqual([]);
  });
});
