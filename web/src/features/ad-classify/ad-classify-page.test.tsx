// @vitest-environment jsdom
// The detection page (/ad-classify, spec 001 "Category detection page", §5, §8): the button's rules, the
// redirect to the analyzer with the stored image and the category's name, the skip link, errors, offline.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { AdClassifyPage } from './ad-classify-page';
import { analyzerLink } from './detect-category';

let api: FakeAnalyzerServer;
beforeEach(() => {
  api = new FakeAnalyzerServer();
  vi.stubGlobal('XMLHttpRequest', api.xhrClass());
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const open = () =>
  renderScreen('/ad-classify', [
    { path: '/ad-classify', element: <AdClassifyPage /> },
    { path: '/ad-analyzer', element: <p>The analyzer</p> },
  ]);
const detectButton = () => screen.getByRole('button', { name: 'Upload and Detect Ad Category' }) as HTMLButtonElement;
const chooseImage = () => fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [new File(['x'], 'ad.png', { type: 'image/png' })] } });

describe('the detection page', () => {
  it("is disabled with 'Please select an image file first' until a file is chosen; then the skip link appears", () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Ad Creative Analyzer' })).toBeTruthy();
    expect(detectButton().disabled).toBe(true);
    expect(screen.getByText('Please select an image file first')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Skip auto-detection/ })).toBeNull();
    chooseImage();
    expect(detectButton().disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Skip auto-detection and select category manually' }).getAttribute('href')).toBe('/ad-analyzer');
  });

  it('uploads the image, then opens the analyzer on the stored image with the category by name', async () => {
    const { router } = open();
    chooseImage();
    fireEvent.click(detectButton());
    expect(screen.getByRole('region', { name: 'Detection in progress' })).toBeTruthy();
    expect(detectButton().disabled).toBe(true);
    await screen.findByText('The analyzer');
    expect(api.sent).toEqual([{ url: '/api/detect-ad-category', multipart: true, body: { image: 'file:ad.png' } }]);
    expect(router.state.location.pathname + router.state.location.search).toBe(`/ad-analyzer?filePath=${'d'.repeat(64)}.png&category=Cryptocurrency`);
  });

  it("without a category found, the link has none; a failure shows 'Error' with the message, else 'Failed to detect ad category'", async () => {
    expect(analyzerLink({ filePath: 'a.png', detectedCategory: 'none', detectedCategoryName: null })).toBe('/ad-analyzer?filePath=a.png');
    expect(analyzerLink({ filePath: 'a b.png', detectedCategory: 'gambling-lottery', detectedCategoryName: 'Gambling & Lottery' })).toBe('/ad-analyzer?filePath=a+b.png&category=Gambling+%26+Lottery');
    open();
    chooseImage();
    api.nextAnswer = { status: 415, statusText: 'Unsupported Media Type', body: { message: 'The file is not an image.' } };
    fireEvent.click(detectButton());
    expect((await screen.findByRole('alert')).textContent).toBe('ErrorThe file is not an image.');
    api.nextAnswer = { status: 500, statusText: 'Internal Server Error', body: '' };
    fireEvent.click(detectButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ErrorFailed to detect ad category'));
    expect(detectButton().disabled).toBe(false);
  });

  it('when detection is unsure, says "Unsure: X or Y" and opens the analyzer on the candidate the user chooses', async () => {
    api.adText = 'Win a prize in our Christmas draw!';
    const { router } = open();
    chooseImage();
    fireEvent.click(detectButton());
    const result = await screen.findByRole('region', { name: 'Detection result' });
    expect(result.textContent).toContain('Unsure: Gambling & Lottery or Real Money Gaming');
    expect(router.state.location.pathname).toBe('/ad-classify');
    fireEvent.click(screen.getByRole('link', { name: 'Analyze as Real Money Gaming' }));
    await screen.findByText('The analyzer');
    expect(router.state.location.pathname + router.state.location.search).toBe(`/ad-analyzer?filePath=${'d'.repeat(64)}.png&category=Real+Money+Gaming`);
  });

  it('when only one category has weak cues, the other choice is no regulated category, opening the analyzer without one', async () => {
    api.adText = 'A new token, and a wallet.';
    open();
    chooseImage();
    fireEvent.click(detectButton());
    expect((await screen.findByRole('region', { name: 'Detection result' })).textContent).toContain('Unsure: Cryptocurrency or No regulated category');
    expect(screen.getByRole('link', { name: 'Analyze as No regulated category' }).getAttribute('href')).toBe(`/ad-analyzer?filePath=${'d'.repeat(64)}.png`);
    expect(screen.getByRole('link', { name: 'Analyze as Cryptocurrency' }).getAttribute('href')).toBe(`/ad-analyzer?filePath=${'d'.repeat(64)}.png&category=Cryptocurrency`);
  });

  it('offline: says detection needs a connection and keeps the image', () => {
    open();
    chooseImage();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Detection needs a connection')).toBeTruthy();
    expect(detectButton().disabled).toBe(true);
    expect(screen.getByText('ad.png')).toBeTruthy();
  });
});
