import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeForm, creatives, type Creative } from './creatives.js';
import { startTestApp, type TestApp } from './harness.js';

// OPENAI_TIMEOUT_MS is one deadline for the whole model call (issue 31, F3). A model that sends its headers
// and then stalls, or drips a byte at a time forever, is cut at the deadline: the analysis answers from the
// rules with the timeout note, and the model's socket is closed by the app, not left open.

const TIMEOUT_MS = 1200;
// Measured from the moment the model receives the request (OCR and the rules run before, and take longer on a
// busy machine); the margin covers the analysis after the cut: the merge, the record, the answer's way back.
const MARGIN_MS = 2500;

type Misbehaviour = 'headers-then-stall' | 'drip-forever';

interface ModelCall {
  receivedAt: number;
  /** Resolves with the time the server saw its socket close. */
  closed: Promise<number>;
}

/** An OpenAI-compatible server that answers 200 with a JSON head and then never finishes the body. */
async function startMisbehavingModel() {
  let mode: Misbehaviour = 'headers-then-stall';
  const calls: ModelCall[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const socket = req.socket;
      const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
      calls.push({ receivedAt: Date.now(), closed });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
      if (mode === 'drip-forever') {
        res.write('{');
        const drip = setInterval(() => res.write(' '), 200);
        socket.once('close', () => clearInterval(drip));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    misbehave: (next: Misbehaviour) => void (mode = next),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

describe('the model stage deadline', () => {
  let model: Awaited<ReturnType<typeof startMisbehavingModel>>;
  let app: TestApp;
  let creative: Creative;

  beforeAll(async () => {
    model = await startMisbehavingModel();
    creative = creatives().find((c) => c.injected)!;
    app = await startTestApp('sqlite', {
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseUrl, OPENAI_MODEL: 'loopback-vision', OPENAI_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  it.each<Misbehaviour>(['headers-then-stall', 'drip-forever'])(
    'when the model %s, then the analysis answers from the rules at the deadline and the socket to the model is closed',
    async (mode) => {
      model.misbehave(mode);
      const before = model.calls.length;
      const response = await fetch(`${app.url}/api/analyze-ad-world-class`, {
        method: 'POST',
        body: creativeForm(creative, { platform: creative.platform, jurisdiction: creative.jurisdiction }),
      });
      const answeredAt = Date.now();
      expect(response.status).toBe(200);
      const result = (await response.json()) as { verdict: string; analysis: { engine: string; engineNote: string | null } };
      expect(result.analysis.engine).toBe('rules');
      expect(result.analysis.engineNote).toMatch(/did not answer within 1\.2 s; the result is from the rules alone/);
      expect(result.verdict).toBe('NON_COMPLIANT');

      expect(model.calls.length).toBe(before + 1);
      const call = model.calls.at(-1)!;
      expect(answeredAt - call.receivedAt).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
      const closedAt = await call.closed;
      expect(closedAt - call.receivedAt).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    },
    // A cold OCR on a busy machine takes a while before the model is asked; the deadline is measured from then.
    60_000,
  );
});
