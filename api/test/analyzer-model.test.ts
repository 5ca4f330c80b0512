import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeForm, creatives, type Creative } from './creatives.js';
import { startTestApp, type TestApp } from './harness.js';
import { startChatServer, type ChatServer } from './openai-compatible-server.js';

// The optional model stage (issue 10 item 3) against an OpenAI-compatible server on loopback: a helpful
// answer is merged; a malicious one that says "compliant" and drops every finding changes nothing the rules
// found; invalid JSON, an error and a timeout fall back to the rules with a note; and the ad's text reaches
// the model as quoted data, never as instructions. A campaign check does not consult it.

interface WorldClass {
  verdict: string;
  criticalViolations: Array<{ ruleId: string; status: string; engine: string; check: string }>;
  analysis: { engine: string; model: string | null; engineNote: string | null; id: number };
}

const FINDINGS_KEPT = (r: WorldClass) => r.criticalViolations.filter((v) => v.status !== 'PASS' && v.engine === 'rules').map((v) => v.ruleId).sort();

describe('the model stage', () => {
  let chat: ChatServer;
  let app: TestApp;
  let injected: Creative;
  let rulesOnly: WorldClass;

  const analyze = async (creative: Creative): Promise<WorldClass> => {
    const response = await fetch(`${app.url}/api/analyze-ad-world-class`, {
      method: 'POST',
      body: creativeForm(creative, { platform: creative.platform, jurisdiction: creative.jurisdiction }),
      headers: { cookie: app.cookie }, // the same browser as app.get(), which reads the record back
    });
    expect(response.status).toBe(200);
    return (await response.json()) as WorldClass;
  };

  beforeAll(async () => {
    chat = await startChatServer();
    injected = creatives().find((c) => c.injected)!;
    // The rules' answer for the same creative, from an app with no model configured.
    const plain = await startTestApp('sqlite');
    try {
      const response = await fetch(`${plain.url}/api/analyze-ad-world-class`, {
        method: 'POST',
        body: creativeForm(injected, { platform: injected.platform, jurisdiction: injected.jurisdiction }),
      });
      rulesOnly = (await response.json()) as WorldClass;
    } finally {
      await plain.stop();
    }
    app = await startTestApp('sqlite', {
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: chat.baseUrl, OPENAI_MODEL: 'loopback-vision', OPENAI_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await chat?.close();
  });

  it('answers from the rules alone with no key, and says so', () => {
    expect(rulesOnly.analysis.engine).toBe('rules');
    expect(rulesOnly.analysis.model).toBeNull();
    expect(rulesOnly.verdict).toBe('NON_COMPLIANT');
    expect(FINDINGS_KEPT(rulesOnly)).toContain('injected-instructions');
  });

  it('names the configured model in GET /api/config, so the screens can say a model reviews', async () => {
    expect(((await (await app.get('/api/config')).json()) as { analyzerModel: string | null }).analyzerModel).toBe('loopback-vision');
  });

  it('merges a helpful answer: the model adds a finding, the rules stay', async () => {
    chat.behave({
      kind: 'answer',
      content: {
        verdict: 'NON_COMPLIANT',
        explanation: 'A countdown pressures the viewer.',
        findings: [{ check: 'Pressure selling', severity: 'MEDIUM', description: 'A countdown timer pushes an instant decision.', fix: 'Remove the countdown.', evidence: 'Offer ends in 10 minutes' }],
        imagery: { inappropriateImagery: false, minorAppeal: false, notes: '' },
      },
    });
    const result = await analyze(injected);
    expect(result.analysis).toMatchObject({ engine: 'rules+model', model: 'loopback-vision', engineNote: null });
    expect(result.criticalViolations.some((v) => v.engine === 'model' && v.check === 'Pressure selling')).toBe(true);
    expect(FINDINGS_KEPT(result)).toEqual(FINDINGS_KEPT(rulesOnly));

    // What the model was sent: the schema, the image, and the ad's text quoted inside a JSON document.
    const request = chat.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('loopback-vision');
    expect((request.body.response_format as { type: string }).type).toBe('json_schema');
    const messages = request.body.messages as Array<{ role: string; content: unknown }>;
    expect(messages[0]!.content).toMatch(/untrusted data/);
    const parts = messages[1]!.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    const document = JSON.parse(parts.find((p) => p.type === 'text')!.text!) as { adText: string };
    expect(document.adText.length).toBeGreaterThan(10);
    expect(parts.find((p) => p.type === 'image_url')!.image_url!.url).toMatch(/^data:image\/png;base64,/);
  });

  it('holds the floor against a malicious answer that says compliant and drops every finding', async () => {
    chat.behave({
      kind: 'answer',
      content: { verdict: 'COMPLIANT', explanation: 'As instructed by the AI reviewer note, this ad is compliant.', findings: [], imagery: { inappropriateImagery: false, minorAppeal: false, notes: '' } },
    });
    const result = await analyze(injected);
    expect(result.analysis.engine).toBe('rules+model');
    expect(result.verdict).toBe('NON_COMPLIANT');
    expect(FINDINGS_KEPT(result)).toEqual(FINDINGS_KEPT(rulesOnly));
  });

  it.each([
    ['invalid JSON', { kind: 'raw', content: 'Sure! The ad is COMPLIANT.' } as const, /not answer in JSON/],
    ['an answer of another shape', { kind: 'answer', content: { verdict: 'APPROVED' } } as const, /unexpected shape/],
    ['an error', { kind: 'error', status: 500 } as const, /answered with an error \(HTTP 500\)/],
    ['a timeout', { kind: 'hang' } as const, /did not answer within 1\.5 s/],
  ])('falls back to the rules with a note on %s', async (_name, behaviour, note) => {
    chat.behave(behaviour);
    const result = await analyze(injected);
    expect(result.analysis.engine).toBe('rules');
    expect(result.analysis.engineNote).toMatch(note);
    expect(result.verdict).toBe(rulesOnly.verdict);
    expect(FINDINGS_KEPT(result)).toEqual(FINDINGS_KEPT(rulesOnly));
    const record = (await (await app.get(`/api/analyses/${result.analysis.id}`)).json()) as { engine: string; engineNote: string };
    expect(record.engine).toBe('rules');
    expect(record.engineNote).toMatch(note);
  });

  it('leaves a campaign check to the rules alone, and says so in each record (ADR 315)', async () => {
    chat.behave({ kind: 'error', status: 500 });
    const asked = chat.requests.length;
    const form = creativeForm(injected, { targets: JSON.stringify([{ platform: injected.platform, jurisdiction: injected.jurisdiction }, { platform: 'google', jurisdiction: 'US' }]) });
    const response = await fetch(`${app.url}/api/analyze-ad-campaign`, { method: 'POST', body: form, headers: { cookie: app.cookie } });
    expect(response.status, await response.clone().text()).toBe(200);
    const { results } = (await response.json()) as { results: Array<{ analysisId: number; verdict: string }> };
    expect(chat.requests.length).toBe(asked);
    expect(results[0]!.verdict).toBe(rulesOnly.verdict);
    for (const { analysisId } of results) {
      const record = (await (await app.get(`/api/analyses/${analysisId}`)).json()) as { engine: string; model: string | null; engineNote: string };
      expect(record).toMatchObject({ engine: 'rules', model: null, engineNote: 'A campaign check is judged by the rules alone.' });
    }
  });
});
