// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyUpdate } from '../../../../core/contract';
import { update } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { replica } from '../../lib/replica/replica-db';
import { atPhoneWidth } from '../../test/viewport';
import { UpdatesPage } from './updates-page';

const server = withSeededServer();

// Counts the rows drawn: each row draws its update type's badge once.
const drawn = vi.hoisted(() => ({ badges: 0 }));
vi.mock('../../components/policy/change-type-badge', async (original) => {
  const real = await original<typeof import('../../components/policy/change-type-badge')>();
  const { countRenders } = await import('../../test/count-renders');
  return { ...real, ChangeTypeBadge: countRenders(real.ChangeTypeBadge, () => drawn.badges++) };
});

// Seeded policies: 1, 2 Google Cryptocurrency · 3 Facebook Cryptocurrency · 4 Google Alcohol · 5 Facebook Gambling & Lottery.
const change = (id: number, policyId: number, over: Partial<PolicyUpdate>): PolicyUpdate => ({ ...update(id, policyId), ...over });
const UPDATES = [
  change(1, 1, { changeType: 'New Restriction', updateDate: '2026-05-01', summary: 'Google tightens crypto', affectedJurisdictions: ['IN', 'US'] }),
  change(2, 4, { changeType: 'Restriction Eased', updateDate: '2026-04-01', summary: 'Google eases alcohol' }),
  change(3, 3, { changeType: 'New Restriction', updateDate: '2026-03-01', summary: 'Facebook bans wallets', affectedJurisdictions: ['GB'] }),
  change(4, 5, { changeType: 'Policy Change', updateDate: '2026-02-01', summary: 'Facebook gambling licence' }),
  change(5, 2, { changeType: 'Policy Change', updateDate: '2026-01-10', summary: 'India crypto disclaimer', affectedJurisdictions: ['IN'] }),
];

async function publishUpdates(updates: PolicyUpdate[] = UPDATES) {
  server().publish({ updates });
  await resetReplica(server());
}

