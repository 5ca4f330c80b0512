// Cancel during a device reading (ADR 337): tesseract cannot drop one job, so the worker reading it is
// terminated and the next image starts a fresh one; a reading that is not cancelled keeps its worker.
import { beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeWorker {
  recognize: ReturnType<typeof vi.fn>;
  terminate: ReturnType<typeof vi.fn>;
  setParameters: ReturnType<typeof vi.fn>;
}
const workers = vi.hoisted(() => ({ made: [] as FakeWorker[], answer: null as null | (() => Promise<unknown>) }));
vi.mock('tesseract.js', () => ({
  PSM: { AUTO: '3' },
  OEM: { LSTM_ONLY: 1 },
  createWorker: vi.fn(async () => {
    const worker: FakeWorker = {
      recognize: vi.fn(() => workers.answer!()),
      terminate: vi.fn(async () => undefined),
      setParameters: vi.fn(async () => undefined),
    };
    workers.made.push(worker);
    return worker;
  }),
}));

const read = { data: { text: ' Bet now \n', confidence: 88.6 } };

beforeEach(() => {
  vi.resetModules();
  workers.made.length = 0;
});

describe('reading on the device', () => {
  it('reads with one worker, kept for the next image', async () => {
    const { readTextOnDevice } = await import('./read-text-on-device');
    workers.answer = async () => read;
    expect(await readTextOnDevice(new Blob())).toMatchObject({ text: 'Bet now', confidence: 89 });
    await readTextOnDevice(new Blob(), new AbortController().signal);
    expect(workers.made).toHaveLength(1);
    expect(workers.made[0]!.terminate).not.toHaveBeenCalled();
  });

  it('when cancelled while reading, rejects at once, terminates the worker, and the next image gets a fresh one', async () => {
    const { readTextOnDevice } = await import('./read-text-on-device');
    workers.answer = () => new Promise(() => undefined); // a reading that never ends by itself
    const cancel = new AbortController();
    const reading = readTextOnDevice(new Blob(), cancel.signal);
    await vi.waitFor(() => expect(workers.made[0]?.recognize).toHaveBeenCalled());
    cancel.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers.made[0]!.terminate).toHaveBeenCalledOnce();

    workers.answer = async () => read;
    expect(await readTextOnDevice(new Blob())).toMatchObject({ text: 'Bet now' });
    expect(workers.made).toHaveLength(2);
  });

  it('an image cancelled before it is read is never read', async () => {
    const { readTextOnDevice } = await import('./read-text-on-device');
    const cancel = new AbortController();
    cancel.abort();
    await expect(readTextOnDevice(new Blob(), cancel.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers.made.flatMap((w) => w.recognize.mock.calls)).toEqual([]);
  });
});
