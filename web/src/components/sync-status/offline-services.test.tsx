// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, withSeededServer } from '../../test/render-screen';
import { OfflineServices } from './offline-services';
import { SyncStatusLine } from './sync-status-line';

// The PWA plugin's registration, replaced so the test can announce a waiting version as the browser would.
const pwa = vi.hoisted(() => ({
  onNeedRefresh: null as null | (() => void),
  updateSW: vi.fn(async (_reload?: boolean) => {}),
}));
// vitest.config.ts aliases 'virtual:pwa-register' to this stand-in, so mocking it mocks the plugin's module.
vi.mock('./testing/pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    pwa.onNeedRefresh = options.onNeedRefresh ?? null;
    return pwa.updateSW;
  },
}));

withSeededServer();

beforeEach(() => {
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  // jsdom has no media queries; the status line asks for one to pick its phone or desktop form.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a new version of the app', () => {
  it('is announced, never applied on its own, and applied by Reload in the toast or Reload to update in the status line', async () => {
    renderScreen('/', [{ path: '/', element: <><OfflineServices /><SyncStatusLine /></> }]);
    expect(pwa.onNeedRefresh).toBeTypeOf('function');
    expect(screen.queryByText('Update available')).toBeNull();

    act(() => pwa.onNeedRefresh!());
    const toast = (await screen.findByText('Update available')).closest('li')!;
    expect(within(toast).getByText('A new version of the app is ready.')).toBeTruthy();
    expect(pwa.updateSW).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(pwa.updateSW).toHaveBeenCalledWith(true);

    fireEvent.click(within(toast).getByRole('button', { name: 'Reload' }));
    expect(pwa.updateSW).toHaveBeenCalledTimes(2);
  });
});
