// GET of a list the device mirrors (saved searches, followed policies): never from the HTTP cache, and a
// refusal is an ApiError with the server's message, like every other call.
import { ApiError } from '../api-client';
import type { TransportOptions } from './sync-replica';

export async function fetchServerList<T>(path: string, options: TransportOptions = {}): Promise<T[]> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as T[];
}
