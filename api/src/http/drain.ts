// Graceful shutdown of the HTTP server (ADR 316): stop listening, let the requests in flight finish (an analysis runs
// inside its request), and cut off whatever is still open when the grace period ends. A connection kept alive is
// closed after its answer, so that its client's next request goes to another instance instead of to one that is leaving.
import type { Server, ServerResponse } from 'node:http';

/** Call once, before the server answers anything; the returned function drains it. */
export function drainOnClose(server: Server): (graceMs: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return async (graceMs) => {
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // close() stops accepting and closes the idle connections; it calls back when the last busy one has ended.
    const closed = new Promise<void>((ok) => server.close(() => ok()));
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearTimeout(cutOff);
  };
}
