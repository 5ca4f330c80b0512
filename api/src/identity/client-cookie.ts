// The client cookie: without accounts (the spec has none) each browser is a client, named by a random id the
// server issues on its first API request. HttpOnly keeps it from scripts, SameSite=Strict from other sites'
// requests, Secure whenever the app is served over HTTPS. It identifies a browser, nothing more.
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { CLIENT_COOKIE } from '../../../core/client-cookie.js';

export { CLIENT_COOKIE };
/** 400 days: the longest lifetime browsers keep a cookie for. It is set once, not renewed on each visit. */
const MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
/** What the server issues: 16 random bytes (128 bits) in base64url, 22 characters. */
const CLIENT_ID = /^[A-Za-z0-9_-]{22}$/;

export const newClientId = (): string => randomBytes(16).toString('base64url');

/** The client id the request carries, or null when it has none (or one the server never issued). */
export function clientIdOf(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CLIENT_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return CLIENT_ID.test(value) ? value : null;
  }
  return null;
}

export function setClientCookie(req: Request, res: Response, clientId: string): void {
  res.cookie(CLIENT_COOKIE, clientId, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: MAX_AGE_MS });
}
