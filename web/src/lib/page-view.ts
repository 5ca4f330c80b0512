import { apiRequest } from './api-client';

/**
 * Records a page view (POST /api/events/page-view). Fire-and-forget: keepalive so it survives navigation,
 * and every failure (offline, server down, rate limit) is swallowed — analytics must never break a screen.
 * The returned promise settles once the attempt is over and never rejects; callers need not wait for it.
 */
export function recordPageView(path: string): Promise<void> {
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
