import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetReadCache } from '../src/dataset/read-cache.js';
import { listen } from '../src/http/listen.js';
import { loadSeed } from '../src/db/load-seed.js';
import { readSeedDataset, type SeedDataset } from '../../seed/read-dataset.js';
import type { Platform } from '../../core/contract.js';
import { startTestApp, type TestApp } from './harness.js';

// Dataset reads are answered from memory per revision (ADR 005): a repeat must not touch the database,
// and an in-process seed change must show on the very next read.
describe('API on sqlite: dataset read cache', () => {
  let app: TestApp;
  let dataset: SeedDataset;
  const queries: string[] = [];
  beforeAll(async () => {
    dataset = readSeedDataset();
    app = await startTestApp('sqlite', { dataset });
    app.db.sequelize.addHook('beforeQuery', (_options, query) => void queries.push(String((query as { sql?: unknown }).sql)));
  });
  afterAll(() => app?.stop());

  it('when the same dataset read is repeated, then the repeat runs no query and gives the same bytes', async () => {
    const first = await (await app.get('/api/policy-updates/recent?limit=5')).text();
    queries.length = 0;
    const second = await app.get('/api/policy-updates/recent?limit=5');
    expect(await second.text()).toBe(first);
    expect(second.headers.get('etag')).toMatch(/^W\/"/);
    expect(queries).toEqual([]);
  });

  it('when a read is answered from memory, then it carries the same security and caching headers as the first answer', async () => {
    const first = await app.get('/api/jurisdictions', { headers: { 'accept-encoding': 'identity' } });
    const second = await app.get('/api/jurisdictions', { headers: { 'accept-encoding': 'identity' } });
    expect(await second.text()).toBe(await first.text());
    for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control', 'content-type', 'etag']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('content-security-policy')).toContain("base-uri 'none'");
    expect(second.headers.get('cache-control')).toBe('no-store');
  });

  it('when two browsers without a cookie ask the same read, then neither answer, fresh or from memory, carries a client cookie', async () => {
    const path = '/api/policies?q=lottery&sort=recent';
    const first = await fetch(app.url + path);
    queries.length = 0;
    const second = await fetch(app.url + path);
    expect(queries).toEqual([]); // answered from memory
    expect(await second.text()).toBe(await first.text());
    // A read keeps nothing, so it issues no cookie (ADR 232); the cache never keeps one either.
    expect([first.headers.get('set-cookie'), second.headers.get('set-cookie')]).toEqual([null, null]);
  });

  it('when a repeat asks with the ETag, then it gets a 304; when it accepts gzip, then a large answer comes gzipped', async () => {
    const first = await app.get('/api/policies?q=gambling');
    const etag = first.headers.get('etag')!;
    expect((await app.get('/api/policies?q=gambling', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const zipped = await app.get('/api/policies?q=gambling', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(await first.text());
  });

  it('when the seed changes a platform in this process, then the next read shows it', async () => {
    const before = (await (await app.get('/api/platforms')).json()) as Platform[];
    const edited = structuredClone(dataset);
    edited.platforms[0]!.name = 'Google Ads (edited)';
    await loadSeed(app.db, edited);
    const after = (await (await app.get('/api/platforms')).json()) as Platform[];
    expect(after.find((p) => p.identifier === edited.platforms[0]!.identifier)!.name).toBe('Google Ads (edited)');
    expect(after).not.toEqual(before);
  });

  it('when a read fails, then the failure is not kept', async () => {
    expect((await app.get('/api/policies/999999')).status).toBe(404);
    expect((await app.get('/api/policies/999999')).status).toBe(404);
  });

  it('when thousands of distinct junk URLs arrive, then the cache stays within its entry bound and junk parameters share one entry', async () => {
    const before = app.datasetReads.size();
    const get = async (path: string) => expect((await app.get(path)).status).toBe(200);
    // Parameters a route does not read do not make new entries.
    for (let i = 0; i < 500; i++) await get(`/api/platforms?junk=${i}&cache-buster=${i * 7}`);
    expect(app.datasetReads.size().entries).toBeLessThanOrEqual(before.entries + 1);
    // Parameters it does read do, up to the bound, and no further.
    for (let i = 0; i < 1500; i++) await get(`/api/policies?q=junk${i}`);
    const after = app.datasetReads.size();
    expect(after.entries).toBe(1000);
    expect(after.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it('when the same search is written with parameters in another order or encoding, then it is one entry', async () => {
    await app.get('/api/policies?q=wine&sort=recent');
    const entries = app.datasetReads.size().entries;
    for (const path of ['/api/policies?sort=recent&q=wine', '/api/policies?q=%77ine&sort=recent', '/api/policies?q=wine&sort=recent&utm=x']) {
      expect((await app.get(path)).status).toBe(200);
    }
    expect(app.datasetReads.size().entries).toBe(entries);
  });

  it('when sync asks with any since past the revision, then it is one cached full snapshot marked reset', async () => {
    await app.get('/api/sync?since=5000');
    const entries = app.datasetReads.size().entries;
    for (const since of [5001, 70000, 2147483647]) {
      const response = await app.get(`/api/sync?since=${since}`);
      expect(((await response.json()) as { reset: boolean }).reset).toBe(true);
    }
    expect(app.datasetReads.size().entries).toBe(entries);
  });
});

describe('dataset read cache: the byte bound', () => {
  it('when long keys and bodies arrive, then the bytes held (keys included) stay within the bound', async () => {
    const clock = Object.assign(async () => 1, { peek: () => 1 });
    const cache = datasetReadCache(clock, pino({ level: 'silent' }), { maxEntries: 10_000, maxBytes: 20_000 });
    const app = express();
    app.set('query parser', 'simple');
    app.use('/api/policies', cache.middleware, (req, res) => void res.json({ q: req.query.q, body: 'x'.repeat(500) }));
    app.locals.datasetReads = cache;
    const server = await listen(app, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    try {
      for (let i = 0; i < 200; i++) {
        // Long keys: the key's own size must count, or junk queries could fill memory with keys alone.
        const response = await fetch(`http://127.0.0.1:${port}/api/policies?q=${i}-${'k'.repeat(1500)}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status).toBe(200);
        expect(cache.size().bytes).toBeLessThanOrEqual(20_000);
      }
      expect(cache.size().entries).toBeGreaterThan(0);
      expect(cache.size().entries).toBeLessThan(10);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});
