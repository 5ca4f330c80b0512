import type { Server } from 'node:http';

/**
 * Stops a test's HTTP server at once. close() alone waits for every connection to end, and a test that read
 * only a response's headers leaves its connection busy until the body is read or collected: the suite's
 * afterAll then hangs (seen in CI as a 60 s hook timeout). Every connection is ended as the server closes.
 */
export function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((ok) => server.close(() => ok()));
  server.closeAllConnections();
  return closed;
}
