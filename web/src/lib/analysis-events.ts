// The analyzer's analytics events (spec 001 §7): ad_analysis_started, _completed and _error, labelled
// `${platform}:${mode}:${outcome}` (outcome: 'started', the verdict, 'error', or 'cancelled' when the user stopped it). Fire-and-forget like the
// page views: keepalive, every failure swallowed, never awaited by a screen.
import type { AdAnalysisEvent } from '../../../core/contract';
import { apiRequest } from './api-client';

export const analysisEventLabel = (platform: string, mode: string, outcome: string): string => `${platform}:${mode}:${outcome}`;

/** `path`: the screen it is sent from (its path and query). */
export function recordAnalysisEvent(event: AdAnalysisEvent['event'], platform: string, mode: string, outcome: string, path: string): void {
  const body: AdAnalysisEvent = { event, label: analysisEventLabel(platform, mode, outcome).slice(0, 120), path: path.slice(0, 500) || '/' };
  try {
    void apiRequest<void>('/api/events/ad-analysis', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // fetch can throw synchronously in odd environments: analytics never breaks a screen.
  }
}
