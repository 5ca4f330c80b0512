// The offline analyzer's files on this device (issue 33, ADR 320): downloaded only when the user asks
// (Settings → Offline analyzer), kept in their own Cache Storage cache — never in the service worker's
// precache — with the list they came with, and removed on request. The service worker answers
// /offline-analyzer/* from this cache (web/build/pwa-options.ts), so the OCR worker loads them offline.
import {
  OFFLINE_ANALYZER_CACHE,
  OFFLINE_ANALYZER_PATH,
  type OfflineAnalyzerManifest,
} from '../../../../core/analyzer/offline-analyzer';

/** The list of files, as the server answers it; kept in the cache under this URL as the mark of a whole download. */
export const MANIFEST_URL = '/api/offline-analyzer';

export interface DownloadProgress {
  received: number;
  total: number;
}

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** The list of the copy on this device when every file of it is there, else null. */
export async function readyOfflineAnalyzer(): Promise<OfflineAnalyzerManifest | null> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(OFFLINE_ANALYZER_CACHE))) return null;
  const cache = await storage.open(OFFLINE_ANALYZER_CACHE);
  const listed = await cache.match(MANIFEST_URL);
  if (!listed) return null;
  const manifest = (await listed.json()) as OfflineAnalyzerManifest;
  const present = await Promise.all(manifest.files.map((file) => cache.match(file.url)));
  return present.every(Boolean) ? manifest : null;
}

/** The list and sizes from the server, for the card's "Download (7.3 MB)" before anything is downloaded. */
export async function fetchOfflineAnalyzerManifest(signal?: AbortSignal): Promise<OfflineAnalyzerManifest> {
  const response = await fetch(MANIFEST_URL, { signal, cache: 'no-cache' });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as OfflineAnalyzerManifest;
}

/** The body of a response read to the end, `onBytes` told of each chunk. */
async function readCounting(response: Response, onBytes: (n: number) => void): Promise<Blob> {
  if (!response.body) {
    const blob = await response.blob();
    onBytes(blob.size);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks as BlobPart[]);
}

/**
 * Kept as it came, less the headers of the transfer: the body is stored decoded, and the worker script's
 * Content-Security-Policy (which allows it WebAssembly) must stay with it.
 */
function storedResponse(response: Response, body: Blob): Response {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name);
  return new Response(body, { status: 200, headers });
}

/**
 * Downloads every file once into the cache, reporting the bytes received against the list's total, then
 * the list itself (the mark that the copy is whole) and asks the browser to keep the storage. Any failure
 * leaves nothing behind. An older cache of the analyzer goes.
 */
export async function downloadOfflineAnalyzer(onProgress: (progress: DownloadProgress) => void, signal?: AbortSignal): Promise<OfflineAnalyzerManifest> {
  const storage = cacheStorage();
  if (!storage) throw new Error('This browser cannot store files for offline use.');
  const manifest = await fetchOfflineAnalyzerManifest(signal);
  const total = manifest.totalBytes;
  let received = 0;
  onProgress({ received, total });
  await storage.delete(OFFLINE_ANALYZER_CACHE);
  const cache = await storage.open(OFFLINE_ANALYZER_CACHE);
  try {
    for (const file of manifest.files) {
      if (!file.url.startsWith(OFFLINE_ANALYZER_PATH)) throw new Error(`Unexpected file ${file.url}.`);
      const response = await fetch(file.url, { signal, cache: 'no-cache' });
      if (!response.ok) throw new Error(`${file.name}: the server answered ${response.status}.`);
      const body = await readCounting(response, (n) => {
        received += n;
        onProgress({ received, total });
      });
      await cache.put(file.url, storedResponse(response, body));
    }
    await cache.put(MANIFEST_URL, new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
  } catch (error) {
    await storage.delete(OFFLINE_ANALYZER_CACHE);
    throw error;
  }
  for (const name of await storage.keys()) if (name.startsWith('offline-analyzer-') && name !== OFFLINE_ANALYZER_CACHE) await storage.delete(name);
  // Asked again even if the replica asked before: megabytes the user chose to download are worth keeping.
  await navigator.storage?.persist?.().catch(() => false);
  return manifest;
}

/** Frees the space: the analyzer is then as if never downloaded. */
export async function removeOfflineAnalyzer(): Promise<void> {
  await cacheStorage()?.delete(OFFLINE_ANALYZER_CACHE);
}
