// @vitest-environment jsdom
// The AI Ad Compliance Analyzer against the analyzer's API as the server answers it (core's result builders
// over the seed library and rules) and a seeded replica for the Policy Reference: the form and its rules,
// the loading card, the three result views, errors, a link's image, offline, the history, and the events.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnhancedResult } from '../../../../core/analyzer/results';
import type { FakeServer } from '../../lib/replica/testing/fake-server';
import { renderScreen, setOnline } from '../../test/render-screen';
import { AdAnalyzerPage } from './ad-analyzer-page';
import { analysisResult, withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
let replicaServer: FakeServer;
beforeEach(() => {
  ({ api, replicaServer } = servers());
});

const open = (path = '/ad-analyzer') => renderScreen(path, [{ path: '/ad-analyzer', element: <AdAnalyzerPage /> }]);
const adFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' });
const chooseImage = (file = adFile()) => fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [file] } });
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const submit = () => screen.getByRole('button', { name: /^(Analyze with (World-Class|Enhanced) AI|Analyze Ad Creative)$/ }) as HTMLButtonElement;
const result = () => screen.findByRole('region', { name: /Analysis Result$/ });

describe('the analyzer form', () => {
  it('names the submit button by mode (World-Class by default) and keeps it disabled until an image, a platform and a jurisdiction are chosen', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Ad Compliance Analyzer' })).toBeTruthy();
    // The spec's order, Standard to World-Class, with World-Class (listed last) chosen to start with.
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['standard', 'enhanced', 'world-class']);
    expect((screen.getByRole('radio', { name: /^World-Class/ }) as HTMLInputElement).checked).toBe(true);
    expect(submit().textContent).toBe('Analyze with World-Class AI');
    fireEvent.click(screen.getByRole('radio', { name: /^Enhanced/ }));
    expect(submit().textContent).toBe('Analyze with Enhanced AI');
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }));
    expect(submit().textContent).toBe('Analyze Ad Creative');

    const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => o.textContent);
    expect(options('Platform').slice(1)).toEqual(['Google', 'Facebook / Meta', 'Times Internet']);
    expect(options('Category')).toEqual(['Detect automatically', 'Cryptocurrency', 'Gambling & Lottery', 'Real Money Gaming', 'Alcohol']);
    expect(options('Jurisdiction').slice(1)).toEqual(['India (IN)', 'United States (US)', 'United Kingdom (GB)']);

    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Please provide an image file, platform, and jurisdiction')).toBeTruthy();
    chooseImage();
    expect(screen.getByText('Image ready for analysis')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of moonrupee.png' }).getAttribute('src')).toBe('blob:preview');
    choose('Platform', 'facebook');
    expect(submit().disabled).toBe(true);
    choose('Jurisdiction', 'IN');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText('Please provide an image file, platform, and jurisdiction')).toBeNull();
  });

  it('refuses a file that is not an image it accepts, or is over 10 MB, and says why', () => {
    open();
    chooseImage(new File(['x'], 'brief.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('brief.pdf is not a PNG, JPG, WEBP or GIF image.');
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseImage(big);
    expect(screen.getByRole('alert').textContent).toBe('huge.png is larger than 10 MB.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('running an analysis', () => {
  it.each([
    ['a model configured', 'gpt-4o-mini', /checking the rules, then the model’s review…/],
    ['no model', null, /checking the rules…/],
  ])('with %s, the loading card names the stages the server runs', async (_name, analyzerModel, stage) => {
    replicaServer.config = { companyName: 'AdPolicy Compass', isPublicMode: true, publisherName: 'Digital Publisher', enableLaunchNavigator: false, supportEmail: '', analyzerModel };
    api.hold = true;
    open();
    chooseImage();
    choose('Platform', 'google');
    choose('Category', 'cryptocurrency');
    choose('Jurisdiction', 'US');
    fireEvent.click(submit());
    const loading = screen.getByRole('region', { name: 'Analysis in progress' });
    await waitFor(() => expect(within(loading).getByText(stage)).toBeTruthy());
    if (analyzerModel === null) expect(within(loading).queryByText(/model/)).toBeNull();
    act(() => api.release());
    await result();
  });

  it('world-class with detection: uploads the image as multipart without a category, shows the stages, then the verdict view on Critical Issues', async () => {
    api.hold = true;
    open();
    chooseImage();
    choose('Platform', 'facebook');
    choose('Jurisdiction', 'IN');
    fireEvent.click(submit());

    const loading = screen.getByRole('region', { name: 'Analysis in progress' });
    expect(within(loading).getByRole('heading', { name: 'AI Category Detection & Analysis in Progress' })).toBeTruthy();
    expect(within(loading).getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.queryByRole('form', { name: 'Analysis parameters' })).toBeNull();
    expect(api.sent).toEqual([{ url: '/api/analyze-ad-world-class', multipart: true, body: { platform: 'facebook', jurisdiction: 'IN', image: 'file:moonrupee.png' } }]);
    act(() => api.release());

    const card = await result();
    expect(within(card).getByRole('heading', { level: 2, name: 'World-Class Analysis Result' })).toBeTruthy();
    expect(within(card).getByText('Non-Compliant')).toBeTruthy();
    expect(within(card).getByRole('meter', { name: 'Risk score' }).getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    expect(within(card).getByText(/Cryptocurrency \(detected from the ad's text, \d+% sure\)/)).toBeTruthy();
    expect(within(card).getByText('OCR + rules')).toBeTruthy();
    const tabs = within(card).getByRole('tablist', { name: 'World-class report' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Critical Issues', 'Policy Requirements', 'Age & Targeting', 'Certifications', 'Disclaimers', 'Action Plan',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Critical Issues' }).getAttribute('aria-selected')).toBe('true');
    const expected = analysisResult('world-class', api.adText, { platform: 'facebook', jurisdiction: 'IN' });
    if (!('criticalViolations' in expected)) throw new Error('a world-class result');
    const failing = expected.criticalViolations.filter((v) => v.status === 'FAIL');
    expect(failing.length).toBeGreaterThan(0);
    const issues = within(within(card).getByRole('list', { name: 'Critical issues' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    for (const v of failing) expect(issues).toContain(v.check);
    expect(within(card).getByText('Text read from the image (91% confidence)')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Age & Targeting' }));
    expect(within(card).getByText('PRESENT')).toBeTruthy();
    expect(within(card).getByText('CLEAR')).toBeTruthy();
    expect(within(card).getByText('APPROPRIATE')).toBeTruthy();
    expect(within(card).getByText('From the text only: no model looked at the picture.')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Policy Requirements' }));
    expect(within(card).getByText('Platform-specific penalties may apply')).toBeTruthy();

    await waitFor(() => expect(api.events.map((e) => [e.event, e.label])).toEqual([
      ['ad_analysis_started', 'facebook:world-class:started'],
      ['ad_analysis_completed', 'facebook:world-class:NON_COMPLIANT'],
    ]));
    expect(api.events.map((e) => e.path)).toEqual(['/ad-analyzer', '/ad-analyzer']);
  });

  it('standard: the derived status, score and counts on Summary, the violations with severity, confidence, fix and Source under Issues (N), and the Policy Reference', async () => {
    open();
    chooseImage();
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }));
    choose('Platform', 'google');
    choose('Category', 'cryptocurrency');
    choose('Jurisdiction', 'IN');
    fireEvent.click(submit());
    const card = await result();
    expect(api.sent[0]).toMatchObject({ url: '/api/analyze-ad', body: { platform: 'google', jurisdiction: 'IN', category: 'Cryptocurrency' } });
    const expected = analysisResult('standard', api.adText, { platform: 'google', jurisdiction: 'IN', category: 'Cryptocurrency' });
    const n = expected.violations.length;
    expect(within(card).getByText('Major Compliance Issues Detected')).toBeTruthy();
    const score = within(card).getByRole('group', { name: 'Compliance score' });
    expect(score.textContent).toContain('0%Non-Compliant');
    expect(score.textContent).toContain(`Total${n}`);

    fireEvent.click(within(card).getByRole('tab', { name: `Issues (${n})` }));
    const items = within(within(card).getByRole('list', { name: 'Violations' })).getAllByRole('listitem');
    expect(items).toHaveLength(n);
    const first = expected.violations[0]!;
    expect(within(items[0]!).getByText(`${first.severity[0]!.toUpperCase()}${first.severity.slice(1)} severity`)).toBeTruthy();
    expect(within(items[0]!).getByText(`Confidence ${Math.round(first.confidence * 100)}%`)).toBeTruthy();
    expect(within(items[0]!).getByText(first.fix)).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: /Source/ }).getAttribute('href')).toBe(first.sourceUrl);

    fireEvent.click(within(card).getByRole('tab', { name: 'Policy Reference' }));
    const reference = await within(card).findByRole('region', { name: 'Official Policy Reference' });
    expect(await within(reference).findByText('Crypto ads in India')).toBeTruthy();
  });

  it('enhanced: Recommendations with the policy requirements and a corrected disclaimer to copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    chooseImage();
    fireEvent.click(screen.getByRole('radio', { name: /^Enhanced/ }));
    choose('Platform', 'facebook');
    choose('Category', 'cryptocurrency');
    choose('Jurisdiction', 'IN');
    fireEvent.click(submit());
    const card = await result();
    expect(within(card).getByRole('heading', { level: 2, name: 'Enhanced Analysis Result' })).toBeTruthy();
    expect(within(card).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Summary', expect.stringMatching(/^Issues \(\d+\)$/), 'Recommendations', 'Policy Reference']);
    fireEvent.click(within(card).getByRole('tab', { name: 'Recommendations' }));
    const expected = analysisResult('enhanced', api.adText, { platform: 'facebook', jurisdiction: 'IN', category: 'Cryptocurrency' });
    const disclaimer = (expected as EnhancedResult).correctedDisclaimer;
    if (!disclaimer) throw new Error('the fixture should miss a disclaimer');
    expect(within(card).getByText(disclaimer)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Corrected disclaimer copied to clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(disclaimer);
  });

  it("an error: the 'Error' alert with the server's message, else 'Failed to analyze ad'; the form and image stay", async () => {
    api.nextAnswer = { status: 503, statusText: 'Service Unavailable', body: { message: 'The text reader is busy with other images. Please try again in a few seconds.' } };
    open();
    chooseImage();
    choose('Platform', 'google');
    choose('Jurisdiction', 'US');
    fireEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('The text reader is busy with other images. Please try again in a few seconds.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
    expect(screen.getByText('moonrupee.png')).toBeTruthy();

    api.nextAnswer = { status: 500, statusText: 'Internal Server Error', body: 'oops' };
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ErrorFailed to analyze ad'));
    await waitFor(() => expect(api.events.filter((e) => e.event === 'ad_analysis_error').map((e) => e.label)).toEqual(['google:world-class:error', 'google:world-class:error']));
  });

  it('a link from /ad-classify: the stored image as preview, the category chosen, JSON with filePath, and the filePath dropped from the URL on success', async () => {
    const { router } = open(`/ad-analyzer?filePath=${'e'.repeat(64)}.png&category=Cryptocurrency`);
    expect(screen.getByRole('img', { name: 'Preview of Uploaded image' }).getAttribute('src')).toBe(`/uploads/${'e'.repeat(64)}.png`);
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('cryptocurrency');
    choose('Platform', 'google');
    choose('Jurisdiction', 'GB');
    fireEvent.click(submit());
    await result();
    expect(api.sent[0]).toEqual({ url: '/api/analyze-ad-world-class', multipart: false, body: { platform: 'google', jurisdiction: 'GB', category: 'Cryptocurrency', filePath: `${'e'.repeat(64)}.png` } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=Cryptocurrency'));
  });

  it('Start New Analysis clears the result, the image and the choices', async () => {
    open();
    chooseImage();
    choose('Platform', 'google');
    choose('Jurisdiction', 'US');
    fireEvent.click(submit());
    fireEvent.click(within(await result()).getByRole('button', { name: 'Start New Analysis' }));
    expect(screen.queryByRole('region', { name: /Analysis Result$/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Platform' }) as HTMLSelectElement).value).toBe('');
    expect(submit().disabled).toBe(true);
  });
});

describe('offline', () => {
  it('says analysis needs a connection, keeps the image and choices, and disables the submit until the connection is back', () => {
    open();
    chooseImage();
    choose('Platform', 'google');
    choose('Jurisdiction', 'US');
    act(() => setOnline(false));
    expect(screen.getByText('Analysis needs a connection')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(/Your image and choices are kept; connect to run it\./)).toBeTruthy();
    expect(screen.getByText('moonrupee.png')).toBeTruthy();
    act(() => setOnline(true));
    expect(submit().disabled).toBe(false);
  });
});

describe('the history', () => {
  it('lists the recent analyses (not detections), opens a stored one in its view, and links the CSV', async () => {
    const stored = analysisResult('standard', api.adText, { platform: 'google', jurisdiction: 'IN', category: 'Cryptocurrency' }, { id: null });
    const row = { id: 12, mode: 'standard', filePath: 'f.png', platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN', detectedCategory: 'cryptocurrency', detectionConfidence: 1, ocrConfidence: 91, engine: 'rules', model: null, verdict: 'NON_COMPLIANT', durationMs: 800, createdAt: '2026-11-25T10:00:00.000Z' };
    api.history = [{ ...row, id: 13, mode: 'detect', verdict: null }, row];
    api.records.set(12, { ...row, extractedText: api.adText, engineNote: null, result: stored });
    open();
    const history = screen.getByRole('region', { name: 'Recent analyses' });
    expect(within(history).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/analyses/export.csv');
    const rows = await within(history).findAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^#12 · Standard · Google · Cryptocurrency · India.*Non-Compliant$/)]);
    fireEvent.click(rows[0]!);
    const card = await result();
    expect(within(card).getByRole('heading', { name: 'Standard Analysis Result' })).toBeTruthy();
    expect(within(card).getByText(/^Analysis #12 · /)).toBeTruthy();
    expect(within(card).getByText('Major Compliance Issues Detected')).toBeTruthy();
  });
});

describe('an image shared into the installed app', () => {
  function sharedCache(entry: Response | null) {
    const store = new Map<string, Response>(entry ? [['/__shared-image', entry]] : []);
    const cache = { match: vi.fn(async (url: string) => store.get(url)), delete: vi.fn(async (url: string) => store.delete(url)) };
    vi.stubGlobal('caches', { open: vi.fn(async () => cache) });
    return store;
  }

  it('?shared=1: takes the image the service worker kept as the chosen file, once, and drops the parameter', async () => {
    const store = sharedCache(new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png', 'X-File-Name': encodeURIComponent('shared ad.png') } }));
    const { router } = open('/ad-analyzer?shared=1');
    expect(await screen.findByText('shared ad.png')).toBeTruthy();
    expect(store.size).toBe(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    choose('Platform', 'google');
    choose('Jurisdiction', 'US');
    fireEvent.click(submit());
    await result();
    expect(api.sent[0]!.body.image).toBe('file:shared ad.png');
  });

  it('nothing kept: says nothing arrived', async () => {
    sharedCache(null);
    open('/ad-analyzer?shared=1');
    expect(await screen.findByText(/Nothing to analyze arrived from the share/)).toBeTruthy();
  });
});
