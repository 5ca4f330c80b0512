// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { HomePage } from './home-page';

withSeededServer();
const open = () => renderScreen('/', [{ path: '/', element: <HomePage /> }]);
/** The browse part (spec 000 "Home"), below the landing's hero and tool tabs. */
const browse = () => within(screen.getByRole('region', { name: 'Browse policies' }));
const links = () => within(browse().getByRole('tabpanel')).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('the home browse tabs', () => {
  it('Select by Category shows only Cryptocurrency, Alcohol and Gambling & Lottery, linking to /category/{id}', async () => {
    open();
    const tab = browse().getByRole('tab', { name: 'Select by Category' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // The seeded replica: Cryptocurrency 1, Alcohol 2, Gambling & Lottery 3.
    await waitFor(() => expect(links().map(([, href]) => href)).toEqual(['/category/1', '/category/2', '/category/3']));
    expect(links().map(([text]) => text)).toEqual(['Cryptocurrency', 'Alcohol', 'Gambling & Lottery']);
  });

  it('before the first sync, links by slug (the search screen accepts either)', async () => {
    await resetReplica(null);
    open();
    expect(links().map(([, href]) => href)).toEqual(['/category/cryptocurrency', '/category/alcohol', '/category/gambling-lottery']);
  });

  it('Select by Platform shows only google and facebook; Select by Jurisdiction IN, US and GB with flags', async () => {
    open();
    fireEvent.click(browse().getByRole('tab', { name: 'Select by Platform' }));
    expect(links().map(([, href]) => href)).toEqual(['/platform/google', '/platform/facebook']);
    fireEvent.click(browse().getByRole('tab', { name: 'Select by Jurisdiction' }));
    expect(links().map(([, href]) => href)).toEqual(['/jurisdiction/IN', '/jurisdiction/US', '/jurisdiction/GB']);
    expect(within(browse().getByRole('tabpanel')).getByText('🇬🇧')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, the selected one alone in the tab order', () => {
    open();
    const [category, platform, jurisdiction] = browse().getAllByRole('tab');
    fireEvent.keyDown(category!, { key: 'ArrowRight' });
    expect(platform!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(platform);
    expect([category, platform, jurisdiction].map((t) => t!.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(platform!, { key: 'ArrowLeft' });
    fireEvent.keyDown(category!, { key: 'ArrowLeft' });
    expect(jurisdiction!.getAttribute('aria-selected')).toBe('true');
  });

  it("has the 'How to Use This Tool' panel with Compare Policies and Advanced Search", () => {
    open();
    expect(screen.getByRole('heading', { name: 'How to Use This Tool' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare Policies' }).getAttribute('href')).toBe('/compare');
    expect(screen.getByRole('link', { name: 'Advanced Search' }).getAttribute('href')).toBe('/search');
  });
});
