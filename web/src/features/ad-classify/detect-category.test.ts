// @vitest-environment jsdom
// Detection sends the image with the ad tools' time limit (ADR 335): a request that hangs is stopped and says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_REQUEST_TIME_LIMIT_MS, TimeoutFailure } from '../../lib/send-with-progress';
import { FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { detectAdCategory, detectionFailureMessage } from './detect-category';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('detectAdCategory', () => {
  it('stops a request that hangs past the limit, with a message that says so', async () => {
    vi.useFakeTimers();
    const api = new FakeAnalyzerServer();
    vi.stubGlobal('XMLHttpRequest', api.xhrClass());
    api.hold = true;
    const detecting = detectAdCategory(new File(['x'], 'ad.png', { type: 'image/png' })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(IMAGE_REQUEST_TIME_LIMIT_MS);
    const failure = await detecting;
    expect(failure).toBeInstanceOf(TimeoutFailure);
    expect(detectionFailureMessage(failure)).toBe('The server took too long to answer (over 150 seconds), so the request was stopped. Try again.');
    api.release();
  });
});
