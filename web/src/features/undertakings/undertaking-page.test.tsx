// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { GenericUndertakingPage, PublisherUndertakingPage, SimpleCheckerUndertakingPage } from './undertaking-page';

const server = withSeededServer();
const UNDERTAKING = '# Undertaking to the publisher\n\n> **Current position:** read this first.\n\nDate: ______\n\n1. **Authority.** The Advertiser is incorporated.\n\n## Next steps\n\n1. Download this undertaking.';

beforeEach(async () => {
  server().publish({
    documents: [
      { id: 1, key: 'times-internet-rmg-undertaking', title: 'Publisher undertaking', kind: 'undertaking', markdown: UNDERTAKING, sourceUrl: null, revision: 1 },
      { id: 2, key: 'generic-undertaking', title: 'Generic undertaking', kind: 'undertaking', markdown: '# Advertiser undertaking (sample)\n\na. it is duly incorporated;', sourceUrl: null, revision: 1 },
    ],
  } as never);
  await resetReplica(server());
});

describe('the undertaking pages', () => {
  it('/times-internet-undertaking shows the seed document (notice, blanks, warranties, next steps) with Print, Download and the way back to the emergency checker', async () => {
    renderScreen('/times-internet-undertaking', [{ path: '/times-internet-undertaking', element: <PublisherUndertakingPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming Advertiser Undertaking' })).toBeTruthy();
    const doc = within(await screen.findByRole('article', { name: 'Publisher undertaking' }));
    expect(doc.getByRole('heading', { level: 2, name: 'Undertaking to the publisher' })).toBeTruthy();
    expect(doc.getByText('read this first.', { exact: false }).closest('blockquote')).toBeTruthy();
    expect(doc.getByText('Date: ______')).toBeTruthy();
    expect(doc.getByRole('heading', { name: 'Next steps' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to the Fixed Simple Checker' })[0]!.getAttribute('href')).toBe('/emergency-checker');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:undertaking'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked[0]!.download).toBe('Gaming Advertiser Undertaking.txt');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(UNDERTAKING);
    vi.restoreAllMocks();
  });

  it('/generic-undertaking leads back to the policy checker; /undertaking to the simple checker', async () => {
    renderScreen('/generic-undertaking', [{ path: '/generic-undertaking', element: <GenericUndertakingPage /> }]);
    expect(await screen.findByRole('article', { name: 'Generic undertaking' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to the Policy Checker' })[0]!.getAttribute('href')).toBe('/');
  });

  it('/undertaking shows the publisher\'s undertaking and leads back to the simple checker', async () => {
    renderScreen('/undertaking', [{ path: '/undertaking', element: <SimpleCheckerUndertakingPage /> }]);
    expect(await screen.findByRole('article', { name: 'Publisher undertaking' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to the Simple Checker' })[0]!.getAttribute('href')).toBe('/simple-checker');
  });

  it('says so when the library has no such document', async () => {
    server().publish({}, { documents: [2] } as never);
    await resetReplica(server());
    renderScreen('/generic-undertaking', [{ path: '/generic-undertaking', element: <GenericUndertakingPage /> }]);
    expect(await screen.findByRole('heading', { name: 'This undertaking is not in the library' })).toBeTruthy();
  });
});
