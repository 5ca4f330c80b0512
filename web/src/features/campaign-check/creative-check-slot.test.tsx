// @vitest-environment jsdom
// "Check a creative for this plan" on the campaign screen, against a fake of POST /api/analyze-ad-campaign
// (the upload goes through XMLHttpRequest, as the analyzer's does, so that is what is faked): one upload
// with every cell as a target, each cell filled with its verdict, its main reason, risk score and a link to
// its analysis, the brief carrying the verdicts; the server's message on failure with the plan and image
// kept; offline; the last check of a plan kept for the session (sessionStorage), not shown for another plan.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignResult } from '../../../../core/analyzer/campaign';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { renderScreen, setOnline } from '../../test/render-screen';
import { CampaignCheckPage } from './campaign-check-page';
import { KEPT_CHECKS_KEY } from './kept-creative-check';

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
beforeEach(() => {
  api = servers().api;
  sessionStorage.clear();
});

// The seeded library: Google Ads and Facebook; India and the United States.
const open = () => renderScreen('/campaign-check?category=cryptocurrency&platforms=google,facebook&markets=IN,US', [{ path: '/campaign-check', element: <CampaignCheckPage /> }]);
const lager = () => new File([new Uint8Array([137, 80, 78, 71])], 'lager.png', { type: 'image/png' });
const checkButton = () => screen.getByRole('button', { name: /^(Check the creative|Checking…)$/ }) as HTMLButtonElement;
const cell = (view: ReturnType<typeof open>, key: string) => within(view.container.querySelector<HTMLElement>(`[data-cell="${key}"]`)!);

type Violation = CampaignResult['results'][number]['violations'][number];
const result = (platform: string, jurisdiction: string, verdict: string, riskScore: number, analysisId: number, violations: Violation[] = []) => ({
  platform,
  jurisdiction,
  verdict,
  compliant: verdict === 'COMPLIANT',
  violations,
  riskScore,
  analysisId,
});
const violation = (category: string, severity: Violation['severity'], fields: Partial<Violation> = {}): Violation => ({
  category,
  severity,
  confidence: 0.9,
  description: `${category}.`,
  ruleId: category.toLowerCase().replace(/\W+/g, '-'),
  topic: 'claim',
  fix: 'Change the ad.',
  evidence: null,
  policyId: null,
  sourceUrl: '',
  engine: 'rules',
  ...fields,
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

  it('Cancel stops the check: the request is aborted, the plan and the image stay, a polite note and no error, nothing in the cells', async () => {
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const view = open();
    await screen.findByRole('region', { name: 'Blockers' });
    fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [lager()] } });
    api.hold = true;
    api.nextAnswer = { status: 200, body: answer };
    fireEvent.click(checkButton());
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);

    expect(abort).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Creative check in progress' })).toBeNull();
    expect(screen.getByText('Check cancelled. Your image and plan are kept.').getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(checkButton());
    expect(checkButton().disabled).toBe(false);
    expect(screen.getByRole('img', { name: 'Preview of lager.png' })).toBeTruthy();
    // The held answer arriving now changes nothing.
    act(() => api.release());
    expect(view.container.querySelector('[data-testid="creative-verdict"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    api.hold = false;
    api.nextAnswer = { status: 200, body: answer };
    fireEvent.click(checkButton());
    await waitFor(() => expect(cell(view, 'facebook:IN').getByText('Risk score 90/100')).toBeTruthy());
    expect(screen.queryByText('Check cancelled. Your image and plan are kept.')).toBeNull();
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

const LOW_OCR = 'The text was read with only 42% confidence, so missing statements cannot be confirmed; a person should check the ad before it runs.';
// As standardResult writes them: a review with no finding of its own carries the verdict's reason as one.
const reasoned: CampaignResult = {
  ...answer,
  results: [
    result('google', 'IN', 'NON_COMPLIANT', 90, 11, [violation('Returns over less than 12 months', 'medium'), violation('Guaranteed returns', 'high')]),
    result('facebook', 'IN', 'NON_COMPLIANT', 95, 12, [violation('Category not allowed on this platform', 'high', { ruleId: 'category-status', topic: 'status' })]),
    result('google', 'US', 'REQUIRES_REVIEW', 50, 13, [violation('Needs human review', 'medium', { ruleId: 'needs-review', topic: 'status', description: LOW_OCR })]),
    result('facebook', 'US', 'COMPLIANT', 5, 14),
  ] as CampaignResult['results'],
};

const checkWith = async (view: ReturnType<typeof open>, body: CampaignResult) => {
  await screen.findByRole('region', { name: 'Blockers' });
  fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [lager()] } });
  api.nextAnswer = { status: 200, body };
  fireEvent.click(checkButton());
  await waitFor(() => expect(view.container.querySelectorAll('[data-testid="creative-verdict"]')).toHaveLength(4));
};