const open = (path = '/updates') => renderScreen(path, [{ path: '/updates', element: <UpdatesPage /> }]);
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The summaries of the table's rows, in order. */
const summaries = () => bodyRows().map((row) => row.querySelector('[id$="-summary"]')!.textContent);
const loaded = () => screen.findByRole('table');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the recent updates screen', () => {
  it('shows the title, the subtitle and the table columns exactly, rows newest first', async () => {
    await publishUpdates();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Recent Policy Updates' })).toBeTruthy();
    expect(screen.getByText('Track changes to advertising policies across platforms')).toBeTruthy();
    await loaded();
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Platform', 'Policy Category', 'Update Type', 'Affected Regions', 'Date', 'Actions',
    ]);
    expect(summaries()).toEqual(['Google tightens crypto', 'Google eases alcohol', 'Facebook bans wallets', 'Facebook gambling licence', 'India crypto disclaimer']);
  });

  it('a row shows platform, category with the summary, the type badge, the regions or Global, the en-US date, View and Save', async () => {
    await publishUpdates();
    open();
    await loaded();
    const [first, second] = bodyRows();
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
    expect(cells(first!)).toEqual(['Google Ads', 'CryptocurrencyGoogle tightens crypto', 'New Restriction', 'IN, US', 'May 1, 2026', 'ViewSave']);
    expect(cells(second!)).toEqual(['Google Ads', 'AlcoholGoogle eases alcohol', 'Restriction Eased', 'Global', 'Apr 1, 2026', 'ViewSave']);
    expect(within(first!).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/policy/1');
    // The badge's colour follows spec §4: New Restriction red, Restriction Eased green, Policy Change amber.
    expect(within(first!).getByText('New Restriction').className).toContain('text-prohibited');
    expect(within(second!).getByText('Restriction Eased').className).toContain('text-allowed');
    expect(within(bodyRows()[3]!).getByText('Policy Change').className).toContain('text-limited');
  });

  it('on a phone the same rows are cards with platform, category, summary, type, regions, date, View and Save', async () => {
    atPhoneWidth();
    await publishUpdates();
    open();
    const cards = within(await screen.findByRole('list', { name: 'Policy updates' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const card = within(cards[1]!);
    for (const text of ['Google Ads', 'Alcohol', 'Google eases alcohol', 'Restriction Eased', 'Global', 'Apr 1, 2026']) expect(card.getByText(text)).toBeTruthy();
    expect(card.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/policy/4');
    expect(card.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('the filters combine (platform AND category AND one of the checked types) and live in the URL', async () => {
    await publishUpdates();
    const { router } = open();
    await loaded();
    fireEvent.change(screen.getByRole('combobox', { name: 'Platform' }), { target: { value: 'google' } });
    expect(summaries()).toEqual(['Google tightens crypto', 'Google eases alcohol', 'India crypto disclaimer']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '1' } });
    expect(summaries()).toEqual(['Google tightens crypto', 'India crypto disclaimer']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'New Restriction' }));
    expect(summaries()).toEqual(['Google tightens crypto']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Policy Change' }));
    expect(summaries()).toEqual(['Google tightens crypto', 'India crypto disclaimer']);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('platform')).toBe('google');
    expect(params.get('category')).toBe('1');
    expect(params.getAll('type')).toEqual(['Policy Change', 'New Restriction']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(summaries()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('combobox', { name: 'Platform' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Clear Filters' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens with the filters of the URL applied and shown', async () => {
    await publishUpdates();
    open('/updates?platform=facebook&type=New%20Restriction&type=Policy%20Change');
    await loaded();
    expect(summaries()).toEqual(['Facebook bans wallets', 'Facebook gambling licence']);
    expect((screen.getByRole('combobox', { name: 'Platform' }) as HTMLSelectElement).value).toBe('facebook');
    expect((screen.getByRole('checkbox', { name: 'New Restriction' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Restriction Eased' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('option', { name: 'All Categories' })).toBeTruthy();
  });

  it('ignores filter values it does not know and says which, in one line', async () => {
    await publishUpdates();
    const { router } = open('/updates?type=nonsense&platform=myspace');
    await loaded();
    expect(summaries()).toHaveLength(5);
    expect(screen.getByRole('note').textContent).toBe('Filters not recognised, so not applied: Platform "myspace", Update Type "nonsense".');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('?type=nonsense alone names that value', async () => {
    await publishUpdates();
    open('/updates?type=nonsense');
    await loaded();
    expect(screen.getByRole('note').textContent).toBe('Filter not recognised, so not applied: Update Type "nonsense".');
  });

  it('when nothing matches, shows "No policy updates found" with the hint', async () => {
    await publishUpdates();
    open('/updates?platform=facebook&category=2');
    expect(await screen.findByRole('heading', { name: 'No policy updates found' })).toBeTruthy();
    expect(screen.getByText('Try changing your filter settings to see more results.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the footer says updates are processed daily with today’s en-US date, and names the newest change', async () => {
    await publishUpdates();
    open();
    await loaded();
    // Today in the style of the dates beside it: "Nov 28, 2026".
    const today = new Date();
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(screen.getByText(`Updates are processed daily. Last update: ${MONTHS[today.getMonth()]} ${today.getDate()}, ${today.getFullYear()}`)).toBeTruthy();
    expect(screen.getByText(/^Newest change in the policy library:/).textContent).toBe('Newest change in the policy library: May 1, 2026');
  });

  it('with no updates in the library, shows the empty state', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'No policy updates found' })).toBeTruthy();
    expect(screen.queryByText(/^Newest change/)).toBeNull();
  });

  it('Save follows the policy (aria-pressed, "Saved", in the replica and on the server); again unfollows', async () => {
    await publishUpdates([...UPDATES, change(6, 1, { updateDate: '2025-12-01', summary: 'Older crypto change' })]);
    open();
    await loaded();
    const save = within(bodyRows()[0]!).getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    expect(save.textContent).toBe('Saved');
    expect((await replica().followedPolicies.toArray()).map((r) => r.policyId)).toEqual([1]);
    await waitFor(() => expect([...server().follows.keys()]).toEqual([1]));
    // Every row of the same policy shows it followed.
    expect(within(bodyRows()[5]!).getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Saved' })).toHaveLength(0));
    await waitFor(() => expect(server().follows.size).toBe(0));
    expect(await replica().followedPolicies.count()).toBe(0);
  });

  it('following a policy draws again only the rows of that policy (issue 27)', async () => {
    await publishUpdates([...UPDATES, change(6, 1, { updateDate: '2025-12-01', summary: 'Older crypto change' })]);
    open();
    await loaded();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(6));
    const before = drawn.badges;
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2));
    expect(drawn.badges - before).toBe(2);
    // Unfollowed again, and settled, so the next test starts from nothing followed.
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Saved' })).toHaveLength(0));
    await waitFor(() => expect(server().follows.size).toBe(0));
    expect(await replica().followedPolicies.count()).toBe(0);
  });

  it('a follow the server refuses (the policy left the library) is undone with a message', async () => {
    await publishUpdates();
    server().tables.policies.delete(1); // the server no longer holds it; this replica has not synced since
    open();
    await loaded();
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not follow this policy')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Saved' })).toHaveLength(0));
    expect(await replica().followedPolicies.count()).toBe(0);
    expect(await replica().outbox.count()).toBe(0);
  });

  it('shows the newest 20 updates first, then more on Show more', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      change(100 + i, 1, { updateDate: `2025-01-${String(i + 1).padStart(2, '0')}`, summary: `Change ${i + 1}` }),
    );
    await publishUpdates(many);
    open();
    await loaded();
    expect(summaries()).toHaveLength(20);
    expect(summaries()[0]).toBe('Change 25');
    fireEvent.click(screen.getByRole('button', { name: /^Show more/ }));
    expect(summaries()).toHaveLength(25);
    expect(summaries()[24]).toBe('Change 1');
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
  });
});
