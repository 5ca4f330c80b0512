import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyWithRefs } from '../../core/contract.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

const filters = (f: Record<string, string[]>) => encodeURIComponent(JSON.stringify(f));

describe.each(dialects())('API on %s: policies', (dialect) => {
  let app: TestApp;
  let all: PolicyWithRefs[];
  beforeAll(async () => {
    app = await startTestApp(dialect);
    all = (await (await app.get('/api/policies')).json()) as PolicyWithRefs[];
  });
  afterAll(() => app?.stop());

  it('when policies are listed unfiltered, then every policy comes with its platform, category and jurisdictions', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const p of all) {
      expect(p.platform).toMatchObject({ id: p.platformId, identifier: expect.any(String), name: expect.any(String) });
      expect(p.category).toMatchObject({ id: p.categoryId, name: expect.any(String) });
      expect(p.jurisdictions.length).toBeGreaterThan(0);
      for (const j of p.jurisdictions) expect(j).toEqual({ id: expect.any(Number), name: expect.any(String), code: expect.any(String) });
      expect(['allowed', 'limited', 'prohibited']).toContain(p.status);
      expect(p.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('when filtered by platform identifier, category name and status, then only matching policies come back', async () => {
    const response = await app.get(`/api/policies?filters=${filters({ platforms: ['google'], categories: ['Alcohol'], status: [] })}`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as PolicyWithRefs[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.platform.identifier === 'google' && p.category.name === 'Alcohol')).toBe(true);

    const prohibited = (await (await app.get(`/api/policies?filters=${filters({ status: ['prohibited'] })}`)).json()) as PolicyWithRefs[];
    expect(prohibited.length).toBe(all.filter((p) => p.status === 'prohibited').length);
    expect(prohibited.every((p) => p.status === 'prohibited')).toBe(true);
  });

  it('when filtered by a member state, then its region\'s records answer where it has none of its own (issue 28)', async () => {
    const belgium = (await (await app.get(`/api/policies?filters=${filters({ jurisdictions: ['BE'], categories: ['political-election'] })}`)).json()) as PolicyWithRefs[];
    const keys = belgium.map((p) => p.key);
    for (const platform of ['facebook', 'instagram', 'google']) expect(keys).toContain(`${platform}-political-election-eu`);
    // A region's record replaces the global one for its members; it never stands beside it.
    const pairs = belgium.map((p) => `${p.platformId}:${p.categoryId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(belgium.find((p) => p.key === 'facebook-political-election-eu')).toMatchObject({ status: 'prohibited' });
    // Belgium's own record still wins in its category.
    const gambling = (await (await app.get(`/api/policies?filters=${filters({ jurisdictions: ['BE'], platforms: ['microsoft'], categories: ['gambling-lottery'] })}`)).json()) as PolicyWithRefs[];
    expect(gambling.map((p) => p.key)).toEqual(['microsoft-gambling-lottery-be']);
  });

  it('when filtered by jurisdiction code UK, then the result equals the one for GB', async () => {
    const uk = (await (await app.get(`/api/policies?filters=${filters({ jurisdictions: ['UK'] })}`)).json()) as PolicyWithRefs[];
    const gb = (await (await app.get(`/api/policies?filters=${filters({ jurisdictions: ['GB'] })}`)).json()) as PolicyWithRefs[];
    expect(uk.map((p) => p.id)).toEqual(gb.map((p) => p.id));
    // And the filter really filters: the UK's own policies, GLOBAL ones only where the UK has none, nothing else.
    const keys = uk.map((p) => p.key);
    expect(keys).toEqual(expect.arrayContaining(['google-cryptocurrency-gb', 'facebook-gambling-lottery-gb', 'twitter-cryptocurrency-gb']));
    expect(keys).not.toContain('google-cryptocurrency-in');
    for (const p of uk) expect(p.jurisdictions.map((j) => j.code), p.key).toEqual(expect.arrayContaining([expect.stringMatching(/^(GB|GLOBAL)$/)]));
    const pairsWithOwnUkPolicy = new Set(uk.filter((p) => p.jurisdictions.some((j) => j.code === 'GB')).map((p) => `${p.platformId}:${p.categoryId}`));
    for (const p of uk.filter((p) => !p.jurisdictions.some((j) => j.code === 'GB'))) expect(pairsWithOwnUkPolicy.has(`${p.platformId}:${p.categoryId}`), p.key).toBe(false);
    expect(uk.length).toBeLessThan(all.length);
  });

  it('when searched by text, then matching policies rank first and unrelated text finds nothing', async () => {
    const crypto = (await (await app.get('/api/policies?q=crypto')).json()) as PolicyWithRefs[];
    expect(crypto.length).toBeGreaterThan(0);
    expect(crypto[0]!.category.name).toBe('Cryptocurrency');
    const none = (await (await app.get('/api/policies?q=zzqxv-nothing-matches')).json()) as PolicyWithRefs[];
    expect(none).toEqual([]);
  });

  it('when sorted by recently updated, then dates never increase down the list', async () => {
    const list = (await (await app.get('/api/policies?sort=recent')).json()) as PolicyWithRefs[];
    const dates = list.map((p) => p.lastUpdated);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('when filters are not JSON or have the wrong shape, then it is a 400 with a message', async () => {
    for (const bad of ['{not json', encodeURIComponent('["a"]'), filters({ status: ['sometimes'] }), filters({ colour: ['red'] })]) {
      const response = await app.get(`/api/policies?filters=${bad}`);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatch(/filters/i);
    }
    const badSort = await app.get('/api/policies?sort=cheapest');
    expect(badSort.status).toBe(400);
  });

  it('when one policy is fetched, then it carries platform, category and jurisdictions', async () => {
    const first = all[0]!;
    const response = await app.get(`/api/policies/${first.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(first);
  });

  it('when the policy id is not a number, then 400; when it does not exist, then 404', async () => {
    for (const id of ['abc', '1.5', '-3', '0']) {
      const response = await app.get(`/api/policies/${id}`);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatch(/id/i);
    }
    const missing = await app.get('/api/policies/99999999');
    expect(missing.status).toBe(404);
    expect(await errorBody(missing)).toMatch(/not found/i);
  });

  it('when the policies of a platform are asked by id, identifier or alias, then only its policies come back', async () => {
    const google = all.find((p) => p.platform.identifier === 'google')!.platform;
    const byIdentifier = (await (await app.get('/api/policies/platform/google')).json()) as PolicyWithRefs[];
    const byId = (await (await app.get(`/api/policies/platform/${google.id}`)).json()) as PolicyWithRefs[];
    expect(byIdentifier.length).toBe(all.filter((p) => p.platformId === google.id).length);
    expect(byId.map((p) => p.id)).toEqual(byIdentifier.map((p) => p.id));
    const times = (await (await app.get('/api/policies/platform/times')).json()) as PolicyWithRefs[];
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((p) => p.platform.identifier === 'timesinternet')).toBe(true);
    const unknown = await app.get('/api/policies/platform/myspace');
    expect(unknown.status).toBe(404);
    expect(await errorBody(unknown)).toMatch(/not found/i);
  });
});
