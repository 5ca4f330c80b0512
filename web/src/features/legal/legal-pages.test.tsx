// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_COOKIE } from '../../../../core/client-cookie';
import { DEFAULT_MARKET_KEY } from '../../lib/default-market';
import { LAST_ANSWER_KEY, REPLICA_DB_NAME } from '../../lib/replica/replica-names';
import { renderScreen } from '../../test/render-screen';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const config = { companyName: 'Acme Ads', isPublicMode: true, publisherName: 'Acme Media', enableLaunchNavigator: false, supportEmail: 'help@acme.test', uploadRetentionDays: 14 };

/** The server answers /api/config (or fails it); the legal pages ask for nothing else. */
function serveConfig(ok = true, overrides: Partial<typeof config> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) !== '/api/config') return new Response('{}', { status: 404 });
    return ok ? new Response(JSON.stringify({ ...config, ...overrides })) : new Response('', { status: 500, statusText: 'Internal Server Error' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (path: '/terms' | '/privacy') =>
  renderScreen(path, [
    { path: '/terms', element: <TermsPage /> },
    { path: '/privacy', element: <PrivacyPage /> },
  ]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Terms of Service', () => {
  it('in public mode, says it serves advertisers, agencies and ad teams; in internal mode, the publisher’s own teams (isPublicMode)', async () => {
    serveConfig();
    const publicPage = open('/terms');
    expect(await screen.findByText(/Acme Ads helps advertisers, agencies and ad teams look up/)).toBeTruthy();
    publicPage.unmount();
    cleanup();
    serveConfig(true, { isPublicMode: false });
    open('/terms');
    expect(await screen.findByText(/Acme Ads helps Acme Media’s ad sales and ad operations teams look up/)).toBeTruthy();
  });

  it('has its heading, says it is not legal advice, and gives the support address from the config', async () => {
    const fetchMock = serveConfig();
    open('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'It is not legal advice' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rules change: check the source before a campaign' })).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'help@acme.test' });
    expect(mail.getAttribute('href')).toBe('mailto:help@acme.test');
    expect(screen.getByText('The rules for using Acme Ads, in plain words.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/config']);
    expect(document.title).toContain('Terms of Service');
  });

  it('without the config (offline first visit), says the address could not be loaded', async () => {
    const fetchMock = serveConfig(false);
    open('/terms');
    expect(await screen.findByText(/our support address, which could not be loaded just now/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});

describe('the Privacy Policy', () => {
  it('has its heading, lists what the device and the server keep, and gives the support address', async () => {
    serveConfig();
    open('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const device = screen.getByRole('heading', { level: 2, name: 'Kept on your device' }).closest('section')!;
    for (const name of [REPLICA_DB_NAME, DEFAULT_MARKET_KEY, LAST_ANSWER_KEY]) expect(within(device).getByText(name)).toBeTruthy();
    expect(within(device).getByText(/the policies you follow/)).toBeTruthy();
    const server = screen.getByRole('heading', { level: 2, name: 'Kept on the server' }).closest('section')!;
    expect(within(server).getByText('Saved searches:')).toBeTruthy();
    expect(within(server).getByText('Followed policies:')).toBeTruthy();
    expect(within(server).getByText('Page views:')).toBeTruthy();
    expect(within(server).getByText(/Cookies and authorization headers are removed/)).toBeTruthy();
    expect(within(server).getByText('Uploaded images:')).toBeTruthy();
    expect(within(server).getByText('Analyses:')).toBeTruthy();
    const cookie = screen.getByRole('heading', { level: 2, name: 'The cookie' }).closest('section')!;
    expect(within(cookie).getByText(CLIENT_COOKIE)).toBeTruthy();
    expect(within(cookie).getByText(/the first time you keep something on it/)).toBeTruthy();
    expect(screen.getByText(/The app sets one cookie/)).toBeTruthy();
    // The retention period comes from the server's configuration.
    expect(await screen.findAllByText(/deleted after 14 days|deleted 14 days after upload/)).toHaveLength(2);
    const mail = await screen.findByRole('link', { name: 'help@acme.test' });
    expect(mail.getAttribute('href')).toBe('mailto:help@acme.test');
  });
});
