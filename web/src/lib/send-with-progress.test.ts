// @vitest-environment jsdom
// The XHR transport of the ad tools: multipart or JSON out, upload progress, JSON back, and failures as
// HttpFailure (status, status text, the server's message) or NetworkFailure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAnalyzerServer } from '../test/fake-analyzer-server';
import { HttpFailure, NetworkFailure, sendWithProgress } from './send-with-progress';

afterEach(() => vi.unstubAllGlobals());

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
