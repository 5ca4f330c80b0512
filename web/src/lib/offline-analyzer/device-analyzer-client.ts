// The page's side of the device analyzer's worker (device-analysis.worker.ts): one worker, started on the
// first call and kept, each call answered by id. Where no worker can run (or its script cannot load), the
// same calls run on the page's thread.
import { DeviceAnalysisError } from './device-analysis';
import type { DeviceCallAnswer, DeviceCallMessage } from './device-analysis.worker';
import type { DeviceCalls } from './judge-on-device';

type Call = keyof DeviceCalls;
type Answer<C extends Call> = Awaited<ReturnType<DeviceCalls[C]>>;

const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; message: DeviceCallMessage }>();
let nextId = 1;
let worker: Worker | null = null;
let workerUnavailable = typeof Worker === 'undefined';

async function onThisThread<C extends Call>(call: C, args: unknown[]): Promise<Answer<C>> {
  const { deviceCalls } = await import('./judge-on-device');
  return (deviceCalls[call] as (...a: unknown[]) => Promise<Answer<C>>)(...args);
}

function startWorker(): Worker {
  const started = new Worker(new URL('./device-analysis.worker.ts', import.meta.url), { type: 'module', name: 'device-analyzer' });
  started.onmessage = (event: MessageEvent<DeviceCallAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(answer.refused ? new DeviceAnalysisError(answer.message) : new Error(answer.message));
  };
  // The script could not load here: the calls waiting (and every later one) run on this thread instead.
  started.onerror = (event) => {
    event.preventDefault();
    started.terminate();
    worker = null;
    workerUnavailable = true;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      onThisThread(waiting.message.call, waiting.message.args).then(waiting.resolve, waiting.reject);
    }
  };
  return started;
}

export function callDeviceAnalyzer<C extends Call>(call: C, ...args: Parameters<DeviceCalls[C]>): Promise<Answer<C>> {
  if (workerUnavailable) return onThisThread(call, args);
  worker ??= startWorker();
  const message: DeviceCallMessage = { id: nextId++, call, args };
  const answer = new Promise<Answer<C>>((resolve, reject) => pending.set(message.id, { resolve: resolve as (value: unknown) => void, reject, message }));
  worker.postMessage(message);
  return answer;
}
