import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

// The request log: one line per API call, at a level that follows the status, with no credentials in it.
describe('API request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    app = await startTestApp('sqlite', { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => app?.stop());

  const logOf = (url: string) => lines.find((l) => (l.req as { url?: string } | undefined)?.url === url);

  it('when a call carries a cookie and an authorization header, then the log line has the call but not the secrets', async () => {
    await app.get('/api/platforms', { headers: { cookie: 'session=very-secret', authorization: 'Bearer also-secret' } });
    await expect.poll(() => logOf('/api/platforms')).toBeDefined();
    const text = JSON.stringify(logOf('/api/platforms'));
    expect(text).toContain('"statusCode":200');
    expect(text).not.toContain('very-secret');
    expect(text).not.toContain('also-secret');
  });

  it('when a call fails with 404, then it is logged as a warning', async () => {
    await app.get('/api/no-such-thing');
    await expect.poll(() => logOf('/api/no-such-thing')).toBeDefined();
    expect(logOf('/api/no-such-thing')!.level).toBe(40);
  });
});
