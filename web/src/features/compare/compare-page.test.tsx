// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeServer, jurisdiction, platform, policy } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { atPhoneWidth } from '../../test/viewport';
import { writeDefaultMarket } from '../../lib/default-market';
import { ComparePage } from './compare-page';

// The seeded library: Google Ads (1) and Facebook (2); Cryptocurrency (1), Alcohol (2), Gambling & Lottery (3);
// GLOBAL, IN, US. Google crypto: GLOBAL policy 1 (limited, 'Google certification') and IN policy 2 (limited, no
// requirements); Facebook crypto: GLOBAL policy 3 (prohibited); Google alcohol: policy 4 (GLOBAL and US, allowed);
// Facebook gambling: policy 5 (GLOBAL, limited).
const server = withSeededServer();
const GLOBAL = { id: 1, code: 'GLOBAL', name: 'Global' };

const open = (path = '/compare') => renderScreen(path, [{ path: '/compare', element: <ComparePage /> }]);

async function publish(rows: Parameters<FakeServer['publish']>[0]) {
  server().publish(rows);
  await resetReplica(server());
}
const publishMorePlatforms = () =>
  publish({ platforms: [platform(3, 'instagram', 'Instagram'), platform(4, 'microsoft', 'Microsoft Advertising'), platform(5, 'twitter', 'X Ads')] });

const columnNames = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);

/** The table cell of one category and one platform. */
function cell(table: HTMLElement, category: string, platformName: string): HTMLElement {
  const column = columnNames(table).indexOf(platformName);
  expect(column, `column ${platformName}`).toBeGreaterThan(0);
  const row = within(table).getByRole('rowheader', { name: category }).closest('tr')!;
  return within(row).getAllByRole('cell')[column - 1]!;
}
const policyLink = (where: HTMLElement, platformName: string, category: string) =>
  within(where).getByRole('link', { name: `View ${platformName} policy for ${category}` }).getAttribute('href');
