// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDefaultMarket } from '../../lib/default-market';
import { setFollowingPolicy } from '../../lib/followed-policies';
import { replica } from '../../lib/replica/replica-db';
import { saveSearchLocally } from '../../lib/replica/save-search-locally';
import { category, policy, update } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../lib/replica/testing/render-screen';
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
    expect(answers('Cryptocurrency in IN')).toEqual(['Google AdsNot allowed', 'FacebookNot allowed']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Market' }), { target: { value: 'US' } });
    await waitFor(() => expect(router.state.location.search).toBe('?market=US'));
    expect(answers('Cryptocurrency in US')).toEqual(['Google AdsAllowed with limitations', 'FacebookNot allowed']);
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
    setFollowingPolicy(3, true);
    await saveSearchLocally(replica(), { name: 'My crypto search', query: 'crypto', filters: { platforms: [], categories: [], jurisdictions: [], status: [] } });
    open();
    const latest = within(await screen.findByRole('list', { name: 'Latest changes' }));
    expect(latest.getByRole('link', { name: 'Alcohol rule eased' }).getAttribute('href')).toBe('/policy/4');
    expect(answers('Followed policies')).toEqual(['Facebook: Crypto products on FacebookNot allowed']);
    expect(within(screen.getByRole('list', { name: 'Saved searches' })).getByRole('link', { name: 'My crypto search' }).getAttribute('href')).toBe('/search?q=crypto&filters=%5B%5D');
    const freshness = screen.getByLabelText('Library freshness');
    expect(within(freshness).getByText('Oldest source check').nextElementSibling?.textContent).toBe('Dec 24, 2025');
    expect(within(freshness).getByText('Newest change').nextElementSibling?.textContent).toBe('Jun 1, 2026');
  });

  it('the oldest source check is the earliest verifiedAt', () => {
    expect(oldestVerification([{ verifiedAt: '2026-03-01' }, { verifiedAt: '2025-11-30' }, { verifiedAt: '2026-01-01' }])).toBe('2025-11-30');
    expect(oldestVerification([])).toBeNull();
  });
});
