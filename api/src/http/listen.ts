// Starts the HTTP server for an app from createApp. A repeated dataset read is answered from memory before
// Express runs (api/src/dataset/read-cache.ts); everything else goes to Express.
// Errors that Node's HTTP layer answers itself, before Express sees a request (a head over the size limit,
// a malformed request line or chunk size, an unknown Expect, a CONNECT), are answered here as JSON {message} too.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import type { DatasetReadCache } from '../dataset/read-cache.js';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, message: 'The request is malformed.' };

/** A whole HTTP/1.1 answer written on the socket itself, JSON {message}, after which the connection closes. */
function endWithJson(socket: Duplex, status: number, message: string, options: { head?: boolean; headers?: string } = {}): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      (options.headers ?? '') +
      'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n' +
      (options.head ? '' : body),
  );
}

function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  // A reset connection, or one whose response has begun, has nobody left to read an answer. A response that
  // exists but has sent nothing yet (a chunked body found malformed after its head was parsed) can still be
  // answered: its handler only sees the request aborted, and whatever it writes later meets a closed socket.
  const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  // The answer to a HEAD has no body (its head still says how long the body would be).
  const isHead = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  endWithJson(socket, status, message, { head: isHead });
}

/** The server is no proxy: CONNECT, which Node would otherwise close unanswered, is refused. */
function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  endWithJson(socket, 405, 'CONNECT is not supported: this server is not a proxy.', { headers: 'Allow: GET, HEAD, POST, PUT, DELETE\r\n' });
}

/** Only `Expect: 100-continue` is a known expectation; Node answers anything else with a bare 417. */
function refuseExpectation(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', connection: 'close' });
  res.end(JSON.stringify({ message: 'The Expect header is not supported; only "100-continue" is.' }));
}

export const KEEP_ALIVE_MS = 65_000;

export function listen(app: Express, port: number, host?: string): Promise<Server> {
  const datasetReads = app.locals.datasetReads as DatasetReadCache | undefined;
  const server = createServer((req, res) => {
    if (datasetReads?.answer(req, res)) return;
    app(req, res);
  });
  server.on('clientError', answerClientError);
  server.on('connect', refuseConnect);
  server.on('checkExpectation', refuseExpectation);
  // An idle connection stays open 65 s, not Node's 5 s: clients and proxies that keep connections for up to a
  // minute (the usual load-balancer setting) would otherwise send a request on one the server is closing, and
  // get a reset. The head must still arrive within the keep-alive time plus a second.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}
