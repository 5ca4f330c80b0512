import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness.js';

// A test app must stop even when a test read only a response's headers: the unread body keeps its connection
// busy, and a stop that waits for it hangs the suite's afterAll (seen in CI, 60 s hook timeout).
describe('test harness: stop', () => {
  it('ends while a large response is still unread', async () => {
    const app = await startTestApp('sqlite', { seed: false });
    const unread = await app.get('/offline-analyzer/tesseract-core-simd-lstm.wasm', { headers: { 'accept-encoding': 'identity' } });
    expect(unread.status).toBe(200);
    const stopped = app.stop().then(() => 'stopped');
    const deadline = new Promise((ok) => setTimeout(() => ok('still waiting'), 10_000).unref());
    expect(await Promise.race([stopped, deadline])).toBe('stopped');
    await unread.body?.cancel().catch(() => {});
  });
});
