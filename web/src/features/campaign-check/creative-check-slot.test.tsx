// @vitest-environment jsdom
// "Check a creative for this plan" on the campaign screen, against a fake of POST /api/analyze-ad-campaign
// (the upload goes through XMLHttpRequest, as the analyzer's does, so that is what is faked): one upload
// with every cell as a target, each cell filled with its verdict, risk score and a link to its analysis,
// the brief carrying the verdicts; the server's message on failure with the plan and image kept; offline.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignResult } from '../../../../core/analyzer/campaign';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { renderScreen, setOnline } from '../../test/render-screen';
import { CampaignCheckPage } from './campaign-check-page';

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
beforeEach(() => {
  api = servers().api;
});

// The seeded library: Google Ads and Facebook; India and the United States.
const open = () => renderScreen('/campaign-check?category=cryptocurrency&platforms=google,facebook&markets=IN,US', [{ path: '/campaign-check', element: <CampaignCheckPage /> }]);
const lager = () => new File([new Uint8Array([137, 80, 78, 71])], 'lager.png', { type: 'image/png' });
const checkButton = () => screen.getByRole('button', { name: /^(Check the creative|Checking…)$/ }) as HTMLButtonElement;
const cell = (view: ReturnType<typeof open>, key: string) => within(view.container.querySelector<HTMLElement>(`[data-cell="${key}"]`)!);

const result = (platform: string, jurisdiction: string, verdict: string, riskScore: number, analysisId: number) => ({
  platform,
  jurisdiction,
  verdict,
  compliant: verdict === 'COMPLIANT',
  violations: [],
  riskScore,
  analysisId,
});
const answer: CampaignResult = {
  results: [
    result('google', 'IN', 'NON_COMPLIANT', 90, 11),
    result('facebook', 'IN', 'NON_COMPLIANT', 90, 12),
    result('google', 'US', 'CONDITIONAL_APPROVAL', 20, 13),
    result('facebook', 'US', 'COMPLIANT', 5, 14),
  ] as CampaignResult['results'],
  category: 'cryptocurrency',
  extractedText: 'Harbor Light',
  durationMs: 900,
};

// The first test renders the whole screen cold; on a busy 2-core machine that alone can take seconds.
describe('checking a creative for the plan', { timeout: 20_000 }, () => {
  it('uploads once with every cell as a target, says it is checking, then fills each cell with its verdict and the brief too', async () => {
    const view = open();
    await screen.findByRole('region', { name: 'Blockers' });
    expect(checkButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [lager()] } });
    expect(screen.getByText('Image ready to check')).toBeTruthy();

    api.hold = true;
    api.nextAnswer = { status: 200, body: answer };
    fireEvent.click(checkButton());
    await waitFor(() => expect(checkButton().textContent).toBe('Checking…'));
    expect(checkButton().disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Creative check in progress' }).textContent).toContain('Checking the creative for 4 cells');
    // The plan stays usable while the server works.
    expect((screen.getByRole('checkbox', { name: 'Facebook' }) as HTMLInputElement).disabled).toBe(false);

    expect(api.sent).toHaveLength(1);
    const sent = api.sent[0]!;
    expect(sent).toMatchObject({ url: '/api/analyze-ad-campaign', multipart: true, body: { category: 'cryptocurrency', image: 'file:lager.png' } });
    expect(JSON.parse(sent.body.targets as string)).toEqual([
      { platform: 'google', jurisdiction: 'IN' },
      { platform: 'facebook', jurisdiction: 'IN' },
      { platform: 'google', jurisdiction: 'US' },
      { platform: 'facebook', jurisdiction: 'US' },
    ]);

    api.release();
    await waitFor(() => expect(checkButton().textContent).toBe('Check the creative'));
    const googleUs = cell(view, 'google:US');
    expect(googleUs.getByTestId('creative-verdict').textContent).toContain('Conditional Approval');
    expect(googleUs.getByText('Risk score 20/100')).toBeTruthy();
    expect(googleUs.getByRole('link', { name: 'Open analysis of the creative for Google Ads in United States' }).getAttribute('href')).toBe('/ad-analyzer?analysis=13');
    expect(cell(view, 'facebook:US').getByText('Compliant')).toBeTruthy();
    expect(cell(view, 'google:IN').getByText('Non-Compliant')).toBeTruthy();
    expect(screen.getByText(/checked for 4 cells: 2 Non-Compliant, 1 Conditional Approval, 1 Compliant\./)).toBeTruthy();

    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy brief' }));
    await screen.findByText('Brief copied');
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toContain('Creative checked: lager.png (OCR + rules; each cell gives its verdict).');
    expect(text).toMatch(/ {2}- United States, Google Ads: .* Creative: Conditional Approval, risk score 20\/100\.\n/);
  });

  it("shows the server's message when the check fails, and keeps the plan, the image and the grid as they were", async () => {
    const view = open();
    await screen.findByRole('region', { name: 'Blockers' });
    fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [lager()] } });
    api.nextAnswer = { status: 400, statusText: 'Bad Request', body: { message: 'Target 2: Unknown jurisdiction: XX. Use a country code such as IN, US or GB.' } };
    fireEvent.click(checkButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The creative could not be checkedTarget 2: Unknown jurisdiction: XX. Use a country code such as IN, US or GB.');
    expect(view.container.querySelector('[data-testid="creative-verdict"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of lager.png' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'United States' })).toBeTruthy();
    expect(checkButton().disabled).toBe(false);

    // Tried again, it works: the error goes and the cells fill.
    api.nextAnswer = { status: 200, body: answer };
    fireEvent.click(checkButton());
    await waitFor(() => expect(cell(view, 'facebook:IN').getByText('Risk score 90/100')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers the phone's camera too, an image taken there checked like a chosen one", async () => {
    const view = open();
    await screen.findByRole('region', { name: 'Blockers' });
    const camera = view.container.querySelector<HTMLInputElement>('input[type="file"][capture="environment"]')!;
    expect(camera.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeTruthy();
    fireEvent.change(camera, { target: { files: [new File(['x'], 'scan.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe('scan.pdf is not a PNG, JPG, WEBP or GIF image.');
    fireEvent.change(camera, { target: { files: [lager()] } });
    expect(screen.getByText('Image ready to check')).toBeTruthy();
    expect(checkButton().disabled).toBe(false);
  });

  it('waits for a connection offline: the button is disabled and says why', async () => {
    setOnline(false);
    open();
    await screen.findByRole('region', { name: 'Blockers' });
    fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [lager()] } });
    expect(checkButton().disabled).toBe(true);
    expect(screen.getByText(/^Needs a connection/).id).toBe(checkButton().getAttribute('aria-describedby'));
    setOnline(true);
    await waitFor(() => expect(checkButton().disabled).toBe(false));
  });
});
