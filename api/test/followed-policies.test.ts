import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowedPolicy } from '../../core/contract.js';
import { loadSeed } from '../src/db/load-seed.js';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { findRows } from '../src/db/database.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '01', '2147483648', '99999999999'];

const followedIds = async (app: TestApp) =>
  ((await (await app.get('/api/followed-policies')).json()) as FollowedPolicy[]).map((f) => f.policyId);

const policyIdsOf = async (app: TestApp) =>
  (await findRows(app.db.models.Policy, { attributes: ['id'], order: [['id', 'ASC']] })).map((r) => Number(r.id));

/** Runs `write` with the server's clock at `iso` (only Date is faked: sockets and timers stay real). */
async function at<T>(iso: string, write: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  try {
    return await write();
  } finally {
    vi.useRealTimers();
  }
}

describe.each(dialects())('API on %s: followed policies', (dialect) => {
  let app: TestApp;
  let policyIds: number[];
  let unknownId: number;
  beforeAll(async () => {
    app = await startTestApp(dialect);
    policyIds = await policyIdsOf(app);
    unknownId = policyIds.at(-1)! + 1000;
  });
  beforeEach(async () => {
    await app.db.models.FollowedPolicy.destroy({ where: {} });
  });
  afterAll(() => app?.stop());

  it('when nothing is followed, then the list is an empty JSON array', async () => {
    const response = await app.get('/api/followed-policies');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual([]);
  });

  it('when a policy is followed, then 201 with the follow; a replay is 200 with the original date', async () => {
    const policyId = policyIds[0]!;
    const first = await at('2026-03-01T10:00:00.000Z', () => app.send('PUT', `/api/followed-policies/${policyId}`));
    expect(first.status).toBe(201);
    const followed = (await first.json()) as FollowedPolicy;
    expect(followed).toEqual({ policyId, dateFollowed: '2026-03-01T10:00:00.000Z' });
    const replay = await at('2026-03-02T10:00:00.000Z', () => app.send('PUT', `/api/followed-policies/${policyId}`));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(followed);
    expect(await (await app.get('/api/followed-policies')).json()).toEqual([followed]);
  });

  it('when a follow carries a body, then the body is ignored: the server sets the date', async () => {
    const policyId = policyIds[1]!;
    const response = await app.send('PUT', `/api/followed-policies/${policyId}`, { policyId: policyIds[2], dateFollowed: '2000-01-01T00:00:00.000Z' });
    expect(response.status).toBe(201);
    const followed = (await response.json()) as FollowedPolicy;
    expect(followed.policyId).toBe(policyId);
    expect(followed.dateFollowed).not.toBe('2000-01-01T00:00:00.000Z');
    expect(Math.abs(Date.parse(followed.dateFollowed) - Date.now())).toBeLessThan(60_000);
    expect(await followedIds(app)).toEqual([policyId]);
  });

  it('when several policies are followed, then the newest follow is listed first, and on the same date the higher id', async () => {
    const [a, b, c] = policyIds as [number, number, number];
    await at('2026-03-01T10:00:00.000Z', () => app.send('PUT', `/api/followed-policies/${c}`));
    await at('2026-03-03T10:00:00.000Z', () => app.send('PUT', `/api/followed-policies/${a}`));
    await at('2026-03-03T10:00:00.000Z', () => app.send('PUT', `/api/followed-policies/${b}`));
    expect(await (await app.get('/api/followed-policies')).json()).toEqual([
      { policyId: b, dateFollowed: '2026-03-03T10:00:00.000Z' },
      { policyId: a, dateFollowed: '2026-03-03T10:00:00.000Z' },
      { policyId: c, dateFollowed: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('when five follows of one policy race, then all succeed, one of them created it, and one row exists', async () => {
    const policyId = policyIds[2]!;
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.send('PUT', `/api/followed-policies/${policyId}`)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as FollowedPolicy[];
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await findRows(app.db.models.FollowedPolicy, { where: { policyId } })).toHaveLength(1);
    expect(await followedIds(app)).toEqual([policyId]);
  });

  it('when a policy is unfollowed, then 204 and it leaves the list; unfollowing it again is 204 as well', async () => {
    const [kept, dropped] = policyIds as [number, number];
    await app.send('PUT', `/api/followed-policies/${kept}`);
    await app.send('PUT', `/api/followed-policies/${dropped}`);
    const first = await app.send('DELETE', `/api/followed-policies/${dropped}`);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect(await followedIds(app)).toEqual([kept]);
    expect((await app.send('DELETE', `/api/followed-policies/${dropped}`)).status).toBe(204);
    expect((await app.send('DELETE', `/api/followed-policies/${kept}`)).status).toBe(204);
    expect(await followedIds(app)).toEqual([]);
  });

  it('when a policy that was never followed is unfollowed, then 204, even one not in the dataset', async () => {
    await app.send('PUT', `/api/followed-policies/${policyIds[0]}`);
    expect((await app.send('DELETE', `/api/followed-policies/${policyIds[1]}`)).status).toBe(204);
    expect((await app.send('DELETE', `/api/followed-policies/${unknownId}`)).status).toBe(204);
    expect(await followedIds(app)).toEqual([policyIds[0]]);
  });

  it('when a follow names a policy not in the dataset, then 404 "Policy not found." and nothing is stored', async () => {
    for (const id of [unknownId, 2_147_483_647]) {
      const response = await app.send('PUT', `/api/followed-policies/${id}`);
      expect(response.status).toBe(404);
      expect(await errorBody(response)).toBe('Policy not found.');
    }
    expect(await findRows(app.db.models.FollowedPolicy)).toEqual([]);
  });

  it.each(BAD_IDS)('when a follow or an unfollow names the id %j, then 400 with a JSON message and nothing changes', async (bad) => {
    await app.send('PUT', `/api/followed-policies/${policyIds[0]}`);
    for (const method of ['PUT', 'DELETE']) {
      const response = await app.send(method, `/api/followed-policies/${bad}`);
      expect(response.status, method).toBe(400);
      expect(await errorBody(response)).toMatch(/^Invalid policy id: The id must be/);
    }
    expect(await followedIds(app)).toEqual([policyIds[0]]);
  });

  it('when a follow or an unfollow comes from another site, then 403 and nothing changes', async () => {
    const [followed, other] = policyIds as [number, number];
    await app.send('PUT', `/api/followed-policies/${followed}`);
    const crossSitePut = await app.send('PUT', `/api/followed-policies/${other}`, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSitePut.status).toBe(403);
    expect(await errorBody(crossSitePut)).toMatch(/Cross-site/);
    const foreignDelete = await app.send('DELETE', `/api/followed-policies/${followed}`, undefined, { origin: 'https://evil.example' });
    expect(foreignDelete.status).toBe(403);
    expect(await followedIds(app)).toEqual([followed]);
    const sameOrigin = await app.send('PUT', `/api/followed-policies/${other}`, undefined, { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(201);
    expect((await followedIds(app)).sort((x, y) => x - y)).toEqual([followed, other].sort((x, y) => x - y));
  });
});

describe.each(dialects())('API on %s: followed policies and the seed loader', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  it('when the seed runs again, then follows are kept with their dates', async () => {
    const [policyId] = await policyIdsOf(app);
    const followed = await (await app.send('PUT', `/api/followed-policies/${policyId}`)).json();
    const edited = readSeedDataset();
    edited.policies[0]!.description += ' (clarified)';
    expect((await loadSeed(app.db, readSeedDataset())).updated).toBe(0);
    expect((await loadSeed(app.db, edited)).updated).toBe(1);
    expect(await (await app.get('/api/followed-policies')).json()).toEqual([followed]);
  });

  it('when a followed policy leaves the dataset, then the seed still loads, the follow stays, a replay is 200 and unfollowing works', async () => {
    const dataset = readSeedDataset();
    const removed = dataset.policies.at(-1)!;
    const policyId = Number((await findRows(app.db.models.Policy, { where: { key: removed.key } }))[0]!.id);
    const followed = await (await app.send('PUT', `/api/followed-policies/${policyId}`)).json();
    const edited = { ...dataset, policies: dataset.policies.slice(0, -1), updates: dataset.updates.filter((u) => u.policy !== removed.key) };
    expect((await loadSeed(app.db, edited)).deleted).toBeGreaterThan(0);
    expect(await findRows(app.db.models.Policy, { where: { id: policyId } })).toEqual([]);
    expect(await (await app.get('/api/followed-policies')).json()).toContainEqual(followed);
    const replay = await app.send('PUT', `/api/followed-policies/${policyId}`);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(followed);
    expect((await app.send('DELETE', `/api/followed-policies/${policyId}`)).status).toBe(204);
    expect(await followedIds(app)).not.toContain(policyId);
    const refollow = await app.send('PUT', `/api/followed-policies/${policyId}`);
    expect(refollow.status).toBe(404);
    expect(await errorBody(refollow)).toBe('Policy not found.');
  });
});
