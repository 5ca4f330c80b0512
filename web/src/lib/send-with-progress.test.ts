// @vitest-environment jsdom
// The XHR transport of the ad tools: multipart or JSON out, upload progress, JSON back, and failures as
// HttpFailure (status, status text, the server's message) or NetworkFailure; a time limit and a cancel that
// stop the request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAnalyzerServer } from '../test/fake-analyzer-server';
import { HttpFailure, NetworkFailure, sendWithProgress, TimeoutFailure } from './send-with-progress';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve() {
  const api = new FakeAnalyzerServer();
  vi.stubGlobal('XMLHttpRequest', api.xhrClass());
  return api;
}

describe('sendWithProgress', () => {
  it('sends a form as multipart, reports the upload, and resolves to the JSON answer', async () => {
    const api = serve();
    const form = new FormData();
    form.append('image', new File(['x'], 'ad.png', { type: 'image/png' }));
    const progress: number[] = [];
    const uploaded = vi.fn();
    await expect(sendWithProgress('/api/uploads', form, { onUploadProgress: (f) => progress.push(f), onUploaded: uploaded })).resolves.toMatchObject({ width: 1080 });
    expect(progress).toEqual([0.5]);
    expect(uploaded).toHaveBeenCalledOnce();
    expect(api.sent).toEqual([{ url: '/api/uploads', multipart: true, body: { image: 'file:ad.png' } }]);
  });

  it('sends a value as JSON', async () => {
    const api = serve();
    await sendWithProgress('/api/analyze-ad', { platform: 'google', jurisdiction: 'US', filePath: 'a.png' });
    expect(api.sent[0]).toMatchObject({ multipart: false, body: { filePath: 'a.png' } });
  });

  it('a refusal is an HttpFailure with the server message (or none); no answer is a NetworkFailure', async () => {
    const api = serve();
    api.nextAnswer = { status: 413, statusText: 'Payload Too Large', body: { message: 'The image is larger than 10 MB.' } };
    const refused = await sendWithProgress('/api/uploads', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpFailure);
    expect(refused).toMatchObject({ status: 413, statusText: 'Payload Too Large', serverMessage: 'The image is larger than 10 MB.' });
    api.nextAnswer = { status: 502, statusText: 'Bad Gateway', body: '<html>' };
    expect(await sendWithProgress('/api/uploads', {}).catch((e: unknown) => e)).toMatchObject({ serverMessage: null, message: '502 Bad Gateway' });
    api.nextAnswer = 'network-error';
    expect(await sendWithProgress('/api/uploads', {}).catch((e: unknown) => e)).toBeInstanceOf(NetworkFailure);
  });
});

describe('the time limit and the cancel', () => {
  /** A server that holds its answer, fake timers, and a watch on the request's abort. */
  function holding() {
    vi.useFakeTimers();
    const api = serve();
    api.hold = true;
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    return { api, abort };
  }

  it('past the time limit the request is aborted and rejects with a TimeoutFailure that says what happened', async () => {
    const { api, abort } = holding();
    const sending = sendWithProgress('/api/analyze-ad', { filePath: 'a.png' }, { timeoutMs: 150_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(149_999);
    expect(abort).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const failure = await sending;
    expect(abort).toHaveBeenCalledOnce();
    expect(failure).toBeInstanceOf(TimeoutFailure);
    expect(failure).toMatchObject({ limitMs: 150_000, message: 'The server took too long to answer (over 150 seconds), so the request was stopped. Try again.' });
    api.release();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an answer within the limit resolves, and the limit is cleared', async () => {
    const { api, abort } = holding();
    const sending = sendWithProgress('/api/uploads', {}, { timeoutMs: 150_000 });
    await vi.advanceTimersByTimeAsync(149_000);
    api.release();
    await expect(sending).resolves.toMatchObject({ width: 1080 });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it("the caller's signal aborts the request (an AbortError, not a time-out), and a signal aborted already sends nothing", async () => {
    const { api, abort } = holding();
    const controller = new AbortController();
    const sending = sendWithProgress('/api/analyze-ad', {}, { timeoutMs: 150_000, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await sending).toMatchObject({ name: 'AbortError' });
    expect(abort).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);

    const late = await sendWithProgress('/api/analyze-ad', {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(late).toMatchObject({ name: 'AbortError' });
    expect(api.sent).toHaveLength(1);
  });
});
