// @vitest-environment jsdom
// "Check a creative for this plan" offline with the offline analyzer on the device (ADR 314's offline
// addendum, ADR 320): the real device pipeline — the replica's library, the rules shipped with the app, core's
// rules — with only the browser's image preparation and the OCR worker replaced by the text the ad carries.
// The text is read once and judged for each target; the cells say they were checked here and link to their
// device analyses; nothing is sent. Without the offline analyzer the button waits and the line links to Settings;
// online the server checks as before.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareImage } from '../../lib/offline-analyzer/prepare-image';
import { readTextOnDevice } from '../../lib/offline-analyzer/read-text-on-device';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { renderScreen, setOnline } from '../../test/render-screen';
import { CampaignCheckPage } from './campaign-check-page';

const analyzerState = vi.hoisted(() => ({ status: 'ready' as 'ready' | 'absent' }));
vi.mock('../../lib/offline-analyzer/offline-analyzer-state', () => ({
  useOfflineAnalyzer: () => (analyzerState.status === 'ready' ? { status: 'ready', totalBytes: 7_300_000 } : { status: 'absent', problem: null }),
}));
vi.mock('../../lib/offline-analyzer/prepare-image', () => ({
  DeviceImageError: class extends Error {},
  prepareImage: vi.fn(async () => ({ png: new Blob(), width: 1600, height: 1600 })),
}));
const deviceText = vi.hoisted(() => ({ text: '' }));
vi.mock('../../lib/offline-analyzer/read-text-on-device', () => ({
  readTextOnDevice: vi.fn(async () => ({ text: deviceText.text, confidence: 91, durationMs: 700 })),
}));

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
beforeEach(() => {
  api = servers().api;
  // "MoonRupee 300% returns in just 3 months…": a crypto ad promising returns.
  deviceText.text = api.adText;
  analyzerState.status = 'ready';
  sessionStorage.clear();
  vi.mocked(prepareImage).mockClear();
  vi.mocked(readTextOnDevice).mockClear();
});

// The seeded library: Google Ads and Facebook; India and the United States. Facebook prohibits crypto.
const open = () => renderScreen('/campaign-check?category=cryptocurrency&platforms=google,facebook&markets=IN,US', [{ path: '/campaign-check', element: <CampaignCheckPage /> }]);
const moonrupee = () => new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' });
const checkButton = () => screen.getByRole('button', { name: /^(Check the creative|Checking…)$/ }) as HTMLButtonElement;
const cell = (view: ReturnType<typeof open>, key: string) => within(view.container.querySelector<HTMLElement>(`[data-cell="${key}"]`)!);
const verdicts = (view: ReturnType<typeof open>) => view.container.querySelectorAll('[data-testid="creative-verdict"]');
const KEYS = ['google:IN', 'facebook:IN', 'google:US', 'facebook:US'];

async function chooseImage() {
  await screen.findByRole('region', { name: 'Blockers' });
  fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [moonrupee()] } });
}

