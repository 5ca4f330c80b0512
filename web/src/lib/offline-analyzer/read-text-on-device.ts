// OCR on the device (ADR 320): tesseract.js's own Web Worker, loaded from /offline-analyzer/ — the files the
// user downloaded, answered by the service worker from Cache Storage — with the languages, engine mode and
// page segmentation the server uses. One worker, started on the first image and kept for the next.
import type { Worker } from 'tesseract.js';
import { OCR_LANGUAGES, OFFLINE_ANALYZER_CORE, OFFLINE_ANALYZER_PATH } from '../../../../core/analyzer/offline-analyzer';

export interface DeviceRead {
  text: string;
  confidence: number;
  durationMs: number;
}

let started: Promise<Worker> | null = null;

function startWorker(): Promise<Worker> {
  started ??= import('tesseract.js')
    .then(async ({ createWorker, PSM, OEM }) => {
      const worker = await createWorker(OCR_LANGUAGES.join('+'), OEM.LSTM_ONLY, {
        // A worker from its own same-origin URL (not a blob: URL): it runs under its own response's policy,
        // the only one that allows WebAssembly (ADR 320), and the service worker answers it offline.
        workerBlobURL: false,
        workerPath: `${OFFLINE_ANALYZER_PATH}worker.min.js`,
        corePath: `${OFFLINE_ANALYZER_PATH}${OFFLINE_ANALYZER_CORE}`,
        langPath: OFFLINE_ANALYZER_PATH.replace(/\/$/, ''),
        gzip: true,
        // The models are in Cache Storage already; tesseract's own IndexedDB copy would store them twice.
        cacheMethod: 'none',
      });
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
      return worker;
    })
    .catch((error: unknown) => {
      started = null;
      throw error;
    });
  return started;
}

/** `work`, or an AbortError as soon as `signal` is aborted (then `onAbort` runs). */
function untilCancelled<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort?: () => void): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      onAbort?.();
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * The text of a prepared image. A `signal` aborted while it reads (Cancel) stops the reading itself: tesseract
 * cannot drop one job, so the worker goes and the next image starts a fresh one (ADR 337).
 */
export async function readTextOnDevice(png: Blob, signal?: AbortSignal): Promise<DeviceRead> {
  const began = performance.now();
  // A worker still starting is left to finish: the next image uses it.
  const worker = await untilCancelled(startWorker(), signal);
  const { data } = await untilCancelled(worker.recognize(png), signal, () => {
    started = null;
    void worker.terminate().catch(() => undefined);
  });
  return { text: data.text.trim(), confidence: Math.round(data.confidence), durationMs: Math.round(performance.now() - began) };
}
