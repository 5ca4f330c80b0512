import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeForm, creatives, type Creative, type WorldClass } from './creatives.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

// The analyzer end to end through the real app (issue 10 items 2, 4, 5): the answers' shapes, the ways an
// image arrives, refusals, the audit trail, and the analyzer under pressure. Each labelled creative is
// judged in analyzer-creatives.test.ts (a file of its own, so that the two run side by side).

describe.each(dialects())('the analyzer on %s', (dialect) => {
  let app: TestApp;
  const all = creatives();

  const post = (path: string, form: FormData) => fetch(`${app.url}${path}`, { method: 'POST', body: form, headers: { cookie: app.cookie } });
  const worldClass = async (c: Creative, fields: Record<string, string> = {}): Promise<WorldClass> => {
    const response = await post('/api/analyze-ad-world-class', creativeForm(c, { platform: c.platform, jurisdiction: c.jurisdiction, ...fields }));
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as WorldClass;
  };

  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(async () => app?.stop());

  it('returns the standard and enhanced shapes, with the category read from the image when none is chosen', async () => {
    const creative = all.find((c) => c.expectedCategory !== 'none' && !c.compliant)!;
    const fields = { platform: creative.platform, jurisdiction: creative.jurisdiction };
    const standard = (await (await post('/api/analyze-ad', creativeForm(creative, fields))).json()) as Record<string, unknown>;
    expect(Object.keys(standard)).toEqual(expect.arrayContaining(['compliant', 'platform', 'category', 'jurisdiction', 'summary', 'violations']));
    expect(standard.compliant).toBe(false);
    const violations = standard.violations as Array<{ category: string; severity: string; confidence: number; description: string }>;
    expect(violations.length).toBeGreaterThan(0);
    for (const v of violations) {
      expect(['high', 'medium', 'low']).toContain(v.severity);
      expect(v.confidence).toBeGreaterThan(0);
      expect(v.confidence).toBeLessThanOrEqual(1);
    }
    expect(String(standard.summary).split('\n').length).toBeGreaterThan(2);

    const enhanced = (await (await post('/api/analyze-ad-enhanced', creativeForm(creative, fields))).json()) as Record<string, unknown>;
    expect(Object.keys(enhanced)).toEqual(expect.arrayContaining(['compliant', 'violations', 'recommendations', 'policyRequirements', 'correctedDisclaimer', 'policy']));
    expect((enhanced.recommendations as string[]).length).toBeGreaterThan(0);
  });

  it('takes a filePath from an upload or a detection, and imagePath as the landing page sends it', async () => {
    const creative = all.find((c) => c.expectedCategory === 'cryptocurrency')!;
    const detected = (await (await post('/api/detect-ad-category', creativeForm(creative))).json()) as { filePath: string; detectedCategory: string };
    expect(detected.detectedCategory).toBe('cryptocurrency');
    expect(detected.filePath).toMatch(/^[a-f0-9]{64}\.png$/);
    for (const key of ['filePath', 'imagePath']) {
      const response = await app.send('POST', '/api/analyze-ad-world-class', { [key]: detected.filePath, platform: creative.platform, jurisdiction: creative.jurisdiction, category: 'Cryptocurrency' });
      expect(response.status).toBe(200);
      const result = (await response.json()) as WorldClass;
      expect(result.analysis.categorySource).toBe('chosen');
      expect(result.detectedCategory).toBe('Cryptocurrency');
    }
  });

  it('refuses unknown platforms, markets and categories with a message', async () => {
    const creative = all[0]!;
    for (const [fields, message] of [
      [{ platform: 'myspace', jurisdiction: 'US' }, /Unknown platform/],
      [{ platform: 'google', jurisdiction: 'XX' }, /Unknown jurisdiction/],
      [{ platform: 'google', jurisdiction: 'US', category: 'Fireworks' }, /Unknown ad category/],
    ] as const) {
      const response = await post('/api/analyze-ad', creativeForm(creative, fields));
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatch(message);
    }
  });

  it('keeps every analysis as an audit record: listed, read back with its text, exported as CSV', async () => {
    const creative = all.find((c) => c.expectedCategory === 'alcohol')!;
    const result = await worldClass(creative);
    const list = (await (await app.get('/api/analyses?limit=5')).json()) as Array<{ id: number; mode: string; verdict: string; filePath: string }>;
    expect(list[0]).toMatchObject({ id: result.analysis.id, mode: 'world-class', verdict: result.verdict });
    const record = (await (await app.get(`/api/analyses/${result.analysis.id}`)).json()) as { extractedText: string; ocrConfidence: number; engine: string; result: WorldClass; durationMs: number; uploadHash: string };
    expect(record.extractedText).toBe(result.analysis.extractedText);
    expect(record.engine).toBe('rules');
    expect(record.result.verdict).toBe(result.verdict);
    expect(record.result.analysis.id).toBe(result.analysis.id);
    expect(record.uploadHash).toMatch(/^[a-f0-9]{64}$/);
    expect(record.durationMs).toBeGreaterThan(0);

    const csv = await app.get('/api/analyses/export.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,mode,platform,category,jurisdiction,detectedCategory,detectionConfidence,verdict,engine,model,ocrConfidence,durationMs,filePath');
    expect(lines[1]!.startsWith(`${result.analysis.id},`)).toBe(true);

    expect((await app.get('/api/analyses/999999')).status).toBe(404);
    expect((await app.get('/api/analyses/abc')).status).toBe(400);
    expect((await app.get('/api/analyses?limit=0')).status).toBe(400);
  });
});

describe('the analyzer under pressure', () => {
  it('answers 503 with Retry-After when the OCR queue is full, never a hang', async () => {
    const app = await startTestApp('sqlite', { env: { OCR_MAX_QUEUED: '0' } });
    try {
      const all = creatives();
      // Two workers and no queue: of six images sent at once, some must be refused.
      const answers = await Promise.all(
        all.slice(0, 6).map((c) => fetch(`${app.url}/api/analyze-ad`, { method: 'POST', body: creativeForm(c, { platform: c.platform, jurisdiction: c.jurisdiction }) })),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await errorBody(busy[0]!)).toMatch(/busy/);
    } finally {
      await app.stop();
    }
    // The admitted images start two cold OCR workers and are read in full: on a 2-core CI runner busy with
    // other test files that took over the default 30 s once, while the refusals themselves were immediate.
  }, 120_000);

  it('rate-limits analyses with 429 and its own budget', async () => {
    const app = await startTestApp('sqlite', { env: { ANALYSIS_RATE_LIMIT: '2' } });
    try {
      const c = creatives()[0]!;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await fetch(`${app.url}/api/detect-ad-category`, { method: 'POST', body: creativeForm(c) });
        statuses.push(r.status);
        if (r.status === 429) expect(await errorBody(r)).toMatch(/Too many analyses/);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Saving a search is another budget.
      const saved = await app.send('POST', '/api/saved-searches', { clientId: crypto.randomUUID(), name: 'n', query: 'crypto', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
      expect(saved.status).toBeLessThan(300);
    } finally {
      await app.stop();
    }
  });
});
