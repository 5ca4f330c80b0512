// Answers to GETs of dataset routes (catalog, policies, updates, sync), kept per request and dataset revision.
// Express answers a request once and the answer is recorded: body, headers (security headers included) and
// ETag. A repeat is then answered from memory in two places:
//   - `answer(req, res)`, called by the HTTP server before Express (see listen.ts), writes the recorded
//     answer straight to the socket: no middleware runs, which is what lets hot reads keep up with a bare
//     node:http server (DESIGN §9);
//   - the Express middleware, for a repeat that reaches Express anyway (the revision was not fresh).
// Only 200 answers are kept. Memory is bounded twice — by entry count and by bytes (keys, bodies and their
// compressed copies) — least recently used first out, and the key holds only what the route reads (its
// path and its own query parameters, in a fixed order), so junk parameters cannot mint new entries.
// Compressed copies (brotli, gzip) are made once per answer, on its first repeat, on libuv's thread pool so
// that the event loop stays free (a full sync is over half a megabyte). Requests for an answer that is not
// recorded yet wait for the one already on its way instead of all asking the database (issue 27). ADR 005.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RevisionClock } from './revision-clock.js';

interface Answer {
  key: string;
  revision: number;
  body: Buffer;
  compressed: { br?: Buffer; gzip?: Buffer };
  /** Compressed copies being made. */
  compressing: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  etag: string;
  headers: OutgoingHttpHeaders;
}

/**
 * Headers that belong to one response, not to the answer. A client cookie issued with the first answer belongs
 * to that browser alone: replayed from memory it would make every later first visitor that client (ADR 232).
 */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie', 'ratelimit', 'ratelimit-policy']);
/** Below this, compression saves too little to be worth it (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** The query parameters each dataset route reads; any other parameter does not change its answer. */
const ROUTE_PARAMETERS: [RegExp, string[]][] = [
  [/^\/api\/policies\/?$/i, ['q', 'filters', 'sort']],
  [/^\/api\/policy-updates\/recent\/?$/i, ['limit']],
  [/^\/api\/sync\/?$/i, ['since']],
];

/**
 * The key of a request: its path and, in a fixed order, the values of the parameters its route reads, as
 * Express's "simple" query parser (node:querystring) reads them — so two URLs share a key exactly when the
 * route sees the same input. Every `since` past the revision asks for the same full snapshot (a reset).
 */
export function cacheKey(url: string, revision: number): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const names = ROUTE_PARAMETERS.find(([route]) => route.test(path))?.[1];
  if (!names) return path;
  const query = mark < 0 ? {} : parseQuery(url.slice(mark + 1));
  const values = names.map((name) => {
    const value = query[name];
    if (name === 'since' && typeof value === 'string' && /^[0-9]{1,10}$/.test(value) && Number(value) > revision) return 'reset';
    return value ?? null;
  });
  return `${path}?${JSON.stringify(values)}`;
}

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body);
}

function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accept)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accept)) return 'gzip';
  return null;
}

export interface DatasetReadCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface DatasetReadCache {
  middleware: RequestHandler;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** What the cache holds now: entries and bytes (keys, bodies and compressed copies). */
  size(): { entries: number; bytes: number };
}

