// @vitest-environment jsdom
// From a campaign cell checked on this device to its analysis in the analyzer (ADR 314's later addendum): the
// cell links by the client id its device analysis was queued under; the analyzer opens it from the outbox while it
// waits (offline too), from the audit trail once sent, and says to connect when it was sent and the device is
// offline. The two screens are two features, so the journey is tested here. The real device pipeline, with only
// image preparation and OCR replaced.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdAnalyzerPage } from '../features/ad-analyzer/ad-analyzer-page';
import { CampaignCheckPage } from '../features/campaign-check/campaign-check-page';
import { unsentDeviceAnalyses } from '../lib/replica/device-analyses';
import { replica } from '../lib/replica/replica-db';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../test/fake-analyzer-server';
import { fakeDeviceAuditTrail } from '../test/fake-audit-trail';
import { renderScreen, setOnline } from '../test/render-screen';

vi.mock('../lib/offline-analyzer/offline-analyzer-state', () => ({ useOfflineAnalyzer: () => ({ status: 'ready', totalBytes: 7_300_000 }) }));
vi.mock('../lib/offline-analyzer/prepare-image', () => ({
  DeviceImageError: class extends Error {},
  prepareImage: vi.fn(async () => ({ png: new Blob(), width: 1600, height: 1600 })),
}));
const deviceText = vi.hoisted(() => ({ text: '' }));
vi.mock('../lib/offline-analyzer/read-text-on-device', () => ({
  readTextOnDevice: vi.fn(async () => ({ text: deviceText.text, confidence: 91, durationMs: 700 })),
}));

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
beforeEach(() => {
  ({ api } = servers());
  deviceText.text = api.adText;
  sessionStorage.clear();
  fakeDeviceAuditTrail();
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => setOnline(true));
});

const ROUTES = [
  { path: '/campaign-check', element: <CampaignCheckPage /> },
  { path: '/ad-analyzer', element: <AdAnalyzerPage /> },
];
const openAt = (path: string) => renderScreen(path, ROUTES);
const unsent = () => unsentDeviceAnalyses(replica());

async function checkOffline() {
  setOnline(false);
  const view = openAt('/campaign-check?category=cryptocurrency&platforms=google,facebook&markets=IN,US');
  await screen.findByRole('region', { name: 'Blockers' });
  fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the creative' }));
  await waitFor(() => expect(view.container.querySelectorAll('[data-testid="creative-verdict"]')).toHaveLength(4), { timeout: 10_000 });
}

describe('a campaign cell checked on this device, opened in the analyzer', { timeout: 30_000 }, () => {
  it('a cell opens its device analysis in the analyzer: from the outbox offline, from the audit trail once sent; sent and offline, says to connect', async () => {
    await checkOffline();
    const link = () => screen.getByRole('link', { name: 'Open analysis of the creative for Google Ads in United States' });
    const href = link().getAttribute('href')!;
    const clientId = new URLSearchParams(href.split('?')[1]).get('deviceAnalysis');
    await waitFor(async () => expect((await unsent()).map((e) => e.clientId)).toContain(clientId));

    // Offline, waiting in the outbox: the analyzer shows the cell's result, marked as checked here.
    fireEvent.click(link());
    let card = await screen.findByRole('region', { name: /Analysis Result$/ }, { timeout: 10_000 });
    expect(within(card).getByTestId('device-mark').textContent).toMatch(/^Checked on this device/);
    expect(card.textContent).toContain('Google Ads · Cryptocurrency · United States');
    expect(card.textContent).toContain('The ad breaks the rule on get-rich-quick claim.');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    // Back online the outbox sends it; the link now opens the audit trail's record of it.
    act(() => setOnline(true));
    await waitFor(async () => expect(await unsent()).toEqual([]), { timeout: 5_000 });
    openAt(href);
    card = await screen.findByRole('region', { name: /Analysis Result$/ }, { timeout: 10_000 });
    expect(within(card).getByTestId('device-mark').textContent).toMatch(/^Checked on this device/);
    expect(card.textContent).toContain('Google Ads · Cryptocurrency · United States');
    expect(card.textContent).toContain('The ad breaks the rule on get-rich-quick claim.');
    cleanup();

    // Sent, and offline again: it is not on this device any more.
    act(() => setOnline(false));
    openAt(href);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The analysis made on this device could not be opened. It was sent to your audit trail from this device: connect to open it there.');
  });

});
