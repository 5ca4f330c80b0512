import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { ConnectionError, ConnectionRefusedError, DatabaseError, TimeoutError, UniqueConstraintError } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiNotFound, errorHandler, HttpError, pageErrorHandler, pageNotFound, parseInput, rejectMalformedPaths } from '../src/http/errors.js';
import { listen } from '../src/http/listen.js';

// What a client sees for each kind of error, at the API (JSON {message}) and on a page (plain text): the
// right status, a message meant for people, never a stack trace. A tiny app raises each kind on demand.
const raised: Record<string, () => unknown> = {
  'http-error': () => new HttpError(409, 'That name is taken.'),
  'connection-error': () => new ConnectionError(new Error('connect failed')),
  'timeout-error': () => new TimeoutError(Object.assign(new Error('took too long'), { sql: 'SELECT 1' })),
  'sqlite-busy': () => Object.assign(new Error('SQLITE_BUSY: database is locked'), { name: 'SequelizeDatabaseError' }),
  'mysql-refused': () => Object.assign(new Error('query failed'), { parent: { code: 'ECONNREFUSED' } }),
  'closed': () => new Error('Database is closed'),
  // MariaDB dropping a connection mid-query, as mysql2 raises it and as sequelize wraps it (issue 31, F6).
  'mysql-epipe': () => Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE', fatal: true }),
  'wrapped-epipe': () => new DatabaseError(Object.assign(new Error('write failed'), { code: 'EPIPE', sql: 'SELECT 1' }) as never),
  'wrapped-reset': () => new DatabaseError(Object.assign(new Error('read failed'), { code: 'ECONNRESET', sql: 'SELECT 1' }) as never),
  'connection-lost': () => Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' }),
  'connection-refused': () => new ConnectionRefusedError(new Error('connect ECONNREFUSED 127.0.0.1:3306')),
  'client-aborted': () => Object.assign(new Error('request aborted'), { status: 400, code: 'ECONNRESET', expose: false }),
  'too-large': () => Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large', expose: true }),
  'bad-json': () => Object.assign(new Error('Unexpected token } in JSON at position 1'), { status: 400, type: 'entity.parse.failed', expose: true }),
  'exposed': () => Object.assign(new Error('Range Not Satisfiable'), { status: 416, expose: true }),
  'exposed-empty': () => Object.assign(new Error(''), { status: 416, expose: true }),
  'hidden': () => Object.assign(new Error('secret internals'), { status: 400, expose: false }),
  'server-status': () => Object.assign(new Error('upstream said 502'), { status: 502, expose: true }),
  'status-500': () => Object.assign(new Error('exposed by mistake'), { status: 500, expose: true }),
  'not-an-error': () => 'a thrown string',
  'status-text': () => Object.assign(new Error('teapot'), { status: '418', expose: true }),
  'redirect-status': () => Object.assign(new Error('moved'), { status: 302, expose: true }),
  'unique': () => new UniqueConstraintError({ message: 'Validation error' }),
};

const logged: { level: number; msg: string; path?: string }[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logged.push(JSON.parse(String(chunk)));
    done();
  },
});
const logger = pino({ level: 'info' }, sink);

function tinyApp() {
  const app = express();
  app.use(rejectMalformedPaths);
  const api = express.Router();
  api.get('/raise/:kind', (req) => {
    throw raised[req.params.kind!]!();
  });
  api.get('/half-sent', (_req, res, next) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('partial');
    next(new Error('failed mid-answer'));
  });
  api.post('/echo', express.json({ limit: 100 }), (req, res) => void res.json(req.body));
  api.use(apiNotFound);
  api.use(errorHandler(logger));
  app.use('/api', api);
  app.get('/page/raise/:kind', (req) => {
    throw raised[req.params.kind!]!();
  });
  app.get('/page/missing', (_req, _res, next) => next(new HttpError(404, 'No such policy.')));
  app.get('/page/half-sent', (_req, res, next) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('partial');
    next(new Error('failed mid-answer'));
  });
  app.use(pageNotFound);
  app.use(pageErrorHandler(logger));
  return app;
}

