// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platform, policy } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { PlatformPage } from './platform-page';

const server = withSeededServer();

const open = (path: string) => renderScreen(path, [{ path: '/platform/:identifier?', element: <PlatformPage /> }]);
const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^${label}\\b`) });
const panel = () => screen.getByRole('tabpanel');

describe('the platform page', () => {
  it('shows "{name} Policies", the subtitle, the Official Policy Center and Compare with Others buttons', async () => {
    open('/platform/google');
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Ads Policies' })).toBeTruthy();
    expect(screen.getByText('Advertising policies and guidelines')).toBeTruthy();
    const official = screen.getByRole('link', { name: 'Official Policy Center' });
    expect(official.getAttribute('href')).toBe('https://google.example/policy');
    expect(official.getAttribute('target')).toBe('_blank');
    expect(official.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Compare with Others' }).getAttribute('href')).toBe('/compare');
  });

  it('the overview shows the website, the policy centre, counts by status and the quick links', async () => {
    open('/platform/google');
    const counts = await screen.findByRole('list', { name: 'Policies by status' });
    expect(within(counts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Allowed', '2Limited', '0Prohibited']);
    expect(screen.getByRole('link', { name: 'google.example (opens in a new tab)' }).getAttribute('href')).toBe('https://google.example');
    expect(screen.getByRole('link', { name: 'google.example/policy (opens in a new tab)' }).getAttribute('href')).toBe('https://google.example/policy');
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/search?platform=google', '/updates', '/compare']);
  });

  it('has the four tabs in the spec order with counts matching the data; All Policies groups by category', async () => {
    open('/platform/google');
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All Policies 3', 'Limited 2', 'Prohibited 0', 'Allowed 1']);
    expect(tab('All Policies').getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('All Policies').id);
    const groups = within(panel()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Alcohol', 'Cryptocurrency']);
    const crypto = within(panel()).getByRole('region', { name: 'Cryptocurrency' });
    expect(within(crypto).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Crypto ads in India', 'Cryptocurrency exchanges']);
    // Requirements show on the All tab.
    expect(within(crypto).getByText('Google certification')).toBeTruthy();
  });

  it('above the groups, links jump to each category with its count (a phone scrolls seven screens to Cryptocurrency)', async () => {
    open('/platform/google');
    const jumps = within(await screen.findByRole('navigation', { name: 'Jump to a category' }));
    const links = jumps.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Alcohol1 policy', 'Cryptocurrency2 policies']);
    const crypto = within(panel()).getByRole('heading', { level: 2, name: 'Cryptocurrency' });
    expect(links[1]!.getAttribute('href')).toBe(`/platform/google#${crypto.id}`);
  });

  it('a policy card links its title and View Details to the policy, with its jurisdictions and date', async () => {
    open('/platform/google');
    const card = await screen.findByRole('article', { name: 'Alcohol ads' });
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'Alcohol ads' }).getAttribute('href')).toBe('/policy/4');
    expect(inCard.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/policy/4');
    expect(inCard.getByText('Allowed')).toBeTruthy();
    expect(inCard.getByText('Alcohol ads may not target minors.')).toBeTruthy();
    expect(inCard.getByText('GLOBAL, US')).toBeTruthy();
    expect(inCard.getByText('Jan 15, 2026')).toBeTruthy();
  });

  it('selecting a tab lists that status only and writes ?tab= to the URL; an empty tab says so', async () => {
    const { router } = open('/platform/google');
    fireEvent.click(await screen.findByRole('tab', { name: /^Limited/ }));
    expect(tab('Limited').getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?tab=limited');
    expect(within(panel()).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Crypto ads in India',
      'Cryptocurrency exchanges',
    ]);
    fireEvent.click(tab('Prohibited'));
    expect(router.state.location.search).toBe('?tab=prohibited');
    expect(within(panel()).getByText('No policies with prohibited status found.')).toBeTruthy();
    fireEvent.click(tab('All Policies'));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the URL (it survives a reload)', async () => {
    open('/platform/google?tab=allowed');
    expect((await screen.findByRole('tab', { name: /^Allowed/ })).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getAllByRole('article')).toHaveLength(1);
  });

  it('an unknown ?tab= value selects All Policies', async () => {
    open('/platform/google?tab=nonsense');
    expect((await screen.findByRole('tab', { name: /^All Policies/ })).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getAllByRole('article')).toHaveLength(3);
  });

  it('arrow keys, Home and End move the selection and the focus; only the selected tab is in the Tab order', async () => {
    const { router } = open('/platform/google');
    const all = await screen.findByRole('tab', { name: /^All Policies/ });
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Limited').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('Limited'));
    fireEvent.keyDown(tab('Limited'), { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Allowed')));
    expect(router.state.location.search).toBe('?tab=allowed');
    fireEvent.keyDown(tab('Allowed'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('All Policies')));
    fireEvent.keyDown(tab('All Policies'), { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Allowed')));
    fireEvent.keyDown(tab('Allowed'), { key: 'Home' });
    await waitFor(() => expect(tab('All Policies').getAttribute('aria-selected')).toBe('true'));
  });

  it('the Prohibited tab shows restrictions, not requirements, as markdown lists', async () => {
    server().publish({
      policies: [
        policy(3, { platformId: 2, title: 'Crypto products on Facebook', status: 'prohibited', requirements: '- Hidden requirement', restrictions: '- No ICO ads\n- No wallets', confidence: 'low' }),
      ],
    });
    await resetReplica(server());
    open('/platform/facebook?tab=prohibited');
    const card = await screen.findByRole('article', { name: 'Crypto products on Facebook' });
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['No ICO ads', 'No wallets']);
    expect(within(card).queryByText('Hidden requirement')).toBeNull();
    expect(within(card).getByText('Not verified')).toBeTruthy();
    fireEvent.click(tab('All Policies'));
    expect(within(screen.getByRole('article', { name: 'Crypto products on Facebook' })).getByText('Hidden requirement')).toBeTruthy();
  });

  it('resolves an alias, whatever the case: /platform/TIMES is the publisher timesinternet', async () => {
    const times = { ...platform(3, 'timesinternet', 'Times Internet'), aliases: ['times'] };
    server().publish({
      platforms: [times],
      policies: [policy(6, { platformId: 3, categoryId: 1, title: 'Crypto on Times', status: 'prohibited' })],
    });
    await resetReplica(server());
    open('/platform/TIMES');
    expect(await screen.findByRole('heading', { level: 1, name: 'Times Internet Policies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Times Internet policies' }).getAttribute('href')).toBe('/search?platform=timesinternet');
    expect(screen.getByRole('article', { name: 'Crypto on Times' })).toBeTruthy();
  });

  it('a platform without policies says "No policies found"', async () => {
    server().publish({ platforms: [platform(4, 'twitter', 'X (Twitter)')] });
    await resetReplica(server());
    open('/platform/twitter');
    expect(await screen.findByRole('heading', { name: 'No policies found' })).toBeTruthy();
    expect(screen.getByText('There are no policies available for this platform yet.')).toBeTruthy();
    fireEvent.click(tab('Limited'));
    expect(within(panel()).getByText('No policies with limited status found.')).toBeTruthy();
  });

  it('an unknown platform shows "Platform Not Found" with a Go to Dashboard link', async () => {
    open('/platform/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Not Found' })).toBeTruthy();
    expect(screen.getByText("The platform you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('without an identifier shows "Invalid Platform"', async () => {
    open('/platform');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Platform' })).toBeTruthy();
    expect(screen.getByText('The platform identifier is missing.')).toBeTruthy();
  });
});
