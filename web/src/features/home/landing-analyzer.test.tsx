// @vitest-environment jsdom
// The landing's AI Analyzer tab (spec 001 "AI Analyzer tab on the landing page", §5, §7, §8): its choices
// and messages, the upload then the world-class call with imagePath (Real Money Gaming sent as Gambling &
// Lottery), the basic result, the errors, and a link's ?filePath= and ?category=.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { HomePage } from './home-page';
import { landingCategory, landingRequest } from './landing-analysis';

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
beforeEach(() => {
  api = servers().api;
});

const open = async (path = '/?tab=ai') => {
  const view = renderScreen(path, [{ path: '/', element: <HomePage /> }]);
  await screen.findByRole('heading', { name: 'AI Analyzer' });
  return view;
};
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const analyzeButton = () => screen.getByRole('button', { name: /^(Analyze with AI|AI Analyzing\.\.\.)$/ }) as HTMLButtonElement;
const chooseImage = () => fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [new File(['x'], 'rummy.png', { type: 'image/png' })] } });
const fill = () => {
  choose('Platform', 'google');
  choose('Advertisement Category', 'real-money-gaming');
  choose('Jurisdiction', 'IN');
};

describe('the landing analyzer', () => {
  it('offers the spec choices, and says what is missing: the choices first, then the image', async () => {
    await open();
    const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(options('Platform')).toEqual(['Google', 'Facebook / Meta']);
    expect(options('Advertisement Category')).toEqual(['Cryptocurrency', 'Real Money Gaming', 'Alcohol']);
    expect(options('Jurisdiction')).toEqual(['India (IN)', 'United States (US)', 'United Kingdom (GB)']);
    expect(analyzeButton().disabled).toBe(true);
    expect(screen.getByText('Please select platform, category, and jurisdiction.')).toBeTruthy();
    fill();
    expect(screen.getByText('Please upload an image to analyze.')).toBeTruthy();
    expect(analyzeButton().disabled).toBe(true);
  });

  it('uploads the image when chosen, then analyzes it world-class with imagePath, Real Money Gaming sent as Gambling & Lottery; the basic result', async () => {
    api.adText = 'Rummy Raja. Earn ₹5000 daily playing rummy. Quit your job and play from home.';
    await open();
    fill();
    chooseImage();
    await waitFor(() => expect(analyzeButton().disabled).toBe(false));
    expect(screen.getByText('Uploaded: ready for analysis')).toBeTruthy();
    fireEvent.click(analyzeButton());
    expect(analyzeButton().textContent).toBe('AI Analyzing...');
    const result = await screen.findByRole('region', { name: 'Analysis Result' });
    expect(api.sent.map((r) => [r.url, r.multipart, r.body])).toEqual([
      ['/api/uploads', true, { image: 'file:rummy.png' }],
      ['/api/analyze-ad-world-class', false, { imagePath: `${'c'.repeat(64)}.png`, platform: 'google', category: 'Gambling & Lottery', jurisdiction: 'IN' }],
    ]);
    expect(within(result).getByText('Non-Compliant')).toBeTruthy();
    const violations = within(within(result).getByRole('list', { name: 'Violations' })).getAllByRole('listitem');
    expect(violations.length).toBeGreaterThan(0);
    expect(within(violations[0]!).getByText(/^Confidence \d+%$/)).toBeTruthy();
    expect(within(violations[0]!).getByText(/^(High|Medium|Low) severity$/)).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Open the full report' }).getAttribute('href')).toBe('/ad-analyzer?analysis=41');
    await waitFor(() => expect(api.events.map((e) => e.label)).toEqual(['google:world-class:started', 'google:world-class:NON_COMPLIANT']));

    // A new file clears the result.
    chooseImage();
    expect(screen.queryByRole('region', { name: 'Analysis Result' })).toBeNull();
  });

  it("errors: 'Analysis failed: {status text}' for a refusal, the general message otherwise", async () => {
    await open(`/?tab=ai&filePath=${'f'.repeat(64)}.png&category=Alcohol`);
    expect(screen.getByRole('img', { name: 'Preview of Uploaded image' }).getAttribute('src')).toBe(`/uploads/${'f'.repeat(64)}.png`);
    expect((screen.getByRole('combobox', { name: 'Advertisement Category' }) as HTMLSelectElement).value).toBe('alcohol');
    choose('Platform', 'facebook');
    choose('Jurisdiction', 'US');
    api.nextAnswer = { status: 400, statusText: 'Bad Request', body: { message: 'Unknown ad category: x.' } };
    fireEvent.click(analyzeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('ErrorAnalysis failed: Bad Request');
    api.nextAnswer = 'network-error';
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ErrorAn error occurred during analysis. Please try again.'));
    expect(api.sent.at(-1)!.body).toEqual({ imagePath: `${'f'.repeat(64)}.png`, platform: 'facebook', category: 'Alcohol', jurisdiction: 'US' });
  });

  it('offline: says so, keeps the chosen image and uploads it when the connection is back', async () => {
    await open();
    fill();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    });
    chooseImage();
    expect(screen.getByText('Analysis needs a connection')).toBeTruthy();
    expect(screen.getByText('Waiting for a connection to upload')).toBeTruthy();
    expect(api.sent).toEqual([]);
    act(() => {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(analyzeButton().disabled).toBe(false));
    expect(api.sent.map((r) => r.url)).toEqual(['/api/uploads']);
  });

  it('maps ?category= as the tab shows it: Gambling & Lottery is Real Money Gaming', () => {
    expect(['Gambling & Lottery', 'gambling-lottery', 'Real Money Gaming', 'alcohol', 'Cryptocurrency', 'fireworks', null].map(landingCategory)).toEqual([
      'real-money-gaming', 'real-money-gaming', 'real-money-gaming', 'alcohol', 'cryptocurrency', '', '',
    ]);
    expect(landingRequest({ platform: 'google', category: 'cryptocurrency', jurisdiction: 'GB' }, 'x.png')).toEqual({ imagePath: 'x.png', platform: 'google', category: 'Cryptocurrency', jurisdiction: 'GB' });
  });
});
