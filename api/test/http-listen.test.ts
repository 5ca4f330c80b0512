import type { Server } from 'node:http';
import { connect } from 'node:net';
import { Duplex } from 'node:stream';
import express from 'express';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listen } from '../src/http/listen.js';

// The errors Node's HTTP layer meets before Express (a head too large, a request too slow, a malformed
// one): each is answered on the socket as JSON {message}, or the socket is let go when nobody can read an
// answer. The server emits them as 'clientError'; here a socket stand-in records what is written to it.
class RecordingSocket extends Duplex {
  written = '';
  destroyedByServer = false;
  constructor(options: { writable?: boolean; response?: 'begun' | 'unsent' } = {}) {
    super();
    if (options.writable === false) this.end();
    if (options.response) Object.assign(this, { _httpMessage: { headersSent: options.response === 'begun' } });
  }
  override _read() {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.written += chunk.toString('latin1');
    done();
  }
  override _destroy(error: Error | null, done: (error: Error | null) => void) {
    this.destroyedByServer = true;
    done(error);
  }
}

const clientError = (code: string | undefined, rawPacket?: string) =>
  Object.assign(new Error(`client error ${code}`), { code, rawPacket: rawPacket === undefined ? undefined : Buffer.from(rawPacket, 'latin1') });

async function answered(socket: RecordingSocket): Promise<{ head: string; body: string }> {
  await new Promise<void>((done) => setImmediate(done));
  const [head = '', body = ''] = socket.written.split('\r\n\r\n');
  return { head, body };
}

/** Writes a raw request on a new connection and resolves with everything read until the server closes it. */
const exchangeOnWire = (port: number, request: string) =>
  new Promise<string>((ok, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => ok(text));
    socket.on('error', fail);
  });

