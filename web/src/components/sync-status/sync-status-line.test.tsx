// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetReplica, seededServer } from '../../test/render-screen';
import { SyncStatusLine } from './sync-status-line';

beforeEach(() => {
  // A phone: the short words.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(await screen.findByText('just now')).toBeTruthy();
    expect(screen.queryByText('not synced yet')).toBeNull();
  });
});
