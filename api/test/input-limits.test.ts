import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, type SavedSearch } from '../../core/contract.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

const { savedSearchName, searchQuery, filterValues, filterValue } = TEXT_LIMITS;
/** n characters of `unit`, counting as JavaScript counts (UTF-16 code units). */
const fill = (unit: string, n: number) => unit.repeat(Math.floor(n / unit.length));

// The same limits on both databases: a value within them is stored and read back unchanged, one over them
// is a 400 that names the problem before any database sees it (no MySQL-only "Data too long").
describe.each(dialects())('API on %s: input limits', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  const save = (body: unknown) => app.send('POST', '/api/saved-searches', body);
  const listed = async () => (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];

  it('when every field is at its limit with the widest characters, then it is saved and reads back unchanged', async () => {
    // 3-byte (CJK), 4-byte (emoji) and JSON-escaped characters: the most bytes a value can take.
    const widest = {
      name: fill('字', savedSearchName),
      query: fill('😀', searchQuery),
      filters: {
        platforms: Array.from({ length: filterValues }, (_, i) => `${i}`.padEnd(filterValue, '字')),
        categories: Array.from({ length: filterValues }, (_, i) => `${i}`.padEnd(filterValue, '"')),
        jurisdictions: Array.from({ length: filterValues }, (_, i) => `${i}`.padEnd(filterValue, '\\')),
        status: ['allowed', 'limited', 'prohibited'],
      },
    };
    const response = await save(widest);
    expect(response.status, await response.clone().text()).toBe(201);
    const saved = (await response.json()) as SavedSearch;
    const stored = (await listed()).find((s) => s.id === saved.id)!;
    expect(stored).toMatchObject(widest);
  });

  it.each([
    ['a name over the limit', { name: 'n'.repeat(savedSearchName + 1) }, /name must be at most 200/],
    ['a query over the limit', { query: 'q'.repeat(searchQuery + 1) }, /query must be at most 200/],
    ['too many filter values', { filters: { platforms: Array.from({ length: filterValues + 1 }, (_, i) => `p${i}`) } }, /at most 50 values/],
    ['a filter value over the limit', { filters: { categories: ['c'.repeat(filterValue + 1)] } }, /filter value must be at most 100/],
    ['a control character', { name: 'bad\u0007name' }, /control characters/],
    ['a lone surrogate', { query: 'crypto\ud800' }, /valid text/],
    ['an unknown status', { filters: { status: ['maybe'] } }, /filters\.status/],
  ])('when a saved search has %s, then 400 with a message and nothing is saved', async (_label, over, message) => {
    const before = (await listed()).length;
    const response = await save({ name: 'Limits', query: 'crypto', ...over });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatch(message);
    expect((await listed()).length).toBe(before);
  });

  it('when a client id comes in upper case and then in lower case, then it is one search, stored in lower case', async () => {
    const clientId = randomUUID();
    const upper = await save({ clientId: clientId.toUpperCase(), name: 'Upper', query: 'crypto' });
    const lower = await save({ clientId, name: 'Lower', query: 'crypto' });
    expect(upper.status).toBe(201);
    expect(lower.status).toBe(200);
    const saved = (await upper.json()) as SavedSearch;
    expect(saved.clientId).toBe(clientId);
    expect((await listed()).filter((s) => s.clientId === clientId)).toHaveLength(1);
    const removed = await app.send('DELETE', `/api/saved-searches/${clientId.toUpperCase()}`);
    expect(removed.status).toBe(204);
    expect((await listed()).some((s) => s.clientId === clientId)).toBe(false);
  });

  it.each([
    '/api/policy-updates/recent?limit=1e2',
    '/api/policy-updates/recent?limit=0x10',
    '/api/policy-updates/recent?limit=%2B5',
    '/api/policy-updates/recent?limit=%205',
    '/api/policy-updates/recent?limit=5.0',
    '/api/policy-updates/recent?limit=05',
    '/api/sync?since=-1',
    '/api/sync?since=1e3',
    '/api/sync?since=2147483648',
    '/api/policies/01',
    '/api/policies/1e3',
    '/api/policies/2147483648',
    '/api/policies/0x1',
  ])('when a number in %s is not plain decimal digits within range, then 400', async (path) => {
    const response = await app.get(path);
    expect(response.status).toBe(400);
    await errorBody(response);
  });

  it('when a saved search id is out of range, then 400', async () => {
    const response = await app.send('DELETE', '/api/saved-searches/9999999999');
    expect(response.status).toBe(400);
    await errorBody(response);
  });
});
