// The HTTP transport of the web app: JSON over fetch, credentials always sent (spec 000 §6).
// It only moves bytes and reports failures; screens decide what to show (no toasts or redirects here).

/**
 * A non-OK response. The message is `${status}: ${text}` (spec 000 §8), where the text is the API's
 * JSON `{message}` when it sent one (so people read "404: Policy 7 not found.", not raw JSON),
 * else the body text, else the status text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${messageOf(body) || body || statusText}`);
  }
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed?.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; the JSON content type is set only when a body exists. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request outlive the page (used for usage events). */
  keepalive?: boolean;
}

/** Calls the API and resolves to the parsed JSON body, or undefined for an empty response (204). */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, keepalive }: ApiRequest = {}): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
    keepalive,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal): Promise<T> => apiRequest<T>(path, { signal });
