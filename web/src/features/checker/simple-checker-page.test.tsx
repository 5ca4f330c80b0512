// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { category, platform, policy } from '../../lib/replica/testing/fake-server';
import { SiteFooter } from '../../components/layout/site-footer';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { SimpleCheckerPage } from './simple-checker-page';

const server = withSeededServer();
// The page above its layout's footer (the sidebar layout's SiteFooter), as the route shows it.
const open = () => renderScreen('/simple-checker', [{ path: '/simple-checker', element: <><SimpleCheckerPage /><SiteFooter /></> }]);
const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const run = (platformId: string, categorySlug: string, market: string) => {
  choose('Platform', platformId);
  choose('Category', categorySlug);
  choose('Jurisdiction', market);
  fireEvent.click(screen.getByRole('button', { name: 'Check Policy' }));
};
const india = { id: 2, code: 'IN', name: 'India' };
const global = { id: 1, code: 'GLOBAL', name: 'Global' };

beforeEach(async () => {
  // The seeded replica plus the publisher: its own India gaming record, and a global crypto rule only.
  server().publish({
    platforms: [{ ...platform(3, 'timesinternet', 'Times Internet'), kind: 'publisher' } as ReturnType<typeof platform>],
    categories: [category(4, 'Real Money Gaming')],
    policies: [
      policy(10, { platformId: 3, categoryId: 4, title: 'Gaming ads in India', status: 'prohibited', requirements: '- None: no ads for online money games', jurisdictions: [india] }),
      policy(11, { platformId: 3, categoryId: 1, title: 'Crypto (default rule)', status: 'limited', jurisdictions: [global] }),
      policy(4, { categoryId: 2, title: 'Alcohol ads', status: 'limited', requirements: '- Target 21+ only\n- Follow state law', details: '## Detailed\n\nThe full rule.', sourceUrl: '#', jurisdictions: [global, { id: 3, code: 'US', name: 'United States' }] }),
    ],
  });
  await resetReplica(server());
});

describe('the simple checker', () => {
  it("offers the spec's choices; Check Policy is disabled until all three are chosen; the footer names this year, once", () => {
    open();
    const options = (label: string) => within(screen.getByRole('combobox', { name: label })).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(options('Platform')).toEqual(['Google', 'Facebook', 'Times Internet']);
    expect(options('Category')).toEqual(['Alcohol', 'Cryptocurrency', 'Real Money Gaming']);
    expect(options('Jurisdiction')).toEqual(['India (IN)', 'United States (US)', 'United Kingdom (GB)']);
    expect((screen.getByRole('button', { name: 'Check Policy' }) as HTMLButtonElement).disabled).toBe(true);
    choose('Platform', 'google');
    choose('Category', 'alcohol');
    expect((screen.getByRole('button', { name: 'Check Policy' }) as HTMLButtonElement).disabled).toBe(true);
    // Spec 001's footer line is the layout's footer; the page drew a second one above it.
    expect(screen.getAllByText(`© ${new Date().getFullYear()} AdPolicy Compass`)).toHaveLength(1);
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} AdPolicy Compass`);
  });

  it('shows the status box; requirements line by line, details as documentation; no View Source for a "#" source', async () => {
    open();
    run('google', 'alcohol', 'US');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByText('Allowed with Limitations')).toBeTruthy();
    fireEvent.click(result.getByRole('button', { name: 'Show Requirements' }));
    expect(within(result.getByRole('list', { name: 'Requirements' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Target 21+ only', 'Follow state law']);
    fireEvent.click(result.getByRole('button', { name: 'View Documentation' }));
    expect(result.queryByRole('list', { name: 'Requirements' })).toBeNull();
    expect(within(result.getByRole('region', { name: 'Documentation' })).getByText('The full rule.')).toBeTruthy();
    expect(result.queryByRole('link', { name: /View Source/ })).toBeNull();
  });

  it("the publisher where it has no rule of its own: 'Not Available'", async () => {
    open();
    run('timesinternet', 'cryptocurrency', 'US');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByText('Not Available')).toBeTruthy();
    expect(result.getByText('Times Internet has no ad policy for this category in this jurisdiction.')).toBeTruthy();
    await waitFor(() => expect(server().policyChecks).toContainEqual(expect.objectContaining({ checker: 'simple-checker', platform: 'timesinternet', outcome: 'not-available' })));
  });

  it('the publisher, Real Money Gaming, India: its own record, and the undertaking button naming the publisher', async () => {
    open();
    run('timesinternet', 'real-money-gaming', 'IN');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByText('Prohibited')).toBeTruthy();
    expect(result.getByRole('link', { name: 'Times Internet Advertiser Undertaking' }).getAttribute('href')).toBe('/undertaking');
    expect(result.getByRole('link', { name: /View Source/ }).getAttribute('href')).toBe('https://example.com/policy');
  });

  it('nothing answers: the spec\'s no-result text', async () => {
    open();
    run('facebook', 'real-money-gaming', 'US');
    expect(await screen.findByText('No policy found for the selected criteria. Please try a different combination.')).toBeTruthy();
  });
});
