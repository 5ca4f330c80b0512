import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCookie, dialects, errorBody, startTestApp, type TestApp } from './harness.js';

// POST /api/analyses/device (issue 33 item 4, ADR 320): an analysis made on the device reaches the caller's
// audit trail once, whatever the number of replays, as a rules record noted as checked on the device.

const deviceAnalysis = (clientId: string, overrides: Record<string, unknown> = {}) => ({
  clientId,
  mode: 'standard',
  platform: 'google',
  jurisdiction: 'IN',
  category: null,
  rulesVersion: '42 rules · 0a1b2c3d',
  datasetRevision: 7,
  result: {
    verdict: 'NON_COMPLIANT',
    compliant: false,
    summary: 'Cryptocurrency ad for Google Ads in India: Non-compliant.',
    violations: [{ category: 'short-period-returns', severity: 'high' }],
    analysis: {
      id: null,
      mode: 'standard',
      engine: 'rules',
      model: null,
      engineNote: null,
      filePath: '',
      extractedText: 'Earn 300% in 3 months with MoonRupee',
      ocrConfidence: 91,
      detection: { category: 'cryptocurrency', confidence: 0.82, status: 'detected', candidates: [] },
      categoryUsed: 'cryptocurrency',
      categorySource: 'detected',
      durationMs: 912,
      ocrMs: 700,
      analysedAt: '2026-11-27T05:40:00.000Z',
    },
  },
  ...overrides,
});

interface Summary { id: number; mode: string; engine: string; verdict: string; checkedOnDevice?: boolean; filePath: string; createdAt: string }

describe.each(dialects())('device analyses on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(async () => app?.stop());

  const history = async (cookie = app.cookie) => (await (await app.get('/api/analyses?limit=500', { headers: { cookie } })).json()) as Summary[];

  it('keeps one record per client id: 201 first, 200 with the same id on a replay', async () => {
    const clientId = randomUUID();
    const first = await app.send('POST', '/api/analyses/device', deviceAnalysis(clientId));
    expect(first.status, await first.clone().text()).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const replay = await app.send('POST', '/api/analyses/device', deviceAnalysis(clientId));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ id, clientId });

    const mine = (await history()).filter((r) => r.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ mode: 'standard', engine: 'rules', verdict: 'NON_COMPLIANT', checkedOnDevice: true, filePath: '', createdAt: '2026-11-27T05:40:00.000Z' });

    const record = (await (await app.get(`/api/analyses/${id}`)).json()) as Record<string, unknown>;
    expect(record).toMatchObject({
      extractedText: 'Earn 300% in 3 months with MoonRupee',
      engineNote: 'Checked on this device · Rules 42 rules · 0a1b2c3d · policy library revision 7',
      detectedCategory: 'cryptocurrency',
      ocrConfidence: 91,
      uploadHash: '',
    });
    expect((record.result as { analysis: { id: number } }).analysis.id).toBe(id);
    // Reopened from the history, the result view marks where it was checked, by which rules and revision.
    expect(record.device).toEqual({ rulesVersion: '42 rules · 0a1b2c3d', datasetRevision: 7 });
  });

  it('replays sent side by side still make one record', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => app.send('POST', '/api/analyses/device', deviceAnalysis(clientId))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
  });

  it('belongs to the caller: another client neither sees it nor collides with its client id', async () => {
    const clientId = randomUUID();
    const mine = (await (await app.send('POST', '/api/analyses/device', deviceAnalysis(clientId))).json()) as { id: number };
    const other = clientCookie();
    expect((await history(other)).some((r) => r.id === mine.id)).toBe(false);
    expect((await app.get(`/api/analyses/${mine.id}`, { headers: { cookie: other } })).status).toBe(404);
    // The same client id from another browser is that browser's own record.
    const theirs = await fetch(`${app.url}/api/analyses/device`, {
      method: 'POST',
      headers: { cookie: other, 'Content-Type': 'application/json' },
      body: JSON.stringify(deviceAnalysis(clientId)),
    });
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as { id: number }).id).not.toBe(mine.id);
  });

  it('reads back by its client id, for its owner only: the record GET /api/analyses/:id gives', async () => {
    const clientId = randomUUID();
    const { id } = (await (await app.send('POST', '/api/analyses/device', deviceAnalysis(clientId))).json()) as { id: number };
    const byClient = await app.get(`/api/analyses/device/${clientId.toUpperCase()}`);
    expect(byClient.status).toBe(200);
    expect(await byClient.json()).toEqual(await (await app.get(`/api/analyses/${id}`)).json());

    const other = await app.get(`/api/analyses/device/${clientId}`, { headers: { cookie: clientCookie() } });
    expect(other.status).toBe(404);
    expect(await errorBody(other)).toBe('No analysis made on a device with this id is in your audit trail.');
    expect((await app.get(`/api/analyses/device/${randomUUID()}`)).status).toBe(404);
    const bad = await app.get('/api/analyses/device/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(await errorBody(bad)).toMatch(/client id/i);
  });

  it('takes a world-class result past the general 64 KB body limit', async () => {
    const long = deviceAnalysis(randomUUID(), { mode: 'world-class' });
    (long.result as Record<string, unknown>).criticalViolations = Array.from({ length: 300 }, (_, i) => ({ description: `finding ${i} `.repeat(30) }));
    expect(JSON.stringify(long).length).toBeGreaterThan(64 * 1024);
    expect((await app.send('POST', '/api/analyses/device', long)).status).toBe(201);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = (await history()).length;
    const bad = [
      {},
      deviceAnalysis('not-a-uuid'),
      deviceAnalysis(randomUUID(), { mode: 'detect' }),
      deviceAnalysis(randomUUID(), { datasetRevision: -1 }),
      deviceAnalysis(randomUUID(), { rulesVersion: '' }),
      deviceAnalysis(randomUUID(), { result: { verdict: 'FINE', analysis: {} } }),
      { ...deviceAnalysis(randomUUID()), result: { ...deviceAnalysis(randomUUID()).result, analysis: { ...deviceAnalysis(randomUUID()).result.analysis, engine: 'rules+model' } } },
    ];
    for (const body of bad) {
      const response = await app.send('POST', '/api/analyses/device', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorBody(response)).toMatch(/\S/);
    }
    expect((await history()).length).toBe(before);
  });
});
