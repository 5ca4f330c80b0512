import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from '../src/db/load-seed.js';
import { readSeedDataset, type SeedDataset } from '../../seed/read-dataset.js';
import type { SyncDelta } from '../../core/contract.js';
import { dialects, errorBody, rawRequest, startTestApp, type TestApp } from './harness.js';

interface Synced {
  response: Response;
  body: SyncDelta | null;
}

async function syncOf(app: TestApp, since: number, headers: Record<string, string> = {}): Promise<Synced> {
  const response = await app.get(`/api/sync?since=${since}`, { headers });
  return { response, body: response.status === 200 ? ((await response.clone().json()) as SyncDelta) : null };
}

describe.each(dialects())('API on %s: delta sync', (dialect) => {
  let app: TestApp;
  let dataset: SeedDataset;
  beforeAll(async () => {
    dataset = readSeedDataset();
    app = await startTestApp(dialect, { dataset });
  });
  afterAll(() => app?.stop());

  const sync = (since: number, headers: Record<string, string> = {}) => syncOf(app, since, headers);

  it('when since=0, then the full snapshot arrives in one round trip', async () => {
    const { response, body } = await sync(0);
    expect(response.status).toBe(200);
    expect(body!.revision).toBe(1);
    expect(body!.platforms).toHaveLength(dataset.platforms.length);
    expect(body!.categories).toHaveLength(dataset.categories.length);
    expect(body!.jurisdictions).toHaveLength(dataset.jurisdictions.length);
    expect(body!.documents).toHaveLength(dataset.documents.length);
    expect(body!.laws).toHaveLength(dataset.laws.length);
    expect(body!.policies).toHaveLength(dataset.policies.length);
    expect(body!.updates).toHaveLength(dataset.updates.length);
    expect(body!.deleted).toEqual([]);
    expect(body!.policies[0]!.jurisdictions.length).toBeGreaterThan(0);
    expect(response.headers.get('etag')).toBe('"sync-0-1"');
    // The browser revalidates every time, so the replica never misses a change.
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('when the client accepts gzip, then the snapshot is sent compressed to under a third of its size', async () => {
    const plain = await app.get('/api/sync?since=0', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBytes = Number(plain.headers.get('content-length') ?? Buffer.byteLength(await plain.text()));
    const zipped = await new Promise<{ encoding: string | undefined; bytes: number }>((ok, fail) => {
      http.get(`${app.url}/api/sync?since=0`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => ok({ encoding: res.headers['content-encoding'], bytes }));
      }).on('error', fail);
    });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.bytes).toBeLessThan(plainBytes / 3);
  });

  it('when nothing changed, then the delta is empty and under 1 KB, and a repeat with the ETag is a 304', async () => {
    const { response, body } = await sync(1);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(body).toMatchObject({ revision: 1, platforms: [], policies: [], updates: [], deleted: [] });
    const etag = response.headers.get('etag')!;
    const again = await sync(1, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(await again.response.text()).toBe('');
  });

  it('when nothing changed, then the whole answer on the wire (status line, headers, body) is under 1 KB', async () => {
    const wire = await new Promise<{ bytes: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.get(`${app.url}/api/sync?since=1`, { agent: false, headers: { accept: 'application/json', 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ bytes: res.socket.bytesRead, headers: res.headers }));
      });
      request.on('error', reject);
    });
    expect(wire.bytes).toBeLessThan(1000); // DESIGN §9: under 1 KB, counted as npm run bench counts it
    expect(wire.headers).not.toHaveProperty('x-download-options');
    expect(wire.headers['x-content-type-options']).toBe('nosniff'); // the baseline headers are all still there
  });

  it('when a sync is repeated, then it is answered from memory: no query, brotli compressed once, same ETag', async () => {
    const queries: string[] = [];
    const record = (_options: unknown, query: unknown) => void queries.push(String((query as { sql?: unknown }).sql));
    const first = await app.get('/api/sync?since=0', { headers: { 'accept-encoding': 'br' } });
    const text = await first.text();
    app.db.sequelize.addHook('beforeQuery', 'count-sync-queries', record);
    try {
      for (const since of ['0', '0', '1']) await (await app.get(`/api/sync?since=${since}`)).text();
      queries.length = 0;
      const again = await rawRequest(app.url, { path: '/api/sync?since=0', headers: { 'accept-encoding': 'br, gzip' } });
      expect(queries).toEqual([]);
      expect(again.status).toBe(200);
      expect(again.headers['content-encoding']).toBe('br');
      expect(again.headers.etag).toBe(first.headers.get('etag'));
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(Number(again.headers['content-length'])).toBeLessThan(Buffer.byteLength(text) / 4);
    } finally {
      app.db.sequelize.removeHook('beforeQuery', 'count-sync-queries');
    }
  });

  // The tests that change the dataset each run on an app of their own, so every test stands alone.
  const withOwnApp = async (test: (own: TestApp, sync: (since: number, headers?: Record<string, string>) => Promise<Synced>) => Promise<void>) => {
    const own = await startTestApp(dialect, { dataset });
    try {
      await test(own, (since, headers) => syncOf(own, since, headers));
    } finally {
      await own.stop();
    }
  };

  it('when a seed record changes, then the next delta holds exactly that record', () =>
    withOwnApp(async (own, sync) => {
      const edited = structuredClone(dataset);
      edited.policies[1]!.restrictions = `${edited.policies[1]!.restrictions}\n- One more restriction for the test.`;
      const { response: before } = await sync(1);
      await loadSeed(own.db, edited);
      const { body } = await sync(1);
      expect(body!.revision).toBe(2);
      expect(body!.policies.map((p) => p.key)).toEqual([edited.policies[1]!.key]);
      expect(body!.platforms).toEqual([]);
      expect(body!.deleted).toEqual([]);
      // The old ETag no longer matches: the client gets the change, not a 304.
      expect((await sync(1, { 'if-none-match': before.headers.get('etag')! })).response.status).toBe(200);
    }));

  it('when a record is deleted, then the delta carries its tombstone', () =>
    withOwnApp(async (own, sync) => {
      const edited = structuredClone(dataset);
      const removed = edited.policies.pop()!;
      edited.updates = edited.updates.filter((u) => u.policy !== removed.key);
      const full = (await sync(0)).body!;
      const removedId = full.policies.find((p) => p.key === removed.key)!.id;
      await loadSeed(own.db, edited);
      const { body } = await sync(1);
      expect(body!.revision).toBe(2);
      expect(body!.deleted).toContainEqual({ entity: 'policies', id: removedId });
      // A fresh client never hears of it at all.
      const fresh = (await sync(0)).body!;
      expect(fresh.deleted).toEqual([]);
      expect(fresh.policies.some((p) => p.id === removedId)).toBe(false);
    }));

  it('when a client is ahead of the server, then it gets a full snapshot marked reset', async () => {
    const { body } = await sync(999);
    expect(body!.reset).toBe(true);
    expect(body!.policies.length).toBeGreaterThan(0);
  });

  it('when since is not a whole number, then 400', async () => {
    for (const since of ['-1', 'abc', '1.5']) {
      const response = await app.get(`/api/sync?since=${since}`);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatch(/^Invalid sync request/);
    }
  });
});
