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
type Identified = Request & { [OWNER]?: Owner | null };

/**
 * Works out the owner of each request. `issueCookie` (the API): a request without a client cookie gets one,
 * so every API request has an owner. Without it (stored images) such a request has none and owns nothing.
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
      clientId = newClientId();
      setClientCookie(req, res, clientId);
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

/** The owner of an API request (identify with issueCookie always finds one). */
export function ownerOf(req: Request): Owner {
  const owner = ownerOrNull(req);
  if (!owner) throw new Error('an API request without an owner');
  return owner;
}

