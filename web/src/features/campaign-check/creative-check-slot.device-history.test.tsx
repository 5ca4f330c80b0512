// @vitest-environment jsdom
// A creative checked on this device for a plan (ADR 314's offline addendum, ADR 320): as the server keeps one
// standard analysis per target in its audit trail, the device queues each target as a device analysis — the
// analyzer's "Checked on this device, not sent yet" lists the outbox's — and sends each once when back online.
// A failure to queue (no IndexedDB) never hides the verdicts. The real device pipeline, with only image
// preparation and OCR replaced.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceAnalysisSchema } from '../../../../core/analyzer/device-analysis';
import { unsentDeviceAnalyses } from '../../lib/replica/device-analyses';
import { replica } from '../../lib/replica/replica-db';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { fakeDeviceAuditTrail } from '../../test/fake-audit-trail';
import { renderScreen, setOnline } from '../../test/render-screen';
import { CampaignCheckPage } from './campaign-check-page';

vi.mock('../../lib/offline-analyzer/offline-analyzer-state', () => ({ useOfflineAnalyzer: () => ({ status: 'ready', totalBytes: 7_300_000 }) }));
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
/** The bodies POSTed to /api/analyses/device, as the audit trail received them. */
let posted: Record<string, unknown>[];
beforeEach(() => {
  ({ api } = servers());
  deviceText.text = api.adText;
  sessionStorage.clear();
  // The audit trail's device route, in front of the fake analyzer.
  posted = fakeDeviceAuditTrail();
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => setOnline(true));
});

// The seeded library: Google Ads and Facebook; India and the United States: four targets.
const open = () => renderScreen('/campaign-check?category=cryptocurrency&platforms=google,facebook&markets=IN,US', [{ path: '/campaign-check', element: <CampaignCheckPage /> }]);
const verdicts = (view: ReturnType<typeof open>) => view.container.querySelectorAll('[data-testid="creative-verdict"]');
const unsent = () => unsentDeviceAnalyses(replica());

async function checkOffline() {
  setOnline(false);
  const view = open();
  await screen.findByRole('region', { name: 'Blockers' });
  fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the creative' }));
  await waitFor(() => expect(verdicts(view)).toHaveLength(4), { timeout: 10_000 });
  return view;
}

describe('a creative checked on this device, kept for the audit trail', { timeout: 20_000 }, () => {
  it('queues each target as a standard device analysis of the plan’s category, then sends each once back online', async () => {
    await checkOffline();
    await waitFor(async () => expect(await unsent()).toHaveLength(4));
    // Listed newest first: the targets were queued in the grid's order.
    const payloads = (await unsent()).reverse().map((entry) => entry.payload);
    expect(payloads.map((p) => [p.platform, p.jurisdiction, p.result.verdict, p.result.riskScore])).toEqual([
      ['google', 'IN', 'NON_COMPLIANT', 100],
      ['facebook', 'IN', 'NON_COMPLIANT', 100],
      ['google', 'US', 'NON_COMPLIANT', 60],
      ['facebook', 'US', 'NON_COMPLIANT', 90],
    ]);
    for (const payload of payloads) {
      expect(payload).toMatchObject({ mode: 'standard', category: 'cryptocurrency', rulesVersion: expect.stringMatching(/^\d+ rules · [0-9a-f]{8}$/) });
      expect(payload.datasetRevision).toBeGreaterThan(0);
      // The whole standard result, as the analyzer's device analysis of the same target would be.
      expect(payload.result).toMatchObject({
        summary: expect.any(String),
        violations: expect.any(Array),
        analysis: { id: null, mode: 'standard', engine: 'rules', extractedText: api.adText, ocrConfidence: 91, ocrMs: 700, categoryUsed: 'cryptocurrency', categorySource: 'chosen' },
      });
      expect(deviceAnalysisSchema.safeParse(payload).success).toBe(true);
    }
    expect(new Set(payloads.map((p) => p.clientId)).size).toBe(4);
    expect(posted).toEqual([]);
    expect(api.sent).toEqual([]);

    act(() => setOnline(true));
    await waitFor(() => expect(posted).toHaveLength(4), { timeout: 5_000 });
    expect(posted.map((p) => p.clientId)).toEqual(payloads.map((p) => p.clientId));
    await waitFor(async () => expect(await unsent()).toEqual([]));
  });

  it('still shows the verdicts when nothing can be queued (no IndexedDB)', async () => {
    const add = vi.spyOn(replica().outbox, 'add').mockRejectedValue(new DOMException('IndexedDB is not available here.', 'UnknownError'));
    const view = await checkOffline();
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(verdicts(view)).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toMatch(/^moonrupee\.png checked for 4 cells: 4 Non-Compliant\./);
    expect(await unsent()).toEqual([]);
  });
});
