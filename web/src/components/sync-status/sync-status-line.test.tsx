// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetReplica, seededServer, setOnline } from '../../test/render-screen';
import { SyncStatusLine } from './sync-status-line';

beforeEach(() => {
  // A phone: the short words.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { onLine?: boolean }).onLine; // setOnline's own property: back to jsdom's (online)
});

const syncButton = () => screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement;
/** The accessible description, from aria-describedby (jsdom has no accessibility tree to ask). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' ');

describe('the header\'s sync status line (issue 28)', () => {
  it('on a device without the library, says it is not synced yet, never "never"', async () => {
    await resetReplica(null);
    render(<SyncStatusLine />);
    expect(await screen.findByText('not synced yet')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/never/);
  });

  it('on a device with the library, says when it last synced, whatever screen reads it', async () => {
    await resetReplica(seededServer());
    render(<SyncStatusLine />);
    expect((await screen.findByText('just now')).textContent).toBe('Last synced just now'); // the phone's line
    expect(screen.queryByText('not synced yet')).toBeNull();
  });

  it('offline on a phone, says Offline and, to a screen reader, that the time is when it last synced', async () => {
    await resetReplica(seededServer());
    setOnline(false);
    render(<SyncStatusLine />);
    expect((await screen.findByText('just now')).textContent).toBe('Last synced just now'); // the phone's line
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('offline, Sync now is disabled and says sync needs a connection; back online, it is enabled again (ADR 210)', async () => {
    await resetReplica(seededServer());
    render(<SyncStatusLine />);
    await screen.findByText('just now');
    expect(syncButton().disabled).toBe(false);
    expect(description(syncButton())).toBe('');

    act(() => setOnline(false));
    expect(syncButton().disabled).toBe(true);
    expect(description(syncButton())).toBe('Sync needs a connection');
    expect(screen.getByText('Offline')).toBeTruthy();

    act(() => setOnline(true));
    expect(syncButton().disabled).toBe(false);
    expect(description(syncButton())).toBe('');
    expect(screen.getByText('Online')).toBeTruthy();
  });
});