describe("a verdict's reason", { timeout: 20_000 }, () => {
  it('gives each cell its main reason: the first blocking finding, or what a review is for; nothing for a compliant one', async () => {
    const view = open();
    await checkWith(view, reasoned);
    // The medium finding comes first, but the high one is what blocks the ad.
    const googleIn = cell(view, 'google:IN').getByText('Guaranteed returns');
    expect(googleIn.getAttribute('title')).toBe('Guaranteed returns');
    expect(cell(view, 'facebook:IN').getByText('Category not allowed on this platform')).toBeTruthy();
    expect(cell(view, 'google:US').getByText(LOW_OCR).getAttribute('title')).toBe(LOW_OCR);
    expect(cell(view, 'facebook:US').getByTestId('creative-verdict').textContent).toBe('CreativeCompliantRisk score 5/100Open analysis of the creative for Facebook in United States');
  });

  it('writes the reason into the copied and the printed brief', async () => {
    const view = open();
    await checkWith(view, reasoned);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy brief' }));
    await screen.findByText('Brief copied');
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toMatch(/ {2}- India, Google Ads: .* Creative: Non-Compliant, risk score 90\/100 — Guaranteed returns\.\n/);
    // The review's reason is a sentence already: no second full stop.
    expect(text).toContain(`Creative: Requires Review, risk score 50/100 — ${LOW_OCR}\n`);
    expect(text).toMatch(/ {2}- United States, Facebook: .* Creative: Compliant, risk score 5\/100\.\n/);

    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print brief' }));
    const brief = screen.getByRole('article', { name: 'Printed brief', hidden: true });
    expect(brief.querySelector('[data-cell="google:IN"]')!.textContent).toContain('Guaranteed returns');
    expect(brief.querySelector('[data-cell="google:US"]')!.textContent).toContain(LOW_OCR);
  });
});

const verdicts = (view: ReturnType<typeof open>) => view.container.querySelectorAll('[data-testid="creative-verdict"]');

describe('the last check of a plan, kept for the session', { timeout: 20_000 }, () => {
  it('shows it again when the same plan is opened (a reload, Back), without the image; not for another plan', async () => {
    await checkWith(open(), answer);
    cleanup();

    const again = open();
    await screen.findByRole('region', { name: 'Blockers' });
    expect(cell(again, 'google:US').getByTestId('creative-verdict').textContent).toContain('Conditional Approval');
    expect(cell(again, 'facebook:IN').getByText('Risk score 90/100')).toBeTruthy();
    expect(screen.getByText(/checked for 4 cells: 2 Non-Compliant, 1 Conditional Approval, 1 Compliant\./).textContent).toMatch(/^lager\.png checked/);
    // The image is not kept: checking again needs it chosen again.
    expect(screen.queryByRole('img', { name: /^Preview of/ })).toBeNull();
    expect(checkButton().disabled).toBe(true);
    cleanup();

    const other = renderScreen('/campaign-check?category=cryptocurrency&platforms=google&markets=IN,US', [{ path: '/campaign-check', element: <CampaignCheckPage /> }]);
    await screen.findByRole('region', { name: 'Blockers' });
    expect(verdicts(other)).toHaveLength(0);
  });

  it('forgets it when the verdicts are cleared', async () => {
    const view = open();
    await checkWith(view, answer);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the verdicts' }));
    expect(verdicts(view)).toHaveLength(0);
    expect(screen.queryByText(/checked for 4 cells/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check a creative for this plan' }));
    cleanup();

    const again = open();
    await screen.findByRole('region', { name: 'Blockers' });
    expect(verdicts(again)).toHaveLength(0);
  });

  it('ignores what it cannot read, and keeps the next check over it', async () => {
    sessionStorage.setItem(KEPT_CHECKS_KEY, '{"category=cryptocurrency&platforms=google%2Cfacebook&markets=IN%2CUS": {"cells": ');
    const view = open();
    await screen.findByRole('region', { name: 'Blockers' });
    expect(verdicts(view)).toHaveLength(0);
    await checkWith(view, answer);
    cleanup();

    const again = open();
    await screen.findByRole('region', { name: 'Blockers' });
    expect(verdicts(again)).toHaveLength(4);
  });
});
