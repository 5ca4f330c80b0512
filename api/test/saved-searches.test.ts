import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedSearch, SavedSearchInput } from '../../core/contract.js';
import { findRows } from '../src/db/database.js';
import { savedSearchRepository } from '../src/saved-searches/repository.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

const search = (over: Record<string, unknown> = {}) => ({
  name: "Search for 'crypto'",
  query: 'crypto',
  filters: { platforms: ['google'], categories: ['Cryptocurrency'], jurisdictions: ['IN'], status: ['limited'] },
  ...over,
});

describe.each(dialects())('API on %s: saved searches', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  it('when a search is saved, then it is listed with its name, query, filters and creation date', async () => {
    const response = await app.send('POST', '/api/saved-searches', search());
    expect(response.status).toBe(201);
    const saved = (await response.json()) as SavedSearch;
    expect(saved).toMatchObject({ id: expect.any(Number), clientId: expect.any(String), ...search() });
    expect(new Date(saved.dateCreated).toString()).not.toBe('Invalid Date');
    const list = (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];
    expect(list).toContainEqual(saved);
  });

  it('when filters are left out, then they default to empty lists', async () => {
    const saved = (await (await app.send('POST', '/api/saved-searches', { name: 'n', query: 'alcohol' })).json()) as SavedSearch;
    expect(saved.filters).toEqual({ platforms: [], categories: [], jurisdictions: [], status: [] });
  });

  it('when the same client UUID is posted twice, then one row exists and the replay returns it', async () => {
    const clientId = randomUUID();
    const first = await app.send('POST', '/api/saved-searches', search({ clientId }));
    const replay = await app.send('POST', '/api/saved-searches', search({ clientId, name: 'changed on replay' }));
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
    const list = (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];
    expect(list.filter((s) => s.clientId === clientId)).toHaveLength(1);
  });

  it('when a search is deleted, then it leaves the list; deleting it again by id or UUID succeeds quietly', async () => {
    const saved = (await (await app.send('POST', '/api/saved-searches', search({ clientId: randomUUID() }))).json()) as SavedSearch;
    expect((await app.send('DELETE', `/api/saved-searches/${saved.id}`)).status).toBe(204);
    const list = (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];
    expect(list.map((s) => s.id)).not.toContain(saved.id);
    expect((await app.send('DELETE', `/api/saved-searches/${saved.id}`)).status).toBe(204);
    expect((await app.send('DELETE', `/api/saved-searches/${saved.clientId}`)).status).toBe(204);
  });

  it('when a search saved offline is deleted by its client UUID, then it is gone', async () => {
    const clientId = randomUUID();
    await app.send('POST', '/api/saved-searches', search({ clientId }));
    expect((await app.send('DELETE', `/api/saved-searches/${clientId}`)).status).toBe(204);
    const list = (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];
    expect(list.some((s) => s.clientId === clientId)).toBe(false);
  });

  it('when a delete names a bad id, then 400; an unknown id, then 404', async () => {
    const bad = await app.send('DELETE', '/api/saved-searches/not-an-id');
    expect(bad.status).toBe(400);
    expect(await errorBody(bad)).toMatch(/^Invalid saved search id/);
    const unknown = await app.send('DELETE', '/api/saved-searches/987654321');
    expect(unknown.status).toBe(404);
    expect(await errorBody(unknown)).toMatch(/not found/i);
    expect((await app.send('DELETE', `/api/saved-searches/${randomUUID()}`)).status).toBe(404);
  });

  it('when two searches are saved, then the list shows the newer first', async () => {
    const older = (await (await app.send('POST', '/api/saved-searches', search({ name: 'older' }))).json()) as SavedSearch;
    const newer = (await (await app.send('POST', '/api/saved-searches', search({ name: 'newer' }))).json()) as SavedSearch;
    const list = (await (await app.get('/api/saved-searches')).json()) as SavedSearch[];
    expect(list.filter((s) => s.id === older.id || s.id === newer.id).map((s) => s.name)).toEqual(['newer', 'older']);
  });

  describe('the repository', () => {
    const repository = () => savedSearchRepository(app.db);
    const OWNER = 'client:repository-test';
    const input = (clientId: string): SavedSearchInput => ({ name: 'n', query: 'crypto', clientId, filters: { platforms: [], categories: [], jurisdictions: [], status: ['limited'] } });
    const create = async (clientId: string) => {
      const outcome = await repository().create(OWNER, input(clientId));
      if (outcome === 'taken') throw new Error(`client id ${clientId} taken`);
      return outcome;
    };
    afterEach(() => vi.restoreAllMocks());

    it('when a client id is replayed, then it answers the stored row without trying to insert (a failed insert would still use up an id on MySQL)', async () => {
      const clientId = randomUUID();
      const first = await create(clientId);
      const insert = vi.spyOn(app.db.models.SavedSearch, 'create');
      const replay = await create(clientId);
      expect(replay).toEqual({ search: first.search, created: false });
      expect(insert).not.toHaveBeenCalled();
    });

    it('when two saves of one client id race, then one row exists and exactly one of them created it', async () => {
      const clientId = randomUUID();
      const [a, b] = await Promise.all([create(clientId), create(clientId)]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.search.id).toBe(b.search.id);
      const rows = await findRows(app.db.models.SavedSearch, { where: { clientId } });
      expect(rows).toHaveLength(1);
    });

    it('when a search is removed twice, then the second call says already deleted and leaves the deletion date', async () => {
      const { search: saved } = await create(randomUUID());
      expect(await repository().remove(OWNER, { id: saved.id })).toBe('deleted');
      const deletedAt = (await findRows(app.db.models.SavedSearch, { where: { id: saved.id } }))[0]!.deletedAt;
      expect(await repository().remove(OWNER, { clientId: saved.clientId })).toBe('already-deleted');
      expect((await findRows(app.db.models.SavedSearch, { where: { id: saved.id } }))[0]!.deletedAt).toEqual(deletedAt);
      expect(await repository().remove(OWNER, { id: 987654321 })).toBe('missing');
    });
  });

  it('when the body is invalid, then 400 and nothing is saved', async () => {
    const before = ((await (await app.get('/api/saved-searches')).json()) as SavedSearch[]).length;
    const cases: unknown[] = [
      search({ query: '' }),
      search({ query: '   ' }),
      search({ name: 42 }),
      search({ filters: { status: ['maybe'] } }),
      search({ clientId: 'not-a-uuid' }),
      search({ extra: true }),
      [],
    ];
    for (const body of cases) {
      const response = await app.send('POST', '/api/saved-searches', body);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatch(/Invalid saved search/);
    }
    const malformed = await app.send('POST', '/api/saved-searches', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(await errorBody(malformed)).toMatch(/not valid JSON/);
    const after = ((await (await app.get('/api/saved-searches')).json()) as SavedSearch[]).length;
    expect(after).toBe(before);
  });

  it('when the body is too large, then 413', async () => {
    const response = await app.send('POST', '/api/saved-searches', search({ name: 'x'.repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toMatch(/too large/);
  });

  it('when the body is not JSON, then 415', async () => {
    const response = await fetch(`${app.url}/api/saved-searches`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'crypto' });
    expect(response.status).toBe(415);
    await errorBody(response);
  });

  it('when a write comes from another site, then it is refused with 403 and nothing changes', async () => {
    const before = ((await (await app.get('/api/saved-searches')).json()) as SavedSearch[]).length;
    const crossSite = await app.send('POST', '/api/saved-searches', search(), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await app.send('POST', '/api/saved-searches', search(), { origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
    expect(await errorBody(foreignOrigin)).toMatch(/Cross-site/);
    const sameOrigin = await app.send('POST', '/api/saved-searches', search(), { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(201);
    const after = ((await (await app.get('/api/saved-searches')).json()) as SavedSearch[]).length;
    expect(after).toBe(before + 1);
  });
});

describe.each(dialects())('API on %s: write rate limit', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect, { env: { WRITE_RATE_LIMIT: '3' } });
  });
  afterAll(() => app?.stop());

  it('when writes exceed the limit, then 429 with a message, while reads still work', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.send('POST', '/api/saved-searches', search())).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await app.send('POST', '/api/saved-searches', search());
    expect(await errorBody(limited)).toMatch(/Too many/);
    expect((await app.get('/api/saved-searches')).status).toBe(200);
  });

  it('when page views are posted, then they do not use up the budget for saving searches', async () => {
    const fresh = await startTestApp(dialect, { env: { WRITE_RATE_LIMIT: '3' } });
    try {
      for (let i = 0; i < 10; i++) expect((await fresh.send('POST', '/api/events/page-view', { path: `/p${i}` })).status).toBe(204);
      expect((await fresh.send('POST', '/api/saved-searches', search())).status).toBe(201);
    } finally {
      await fresh.stop();
    }
  });
});
