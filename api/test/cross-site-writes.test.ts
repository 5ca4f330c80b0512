import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../core/contract.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

const search = { name: 'Kept', query: 'crypto' };

// Every call sends credentials and multipart skips the CORS preflight, so a write from another site must be
// refused whatever its method, and the write budget must count every write method.
describe.each(dialects())('API on %s: cross-site writes', (dialect) => {
  let app: TestApp;
  let kept: SavedSearch;
  beforeAll(async () => {
    app = await startTestApp(dialect);
    kept = (await (await app.send('POST', '/api/saved-searches', search)).json()) as SavedSearch;
  });
  afterAll(() => app?.stop());

  const ids = async () => ((await (await app.get('/api/saved-searches')).json()) as SavedSearch[]).map((s) => s.id).sort();

  it.each([
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null', { origin: 'null' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['a sibling subdomain Origin', { origin: 'http://evil.127.0.0.1.nip.io' }],
  ])('when a write comes with %s, then every write method is refused with 403 and nothing changes', async (_label, headers) => {
    const before = await ids();
    for (const [method, path, body] of [
      ['POST', '/api/saved-searches', search],
      ['DELETE', `/api/saved-searches/${kept.id}`, undefined],
      ['DELETE', `/api/saved-searches/${kept.clientId}`, undefined],
      ['PUT', `/api/saved-searches/${kept.id}`, search],
      ['PATCH', `/api/saved-searches/${kept.id}`, search],
      ['POST', '/api/events/page-view', { path: '/' }],
    ] as const) {
      const response = await app.send(method, path, body, headers);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await errorBody(response)).toMatch(/Cross-site/);
    }
    expect(await ids()).toEqual(before);
  });

  it('when a delete comes from this site, then it is applied', async () => {
    const doomed = (await (await app.send('POST', '/api/saved-searches', { name: 'Doomed', query: 'alcohol' })).json()) as SavedSearch;
    const response = await app.send('DELETE', `/api/saved-searches/${doomed.id}`, undefined, { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(204);
    expect(await ids()).not.toContain(doomed.id);
  });
});

describe('API on sqlite: the write budget counts deletes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite', { env: { WRITE_RATE_LIMIT: '3' } });
  });
  afterAll(() => app?.stop());

  it('when deletes exceed the limit, then 429 and the search is not deleted', async () => {
    const saved = (await (await app.send('POST', '/api/saved-searches', search)).json()) as SavedSearch;
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await app.send('DELETE', '/api/saved-searches/999999')).status);
    const over = await app.send('DELETE', `/api/saved-searches/${saved.id}`);
    expect(statuses).toEqual([404, 404]);
    expect(over.status).toBe(429);
    expect(await errorBody(over)).toMatch(/Too many/);
    const list = (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];
    expect(list.map((s) => s.id)).toContain(saved.id);
  });
});
