import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

describe.each(dialects())('API on %s: platforms, categories, jurisdictions, config, health', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect, { env: { COMPANY_NAME: 'Test Co', PUBLISHER_NAME: 'Test Publisher' } });
  });
  afterAll(() => app?.stop());

  it('when platforms are listed, then the six platforms come with identifier, name, website and policy URL', async () => {
    const response = await app.get('/api/platforms');
    expect(response.status).toBe(200);
    const platforms = (await response.json()) as Array<Record<string, unknown>>;
    expect(platforms.map((p) => p.identifier).sort()).toEqual(
      ['facebook', 'google', 'instagram', 'microsoft', 'timesinternet', 'twitter'],
    );
    for (const p of platforms) {
      expect(p).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(String(p.website)).toMatch(/^https:\/\//);
      expect(String(p.policyUrl)).toMatch(/^https:\/\//);
    }
    expect(platforms.find((p) => p.identifier === 'timesinternet')?.aliases).toContain('times');
  });

  it('when categories are listed, then the four spec categories are there with description and icon', async () => {
    const categories = (await (await app.get('/api/categories')).json()) as Array<Record<string, unknown>>;
    const names = categories.map((c) => c.name);
    for (const name of ['Cryptocurrency', 'Gambling & Lottery', 'Real Money Gaming', 'Alcohol']) expect(names).toContain(name);
    for (const c of categories) expect(c).toMatchObject({ id: expect.any(Number), description: expect.any(String), icon: expect.any(String) });
  });

  it('when jurisdictions are listed, then IN, US, GB and GLOBAL exist and UK is an alias of GB', async () => {
    const jurisdictions = (await (await app.get('/api/jurisdictions')).json()) as Array<Record<string, unknown>>;
    const codes = jurisdictions.map((j) => j.code);
    for (const code of ['IN', 'US', 'GB', 'GLOBAL']) expect(codes).toContain(code);
    expect(jurisdictions.find((j) => j.code === 'GB')?.aliases).toContain('UK');
    for (const j of jurisdictions) expect(j).toMatchObject({ id: expect.any(Number), name: expect.any(String), region: expect.any(String) });
  });

  it('when the config is read, then it carries the configured names and flags', async () => {
    const response = await app.get('/api/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      companyName: 'Test Co',
      isPublicMode: true,
      publisherName: 'Test Publisher',
      enableLaunchNavigator: false,
      supportEmail: expect.stringContaining('@'),
      analyzerModel: null,
      uploadRetentionDays: 30,
    });
  });

  it('when health is asked, then it reports the database as up', async () => {
    const response = await app.get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', dialect });
  });

  it('when an unknown API route is called, then it is a JSON 404', async () => {
    const response = await app.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await errorBody(response)).toMatch(/No API route/);
    expect((await app.send('POST', '/api/platforms', {})).status).toBe(404);
  });

  it('when any API response is sent, then it has a strict CSP with base-uri none and no x-powered-by', async () => {
    const response = await app.get('/api/platforms');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
