// @vitest-environment jsdom
// Issue 33 items 4 and 5 (ADR 320) on the analyzer screen: an analysis checked on this device is listed in the
// history offline, marked and openable, and reaches the audit trail once when the device is back online; online
// the server stays the default, and "Check on this device" (offered once the offline analyzer is ready) uses
// the device instead. The real device pipeline, with only image preparation and OCR replaced.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setOnline } from '../../test/render-screen';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { fakeDeviceAuditTrail } from '../../test/fake-audit-trail';
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
/** The bodies POSTed to /api/analyses/device, as the audit trail received them. */
let posted: Record<string, unknown>[];
beforeEach(() => {
  ({ api } = servers());
  deviceText.text = api.adText;
  analyzerState.status = 'ready';
  // The audit trail's device route, in front of the fake analyzer.
  posted = fakeDeviceAuditTrail();
});
afterEach(() => act(() => setOnline(true)));

const open = () => renderScreen('/ad-analyzer', [{ path: '/ad-analyzer', element: <AdAnalyzerPage /> }]);
const chooseImage = () => fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' })] } });
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const fillStandard = () => {
  chooseImage();
  fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }));
  choose('Platform', 'google');
  choose('Jurisdiction', 'IN');
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Analyze Ad Creative' }));
const resultCard = () => screen.findByRole('region', { name: /Analysis Result$/ }, { timeout: 15_000 });
const analyzeRequests = () => api.sent.filter((r) => r.url.startsWith('/api/analyze-ad'));

// The first analysis loads the library and the rules cold: on a loaded machine that passes the 5 s default.
describe('device analyses in the history', { timeout: 20_000 }, () => {
  it('offline: listed as checked on this device and openable; back online: sent to the audit trail once, then gone from the local list', async () => {
    open();
    act(() => setOnline(false));
    fillStandard();
    submit();
    await resultCard();
    const waiting = await screen.findByRole('list', { name: 'Checked on this device, not sent yet' });
    const row = within(waiting).getByRole('button');
    expect(row.textContent).toMatch(/^Standard · Google · Cryptocurrency \(detected\) · India/);
    expect(row.textContent).toMatch(/Checked on this device · waiting to be sent/);
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Start New Analysis' }));
    fireEvent.click(within(await screen.findByRole('list', { name: 'Checked on this device, not sent yet' })).getByRole('button'));
    const reopened = await resultCard();
    expect(within(reopened).getByTestId('device-mark').textContent).toMatch(/^Checked on this deviceRules \d+ rules · [0-9a-f]{8} · policy library revision [1-9]\d*$/);

    act(() => setOnline(true));
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 15_000 });
    expect(posted[0]).toMatchObject({ mode: 'standard', platform: 'google', jurisdiction: 'IN', category: null, result: { verdict: 'NON_COMPLIANT', analysis: { engine: 'rules', extractedText: api.adText } } });
    expect(posted[0]!.rulesVersion).toMatch(/^\d+ rules · [0-9a-f]{8}$/);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Checked on this device, not sent yet' })).toBeNull());
    expect(analyzeRequests()).toEqual([]);
  });
});

describe('the choice online', { timeout: 20_000 }, () => {
  it('the server by default; "Check on this device" ticked uses the device, and the analysis is sent to the audit trail', async () => {
    open();
    fillStandard();
    const choice = screen.getByRole('checkbox', { name: 'Check on this device' }) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    submit();
    const fromServer = await resultCard();
    expect(within(fromServer).queryByTestId('device-mark')).toBeNull();
    expect(analyzeRequests()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Start New Analysis' }));
    fillStandard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Check on this device' }));
    submit();
    const fromDevice = await resultCard();
    expect(within(fromDevice).getByTestId('device-mark')).toBeTruthy();
    expect(analyzeRequests()).toHaveLength(1);
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('is not offered until the offline analyzer is on this device', () => {
    analyzerState.status = 'absent';
    open();
    fillStandard();
    expect(screen.queryByRole('checkbox', { name: 'Check on this device' })).toBeNull();
  });
});
