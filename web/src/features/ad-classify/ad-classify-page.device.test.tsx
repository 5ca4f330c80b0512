// @vitest-environment jsdom
// /ad-classify offline with the offline analyzer on the device (issue 33, ADR 320): the category detected from
// the text the device reads (OCR replaced by the ad's words), named from the replica, and the analyzer opened
// on the same file with the category. Nothing is sent.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setOnline, withSeededServer } from '../../test/render-screen';
import { AdClassifyPage } from './ad-classify-page';

vi.mock('../../lib/offline-analyzer/offline-analyzer-state', () => ({ useOfflineAnalyzer: () => ({ status: 'ready', totalBytes: 7_400_000 }) }));
const deviceText = vi.hoisted(() => ({ text: '' }));
vi.mock('../../lib/offline-analyzer/prepare-image', () => ({
  DeviceImageError: class extends Error {},
  prepareImage: vi.fn(async () => ({ png: new Blob(), width: 1600, height: 1600 })),
}));
vi.mock('../../lib/offline-analyzer/read-text-on-device', () => ({
  readTextOnDevice: vi.fn(async () => ({ text: deviceText.text, confidence: 90, durationMs: 600 })),
}));

withSeededServer();
const sent: string[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', class {
    open(_method: string, url: string) {
      sent.push(url);
    }
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => act(() => setOnline(true)));

const file = new File(['x'], 'moonrupee.png', { type: 'image/png' });
const open = () =>
  renderScreen('/ad-classify', [
    { path: '/ad-classify', element: <AdClassifyPage /> },
    { path: '/ad-analyzer', element: <p>The analyzer</p> },
  ]);

describe('detection offline with the offline analyzer', () => {
  it('detects on the device and opens the analyzer on the same file with the category', async () => {
    deviceText.text = 'MoonRupee 300% returns in just 3 months. Buy Bitcoin and crypto tokens on our exchange.';
    const { router } = open();
    act(() => setOnline(false));
    expect(screen.getByText('Offline: detected on this device')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [file] } });
    const detect = screen.getByRole('button', { name: 'Upload and Detect Ad Category' }) as HTMLButtonElement;
    expect(detect.disabled).toBe(false);
    fireEvent.click(detect);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ad-analyzer'), { timeout: 5_000 });
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('Cryptocurrency');
    expect(new URLSearchParams(router.state.location.search).has('filePath')).toBe(false);
    expect((router.state.location.state as { file: File }).file).toBe(file);
    expect(sent).toEqual([]);
  });
});