export function datasetReadCache(
  clock: RevisionClock,
  logger: Logger,
  limits: DatasetReadCacheLimits = { maxEntries: 1000, maxBytes: 8 * 1024 * 1024 },
): DatasetReadCache {
  const answers = new Map<string, Answer>();
  let bytes = 0;

  const sizeOf = (a: Answer) => Buffer.byteLength(a.key) + a.body.length + (a.compressed.br?.length ?? 0) + (a.compressed.gzip?.length ?? 0);

  const forget = (key: string) => {
    const old = answers.get(key);
    if (!old) return;
    bytes -= sizeOf(old);
    answers.delete(key);
  };

  const evictOverLimits = () => {
    for (const oldest of answers.keys()) {
      if (bytes <= limits.maxBytes && answers.size <= limits.maxEntries) break;
      forget(oldest);
    }
  };

  const fresh = (key: string, revision: number | undefined): Answer | undefined => {
    const hit = answers.get(key);
    if (!hit || hit.revision !== revision) return undefined;
    // A Map iterates in insertion order: re-inserting marks the answer as most recently used.
    answers.delete(key);
    answers.set(key, hit);
    return hit;
  };

  const record = (key: string, revision: number, res: ServerResponse, body: string, etag: string) => {
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)));
    headers.etag = etag;
    headers.vary = 'Accept-Encoding';
    forget(key);
    const answer: Answer = { key, revision, body: Buffer.from(body), compressed: {}, compressing: {}, etag, headers };
    answers.set(key, answer);
    bytes += sizeOf(answer);
    evictOverLimits();
  };

  /** The compressed copy of an answer, made once; the requests that ask while it is made wait for it. */
  const compressedCopy = (hit: Answer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
    (hit.compressing[encoding] ??= compress(hit.body, encoding).then((copy) => {
      // Counted only while the answer is still held (it may have been evicted meanwhile).
      if (answers.get(hit.key) === hit) {
        hit.compressed[encoding] = copy;
        bytes += copy.length;
        evictOverLimits();
      }
      return copy;
    }));

  /** Writes a recorded answer: a 304 to a client that holds it, else the body in the best encoding it accepts. */
  const serve = (hit: Answer, req: IncomingMessage, res: ServerResponse, onError: (error: unknown) => void) => {
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, hit.headers).end();
      return;
    }
    const encoding = hit.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null;
    const send = (body: Buffer) => {
      res.writeHead(200, { ...hit.headers, 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) });
      res.end(body);
    };
    if (!encoding) return send(hit.body);
    const ready = hit.compressed[encoding];
    if (ready) return send(ready);
    compressedCopy(hit, encoding).then(send, onError);
  };

  /** Misses on their way to the database, by key: a second request for the same answer waits for the first. */
  const inFlight = new Map<string, Promise<void>>();

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET') return next();
    let revision: number;
    try {
      revision = await clock();
    } catch (error) {
      return next(error);
    }
    const key = cacheKey(req.originalUrl, revision);
    const earlier = inFlight.get(key);
    if (earlier) await earlier;
    const hit = fresh(key, revision);
    if (hit) return serve(hit, req, res, next);
    // The first miss for a key goes to the database; the others wait until its answer is recorded, or until it
    // ends without an answer to keep.
    let finish: (() => void) | undefined;
    if (!inFlight.has(key)) {
      let done!: () => void;
      const waiting = new Promise<void>((resolve) => (done = resolve));
      finish = () => {
        if (inFlight.get(key) === waiting) inFlight.delete(key);
        done();
      };
      inFlight.set(key, waiting);
      res.once('close', finish);
    }
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) return json(value);
      const body = JSON.stringify(value);
      // A route may name its answer itself (sync does); otherwise the ETag is a hash of the body.
      const etag = String(res.get('ETag') ?? etagOf(body));
      res.set('ETag', etag).type('json').send(body);
      // The headers are on the wire now (send ends the response), so the recording matches what was sent.
      record(key, revision, res, body, etag);
      finish?.();
      return res;
    };
    next();
  };

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false;
    const revision = clock.peek();
    if (revision === undefined) return false;
    const hit = fresh(cacheKey(req.url, revision), revision);
    if (!hit) return false;
    if (logger.isLevelEnabled('info')) {
      const started = performance.now();
      res.once('finish', () => {
        logger.info({ req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime: performance.now() - started, cached: true }, 'request completed');
      });
    }
    serve(hit, req, res, (error) => {
      logger.error({ err: error }, 'compressing a dataset answer failed');
      res.destroy();
    });
    return true;
  }

  return { middleware, answer, size: () => ({ entries: answers.size, bytes }) };
}
