import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_ANALYZER_FILES, type OfflineAnalyzerManifest } from '../../core/analyzer/offline-analyzer.js';
import { offlineAnalyzerSources } from '../src/http/offline-analyzer-files.js';
import { startTestApp, type TestApp } from './harness.js';

// The offline analyzer's files (issue 33, ADR 320): listed with their sizes, served from node_modules by name
// only, and only the worker script's answer allows WebAssembly; every other answer keeps the strict policy.
describe('server: offline analyzer files', () => {
  let app: TestApp;
  beforeAll(async () => void (app = await startTestApp('sqlite', { seed: false })));
  afterAll(() => app?.stop());

  it('lists the five files with their sizes and the total', async () => {
    const response = await app.get('/api/offline-analyzer');
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as OfflineAnalyzerManifest;
    const sources = offlineAnalyzerSources();
    expect(manifest.files.map((f) => f.name)).toEqual([...OFFLINE_ANALYZER_FILES]);
    for (const file of manifest.files) {
      expect(file.url).toBe(`/offline-analyzer/${file.name}`);
      expect(file.bytes).toBe(statSync(sources[file.name]).size);
    }
    expect(manifest.totalBytes).toBe(manifest.files.reduce((sum, f) => sum + f.bytes, 0));
    // The models and engine: a few megabytes, the figure the Settings card shows.
    expect(manifest.totalBytes).toBeGreaterThan(5_000_000);
  });

  it('serves every listed file whole, the engine as application/wasm', async () => {
    for (const name of OFFLINE_ANALYZER_FILES) {
      const response = await app.get(`/offline-analyzer/${name}`, { headers: { 'accept-encoding': 'identity' } });
      expect(response.status, name).toBe(200);
      expect((await response.arrayBuffer()).byteLength, name).toBe(statSync(offlineAnalyzerSources()[name]).size);
    }
    const wasm = await app.get('/offline-analyzer/tesseract-core-simd-lstm.wasm');
    await wasm.body?.cancel();
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
  });

  it("allows 'wasm-unsafe-eval' to the worker script only", async () => {
    const worker = await app.get('/offline-analyzer/worker.min.js');
    await worker.body?.cancel();
    const workerPolicy = worker.headers.get('content-security-policy')!;
    expect(workerPolicy).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(workerPolicy).toContain("worker-src 'self'");
    for (const path of ['/offline-analyzer/tesseract-core-simd-lstm.js', '/api/offline-analyzer', '/api/health']) {
      const response = await app.get(path);
      await response.body?.cancel();
      const policy = response.headers.get('content-security-policy')!;
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).not.toContain('wasm-unsafe-eval');
    }
  });

  it('answers nothing else under the path, and no way out of it', async () => {
    for (const path of ['/offline-analyzer/package.json', '/offline-analyzer/tesseract-core-lstm.wasm', '/offline-analyzer/..%2Fpackage.json', '/offline-analyzer/']) {
      expect((await app.get(path)).status, path).toBe(404);
    }
  });
});
