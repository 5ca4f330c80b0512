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
