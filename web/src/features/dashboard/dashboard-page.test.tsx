// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDefaultMarket } from '../../lib/default-market';
import { setFollowingLocally } from '../../lib/replica/followed-policies';
import { replica } from '../../lib/replica/replica-db';
import { saveSearchLocally } from '../../lib/replica/save-search-locally';
import { category, policy, update } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { syncReplica } from '../../lib/replica/sync-replica';
import { DashboardPage } from './dashboard-page';
import { oldestVerification } from './db';

const server = withSeededServer();
const open = (path = '/dashboard') => renderScreen(path, [{ path: '/dashboard', element: <DashboardPage /> }]);
const answers = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  localStorage.clear();
  writeDefaultMarket(null);
});

describe('the dashboard', () => {
  it('answers the core categories for the market — India by default — by the one rule, and follows the picker', async () => {
    // Seeded: Google crypto GLOBAL (1, limited) and India (2, limited); Facebook crypto GLOBAL (3, prohibited).
    server().publish({ policies: [policy(2, { title: 'Crypto ads in India', status: 'prohibited', jurisdictions: [{ id: 2, code: 'IN', name: 'India' }] })] });
    await resetReplica(server());
    const { router } = open();
    expect(await screen.findByRole('heading', { name: 'Can we advertise in India?' })).toBeTruthy();
    expect(answers('Cryptocurrency in IN')).toEqual(['Google AdsProhibited', 'FacebookProhibited']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Market' }), { target: { value: 'US' } });
    await waitFor(() => expect(router.state.location.search).toBe('?market=US'));
    expect(answers('Cryptocurrency in US')).toEqual(['Google AdsAllowed with limitations', 'FacebookProhibited']);
  });

  it('starts from the default market of Settings; the core matrix leaves other categories out', async () => {
    server().publish({ categories: [category(4, 'Dating')] });
    await resetReplica(server());
    writeDefaultMarket('US');
    open();
    expect(await screen.findByRole('heading', { name: 'Can we advertise in United States?' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Dating in US' })).toBeNull();
  });

  it('lists the latest changes, followed policies and saved searches, and how fresh the library is', async () => {
    server().publish({
      updates: [{ ...update(1, 4), updateDate: '2026-06-01', summary: 'Alcohol rule eased' } as ReturnType<typeof update>],
      policies: [policy(3, { platformId: 2, title: 'Crypto products on Facebook', status: 'prohibited', verifiedAt: '2025-12-24' })],
    });
    await resetReplica(server());
    await setFollowingLocally(replica(), 3, true);
    await saveSearchLocally(replica(), { name: 'My crypto search', query: 'crypto', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
    open();
    const latest = within(await screen.findByRole('list', { name: 'Latest changes' }));
    expect(latest.getByRole('link', { name: 'Alcohol rule eased' }).getAttribute('href')).toBe('/policy/4');
    expect(answers('Followed policies')).toEqual(['Facebook: Crypto products on FacebookProhibited']);
    expect(within(screen.getByRole('list', { name: 'Saved searches' })).getByRole('link', { name: 'My crypto search' }).getAttribute('href')).toBe('/search?q=crypto&filters=%5B%5D');
    const freshness = screen.getByLabelText('Library freshness');
    expect(within(freshness).getByText('Oldest source check').nextElementSibling?.textContent).toBe('Dec 24, 2025');
    expect(within(freshness).getByText('Newest change').nextElementSibling?.textContent).toBe('Jun 1, 2026');
  });

  it('says which followed policies changed since they were last looked at — a new update counts, a removed policy too — and Mark as seen clears it', async () => {
    const db = replica();
    for (const id of [1, 3, 4]) await setFollowingLocally(db, id, true);
    const { replicaSyncer } = await import('../../lib/replica/replica-sync');
    await replicaSyncer().flushNow();
    // An update of policy 1 arrives, policy 4 leaves the library; policy 3 does not change.
    server().publish({ updates: [{ ...update(7, 1), summary: 'Crypto rule tightened' } as ReturnType<typeof update>] }, { policies: [4] });
    await syncReplica(db, { fetch: server().fetch });
    open();
    const card = within((await screen.findByRole('list', { name: 'Followed policies' })).parentElement!);
    expect(card.getByText('2 changed since you last looked')).toBeTruthy();
    expect(answers('Followed policies')).toEqual([
      // Changed first, then what left the library, then the rest.
      'Google Ads: Cryptocurrency exchangesChanged since you last lookedAllowed with limitations',
      'Policy 4No longer in the libraryUnfollow',
      'Facebook: Crypto products on FacebookProhibited',
    ]);
    fireEvent.click(card.getByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(screen.queryByText(/changed since you last looked/)).toBeNull());
    // Seeing a removed policy is the end of following it.
    await waitFor(() => expect(answers('Followed policies')).toHaveLength(2));
    expect(answers('Followed policies')).toEqual(['Facebook: Crypto products on FacebookProhibited', 'Google Ads: Cryptocurrency exchangesAllowed with limitations']);
    await waitFor(() => expect([...server().follows.keys()].sort()).toEqual([1, 3]));
  });

  it("a saved search's changes show under it, and running it clears them", async () => {
    const mine = await saveSearchLocally(replica(), { name: 'Crypto watch', query: 'crypto', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
    server().publish({ policies: [policy(3, { platformId: 2, title: 'Crypto products on Facebook', description: 'Written permission is needed for crypto.', status: 'limited' })] });
    await syncReplica(replica(), { fetch: server().fetch });
    open();
    const saved = within(await screen.findByRole('list', { name: 'Saved searches' }));
    fireEvent.click(await saved.findByRole('button', { name: '1 changed since you last looked' }));
    expect(saved.getByRole('link', { name: 'Facebook: Crypto products on Facebook' }).getAttribute('href')).toBe('/policy/3');
    fireEvent.click(saved.getByRole('link', { name: 'Crypto watch' }));
    await waitFor(async () => expect((await replica().savedSearches.get(mine.clientId))!.seenRevision).toBe(2));
  });

  it('the oldest source check is the earliest verifiedAt', () => {
    expect(oldestVerification([{ verifiedAt: '2026-03-01' }, { verifiedAt: '2025-11-30' }, { verifiedAt: '2026-01-01' }])).toBe('2025-11-30');
    expect(oldestVerification([])).toBeNull();
  });
});
