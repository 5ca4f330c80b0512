// @vitest-environment jsdom
// A server analysis that takes long (ADR 335): Cancel stops the request and gives the form back as it was,
// with no error; past the time limit the request is stopped with a message saying so; an answer within the
// limit is shown as usual. The server holds its answer; the clock is faked, nothing sleeps.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { withFakeAnalyzer, type FakeAnalyzerServer } from '../../test/fake-analyzer-server';
import { AdAnalyzerPage } from './ad-analyzer-page';

const servers = withFakeAnalyzer();
let api: FakeAnalyzerServer;
let abort: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  ({ api } = servers());
  api.hold = true;
  abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
});
afterEach(() => vi.useRealTimers());

const adFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'moonrupee.png', { type: 'image/png' });
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const value = (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).value;
const submit = () => screen.getByRole('button', { name: 'Analyze Ad Creative' }) as HTMLButtonElement;
const loading = () => screen.queryByRole('region', { name: 'Analysis in progress' });

/** The screen with an image, Standard, Google, Cryptocurrency and India chosen, the analysis started. */
function startAnalysis() {
  renderScreen('/ad-analyzer', [{ path: '/ad-analyzer', element: <AdAnalyzerPage /> }]);
  fireEvent.change(screen.getByLabelText(/Ad image/), { target: { files: [adFile()] } });
  fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }));
  choose('Platform', 'google');
  choose('Category', 'cryptocurrency');
  choose('Jurisdiction', 'IN');
  fireEvent.click(submit());
  expect(loading()).not.toBeNull();
}

function expectChoicesKept() {
  expect(screen.getByRole('img', { name: 'Preview of moonrupee.png' })).toBeTruthy();
  expect((screen.getByRole('radio', { name: /^Standard/ }) as HTMLInputElement).checked).toBe(true);
  expect([value('Platform'), value('Category'), value('Jurisdiction')]).toEqual(['google', 'cryptocurrency', 'IN']);
  expect(submit().disabled).toBe(false);
}

// A first render loads the whole screen: slow on a busy machine.
describe('cancelling a server analysis', { timeout: 20_000 }, () => {
  it('Cancel stops the request and gives back the form with the image and choices, a polite note and no error', async () => {
    startAnalysis();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    // The submit button that started the run is gone: focus is on Cancel.
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);

    expect(abort).toHaveBeenCalledOnce();
    expect(loading()).toBeNull();
    expectChoicesKept();
    expect(document.activeElement).toBe(submit());
    expect(screen.getByRole('status').textContent).toBe('Analysis cancelled. Your image and choices are kept.');
    // The held answer arriving now changes nothing.
    act(() => api.release());
    await waitFor(() => expect(api.events.map((e) => e.label)).toEqual(['google:standard:started', 'google:standard:cancelled']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: /Analysis Result$/ })).toBeNull();

    // Run again: the note goes and the result comes.
    api.hold = false;
    fireEvent.click(submit());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await screen.findByRole('region', { name: /Analysis Result$/ })).toBeTruthy();
    expect(api.sent).toHaveLength(2);
  });
});

describe('the time limit', { timeout: 20_000 }, () => {
  const clock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

  it('past 150 seconds the request is stopped and the Error alert says so; the image and choices stay', async () => {
    clock();
    startAnalysis();
    await act(() => vi.advanceTimersByTimeAsync(149_999));
    expect(abort).not.toHaveBeenCalled();
    expect(loading()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(abort).toHaveBeenCalledOnce();
    expect(loading()).toBeNull();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('The analysis took too long (over 150 seconds) and was stopped. Your image and choices are kept: try again in a moment.')).toBeTruthy();
    expectChoicesKept();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('an answer within the limit is shown as usual', async () => {
    clock();
    startAnalysis();
    await act(() => vi.advanceTimersByTimeAsync(149_000));
    act(() => api.release());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('region', { name: 'Standard Analysis Result' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(abort).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