describe('the creative check offline, with the offline analyzer', { timeout: 20_000 }, () => {
  it('reads the text once on this device, judges it for each target, and fills the cells marked as checked here, nothing sent', async () => {
    setOnline(false);
    const view = open();
    await chooseImage();
    expect(screen.getByText(/^Offline: checked on this device/)).toBeTruthy();
    expect(checkButton().disabled).toBe(false);
    fireEvent.click(checkButton());
    await waitFor(() => expect(verdicts(view)).toHaveLength(4), { timeout: 10_000 });

    expect(prepareImage).toHaveBeenCalledTimes(1);
    expect(readTextOnDevice).toHaveBeenCalledTimes(1);
    expect(api.sent).toEqual([]);
    // Each target by its own rules: Facebook takes no crypto ads; Google in India wants the ASCI disclaimer the
    // ad lacks, in the United States the promise of returns is what blocks it.
    const line = (key: string) => cell(view, key).getByTestId('creative-verdict').textContent;
    expect(line('google:IN')).toBe('CreativeNon-CompliantRisk score 100/100ASCI crypto risk disclaimerChecked on this deviceOpen analysis of the creative for Google Ads in India');
    expect(line('facebook:IN')).toBe('CreativeNon-CompliantRisk score 100/100Category not allowed on this platformChecked on this deviceOpen analysis of the creative for Facebook in India');
    expect(line('google:US')).toBe('CreativeNon-CompliantRisk score 60/100Get-rich-quick claimChecked on this deviceOpen analysis of the creative for Google Ads in United States');
    expect(line('facebook:US')).toBe('CreativeNon-CompliantRisk score 90/100Category not allowed on this platformChecked on this deviceOpen analysis of the creative for Facebook in United States');
    // Each cell opens its own device analysis, by the client id it was queued under.
    const links = KEYS.map((key) => within(cell(view, key).getByTestId('creative-verdict')).getByRole('link').getAttribute('href'));
    for (const link of links) expect(link).toMatch(/^\/ad-analyzer\?deviceAnalysis=[0-9a-f-]{36}$/);
    expect(new Set(links).size).toBe(4);
    expect(within(screen.getByTestId('creative-check-slot')).getByRole('status').textContent).toMatch(/^moonrupee\.png checked for 4 cells: 4 Non-Compliant\./);
  });

  it('keeps the device verdicts for the session: the same plan opened again shows them, still marked as checked here', async () => {
    setOnline(false);
    const view = open();
    await chooseImage();
    fireEvent.click(checkButton());
    await waitFor(() => expect(verdicts(view)).toHaveLength(4), { timeout: 10_000 });
    cleanup();

    const again = open();
    await screen.findByRole('region', { name: 'Blockers' });
    expect(verdicts(again)).toHaveLength(4);
    expect(cell(again, 'facebook:US').getByText('Checked on this device')).toBeTruthy();
    expect(cell(again, 'facebook:US').getByRole('link', { name: 'Open analysis of the creative for Facebook in United States' }).getAttribute('href')).toMatch(/^\/ad-analyzer\?deviceAnalysis=/);
  });

  it('Cancel stops the reading on this device: the plan and the image stay, nothing in the cells, the next check answers', async () => {
    setOnline(false);
    const view = open();
    await chooseImage();
    let reading: AbortSignal | undefined;
    // This reading never ends by itself: only its signal stops it.
    vi.mocked(readTextOnDevice).mockImplementationOnce((_png, signal) => {
      reading = signal;
      return new Promise((_resolve, reject) => signal!.addEventListener('abort', () => reject(signal!.reason as Error)));
    });
    fireEvent.click(checkButton());
    await waitFor(() => expect(reading).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(reading!.aborted).toBe(true);
    expect(screen.getByText('Check cancelled. Your image and plan are kept.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(verdicts(view)).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Preview of moonrupee.png' })).toBeTruthy();

    fireEvent.click(checkButton());
    await waitFor(() => expect(verdicts(view)).toHaveLength(4), { timeout: 10_000 });
    expect(api.sent).toEqual([]);
  });

  it('says why when the device cannot check it, and keeps the image for another try', async () => {
    setOnline(false);
    const view = open();
    await chooseImage();
    vi.mocked(readTextOnDevice).mockRejectedValueOnce(new Error('The text reader could not start.'));
    fireEvent.click(checkButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('The creative could not be checkedThe text reader could not start.');
    expect(verdicts(view)).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Preview of moonrupee.png' })).toBeTruthy();
    expect(checkButton().disabled).toBe(false);
  });
});

describe('the creative check offline, without the offline analyzer', { timeout: 20_000 }, () => {
  it('waits for a connection, and the line links to Settings to download the offline analyzer', async () => {
    analyzerState.status = 'absent';
    setOnline(false);
    open();
    await chooseImage();
    expect(checkButton().disabled).toBe(true);
    const line = document.getElementById(checkButton().getAttribute('aria-describedby')!)!;
    expect(line.textContent).toBe(
      'Needs a connection: the image is read and checked on the server. The plan stays here. For next time: download the offline analyzer in Settings and this device can check images with no connection.',
    );
    expect(within(line).getByRole('link', { name: 'download the offline analyzer in Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByText(/^Offline: checked on this device/)).toBeNull();
    fireEvent.click(checkButton());
    expect(readTextOnDevice).not.toHaveBeenCalled();
    expect(api.sent).toEqual([]);
  });
});

describe('the creative check online, with the offline analyzer ready', { timeout: 20_000 }, () => {
  it('uploads it to the server as before once the connection is back, its cells linking to their analyses', async () => {
    setOnline(false);
    const view = open();
    await chooseImage();
    expect(screen.getByText(/^Offline: checked on this device/)).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.queryByText(/^Offline: checked on this device/)).toBeNull();
    api.nextAnswer = {
      status: 200,
      body: {
        results: KEYS.map((key, i) => {
          const [platform, jurisdiction] = key.split(':');
          return { platform, jurisdiction, verdict: 'COMPLIANT', verdictReason: 'Every check passed.', compliant: true, violations: [], riskScore: 5, analysisId: 21 + i };
        }),
        category: 'cryptocurrency',
        extractedText: api.adText,
        durationMs: 900,
      },
    };
    fireEvent.click(checkButton());
    await waitFor(() => expect(verdicts(view)).toHaveLength(4));
    expect(api.sent.map((s) => s.url)).toEqual(['/api/analyze-ad-campaign']);
    expect(readTextOnDevice).not.toHaveBeenCalled();
    expect(cell(view, 'google:US').getByRole('link', { name: 'Open analysis of the creative for Google Ads in United States' }).getAttribute('href')).toBe('/ad-analyzer?analysis=23');
    expect(screen.queryByText('Checked on this device')).toBeNull();
  });
});
