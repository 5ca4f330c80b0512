import { apiRequest } from './api-client';

/**
 * Records a page view (POST /api/events/page-view). Fire-and-forget: keepalive so it survives navigation,
 * and every failure (offline, server down, rate limit) is swallowed — analytics must never break a screen.
 * The returned promise settles once the attempt is over and never rejects; callers need not wait for it.
 * On a device that knows it is offline nothing is sent: a rep browsing offline would otherwise leave a failed
 * request in the console on every page (the view is not worth an outbox entry).
 */
export function recordPageView(path: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  try {
    return apiRequest<void>('/api/events/page-view', { method: 'POST', body: { path }, keepalive: true }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    // fetch itself can throw synchronously in odd environments; ignore it too.
    return Promise.resolve();
  }
}
