import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from '../../seed/load-seed.js';
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
});