const search = (router: ReturnType<typeof open>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the compare screen', () => {
  it('with none chosen, compares the first 3 platforms by id, for all markets', async () => {
    await publishMorePlatforms();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Policies' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(columnNames(table)).toEqual(['Category', 'Google Ads', 'Facebook', 'Instagram']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Cryptocurrency', 'Alcohol', 'Gambling & Lottery']);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false, false]);
    expect(screen.getByText('None chosen: comparing the first 3.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Market' }) as HTMLSelectElement).value).toBe('');
    expect(within(screen.getByRole('combobox', { name: 'Market' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All markets', 'India (IN)', 'United States (US)',
    ]);
  });

  it('once 3 platforms are chosen, disables the other checkboxes and writes them to the URL', async () => {
    await publishMorePlatforms();
    const { router } = open();
    const box = async (name: string) => (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
    fireEvent.click(await box('Instagram'));
    await waitFor(async () => expect((await box('Instagram')).checked).toBe(true));
    fireEvent.click(await box('Google Ads'));
    fireEvent.click(await box('Facebook'));
    await waitFor(async () => expect((await box('Microsoft Advertising')).disabled).toBe(true));
    expect((await box('X Ads')).disabled).toBe(true);
    expect([(await box('Google Ads')).disabled, (await box('Facebook')).disabled, (await box('Instagram')).disabled]).toEqual([false, false, false]);
    expect(search(router)).toEqual({ platforms: 'google,facebook,instagram' });
    expect(columnNames(screen.getByRole('table'))).toEqual(['Category', 'Google Ads', 'Facebook', 'Instagram']);

    fireEvent.click(await box('Facebook'));
    await waitFor(async () => expect((await box('X Ads')).disabled).toBe(false));
    expect(search(router)).toEqual({ platforms: 'google,instagram' });
    expect(columnNames(screen.getByRole('table'))).toEqual(['Category', 'Google Ads', 'Instagram']);
  });

  it('shows each status, "Unknown" where no policy exists, requirements cut at 30 characters, and a link per cell', async () => {
    await publish({
      policies: [policy(3, { platformId: 2, status: 'prohibited', requirements: '- Prior written permission by Meta\n- A licence', confidence: 'low', jurisdictions: [GLOBAL] })],
    });
    open();
    const table = await screen.findByRole('table');
    const googleCrypto = cell(table, 'Cryptocurrency', 'Google Ads');
    expect(within(googleCrypto).getByText('Allowed with limitations')).toBeTruthy();
    expect(within(googleCrypto).getByText('Google certification')).toBeTruthy();
    expect(within(googleCrypto).queryByText('Not verified')).toBeNull();
    expect(policyLink(googleCrypto, 'Google Ads', 'Cryptocurrency')).toBe('/policy/1');

    const facebookCrypto = cell(table, 'Cryptocurrency', 'Facebook');
    expect(within(facebookCrypto).getByText('Prohibited')).toBeTruthy();
    expect(within(facebookCrypto).getByText('Prior written permission by Me…')).toBeTruthy();
    expect(within(facebookCrypto).getByText('Not verified')).toBeTruthy();

    expect(within(cell(table, 'Alcohol', 'Google Ads')).getByText('No specific requirements')).toBeTruthy();
    expect(cell(table, 'Alcohol', 'Facebook').textContent).toBe('Unknown');
    expect(cell(table, 'Gambling & Lottery', 'Google Ads').textContent).toBe('Unknown');
    expect(within(cell(table, 'Gambling & Lottery', 'Facebook')).getByText('Allowed with limitations')).toBeTruthy();
  });

  it('on phones, shows the same answers as one card per category, and no table', async () => {
    atPhoneWidth();
    open();
    const cards = await screen.findByRole('list', { name: /^Policy status by category/ });
    const items = within(cards).getAllByRole('listitem').filter((li) => li.parentElement === cards);
    expect(items.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(['Cryptocurrency', 'Alcohol', 'Gambling & Lottery']);
    expect(policyLink(items[0]!, 'Facebook', 'Cryptocurrency')).toBe('/policy/3');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(items[1]!).getByText('Unknown')).toBeTruthy();
  });

  it('when a market is in the URL, a policy listing it replaces GLOBAL; choosing another market falls back to GLOBAL', async () => {
    const { router } = open('/compare?market=IN');
    const table = await screen.findByRole('table', { name: /in India \(IN\)$/ });
    const market = screen.getByRole('combobox', { name: 'Market' }) as HTMLSelectElement;
    expect(market.value).toBe('IN');
    expect(policyLink(cell(table, 'Cryptocurrency', 'Google Ads'), 'Google Ads', 'Cryptocurrency')).toBe('/policy/2');
    expect(within(cell(table, 'Cryptocurrency', 'Google Ads')).getByText('No specific requirements')).toBeTruthy();

    fireEvent.change(market, { target: { value: 'US' } });
    const us = await screen.findByRole('table', { name: /in United States \(US\)$/ });
    expect(search(router)).toEqual({ market: 'US' });
    expect(policyLink(cell(us, 'Cryptocurrency', 'Google Ads'), 'Google Ads', 'Cryptocurrency')).toBe('/policy/1');
    expect(within(cell(us, 'Cryptocurrency', 'Google Ads')).getByText('Google certification')).toBeTruthy();
  });

  it('for all markets, names the markets whose status differs from GLOBAL, and lists markets when there is no GLOBAL policy', async () => {
    await publish({
      policies: [
        policy(6, { status: 'prohibited', jurisdictions: [{ id: 3, code: 'US', name: 'United States' }] }),
        policy(7, { platformId: 2, categoryId: 2, status: 'prohibited', jurisdictions: [{ id: 2, code: 'IN', name: 'India' }] }),
      ],
    });
    const { router } = open();
    const table = await screen.findByRole('table');
    // India's Google crypto policy is limited like the GLOBAL one, so only US differs.
    expect(within(cell(table, 'Cryptocurrency', 'Google Ads')).getByText(/^Differs in:/).textContent).toBe('Differs in: US');
    const facebookAlcohol = cell(table, 'Alcohol', 'Facebook');
    expect(within(facebookAlcohol).getByText(/^Varies by market/)).toBeTruthy();
    expect(within(facebookAlcohol).getByRole('link', { name: 'View Facebook policy for Alcohol in IN' }).getAttribute('href')).toBe('/policy/7');
    expect(within(facebookAlcohol).getByText('Prohibited')).toBeTruthy();

    // jsdom has no layout, so the 24×24 px target size (WCAG 2.2, 2.5.8) is held by the classes that give it.
    const classes = (name: string) => within(cell(table, 'Cryptocurrency', 'Google Ads')).getByRole('link', { name }).className.split(' ');
    expect(classes('Compare in US')).toEqual(expect.arrayContaining(['min-h-6', 'min-w-6']));
    expect(classes('View Google Ads policy for Cryptocurrency')).toContain('min-h-6');

    fireEvent.click(within(cell(table, 'Cryptocurrency', 'Google Ads')).getByRole('link', { name: 'Compare in US' }));
    const us = await screen.findByRole('table', { name: /in United States \(US\)$/ });
    expect(search(router)).toEqual({ market: 'US' });
    expect(policyLink(cell(us, 'Cryptocurrency', 'Google Ads'), 'Google Ads', 'Cryptocurrency')).toBe('/policy/6');
    expect(cell(us, 'Alcohol', 'Facebook').textContent).toBe('Unknown');
  });

  it('treats UK and GB as one market', async () => {
    const gb = { id: 4, code: 'GB', name: 'United Kingdom' };
    await publish({ jurisdictions: [jurisdiction(4, 'GB', 'United Kingdom')], policies: [policy(8, { categoryId: 2, status: 'prohibited', jurisdictions: [gb] })] });
    open('/compare?market=UK');
    const table = await screen.findByRole('table', { name: /in United Kingdom \(GB\)$/ });
    expect((screen.getByRole('combobox', { name: 'Market' }) as HTMLSelectElement).value).toBe('GB');
    expect(policyLink(cell(table, 'Alcohol', 'Google Ads'), 'Google Ads', 'Alcohol')).toBe('/policy/8');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the choice in the URL: a link opened again shows the same comparison', async () => {
    const first = open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Facebook' }));
    await waitFor(() => expect(search(first.router)).toEqual({ platforms: 'facebook' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Market' }), { target: { value: 'IN' } });
    await waitFor(() => expect(search(first.router)).toEqual({ platforms: 'facebook', market: 'IN' }));
    const link = first.router.state.location.pathname + first.router.state.location.search;
    first.unmount();

    open(link);
    const table = await screen.findByRole('table', { name: /in India \(IN\)$/ });
    expect(columnNames(table)).toEqual(['Category', 'Facebook']);
    expect((screen.getByRole('checkbox', { name: 'Facebook' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Google Ads' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Market' }) as HTMLSelectElement).value).toBe('IN');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when the link names unknown platforms or an unknown market, says so in one line and falls back', async () => {
    open('/compare?platforms=garbage');
    expect((await screen.findByRole('status')).textContent).toBe('Unknown platform “garbage” in the link was ignored. Showing the first 3 platforms.');
    expect(columnNames(screen.getByRole('table'))).toEqual(['Category', 'Google Ads', 'Facebook']);
  });

  it('when the link names a known and an unknown platform and a bad market, keeps the known one and shows all markets', async () => {
    open('/compare?platforms=nope,facebook&market=ZZ');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Unknown platform “nope” in the link was ignored. Unknown market “ZZ” in the link was ignored; showing all markets.',
    );
    expect(columnNames(screen.getByRole('table', { name: /all markets$/ }))).toEqual(['Category', 'Facebook']);
  });

  it('when the link names more than 3 platforms, shows the first 3 and says so', async () => {
    await publishMorePlatforms();
    open('/compare?platforms=twitter,microsoft,google,facebook');
    expect((await screen.findByRole('status')).textContent).toBe('At most 3 platforms can be compared; the first 3 in the link are shown.');
    expect(columnNames(screen.getByRole('table'))).toEqual(['Category', 'Google Ads', 'Microsoft Advertising', 'X Ads']);
  });

  it('without platforms or categories, says "No comparison data available."', async () => {
    const empty = new FakeServer();
    empty.publish({ jurisdictions: [jurisdiction(1, 'GLOBAL', 'Global')] });
    vi.stubGlobal('fetch', empty.fetch);
    await resetReplica(empty);
    open();
    expect(await screen.findByRole('heading', { name: 'No comparison data available.' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opened without a market, starts from the default market of Settings; a market in the link wins', async () => {
    writeDefaultMarket('IN');
    try {
      const first = open();
      await waitFor(() => expect(search(first.router).market).toBe('IN'));
      expect((await screen.findByRole('combobox', { name: 'Market' }) as HTMLSelectElement).value).toBe('IN');
      first.unmount();
      const second = open('/compare?market=US');
      await screen.findByRole('combobox', { name: 'Market' });
      expect(search(second.router).market).toBe('US');
    } finally {
      writeDefaultMarket(null);
    }
  });
});
