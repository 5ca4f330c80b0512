// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

beforeEach(() => {
  // Config and page-view calls: answer them without a server.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/config'
        ? new Response(
            JSON.stringify({
              companyName: 'AdPolicy Compass',
              isPublicMode: true,
              publisherName: 'Digital Publisher',
              enableLaunchNavigator: false,
              supportEmail: 'support@adpolicy.example',
            }),
          )
        : new Response(null, { status: 204 }),
    ),
  );
  vi.stubGlobal('scrollTo', () => undefined); // ScrollRestoration; jsdom does not implement it.
  // jsdom has no matchMedia; the drawer listens for the desktop breakpoint.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: viewport.desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  viewport.desktop = false;
  cleanup();
  vi.unstubAllGlobals();
});

const menuButton = () => screen.getByRole('button', { name: 'Open navigation' });
/** What the stubbed matchMedia answers: a phone unless a test says otherwise. */
const viewport = { desktop: false };

describe('the sidebar layout', () => {
  it('marks the current screen in the sidebar with aria-current="page"', async () => {
    viewport.desktop = true;
    renderRoute('/updates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent Policy Updates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recent Updates' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the support address from the config in the footer as a mailto link', async () => {
    renderRoute('/search');
    const link = await screen.findByRole('link', { name: 'support@adpolicy.example' });
    expect(link.getAttribute('href')).toBe('mailto:support@adpolicy.example');
  });

  it('when the menu button is pressed, then the drawer opens; Escape closes it', async () => {
    renderRoute('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search Policies' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton());
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open navigation', hidden: true }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone, draws the sidebar’s links and update alert only when the drawer opens', async () => {
    renderRoute('/updates');
    await screen.findByRole('heading', { level: 1, name: 'Recent Policy Updates' });
    expect(document.querySelector('a[href="/compare"]')).toBeNull();
    expect(screen.queryByText('Policy Update Alert')).toBeNull();
    fireEvent.click(menuButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Navigation' }));
    expect(dialog.getByRole('link', { name: 'Recent Updates' }).getAttribute('aria-current')).toBe('page');
    expect(dialog.getByText('Policy Update Alert')).toBeTruthy();
  });

  it('when a link in the open drawer is followed, then the drawer closes on the new screen', async () => {
    const { router } = renderRoute('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search Policies' });
    fireEvent.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    await act(async () => {
      fireEvent.click(dialog.querySelector('a[href="/compare"]')!);
    });
    expect(router.state.location.pathname).toBe('/compare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Policies' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the route table', () => {
  it('when the route is unknown, then it shows "404 Page Not Found" with a link home', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('when on /, then the simple header layout is used: no sidebar, Contact and Advanced Dashboard links', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad policy compliance for regulated categories' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.queryByText('Policy Update Alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Advanced Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getAllByRole('link', { name: 'Contact' }).length).toBeGreaterThan(0);
  });

  it('sets the document title from the screen title and product name', async () => {
    renderRoute('/saved-searches');
    await screen.findByRole('heading', { level: 1, name: 'Saved Searches' });
    await vi.waitFor(() => expect(document.title).toBe('Saved Searches | AdPolicy Compass'));
  });
});
