import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows } from '../src/db/database.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

describe.each(dialects())('API on %s: page views', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  it('when a page view is posted, then it is stored with its path and time', async () => {
    const response = await app.send('POST', '/api/events/page-view', { path: '/search?q=crypto' });
    expect(response.status).toBe(204);
    const events = await findRows(app.db.models.Event);
    expect(events).toContainEqual(expect.objectContaining({ type: 'page_view', path: '/search?q=crypto' }));
  });

  it('when the page view has no path, then 400 and nothing is stored', async () => {
    const before = (await findRows(app.db.models.Event)).length;
    const response = await app.send('POST', '/api/events/page-view', { where: '/' });
    expect(response.status).toBe(400);
    await errorBody(response);
    expect((await findRows(app.db.models.Event)).length).toBe(before);
  });
});

describe.each(dialects())('API on %s: policy checks', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  const check = { clientId: '6F1C3A52-3B0E-4D7A-9A43-0C1B2D3E4F50', checker: 'simple-checker', platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'limited' };
  const checks = async () => (await findRows(app.db.models.Event)).filter((e) => e.type === 'policy_check');

  it('when a check is posted, then it is stored once with what was checked, however often it is replayed', async () => {
    expect((await app.send('POST', '/api/events/policy-check', check)).status).toBe(204);
    expect((await app.send('POST', '/api/events/policy-check', { ...check, clientId: check.clientId.toLowerCase() })).status).toBe(204);
    const stored = await checks();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ path: '/simple-checker', clientId: check.clientId.toLowerCase() });
    expect(JSON.parse(String(stored[0]!.detail))).toEqual({ platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'limited' });
  });

  it.each([
    ['no client id', { ...check, clientId: undefined }],
    ['an unknown checker', { ...check, clientId: crypto.randomUUID(), checker: 'other' }],
    ['an over-long outcome', { ...check, clientId: crypto.randomUUID(), outcome: 'x'.repeat(31) }],
    ['an extra field', { ...check, clientId: crypto.randomUUID(), userId: 7 }],
  ])('when the check has %s, then 400 with a message and nothing is stored', async (_case, body) => {
    const before = (await checks()).length;
    const response = await app.send('POST', '/api/events/policy-check', body);
    expect(response.status).toBe(400);
    await errorBody(response);
    expect((await checks()).length).toBe(before);
  });
});

describe.each(dialects())('API on %s: analyzer events', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  it('stores ad_analysis_started, _completed and _error with their label, and refuses other names', async () => {
    for (const event of ['ad_analysis_started', 'ad_analysis_completed', 'ad_analysis_error']) {
      const response = await app.send('POST', '/api/events/ad-analysis', { event, label: `google:world-class:${event}`, path: '/ad-analyzer' });
      expect(response.status).toBe(204);
    }
    const rows = (await findRows(app.db.models.Event)).filter((e) => String(e.type).startsWith('ad_analysis'));
    expect(rows.map((r) => [r.type, JSON.parse(String(r.detail)).label])).toEqual([
      ['ad_analysis_started', 'google:world-class:ad_analysis_started'],
      ['ad_analysis_completed', 'google:world-class:ad_analysis_completed'],
      ['ad_analysis_error', 'google:world-class:ad_analysis_error'],
    ]);
    const bad = await app.send('POST', '/api/events/ad-analysis', { event: 'ad_analysis_hacked', label: 'x', path: '/' });
    expect(bad.status).toBe(400);
    await errorBody(bad);
  });
});