describe('server: errors answered before Express', () => {
  // A server per test: listen() wires its handlers when it is called.
  let server: Server;
  beforeEach(async () => void (server = await listen(express(), 0, '127.0.0.1')));
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  it.each([
    ['HPE_HEADER_OVERFLOW', '431 Request Header Fields Too Large', 'The request headers are too large.'],
    ['ERR_HTTP_REQUEST_TIMEOUT', '408 Request Timeout', 'The request took too long to arrive.'],
    ['HPE_INVALID_CONTENT_LENGTH', '400 Bad Request', 'The request is malformed.'],
    [undefined, '400 Bad Request', 'The request is malformed.'],
  ])('when Node reports %s, then the answer is %s with a JSON message, and the connection closes', async (code, statusLine, message) => {
    const socket = new RecordingSocket();
    server.emit('clientError', clientError(code, 'GET /api/platforms HTTP/1.1\r\n'), socket);
    const { head, body } = await answered(socket);
    const json = JSON.stringify({ message });
    expect(head.split('\r\n')).toEqual([
      `HTTP/1.1 ${statusLine}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
    ]);
    expect(body).toBe(json);
    expect(socket.writableEnded).toBe(true);
  });

  it('when the request was a HEAD, then the same head is sent without a body; a request merely starting with HEAD is not one', async () => {
    const head = new RecordingSocket();
    server.emit('clientError', clientError('HPE_HEADER_OVERFLOW', 'HEAD /api/platforms HTTP/1.1\r\n'), head);
    const headAnswer = await answered(head);
    expect(headAnswer.head).toMatch(/^HTTP\/1\.1 431 .*\r\nContent-Length: 48\r\n/s);
    expect(headAnswer.body).toBe('');
    const get = new RecordingSocket();
    server.emit('clientError', clientError('HPE_HEADER_OVERFLOW', 'HEADX /x HTTP/1.1\r\n'), get);
    expect((await answered(get)).body).toBe(JSON.stringify({ message: 'The request headers are too large.' }));
    const unknown = new RecordingSocket();
    server.emit('clientError', clientError('HPE_HEADER_OVERFLOW'), unknown);
    expect((await answered(unknown)).body).not.toBe('');
  });

  it.each([
    ['the client reset the connection', clientError('ECONNRESET'), {}],
    ['the socket can no longer be written', clientError('HPE_HEADER_OVERFLOW'), { writable: false }],
    ['the socket carries a response that has begun', clientError('HPE_INVALID_CHUNK_SIZE'), { response: 'begun' as const }],
  ])('when %s, then nothing is written and the socket is let go', async (_label, error, options) => {
    const socket = new RecordingSocket(options);
    server.emit('clientError', error, socket);
    await answered(socket);
    expect(socket.written).toBe('');
    expect(socket.destroyedByServer).toBe(true);
  });

  it('when the socket carries a response that has sent nothing yet, then the JSON answer is still written', async () => {
    const socket = new RecordingSocket({ response: 'unsent' });
    server.emit('clientError', clientError('HPE_INVALID_CHUNK_SIZE'), socket);
    const { head, body } = await answered(socket);
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(body).toBe(JSON.stringify({ message: 'The request is malformed.' }));
    expect(socket.destroyedByServer).toBe(false);
  });

  it('when a client keeps a connection idle for up to a minute, then the server keeps it, and the head may take a second more', () => {
    expect(KEEP_ALIVE_MS).toBe(65_000);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
  });

  it('when a request on the wire is malformed or expects the unknown, then Node hands it over and it gets the JSON answer', async () => {
    const { port } = server.address() as { port: number };
    const exchange = (request: string) => exchangeOnWire(port, request);
    const malformed = await exchange('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(malformed.endsWith(JSON.stringify({ message: 'The request is malformed.' }))).toBe(true);
    const expectation = await exchange('POST / HTTP/1.1\r\nHost: x\r\nExpect: x-wait\r\nContent-Length: 2\r\nConnection: close\r\n\r\n');
    const [head = '', body] = expectation.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 417 Expectation Failed');
    expect(head.toLowerCase()).toContain('\r\ncontent-type: application/json; charset=utf-8');
    expect(head.toLowerCase()).toContain('\r\ncache-control: no-store');
    expect(head.toLowerCase()).toContain('\r\nx-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('\r\nconnection: close');
    expect(body).toContain(JSON.stringify({ message: 'The Expect header is not supported; only "100-continue" is.' }));
  });

  it('when the port is taken, then listen fails with the reason rather than hanging', async () => {
    const { port } = server.address() as { port: number };
    await expect(listen(express(), port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
  });
});

// Issue 31 (F9): a CONNECT, and a chunked body whose chunk size is not hexadecimal, were closed unanswered.
describe('server: CONNECT and malformed framing on the wire', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // A route that reads its body before answering, as an upload does: the malformed chunk arrives while it waits.
    const app = express();
    app.post('/api/uploads', (req, res) => {
      req.on('error', () => undefined);
      req.resume();
      req.on('end', () => void res.status(201).json({ stored: true }));
    });
    server = await listen(app, 0, '127.0.0.1');
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...fields] = head.split('\r\n');
    return { statusLine, fields: fields.map((f) => f.toLowerCase()), body };
  };

  it('when a client sends CONNECT, then 405 with Allow and a JSON message, and the connection closes', async () => {
    const answer = parse(await exchangeOnWire(port, 'CONNECT /api/analyses HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer.fields).toEqual(expect.arrayContaining(['content-type: application/json; charset=utf-8', 'connection: close', 'allow: get, head, post, put, delete']));
    expect(JSON.parse(answer.body)).toEqual({ message: 'CONNECT is not supported: this server is not a proxy.' });
  });

  it('when a chunked body has a chunk size that is not hexadecimal, then 400 with a JSON message, and the connection closes', async () => {
    const request =
      'POST /api/uploads HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: multipart/form-data; boundary=b\r\n\r\n' +
      'ZZ\r\nxx\r\n0\r\n\r\n';
    const answer = parse(await exchangeOnWire(port, request));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.fields).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is malformed.' });
  });

  it('when the head arrives first and the malformed chunk later, then the waiting request is answered 400 all the same', async () => {
    const answer = await new Promise<string>((ok, fail) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('POST /api/uploads HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n', () => setImmediate(() => socket.write('-1\r\n'))),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => ok(text));
      socket.on('error', fail);
    });
    expect(parse(answer).statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(parse(answer).body)).toEqual({ message: 'The request is malformed.' });
  });

  it('when a request line is garbage, then 400 with a JSON message', async () => {
    const answer = parse(await exchangeOnWire(port, '\x00\x01garbage\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is malformed.' });
  });
});
