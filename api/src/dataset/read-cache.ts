// Answers to GETs of dataset routes (catalog, policies, updates), kept per URL and dataset revision.
// Express answers a URL once and the answer is recorded: body, headers (security headers included) and
// ETag. A repeat is then answered from memory in two places:
//   - `answer(req, res)`, called by the HTTP server before Express (see listen.ts), writes the recorded
//     answer straight to the socket: no middleware runs, which is what lets hot reads keep up with a bare
//     node:http server (DESIGN §9);
//   - the Express middleware, for a repeat that reaches Express anyway (the revision was not fresh).
// Only 200 answers are kept; the cache is bounded by size, least recently used first out. ADR 005.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RevisionClock } from './revision-clock.js';

interface Answer {
  revision: number;
  body: Buffer;
  gzipped?: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
}

/** Headers that belong to one response, not to the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
/** Below this, gzip saves too little to be worth it (the compression middleware's own threshold). */
const GZIP_FROM_BYTES = 1024;

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export interface DatasetReadCache {
  middleware: RequestHandler;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

export function datasetReadCache(clock: RevisionClock, logger: Logger, maxBytes = 32 * 1024 * 1024): DatasetReadCache {
  const answers = new Map<string, Answer>();
  let bytes = 0;

  const forget = (key: string) => {
    const old = answers.get(key);
    if (!old) return;
    bytes -= old.body.length + (old.gzipped?.length ?? 0);
    answers.delete(key);
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
    const buffer = Buffer.from(body);
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)));
    headers.etag = etag;
    headers.vary = 'Accept-Encoding';
    forget(key);
    answers.set(key, { revision, body: buffer, etag, headers });
    bytes += buffer.length;
    for (const oldest of answers.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET') return next();
    const key = req.originalUrl;
    let revision: number;
    try {
      revision = await clock();
    } catch (error) {
      return next(error);
    }
    const hit = fresh(key, revision);
    if (hit) {
      res.set('ETag', hit.etag).type('json').send(hit.body.toString('utf8'));
      return;
    }
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) return json(value);
      const body = JSON.stringify(value);
      const etag = etagOf(body);
      res.set('ETag', etag).type('json').send(body);
      // The headers are on the wire now (send ends the response), so the recording matches what was sent.
      record(key, revision, res, body, etag);
      return res;
    };
    next();
  };

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false;
    const hit = fresh(req.url, clock.peek());
    if (!hit) return false;
    const started = performance.now();
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, hit.headers).end();
    } else {
      const gzip = hit.body.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (gzip && !hit.gzipped) {
        hit.gzipped = gzipSync(hit.body);
        bytes += hit.gzipped.length;
      }
      const body = gzip ? hit.gzipped! : hit.body;
      res.writeHead(200, { ...hit.headers, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(body);
    }
    if (logger.isLevelEnabled('info')) {
      logger.info({ req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime: performance.now() - started, cached: true }, 'request completed');
    }
    return true;
  }

  return { middleware, answer };
}
