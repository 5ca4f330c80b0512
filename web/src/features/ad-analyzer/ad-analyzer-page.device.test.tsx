// @vitest-environment jsdom
// The analyzer offline with the offline analyzer on the device (issue 33, ADR 320): the real device pipeline
// — the replica's library, the rules shipped with the app, core's detection and rules — with only the
// browser's image preparation and the OCR worker replaced by the text the ad carries. Nothing is sent.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setOnline } from '../../test/render-screen';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { AdAnalyzerPage } from './ad-analyzer-page';

const analyzerState = vi.hoisted(() => ({ status: 'ready' as 'ready' | 'absent' }));
vi.mock('../../lib/offline-analyzer/offline-analyzer-state', () => ({
  useOfflineAnalyzer: () => (analyzerState.status === 'ready' ? { status: 'ready', totalBytes: 7_300_000 } : { status: 'absent', problem: null }),
}));
const deviceText = vi.hoisted(() => ({ text: '' }));
vi.mock('../../lib/offline-analyzer/prepare-image', () => ({
  DeviceImageError: class extends Error {},
  prepareImage: vi.fn(async () => ({ png: new Blob(), width: 1600, height: 1600 })),
}));
vi.mock('../../lib/offline-analyzer/read-text-on-device', () => ({
  readTextOnDevice: vi.fn(async () => ({ text: deviceText.text, confidence: 91, durationMs: 700 })),
}));

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
beforeEach(() => {
  ({ api } = servers());
  deviceText.text = api.adText;
  analyzerState.status = 'ready';
});
afterEach(() => act(() => setOnline(true)));

const open = () => renderScreen('/ad-analyzer', [{ path: '/ad-analyzer', element: <AdAnalyzerPage /> }]);
const chooseImage = () => fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' })] } });
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const submit = () => screen.getByRole('button', { name: /^(Analyze with (World-Class|Enhanced) AI|Analyze Ad Creative)$/ }) as HTMLButtonElement;

// The first analysis loads the library and the rules cold: on a loaded machine that passes the 5 s default.
describe('the analyzer offline with the offline analyzer', { timeout: 20_000 }, () => {
  it('checks the image on this device: the rules’ verdict, marked with the rules version and the library revision, nothing sent', async () => {
    open();
    act(() => setOnline(false));
    expect(screen.getByText('Offline: checked on this device')).toBeTruthy();
    // The claim reader runs on the server only (ADR 339): the rep is told what the device's check leaves out.
    expect(screen.getByText(/the claim reader, which sends a claim worded another way to a person, runs on the server/)).toBeTruthy();
    expect(screen.queryByText('Analysis needs a connection')).toBeNull();
    chooseImage();
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }));
    choose('Platform', 'google');
    choose('Jurisdiction', 'IN');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    const card = await screen.findByRole('region', { name: /Analysis Result$/ }, { timeout: 15_000 });
    expect(within(card).getByTestId('device-mark').textContent).toMatch(/^Checked on this deviceRules \d+ rules · [0-9a-f]{8} · policy library revision [1-9]\d*$/);
    // The ad promises 300 % in 3 months: the rules find it whatever the engine.
    expect(within(card).getByText('Major Compliance Issues Detected')).toBeTruthy();
    expect(within(card).getByText(/Cryptocurrency \(detected from the ad's text, \d+% sure\)/)).toBeTruthy();
    expect(api.sent).toEqual([]);
    // The analyzer is here: nothing sends the rep to Settings for it.
    expect(screen.queryByRole('link', { name: /download the offline analyzer/i })).toBeNull();
  });

  it('Cancel stops a device analysis while it reads: the reading is aborted, the form comes back, no result, and the next run answers', async () => {
    const { readTextOnDevice } = await import('../../lib/offline-analyzer/read-text-on-device');
    let reading: AbortSignal | undefined;
    // This reading never ends by itself: only its signal stops it.
    vi.mocked(readTextOnDevice).mockImplementationOnce((_png, signal) => {
      reading = signal;
      return new Promise((_resolve, reject) => signal!.addEventListener('abort', () => reject(signal!.reason as Error)));
    });
    open();
    act(() => setOnline(false));
    chooseImage();
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }));
    choose('Platform', 'google');
    choose('Jurisdiction', 'IN');
    fireEvent.click(submit());
    await vi.waitFor(() => expect(reading).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(reading!.aborted).toBe(true);
    expect(screen.queryByRole('region', { name: 'Analysis in progress' })).toBeNull();
    expect(screen.getByText('Analysis cancelled. Your image and choices are kept.').getAttribute('role')).toBe('status');
    expect(screen.getByRole('img', { name: 'Preview of moonrupee.png' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: /Analysis Result$/ })).toBeNull();

    fireEvent.click(submit());
    expect(await screen.findByRole('region', { name: /Analysis Result$/ }, { timeout: 15_000 })).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('without the offline analyzer, still says analysis needs a connection, and links to Settings to download it for next time', () => {
    analyzerState.status = 'absent';
    open();
    expect(screen.queryByRole('link', { name: /download the offline analyzer/i })).toBeNull();
    act(() => setOnline(false));
    const alert = screen.getByText('Analysis needs a connection').closest<HTMLElement>('[role="status"]')!;
    expect(within(alert).getByRole('link', { name: 'download the offline analyzer in Settings' }).getAttribute('href')).toBe('/settings');
    chooseImage();
    choose('Platform', 'google');
    choose('Jurisdiction', 'IN');
    expect(submit().disabled).toBe(true);
    // The line under the button says the same, with the same link.
    const blocker = document.getElementById(submit().getAttribute('aria-describedby')!)!;
    expect(blocker.textContent).toMatch(/connect to run it\. For next time: download the offline analyzer in Settings and this device can check images with no connection\.$/);
    expect(within(blocker).getByRole('link').getAttribute('href')).toBe('/settings');
  });
});
