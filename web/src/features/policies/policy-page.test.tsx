// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Law, PolicyUpdate } from '../../../../core/contract';
import { policy, update } from '../../lib/replica/testing/fake-server';
import { setFollowingLocally } from '../../lib/replica/followed-policies';
import { replica } from '../../lib/replica/replica-db';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { syncReplica } from '../../lib/replica/sync-replica';
import { PolicyPage } from './policy-page';

const server = withSeededServer();
const open = (id: string) => renderScreen(`/policy/${id}`, [{ path: '/policy/:id', element: <PolicyPage /> }]);
const changed = (u: PolicyUpdate, over: Partial<PolicyUpdate>): PolicyUpdate => ({ ...u, ...over });
const india = { id: 2, code: 'IN', name: 'India' };

const checklist = {
  id: 1, key: 'google-documentation-requirements', title: 'Google Ads: documentation for restricted categories', kind: 'documentation',
  markdown: '# Google checklist\n\n## Documents to prepare\n\n- **Business licence**: proof of registration\n\n## Submission process\n\n1. Check eligibility\n2. Apply\n\nReview typically takes **5–7 business days**.',
  sourceUrl: 'https://support.google.com/adspolicy/answer/6008942', revision: 1,
};

describe('the policy detail screen', () => {
  it('says "Invalid Policy ID" for an id that is not a number, with a way back to search', async () => {
    open('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Policy ID' })).toBeTruthy();
    expect(screen.getByText('The policy ID provided is not valid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search policies' }).getAttribute('href')).toBe('/search');
  });

  it('says "Policy not found" for a number the dataset does not hold', async () => {
    open('99999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy not found' })).toBeTruthy();
    expect(screen.getByText("The policy you're looking for does not exist or has been removed.")).toBeTruthy();
  });

  it('shows the breadcrumb, the main card, its sections and the original policy link', async () => {
    server().publish({
      policies: [policy(2, {
        title: 'Crypto ads in India', description: 'Crypto ads in India carry the ASCI disclaimer.', status: 'limited', jurisdictions: [india],
        requirements: '- ASCI disclaimer on every ad', restrictions: '- No promises of returns', details: '### Background\nVDA rules since **2022**.',
        sourceUrl: 'https://asci.example/vda', lastUpdated: '2026-05-10',
      })],
    });
    await resetReplica(server());
    open('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto ads in India' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'], ['Policies', '/search'], ['Google Ads', '/platform/google'],
    ]);
    expect(crumbs.getByText('Crypto ads in India').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('Allowed with limitations').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Requirements' })).toBeTruthy();
    expect(screen.getByText('ASCI disclaimer on every ad').tagName).toBe('LI');
    expect(screen.getByRole('heading', { name: 'Restrictions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Detailed Information' })).toBeTruthy();
    expect(screen.getByText('2022').tagName).toBe('STRONG');
    expect(screen.getByText(/^Last updated/).textContent).toBe('Last updated May 10, 2026');
    expect(screen.getByRole('link', { name: 'View Original Policy' }).getAttribute('href')).toBe('https://asci.example/vda');
  });

  it('for a limited policy, shows Documentation Requirements from the seed document and the certification', async () => {
    server().publish({
      documents: [checklist],
      policies: [policy(1, { status: 'limited', documents: [checklist.key], certification: 'Google crypto certification per country.' })],
    });
    await resetReplica(server());
    open('1');
    const block = (await screen.findByRole('heading', { name: 'Documentation Requirements' })).closest('div.rounded-lg') as HTMLElement;
    const inBlock = within(block);
    expect(inBlock.getByText('Google crypto certification per country.')).toBeTruthy();
    expect(inBlock.getByRole('heading', { name: 'Documents to prepare' })).toBeTruthy();
    expect(inBlock.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Business licence: proof of registration', 'Check eligibility', 'Apply']);
    expect(inBlock.getByText('5–7 business days').tagName).toBe('STRONG');
  });

  it('shows no Documentation Requirements for a policy that is not limited', async () => {
    open('4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alcohol ads' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documentation Requirements' })).toBeNull();
  });

  it('lists each jurisdiction with its code, the GLOBAL sentence, the note for others, and the regional rules', async () => {
    server().publish({
      policies: [policy(4, {
        categoryId: 2, title: 'Alcohol ads', status: 'allowed', jurisdictions: [{ id: 1, code: 'GLOBAL', name: 'Global' }, { id: 3, code: 'US', name: 'United States' }],
        regionalRules: [{ code: 'US-UT', name: 'Utah', products: [], status: 'prohibited', minAge: 21, note: 'State law bars most alcohol ads.' }],
      })],
    });
    await resetReplica(server());
    open('4');
    const card = within((await screen.findByRole('heading', { name: 'Jurisdiction-Specific Rules' })).closest('div.rounded-lg') as HTMLElement);
    expect(card.getByText('(GLOBAL)')).toBeTruthy();
    expect(card.getByText('(US)')).toBeTruthy();
    expect(card.getByText('Standard global policy applies to this jurisdiction without exceptions.')).toBeTruthy();
    expect(card.getByText('Additional approval or verification may be required to advertise in this jurisdiction.')).toBeTruthy();
    const [rule] = within(card.getByRole('list', { name: 'Regional rules' })).getAllByRole('listitem');
    expect(rule.textContent).toContain('Utah');
    expect(rule.textContent).toContain('Prohibited');
    expect(rule.textContent).toContain('Minimum age 21');
  });

  it('shows one row per region with each rule naming its products, and the laws that shape the policy with their changes', async () => {
    const law: Law = {
      id: 1, key: 'us-state-gambling-laws', jurisdictionCode: 'US', title: 'US state gambling laws', regulator: 'State regulators',
      categories: ['gambling-lottery'], adRequirements: '- Licensed states only.', status: 'in-force', enactedOn: null, effectiveFrom: null,
      courtChallenge: 'A veto campaign was announced.', sourceUrl: 'https://example.com/law', extraSources: [], verifiedAt: null,
      confidence: 'medium', note: 'Source not read in this pass.', revision: 1,
    };
    const lawUpdate: PolicyUpdate = { ...update(7, 5), policyId: null, lawId: 1, summary: 'Texas bans lottery couriers' };
    server().publish({
      laws: [law],
      updates: [lawUpdate],
      policies: [policy(5, {
        title: 'Gambling in the US', status: 'limited', laws: ['us-state-gambling-laws'], jurisdictions: [{ id: 3, code: 'US', name: 'United States' }],
        regionalRules: [
          { code: 'US-TX', name: 'Texas', products: ['lottery-courier'], status: 'prohibited', note: 'SB 3070 bans couriers.' },
          { code: 'US-TX', name: 'Texas', products: ['prediction-markets'], status: 'limited', note: 'Certified markets only.' },
        ],
      })],
    });
    await resetReplica(server());
    open('5');
    const rules = await screen.findByRole('list', { name: 'Regional rules' });
    expect(screen.getByRole('heading', { name: 'Regional rules (1)' })).toBeTruthy();
    const texas = rules.firstElementChild as HTMLElement;
    expect(texas.textContent).toMatch(/Texas.*Lottery couriers:.*Prohibited.*SB 3070.*Prediction markets:.*Allowed with limitations/);
    const laws = within((await screen.findByRole('heading', { name: 'Laws and regulator rules' })).closest('div.rounded-lg') as HTMLElement);
    expect(laws.getByRole('heading', { name: 'US state gambling laws' })).toBeTruthy();
    expect(laws.getAllByText('Not settled (see How we know)')).toHaveLength(2);
    expect(laws.getByText('A veto campaign was announced.')).toBeTruthy();
    expect(laws.getByText('Partly verified').parentElement!.textContent).toMatch(/^In force.*Partly verified/);
    const lawEvidence = laws.getByText('Source not read in this pass.').closest('details') as HTMLDetailsElement;
    expect(lawEvidence.open).toBe(false);
    expect(within(lawEvidence).getByText('The source was not read for this record.')).toBeTruthy();
    expect(laws.getByRole('list', { name: 'Changes to US state gambling laws' }).textContent).toContain('Texas bans lottery couriers');
  });

  it('says next to the status when the record is not verified, and keeps its note and sources behind "How we know", closed (ADR 227)', async () => {
    server().publish({ policies: [policy(3, {
      platformId: 2, title: 'Crypto products on Facebook', status: 'prohibited', confidence: 'low', verifiedAt: '2026-11-25',
      note: 'The 2026 licence list was not retrieved.', extraSources: ['https://www.example.org/report'],
    })] });
    await resetReplica(server());
    open('3');
    const [mark] = await screen.findAllByText('Not verified');
    expect(mark!.parentElement!.textContent).toMatch(/^Prohibited.*Not verified$/);
    const howWeKnow = screen.getByText('How we know').closest('details') as HTMLDetailsElement;
    expect(howWeKnow.open).toBe(false);
    expect(within(howWeKnow).getByText('The 2026 licence list was not retrieved.')).toBeTruthy();
    expect(howWeKnow.textContent).toContain('Source last checked');
    const sources = within(within(howWeKnow).getByRole('list', { name: 'Sources' })).getAllByRole('link');
    expect(sources.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/policy', 'https://www.example.org/report']);
  });

  it('lists this policy\'s changes, newest first, with "Global" when no region is named', async () => {
    server().publish({
      updates: [
        changed(update(1, 2), { updateDate: '2026-01-05', summary: 'Older change', affectedJurisdictions: ['IN'] }),
        changed(update(2, 2), { updateDate: '2026-06-01', summary: 'Newer change', changeType: 'New Restriction', affectedJurisdictions: [] }),
        changed(update(3, 1), { summary: 'Another policy’s change' }),
      ],
    });
    await resetReplica(server());
    open('2');
    const card = within((await screen.findByRole('heading', { name: 'Recent Policy Changes' })).closest('div.rounded-lg') as HTMLElement);
    expect(card.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Newer change', 'Older change']);
    expect(card.getByText(/Affected regions: Global/)).toBeTruthy();
    expect(card.getByText(/Affected regions: IN/)).toBeTruthy();
    expect(card.getByText('New Restriction')).toBeTruthy();
  });

  it('Similar Policies: the other platforms for the same category and market, resolved by the one rule', async () => {
    // Facebook has a GLOBAL crypto policy (3, prohibited) and now an India one (6, limited): India wins.
    server().publish({ policies: [policy(6, { platformId: 2, title: 'Facebook crypto India', status: 'limited', jurisdictions: [india] })] });
    await resetReplica(server());
    open('2');
    const list = within(await screen.findByRole('list', { name: 'Similar policies' }));
    const [facebook] = list.getAllByRole('listitem');
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(within(facebook!).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('/policy/6');
    expect(within(facebook!).getByText('Allowed with limitations')).toBeTruthy();
    expect(screen.getByText('The same category on other platforms, for India.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare All Platforms' }).getAttribute('href')).toBe('/compare?market=IN');
  });

  it('Similar Policies: a platform with no policy for the market reads Unknown, without a link', async () => {
    open('5'); // Facebook gambling (GLOBAL): Google has no gambling policy
    const list = within(await screen.findByRole('list', { name: 'Similar policies' }));
    const [google] = list.getAllByRole('listitem');
    expect(google!.textContent).toContain('Google Ads');
    expect(google!.textContent).toContain('Unknown');
    expect(within(google!).queryByRole('link')).toBeNull();
  });

  it('shows the Policy Information card with platform and category links', async () => {
    open('1');
    const card = within((await screen.findByRole('heading', { name: 'Policy Information' })).closest('div.rounded-lg') as HTMLElement);
    expect(card.getByRole('link', { name: 'Google Ads' }).getAttribute('href')).toBe('/platform/google');
    expect(card.getByRole('link', { name: 'Cryptocurrency' }).getAttribute('href')).toBe('/category/1');
    expect(card.getByText('Applicable To').nextElementSibling?.textContent).toBe('Global');
  });

  it('Follow follows the policy here and on the server (aria-pressed, "Following"); again stops', async () => {
    open('4');
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect([...server().follows.keys()]).toEqual([4]));
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    await waitFor(() => expect(server().follows.size).toBe(0));
  });

  it('opening a followed policy that changed is looking at it: its seen revision moves to the current one', async () => {
    await setFollowingLocally(replica(), 3, true);
    await setFollowingLocally(replica(), 1, true);
    server().publish({ policies: [policy(3, { platformId: 2, title: 'Crypto products on Facebook', status: 'limited' }), policy(1, { title: 'Exchanges, changed' })] });
    await syncReplica(replica(), { fetch: server().fetch });
    open('3');
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    await waitFor(async () => expect((await replica().followedPolicies.get(3))!.seenRevision).toBe(2));
    expect((await replica().followedPolicies.get(1))!.seenRevision).toBe(1); // not opened: still changed
  });

  it('a policy opened before paints at once on the next visit (no skeleton), and a newer revision replaces it', async () => {
    open('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto ads in India' })).toBeTruthy();
    cleanup();
    open('2');
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto ads in India' })).toBeTruthy(); // the first render
    cleanup();
    server().publish({ policies: [policy(2, { title: 'Crypto ads in India, revised', jurisdictions: [india] })] });
    await syncReplica(replica(), { fetch: server().fetch });
    open('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto ads in India, revised' })).toBeTruthy();
  });
});
