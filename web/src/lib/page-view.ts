import { apiRequest } from './api-client';

/**
 * Records a page view (POST /api/events/page-view). Fire-and-forget: keepalive so it survives navigation,
 * and every failure (offline, server down, rate limit) is swallowed — analytics must never break a screen.
 */
export function recordPageView(path: string): void {
  try {
    apiRequest<void>('/api/events/page-view', { method: 'POST', body: { path }, keepalive: true }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously in odd environments; ignore it too.
  }
}
