// The offline analyzer's files (issue 33, ADR 320), served from node_modules by this server (no CDN): the
// list with sizes at GET /api/offline-analyzer, each file at GET /offline-analyzer/{name}. Only the names of
// core/analyzer/offline-analyzer.ts are answered; nothing else under node_modules is reachable.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router, type RequestHandler } from 'express';
import {
  OFFLINE_ANALYZER_CACHE,
  OFFLINE_ANALYZER_FILES,
  OFFLINE_ANALYZER_PATH,
  type OfflineAnalyzerFile,
  type OfflineAnalyzerManifest,
} from '../../../core/analyzer/offline-analyzer.js';

const require = createRequire(import.meta.url);
/** The models the server reads with (ocr-pool.ts): the integer-quantised "best" ones. */
const MODEL = '4.0.0_best_int';

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Each file's place on disk. */
export function offlineAnalyzerSources(): Record<OfflineAnalyzerFile, string> {
  const core = packageDir('tesseract.js-core');
  return {
    'worker.min.js': join(packageDir('tesseract.js'), 'dist', 'worker.min.js'),
    'tesseract-core-simd-lstm.js': join(core, 'tesseract-core-simd-lstm.js'),
    'tesseract-core-simd-lstm.wasm': join(core, 'tesseract-core-simd-lstm.wasm'),
    'eng.traineddata.gz': join(packageDir('@tesseract.js-data/eng'), MODEL, 'eng.traineddata.gz'),
    'hin.traineddata.gz': join(packageDir('@tesseract.js-data/hin'), MODEL, 'hin.traineddata.gz'),
  };
}

/**
 * The worker compiles the engine (WebAssembly.instantiate), which a strict script-src refuses without
 * 'wasm-unsafe-eval'. A dedicated worker loaded from its own URL runs under the policy of its own response,
 * so only the worker script's answer carries it; the pages keep the strict policy (ADR 320).
 */
export function allowingWasm(policy: string): string {
  return policy.replace(/(^|;)(\s*script-src\b[^;]*)/, (_, start: string, directive: string) => `${start}${directive} 'wasm-unsafe-eval'`);
}

export function offlineAnalyzerRoutes(): { manifest: RequestHandler; files: Router } {
  const sources = offlineAnalyzerSources();
  const manifestBody: OfflineAnalyzerManifest = {
    cache: OFFLINE_ANALYZER_CACHE,
    files: OFFLINE_ANALYZER_FILES.map((name) => ({ name, url: `${OFFLINE_ANALYZER_PATH}${name}`, bytes: statSync(sources[name]).size })),
    totalBytes: 0,
  };
  manifestBody.totalBytes = manifestBody.files.reduce((sum, f) => sum + f.bytes, 0);

  const files = Router();
  files.get(`${OFFLINE_ANALYZER_PATH}:name`, (req, res, next) => {
    const name = req.params.name as OfflineAnalyzerFile;
    if (!Object.hasOwn(sources, name)) return next();
    // Revalidated, never assumed fresh: a new release may bring new files under the same names.
    res.setHeader('Cache-Control', 'no-cache');
    if (name === 'worker.min.js') {
      const policy = res.getHeader('Content-Security-Policy');
      if (typeof policy === 'string') res.setHeader('Content-Security-Policy', allowingWasm(policy));
    }
    res.sendFile(sources[name], (error) => error && next(error));
  });
  const manifest: RequestHandler = (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(manifestBody);
  };
  return { manifest, files };
}
