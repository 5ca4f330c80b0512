// Every error leaves the server with the right status and a readable message, never as a stack trace:
// JSON {message} under /api, a plain-text page elsewhere (Express's own error page would show the stack
// whenever NODE_ENV is not production).
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ConnectionError, TimeoutError } from 'sequelize';
import type { Logger } from 'pino';
import { z } from 'zod';
import { DecodeBusyError } from '../uploads/decode-queue.js';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Parses input with a zod schema; a failure is a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value, { error: missingField });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const place = issue.path.join('.');
  if (issue.message === MISSING) throw badRequest(place ? `Invalid ${what}: ${place} is required.` : `Invalid ${what}: nothing was sent.`);
  const where = place ? ` (${place})` : '';
  throw badRequest(`Invalid ${what}${where}: ${issue.message}`);
}

/**
 * Zod's own words for a field that was not sent are "Invalid input: expected string, received undefined"; people
 * read "publisherName is required". A schema's own message for the field still comes first (Zod's precedence).
 */
const MISSING = 'missing';
const missingField = (issue: { code?: string; input?: unknown }) => (issue.code === 'invalid_type' && issue.input === undefined ? MISSING : undefined);

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API route for ${req.method} ${req.path}`));
};

type Coded = { code?: unknown; status?: unknown; parent?: { code?: unknown }; original?: { code?: unknown } };

// A connection to the database that was refused, reset or ended mid-query (mysql2 raises EPIPE with "This
// socket has been ended by the other party" when MariaDB drops it) is an outage, like a pool that cannot
// connect. The code may sit on the error itself (mysql2) or on the driver error sequelize wraps.
const LOST_CONNECTION = /EPIPE|ECONNRESET|ECONNREFUSED|PROTOCOL_CONNECTION_LOST|ETIMEDOUT|Connection lost|socket has been ended|connection is in closed state/i;

function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return true;
  if (!(error instanceof Error)) return false;
  const coded = error as Error & Coded;
  // An error that already says it is the client's (a 4xx from a parser) is not an outage, whatever its code.
  if (typeof coded.status === 'number') return false;
  const codes = [coded.code, coded.parent?.code, coded.original?.code].filter((c) => typeof c === 'string').join(' ');
  const text = `${error.name} ${error.message} ${codes}`;
  return /SQLITE_CANTOPEN|SQLITE_BUSY|SQLITE_MISUSE|Database is closed|connection manager was closed|ConnectionAcquireTimeout/i.test(text) || LOST_CONNECTION.test(text);
}

/** The status and the message a client may see for an error. */
function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (error instanceof DecodeBusyError) return { status: 503, message: error.message };
  if (isDatabaseUnavailable(error)) return { status: 503, message: 'The database is unavailable. Please try again shortly.' };
  // Errors raised by body-parser, send and friends carry a status (and body-parser a type).
  const raised = error as { status?: unknown; type?: unknown; expose?: unknown; message?: unknown } | null;
  if (typeof raised?.status === 'number' && raised.status >= 400 && raised.status < 500) {
    const message =
      raised.type === 'entity.too.large' ? 'The request body is too large.'
      : raised.type === 'entity.parse.failed' ? 'The request body is not valid JSON.'
      : raised.expose && typeof raised.message === 'string' && raised.message ? raised.message
      : 'The request could not be processed.';
    return { status: raised.status, message };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, message } = describeError(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) return void res.destroy();
    if (error instanceof DecodeBusyError) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(status).json({ message });
  };
}

function sendPlainPage(res: Response, status: number, message: string): void {
  res.status(status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(`${message}\n`);
}

/**
 * A path whose percent-encoding does not decode (`/%`, `/%E0%A4%A`, overlong `/%c0%ae`) is refused before
 * any route or static lookup sees it: 400, JSON under /api, a plain page elsewhere.
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    return next();
  } catch {
    const message = 'The address is not valid: it contains a malformed percent-encoding.';
    if (/^\/api(\/|$)/i.test(req.path)) return void res.status(400).set('Cache-Control', 'no-store').json({ message });
    sendPlainPage(res, 400, message);
  }
};

/** The last handlers of the whole app, after the API and the web app: no page, or an error outside /api. */
export const pageNotFound: RequestHandler = (_req, res) => sendPlainPage(res, 404, 'Not found.');

export function pageErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, message } = describeError(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) return void res.destroy();
    sendPlainPage(res, status, status === 404 ? 'Not found.' : message);
  };
}
