// The security baseline: strict CSP and friends (helmet), rejection of cross-site writes, rate limits on writes.
import type { RequestHandler } from 'express';
import rateLimit, { type Store } from 'express-rate-limit';
import helmet from 'helmet';
import { HttpError } from './errors.js';

export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // X-Download-Options only ever meant something to Internet Explorer 8; its 28 bytes on every answer put
    // the no-change sync over its 1 KB budget (DESIGN §9).
    xDownloadOptions: false,
  });

/**
 * The policy for a page that carries inline scripts: script-src also allows these hashes ('sha256-…'). Only
 * index.html needs them (web-app.ts), so every other answer, the API's included, keeps the shorter policy.
 */
export function allowingInlineScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\b[^;]*)/, (_, start: string, directive: string) => `${start}${directive} ${hashes.join(' ')}`);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every call sends credentials and multipart uploads skip the CORS preflight, so a write must come from
 * this site: the browser's Sec-Fetch-Site says so, or failing that the Origin matches the Host.
 */
export const rejectCrossSiteWrites: RequestHandler = (req, _res, next) => {
  if (!WRITE_METHODS.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  // An Origin that is not a URL ("null", from a sandboxed frame or a file, among them) names no host: refused.
  const crossSite = (site && site !== 'same-origin' && site !== 'none') || (origin && hostOf(origin) !== req.get('host'));
  if (crossSite) return next(new HttpError(403, 'Cross-site requests may not change data.'));
  next();
};

const hostOf = (origin: string) => (URL.canParse(origin) ? new URL(origin).host : null);

/** Where a limit counts: by default this process's memory; with REDIS_URL, Redis (shared-state/rate-limit-store.ts). */
export type RateLimitStores = (limit: 'writes' | 'events' | 'analyses') => Store | undefined;

const limiter = (perMinute: number, message: string, store: Store | undefined) =>
  rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, message)),
  });

/**
 * The calls that run OCR on an image: they have their own, smaller budget (DESIGN §10). A campaign check
 * reads one image, so it counts once whatever its targets (ADR 315).
 */
const ANALYSIS_PATHS = /^\/(analyze-ad(-enhanced|-world-class|-campaign)?|detect-ad-category|uploads)\/?$/;

/**
 * Writes are rate limited per client. Usage events (a page view on every navigation) have their own,
 * larger budget, so a rep clicking quickly through screens never uses up the one for saving searches; the
 * analyzer's calls have theirs, so analysing creatives never blocks saving a search either.
 */
export const writeRateLimit = (perMinute: number, analysesPerMinute: number, stores: RateLimitStores = () => undefined): RequestHandler => {
  const writes = limiter(perMinute, 'Too many changes in a short time. Please wait a minute and try again.', stores('writes'));
  const events = limiter(perMinute * 10, 'Too many events in a short time.', stores('events'));
  const analyses = limiter(analysesPerMinute, 'Too many analyses in a short time. Please wait a minute and try again.', stores('analyses'));
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    if (ANALYSIS_PATHS.test(req.path)) return analyses(req, res, next);
    return req.path.startsWith('/events/') ? events(req, res, next) : writes(req, res, next);
  };
};
