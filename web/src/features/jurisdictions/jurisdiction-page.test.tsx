// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, withSeededServer } from '../../test/render-screen';
import { JurisdictionPage } from './jurisdiction-page';

withSeededServer();
const open = (code: string) => renderScreen(`/jurisdiction/${code}`, [{ path: '/jurisdiction/:code', element: <JurisdictionPage /> }]);

describe('the jurisdiction page', () => {
  it('answers every platform for each category in the market, linking to the policy that answers', async () => {
    open('IN');
    expect(await screen.findByRole('heading', { level: 1, name: 'India Policies' })).toBeTruthy();
    // Seeded: Google has an India crypto policy (2); Facebook only a global one (3, prohibited).
    const crypto = within(screen.getByRole('list', { name: 'Cryptocurrency in IN' }));
    const [google, facebook] = crypto.getAllByRole('listitem');
    expect(within(google!).getByRole('link', { name: 'Google Ads' }).getAttribute('href')).toBe('/policy/2');
    expect(google!.textContent).toContain('Allowed with limitations');
    expect(within(facebook!).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('/policy/3');
    expect(facebook!.textContent).toContain('No India rule found · global policy applies');
    expect(facebook!.textContent).toContain('Prohibited');
    const gambling = within(screen.getByRole('list', { name: 'Gambling & Lottery in IN' }));
    expect(gambling.getAllByRole('listitem')[0]!.textContent).toContain('Unknown');
  });

  it('shows a clear not-found screen for a code the dataset does not have', async () => {
    open('XX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jurisdiction Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'India' }).getAttribute('href')).toBe('/jurisdiction/IN');
    // In a rep's words, not the app's ("dataset", "code").
    expect(screen.getByText(/is not a market in the policy library/).textContent).toMatch(/^“XX” is not a market in the policy library\./);
  });
});