describe('server: what an error looks like to a client', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await listen(tinyApp(), 0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const apiAnswer = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  };
  const pageAnswer = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.text() };
  };

  it.each([
    ['http-error', 409, 'That name is taken.'],
    ['connection-error', 503, 'The database is unavailable. Please try again shortly.'],
    ['timeout-error', 503, 'The database is unavailable. Please try again shortly.'],
    ['sqlite-busy', 503, 'The database is unavailable. Please try again shortly.'],
    ['mysql-refused', 503, 'The database is unavailable. Please try again shortly.'],
    ['closed', 503, 'The database is unavailable. Please try again shortly.'],
    ['mysql-epipe', 503, 'The database is unavailable. Please try again shortly.'],
    ['wrapped-epipe', 503, 'The database is unavailable. Please try again shortly.'],
    ['wrapped-reset', 503, 'The database is unavailable. Please try again shortly.'],
    ['connection-lost', 503, 'The database is unavailable. Please try again shortly.'],
    ['connection-refused', 503, 'The database is unavailable. Please try again shortly.'],
    ['client-aborted', 400, 'The request could not be processed.'],
    ['too-large', 413, 'The request body is too large.'],
    ['bad-json', 400, 'The request body is not valid JSON.'],
    ['exposed', 416, 'Range Not Satisfiable'],
    ['exposed-empty', 416, 'The request could not be processed.'],
    ['hidden', 400, 'The request could not be processed.'],
    ['server-status', 500, 'Something went wrong on our side. Please try again.'],
    ['status-500', 500, 'Something went wrong on our side. Please try again.'],
    ['not-an-error', 500, 'Something went wrong on our side. Please try again.'],
    ['status-text', 500, 'Something went wrong on our side. Please try again.'],
    ['redirect-status', 500, 'Something went wrong on our side. Please try again.'],
    ['unique', 500, 'Something went wrong on our side. Please try again.'],
  ])('when a route raises %s, then the API answers %i with that message as JSON', async (kind, status, message) => {
    expect(await apiAnswer(`/api/raise/${kind}`)).toEqual({ status, type: 'application/json; charset=utf-8', body: { message } });
  });

  it.each([
    ['http-error', 409, 'That name is taken.'],
    ['connection-error', 503, 'The database is unavailable. Please try again shortly.'],
    ['hidden', 400, 'The request could not be processed.'],
    ['not-an-error', 500, 'Something went wrong on our side. Please try again.'],
  ])('when a page raises %s, then it answers %i with that message as plain text', async (kind, status, message) => {
    expect(await pageAnswer(`/page/raise/${kind}`)).toEqual({ status, type: 'text/plain; charset=utf-8', cache: 'no-store', body: `${message}\n` });
  });

  it('when a page raises a 404, then it says only "Not found."', async () => {
    expect(await pageAnswer('/page/missing')).toMatchObject({ status: 404, body: 'Not found.\n' });
    expect(await pageAnswer('/page/nowhere')).toEqual({ status: 404, type: 'text/plain; charset=utf-8', cache: 'no-store', body: 'Not found.\n' });
  });

  it('when no API route matches, then 404 names the method and the path', async () => {
    expect(await apiAnswer('/api/nowhere/else')).toEqual({ status: 404, type: 'application/json; charset=utf-8', body: { message: 'No API route for GET /nowhere/else' } });
    expect((await apiAnswer('/api/nowhere', { method: 'DELETE' })).body).toEqual({ message: 'No API route for DELETE /nowhere' });
  });

  it('when a body is not JSON or too large, then the parser errors become readable 400 and 413', async () => {
    const post = (body: string) => apiAnswer('/api/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await post('{"a":')).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    expect(await post(JSON.stringify({ text: 'x'.repeat(200) }))).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
    expect(await post('{"a":1}')).toMatchObject({ status: 200, body: { a: 1 } });
  });

  it('when a path has a malformed percent-encoding, then 400: JSON under /api (not under /apiary), plain text elsewhere', async () => {
    const message = 'The address is not valid: it contains a malformed percent-encoding.';
    for (const path of ['/api/%E0%A4%A', '/api/%']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.json(), path).toEqual({ message });
    }
    expect(await apiAnswer('/API/%')).toEqual({ status: 400, type: 'application/json; charset=utf-8', body: { message } });
    for (const path of ['/apiary/%', '/page/%c0%ae', '/docs/api/%']) expect(await pageAnswer(path), path).toEqual({ status: 400, type: 'text/plain; charset=utf-8', cache: 'no-store', body: `${message}\n` });
    expect((await fetch(`${base}/api/nowhere%20else`)).status).toBe(404);
  });

  it('when an answer fails after its head was sent, then the connection is cut rather than a second answer written', async () => {
    for (const path of ['/api/half-sent', '/page/half-sent']) {
      await expect(fetch(`${base}${path}`).then((response) => response.text()), path).rejects.toThrow();
    }
  });

  it('when an error is the server\'s (5xx), then it is logged with its path; a client\'s error (4xx) is not', async () => {
    logged.length = 0;
    await apiAnswer('/api/raise/hidden');
    await pageAnswer('/page/missing');
    expect(logged).toEqual([]);
    await apiAnswer('/api/raise/closed');
    await apiAnswer('/api/raise/not-an-error');
    await pageAnswer('/page/raise/not-an-error');
    expect(logged.map(({ level, msg, path }) => ({ level, msg, path }))).toEqual([
      { level: 50, msg: 'request failed', path: '/raise/closed' },
      { level: 50, msg: 'request failed', path: '/raise/not-an-error' },
      { level: 50, msg: 'request failed', path: '/page/raise/not-an-error' },
    ]);
  });
});

describe('parseInput', () => {
  const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()).max(1) });

  it('when the input fits, then it is returned as parsed', () => {
    expect(parseInput(schema, { name: 'Crypto', tags: [] }, 'search')).toEqual({ name: 'Crypto', tags: [] });
  });

  it('when a field is wrong, then a 400 names what, where and the first problem', () => {
    const error = (() => {
      try {
        parseInput(schema, { name: '', tags: ['a', 'b'] }, 'search');
      } catch (caught) {
        return caught as HttpError;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error!.status).toBe(400);
    expect(error!.message).toMatch(/^Invalid search \(name\): .+/);
  });

  it('when a field is not sent, then the message says it is required, in words', () => {
    expect(() => parseInput(schema, { tags: [] }, 'search')).toThrow(/^Invalid search: name is required\.$/);
    expect(() => parseInput(z.object({ a: z.object({ b: z.number() }) }), { a: {} }, 'filters')).toThrow(/^Invalid filters: a\.b is required\.$/);
    expect(() => parseInput(schema, undefined, 'search')).toThrow(/^Invalid search: nothing was sent\.$/);
    // A schema's own message for a missing field stands.
    expect(() => parseInput(z.object({ name: z.string({ error: 'Give the publisher a name.' }) }), {}, 'policy request')).toThrow(/^Invalid policy request \(name\): Give the publisher a name\.$/);
  });

  it('when the input as a whole is wrong, then the message has no place in it', () => {
    expect(() => parseInput(schema, 'text', 'search')).toThrow(/^Invalid search: [^(]/);
    expect(() => parseInput(z.object({ a: z.object({ b: z.number() }) }), { a: { b: 'x' } }, 'filters')).toThrow(/^Invalid filters \(a\.b\): /);
  });
});
