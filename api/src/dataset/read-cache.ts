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
// Compressed copies (brotli, gzip) are made once per answer, on its first repeat. ADR 005.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RevisionClock } from './revision-clock.js';

interface Answer {
  key: string;
  revision: number;
  body: Buffer;
  compressed: { br?: Buffer; gzip?: Buffer };
  etag: string;
  headers: OutgoingHttpHeaders;
}

/** Headers that belong to one response, not to the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
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

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
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
    const answer: Answer = { key, revision, body: Buffer.from(body), compressed: {}, etag, headers };
    answers.set(key, answer);
    bytes += sizeOf(answer);
    evictOverLimits();
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET') return next();
    let revision: number;
    try {
      revision = await clock();
    } catch (error) {
      return next(error);
    }
    const key = cacheKey(req.originalUrl, revision);
    const hit = fresh(key, revision);
    if (hit) {
      res.set({ ETag: hit.etag, 'Cache-Control': String(hit.headers['cache-control']) }).type('json').send(hit.body.toString('utf8'));
      return;
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
    const started = performance.now();
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, hit.headers).end();
    } else {
      const encoding = hit.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null;
      if (encoding && !hit.compressed[encoding]) {
        hit.compressed[encoding] = compress(hit.body, encoding);
        bytes += hit.compressed[encoding].length;
        evictOverLimits();
      }
      const body = encoding ? hit.compressed[encoding]! : hit.body;
      res.writeHead(200, { ...hit.headers, 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) });
      res.end(body);
    }
    if (logger.isLevelEnabled('info')) {
      logger.info({ req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime: performance.now() - started, cached: true }, 'request completed');
    }
    return true;
  }

  return { middleware, answer, size: () => ({ entries: answers.size, bytes }) };
}
