// @vitest-environment jsdom
// Settings → "Offline analyzer" (issue 33, ADR 320) with the real download code over an in-memory Cache
// Storage and a fake server: the size before anything is downloaded, the progress bar, "Ready offline",
// Remove, and offline a disabled button that says why.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOnline } from '../../test/render-screen';
import { OfflineAnalyzerCard } from './offline-analyzer-card';

const FILES = { '/offline-analyzer/worker.min.js': 'w'.repeat(1_000_000), '/offline-analyzer/eng.traineddata.gz': 'e'.repeat(2_500_000) };
const manifest = {
  cache: 'offline-analyzer-v1',
  files: Object.entries(FILES).map(([url, body]) => ({ name: url.split('/').pop(), url, bytes: body.length })),
  totalBytes: 3_500_000,
};

function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return { match: async (url: string) => store.get(url)?.clone(), put: async (url: string, r: Response) => void store.set(url, r) };
  };
  return { stores, has: async (name: string) => stores.has(name), open, delete: async (name: string) => stores.delete(name), keys: async () => [...stores.keys()] };
}

let storage: ReturnType<typeof memoryCaches>;
/** The worker script's answer, held until the test lets it go: the card shows the download in progress meanwhile. */
let releaseWorker: () => void;
const fetched: string[] = [];

beforeEach(() => {
  storage = memoryCaches();
  fetched.length = 0;
  vi.stubGlobal('caches', storage);
  Object.defineProperty(navigator, 'storage', { value: { persist: vi.fn(async () => true) }, configurable: true });
  const held = new Promise<void>((resolve) => (releaseWorker = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (url === '/api/offline-analyzer') return Response.json(manifest);
      if (url.endsWith('worker.min.js')) await held;
      return new Response(FILES[url as keyof typeof FILES]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => setOnline(true));
});

describe('the Offline analyzer card', () => {
  it('shows the size, downloads with a progress bar only when asked, says Ready offline, and Remove frees it', async () => {
    render(<OfflineAnalyzerCard />);
    expect(await screen.findByText('Not on this device. The download is 3.5 MB.')).toBeTruthy();
    // Only the list was asked for: nothing is downloaded before the button.
    expect(fetched).toEqual(['/api/offline-analyzer']);

    fireEvent.click(screen.getByRole('button', { name: 'Download offline analyzer' }));
    const bar = await screen.findByRole('progressbar', { name: 'Offline analyzer download' });
    expect(bar.getAttribute('max')).toBe('3500000');
    act(() => releaseWorker());
    expect((await screen.findByTestId('offline-analyzer-status')).textContent).toMatch(/^Ready offline · 3\.5 MB on this device\./);
    expect(fetched).toContain('/offline-analyzer/eng.traineddata.gz');
    expect(storage.stores.get('offline-analyzer-v1')?.size).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/^Not on this device\./)).toBeTruthy();
    expect(storage.stores.has('offline-analyzer-v1')).toBe(false);
  });

  it('offline with no copy: the button is disabled and the card says why', async () => {
    act(() => setOnline(false));
    render(<OfflineAnalyzerCard />);
    expect(await screen.findByText('Downloading needs an internet connection.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download offline analyzer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
