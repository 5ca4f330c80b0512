// A request whose upload progress the screen can show (fetch reports none): XMLHttpRequest, same origin,
// credentials sent, JSON back. Like api-client.ts it only moves bytes and reports failures; screens decide
// what to say. The analyzer, the detection page and the landing's analyzer send images through it.
// A caller may give the whole request a time limit (upload and answer together): past it the request is
// aborted, so a server or network that never answers cannot keep a screen waiting for ever.

/** A non-OK answer: its status, status text and the API's JSON `{message}` when it sent one. */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The server's own message, or null when the body had none. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `${status} ${statusText}`.trim());
  }
}

/** The request never got an answer (offline, server down, connection dropped). */
export class NetworkFailure extends Error {
  override readonly name = 'NetworkFailure';
  constructor() {
    super('The server could not be reached. Check the connection and try again.');
  }
}

/**
 * The time limit of a request that sends an ad image to be read and checked (ADR 335): above the longest a working
 * server takes (the model's deadline, OPENAI_TIMEOUT_MS, at most 120 s, after OCR) and the proxy's 120 s; with the
 * default deadline, room for a 10 MB upload over a slow phone link. Only a request that hangs meets it.
 */
export const IMAGE_REQUEST_TIME_LIMIT_MS = 150_000;

/** The request passed the caller's time limit and was stopped; nobody knows whether the server finished it. */
export class TimeoutFailure extends Error {
  override readonly name = 'TimeoutFailure';
  constructor(readonly limitMs: number) {
    super(`The server took too long to answer (over ${Math.round(limitMs / 1000)} seconds), so the request was stopped. Try again.`);
  }
}

export interface SendOptions {
  /** Upload progress, 0–1, from the browser's upload events (only for a body worth reporting). */
  onUploadProgress?(fraction: number): void;
  /** Called once the whole body has been sent: the server is working on it from here. */
  onUploaded?(): void;
  signal?: AbortSignal;
  /** The whole request's time limit, upload included; past it the request is aborted with a TimeoutFailure. */
  timeoutMs?: number;
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed?.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

/** POSTs a form (multipart, the browser sets the boundary) or a JSON value; resolves to the parsed JSON answer. */
export function sendWithProgress<T>(url: string, body: FormData | object, { onUploadProgress, onUploaded, signal, timeoutMs }: SendOptions = {}): Promise<T> {
  return new Promise<T>((resolveOnce, rejectOnce) => {
    if (signal?.aborted) return rejectOnce(new DOMException('The request was cancelled.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };
    const resolve = (value: T) => {
      settled();
      resolveOnce(value);
    };
    const reject = (error: unknown) => {
      settled();
      rejectOnce(error);
    };
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (!isForm) xhr.setRequestHeader('Content-Type', 'application/json');
    if (isForm && (onUploadProgress || onUploaded)) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress?.(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => onUploaded?.());
    } else {
      // A small JSON body: nothing to watch, the server has it at once.
      xhr.addEventListener('loadstart', () => onUploaded?.());
    }
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) return reject(new HttpFailure(xhr.status, xhr.statusText, messageOf(text)));
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new HttpFailure(xhr.status, xhr.statusText, 'The server sent an answer that could not be read.'));
      }
    });
    xhr.addEventListener('error', () => reject(new NetworkFailure()));
    xhr.addEventListener('timeout', () => reject(new NetworkFailure()));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', cancel, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        // Settled first, so the abort that follows cannot turn the time limit into a cancel.
        reject(new TimeoutFailure(timeoutMs));
        xhr.abort();
      }, timeoutMs);
    }
    xhr.send(isForm ? (body as FormData) : JSON.stringify(body));
  });
}

/** What a failed request says to the user: the server's message, else the error's own, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpFailure) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
