import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creativeForm, creatives, type Creative } from './creatives.js';
import { clientCookie, startTestApp, type TestApp } from './harness.js';
import { startChatServer, type ChatServer } from './openai-compatible-server.js';

// An analysis whose browser goes (Cancel, a closed tab, a lost network) stops where it stands (ADR 337): the
// model call made for it is cut, its upload is removed and no audit record is kept of a result nobody received.
// The model here never answers, so only the client's leaving can end the call before its 30 s deadline.

const uploadsIn = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('an analysis the client cancels', () => {
  let chat: ChatServer;
  let app: TestApp;
  let creative: Creative;

  beforeAll(async () => {
    chat = await startChatServer();
    chat.behave({ kind: 'hang' });
    creative = creatives().find((c) => c.injected)!;
    app = await startTestApp('sqlite', {
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: chat.baseUrl, OPENAI_MODEL: 'loopback-vision', OPENAI_TIMEOUT_MS: '30000' },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await chat?.close();
  });

  it('when the browser cancels while the model is asked, then the model call is cut, the upload removed and nothing recorded', async () => {
    const cookie = clientCookie();
    const cancel = new AbortController();
    const asked = chat.requests.length;
    const answer = fetch(`${app.url}/api/analyze-ad-world-class`, {
      method: 'POST',
      body: creativeForm(creative, { platform: creative.platform, jurisdiction: creative.jurisdiction }),
      headers: { cookie },
      signal: cancel.signal,
    }).catch((error: unknown) => error);

    // OCR and the rules are done once the model is asked; the upload is on disk.
    await vi.waitFor(() => expect(chat.requests.length).toBe(asked + 1), { timeout: 60_000, interval: 50 });
    expect(uploadsIn(app.config.UPLOAD_DIR)).toHaveLength(1);

    cancel.abort();
    expect(await answer).toMatchObject({ name: 'AbortError' });
    await chat.requests.at(-1)!.closed;
    await vi.waitFor(() => expect(uploadsIn(app.config.UPLOAD_DIR)).toEqual([]), { timeout: 10_000, interval: 50 });

    const history = await fetch(`${app.url}/api/analyses`, { headers: { cookie } });
    expect(await history.json()).toEqual([]);
  }, 100_000);
});
