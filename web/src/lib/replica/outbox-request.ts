// The request a queued write makes to the server, whatever its kind (saved searches, follows, checker events,
// device analyses): the caller's cookie identity, JSON both ways, and the flush's abort signal.
import type { TransportOptions } from './sync-replica';

export function sendOutboxRequest(method: 'POST' | 'PUT' | 'DELETE', path: string, options: TransportOptions, payload?: unknown): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const withBody = payload !== undefined;
  return doFetch(`${options.baseUrl ?? ''}${path}`, {
    method,
    credentials: 'include',
    headers: withBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
    ...(withBody ? { body: JSON.stringify(payload) } : {}),
    signal: options.signal,
  });
}
