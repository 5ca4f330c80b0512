// Every error leaves the API as JSON {message} with the right status, never as a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BaseError as SequelizeError, ConnectionError, TimeoutError } from 'sequelize';
import type { Logger } from 'pino';
import { z } from 'zod';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Parses input with a zod schema; a failure is a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  throw badRequest(`Invalid ${what}${where}: ${issue.message}`);
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API route for ${req.method} ${req.path}`));
};

function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return true;
  if (!(error instanceof SequelizeError) && !(error instanceof Error)) return false;
  const text = `${(error as Error).name} ${(error as Error).message} ${String((error as { parent?: { code?: string } }).parent?.code ?? '')}`;
  return /SQLITE_CANTOPEN|SQLITE_BUSY|SQLITE_MISUSE|Database is closed|ECONNREFUSED|PROTOCOL_CONNECTION_LOST|ETIMEDOUT|connection manager was closed|ConnectionAcquireTimeout/i.test(text);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let status = 500;
    let message = 'Something went wrong on our side. Please try again.';
    if (error instanceof HttpError) {
      status = error.status;
      message = error.message;
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      message = 'The database is unavailable. Please try again shortly.';
    } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      // Errors raised by body-parser and friends carry a status and a type.
      status = error.status;
      message =
        error.type === 'entity.too.large' ? 'The request body is too large.'
        : error.type === 'entity.parse.failed' ? 'The request body is not valid JSON.'
        : error.expose && error.message ? error.message
        : 'The request could not be processed.';
    }
    if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) return;
    res.status(status).json({ message });
  };
}
