// A small OpenAI-compatible chat server on loopback for the model-stage tests (DESIGN §8: no test reaches
// the internet). Each test sets how it answers; every request is kept so a test can see what was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelBehaviour =
  | { kind: 'answer'; content: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'hang' }
  | { kind: 'error'; status: number };

export interface ChatServer {
  baseUrl: string;
  /** Every request, with when its connection closed (a hung request closes when the app gives up on it). */
  requests: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown>; closed: Promise<void> }>;
  behave(next: ModelBehaviour): void;
  close(): Promise<void>;
}

export async function startChatServer(): Promise<ChatServer> {
  let behaviour: ModelBehaviour = { kind: 'error', status: 500 };
  const requests: ChatServer['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const closed = new Promise<void>((done) => res.once('close', () => done()));
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body, closed });
      if (behaviour.kind === 'hang') return void hanging.add(res);
      if (behaviour.kind === 'error') return void res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      const content = behaviour.kind === 'raw' ? behaviour.content : JSON.stringify(behaviour.content);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => void (behaviour = next),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
