// Who a request acts for, and so whose saved searches, follows, analyses and images it may see (ADR 232):
// the person an authenticating proxy names (AUTH_PROXY_HEADER, believed only from TRUSTED_PROXIES), else the
// browser's client cookie. Records are stored under the owner's key; admins (ADMIN_EMAILS) may read the whole
// analysis audit trail.
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import { clientIdOf, newClientId, setClientCookie } from './client-cookie.js';
import { trustedProxies } from './trusted-proxies.js';

export interface Owner {
  /** `client:<cookie id>` or `user:<lowercased email>`; at most 191 characters (an indexed column). */
  key: string;
  admin: boolean;
}

/** 185 + 'user:' fits the 191-character owner column. */
const emailSchema = z.email().max(185);

const OWNER = Symbol('owner');
/** Sets the client cookie of a browser that has none, once the request keeps something for it. */
const ISSUE = Symbol('issue client cookie');
type Identified = Request & { [OWNER]?: Owner | null; [ISSUE]?: () => void };

/** Requests that keep nothing: a browser without a cookie reads as a client that owns nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Works out the owner of each request. `issueCookie` (the API): a request without a client cookie acts for a
 * new client, whose cookie is set only when the request keeps something for it (ownerOf on a write). A page's
 * first burst of reads, syncs and usage events so mints no ids, and none of them can replace the cookie a
 * write in that burst was given. Without `issueCookie` (stored images) such a request has no owner.
 */
export function identify(config: Pick<Config, 'AUTH_PROXY_HEADER' | 'TRUSTED_PROXIES' | 'ADMIN_EMAILS'>, { issueCookie }: { issueCookie: boolean }): RequestHandler {
  const header = config.AUTH_PROXY_HEADER;
  const fromTrustedProxy = trustedProxies(config.TRUSTED_PROXIES ?? []);
  const admins = new Set(config.ADMIN_EMAILS ?? []);
  return (req, res, next) => {
    const vouched = header && fromTrustedProxy(req.socket.remoteAddress) ? req.get(header)?.trim() : undefined;
    if (vouched) {
      const email = emailSchema.safeParse(vouched.toLowerCase());
      if (!email.success) return next(new HttpError(400, `The ${header} header is not an email address.`));
      (req as Identified)[OWNER] = { key: `user:${email.data}`, admin: admins.has(email.data) };
      return next();
    }
    let clientId = clientIdOf(req);
    if (!clientId && issueCookie) {
      const issued = newClientId();
      clientId = issued;
      (req as Identified)[ISSUE] = () => setClientCookie(req, res, issued);
    }
    (req as Identified)[OWNER] = clientId ? { key: `client:${clientId}`, admin: false } : null;
    next();
  };
}

/** The owner `identify` found; null when the request has none (a stored image asked for without a cookie). */
export function ownerOrNull(req: Request): Owner | null {
  const owner = (req as Identified)[OWNER];
  if (owner === undefined) throw new Error('identify() must run before the owner is asked for');
  return owner;
}

/**
 * The owner of an API request (identify with issueCookie always finds one). A write by a browser without a
 * cookie gives it its cookie here, with the answer of the request that keeps something under it.
 */
export function ownerOf(req: Request): Owner {
  const owner = ownerOrNull(req);
  if (!owner) throw new Error('an API request without an owner');
  const issue = (req as Identified)[ISSUE];
  if (issue && !SAFE_METHODS.has(req.method)) {
    issue();
    (req as Identified)[ISSUE] = undefined;
  }
  return owner;
}

