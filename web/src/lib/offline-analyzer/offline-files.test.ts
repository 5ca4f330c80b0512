import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ANALYZER_CACHE, type OfflineAnalyzerManifest } from '../../../../core/analyzer/offline-analyzer';
import { downloadOfflineAnalyzer, MANIFEST_URL, readyOfflineAnalyzer, removeOfflineAnalyzer } from './offline-files';

// The offline analyzer's download (ADR 320) against an in-memory Cache Storage and a fake server: progress over
// the list's total, the list stored last as the mark of a whole copy, the worker's policy kept and the transfer
// headers dropped, nothing kept when a file fails, older copies removed, and Remove.

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.set(url, response);
  }
  async keys() {
    return [...this.entries.keys()];
  }
}

class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();
  async has(name: string) {
    return this.stores.has(name);
  }
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name)!;
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
}

const FILES: Record<string, string> = {
  '/offline-analyzer/worker.min.js': 'worker();',
  '/offline-analyzer/tesseract-core-simd-lstm.js': 'core();',
  '/offline-analyzer/tesseract-core-simd-lstm.wasm': 'wasm-bytes',
  '/offline-analyzer/eng.traineddata.gz': 'english model',
  '/offline-analyzer/hin.traineddata.gz': 'hindi model',
};
const manifest: OfflineAnalyzerManifest = {
  cache: OFFLINE_ANALYZER_CACHE,
  files: Object.entries(FILES).map(([url, body]) => ({ name: url.split('/').pop() as never, url, bytes: body.length })),
  totalBytes: Object.values(FILES).reduce((sum, body) => sum + body.length, 0),
};

let storage: MemoryCaches;
let failing: string | null;
const persist = vi.fn(async () => true);

beforeEach(() => {
  storage = new MemoryCaches();
  failing = null;
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('navigator', { storage: { persist } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === MANIFEST_URL) return Response.json(manifest);
      if (url === failing) return new Response('gone', { status: 503 });
      const headers: Record<string, string> = { 'content-encoding': 'br', 'content-length': '3' };
      if (url.endsWith('worker.min.js')) headers['content-security-policy'] = "script-src 'self' 'wasm-unsafe-eval'";
      return new Response(FILES[url], { headers });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadOfflineAnalyzer', () => {
  it('stores every file and then the list, reports progress up to the total, and asks to keep the storage', async () => {
    const progress: number[] = [];
    expect(await readyOfflineAnalyzer()).toBeNull();
    await downloadOfflineAnalyzer(({ received, total }) => {
      expect(total).toBe(manifest.totalBytes);
      progress.push(received);
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(manifest.totalBytes);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const cache = storage.stores.get(OFFLINE_ANALYZER_CACHE)!;
    expect(await cache.keys()).toEqual([...Object.keys(FILES), MANIFEST_URL]);
    expect(await (await cache.match('/offline-analyzer/eng.traineddata.gz'))!.text()).toBe('english model');
    const worker = (await cache.match('/offline-analyzer/worker.min.js'))!;
    expect(worker.headers.get('content-security-policy')).toContain('wasm-unsafe-eval');
    expect(worker.headers.get('content-encoding')).toBeNull();
    expect(worker.headers.get('content-length')).toBeNull();
    expect(persist).toHaveBeenCalled();
    expect((await readyOfflineAnalyzer())?.totalBytes).toBe(manifest.totalBytes);
  });

  it('keeps nothing when a file fails, so the analyzer is not ready', async () => {
    failing = '/offline-analyzer/hin.traineddata.gz';
    await expect(downloadOfflineAnalyzer(() => undefined)).rejects.toThrow('hin.traineddata.gz: the server answered 503.');
    expect(await storage.has(OFFLINE_ANALYZER_CACHE)).toBe(false);
    expect(await readyOfflineAnalyzer()).toBeNull();
  });

  it('removes an older copy of the analyzer, and leaves the app’s other caches', async () => {
    await storage.open('offline-analyzer-v0');
    await storage.open('workbox-precache-v2');
    await downloadOfflineAnalyzer(() => undefined);
    expect(await storage.keys()).toEqual(['workbox-precache-v2', OFFLINE_ANALYZER_CACHE]);
  });

  it('is not ready when a file of the list is missing from the cache', async () => {
    await downloadOfflineAnalyzer(() => undefined);
    storage.stores.get(OFFLINE_ANALYZER_CACHE)!.entries.delete('/offline-analyzer/tesseract-core-simd-lstm.wasm');
    expect(await readyOfflineAnalyzer()).toBeNull();
  });
});

describe('removeOfflineAnalyzer', () => {
  it('frees the copy', async () => {
    await downloadOfflineAnalyzer(() => undefined);
    await removeOfflineAnalyzer();
    expect(await storage.has(OFFLINE_ANALYZER_CACHE)).toBe(false);
    expect(await readyOfflineAnalyzer()).toBeNull();
  });
});
