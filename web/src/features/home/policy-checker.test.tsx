// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policy } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { HomePage } from './home-page';
import { categoryChoice } from '../../../../core/checker';
import { checkerPlatforms } from './policy-checker';

const server = withSeededServer();
const open = (path = '/') => renderScreen(path, [{ path: '/', element: <HomePage /> }]);
const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check Compliance' }));
/** Opens the landing and checks one platform, category and market. */
const openAndCheck = (platform: string, category: string, market: string) => {
  open();
  choose('Platform', platform);
  choose('Ad Category', category);
  choose('Jurisdiction', market);
  check();
};
const result = () => screen.findByRole('region', { name: /·/ });
const india = { id: 2, code: 'IN', name: 'India' };

describe('the landing', () => {
  it('has the hero with its five toolkit cards, and the tool tabs with Policy Checker first (no Launch Navigator unless enabled)', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Ad policy compliance for regulated categories' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Toolkit' })).getAllByRole('listitem').map((li) => li.querySelector('.font-semibold')?.textContent)).toEqual([
      'AI Ad Creative Analysis', 'Policy Checker', 'Campaign Check', 'Publisher Policy Builder', 'Compliance Reports',
    ]);
    const tools = within(screen.getByRole('region', { name: 'Compliance tools' }));
    expect(tools.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Policy Checker', 'AI Analyzer', 'Publisher Policy Builder']);
    expect(tools.getByRole('tab', { name: 'Policy Checker' }).getAttribute('aria-selected')).toBe('true');
    // "the tab row then has 4 columns, else 3" (spec 001): one row of three, not rows that wrap.
    expect(tools.getByRole('tablist').className).toMatch(/\bgrid-cols-3\b/);
  });

  it('makes the whole toolkit card the tap target: one link per card, its title, stretched over the card by its ::after', () => {
    open();
    const cards = within(screen.getByRole('list', { name: 'Toolkit' })).getAllByRole('listitem');
    expect(cards.map((li) => within(li).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      [['AI Ad Creative Analysis', '/ad-analyzer']],
      [['Policy Checker', '#policy-checker']],
      [['Campaign Check', '/campaign-check']],
      [['Publisher Policy Builder', '/publisher-policy-builder']],
      [['Compliance Reports', '/dashboard']],
    ]);
    // jsdom has no layout: the covering box is the link's ::after, absolutely placed over the `relative` card.
    for (const li of cards) {
      expect(li.className.split(' ')).toContain('relative');
      expect(within(li).getByRole('link').className.split(' ')).toEqual(expect.arrayContaining(['after:absolute', 'after:inset-0']));
    }
  });

  it('the builder tab is a card with Launch to /publisher-policy-builder; the tab is kept in the URL', async () => {
    const { router } = open();
    fireEvent.click(screen.getByRole('tab', { name: 'Publisher Policy Builder' }));
    expect(screen.getByRole('link', { name: 'Launch' }).getAttribute('href')).toBe('/publisher-policy-builder');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=builder'));
  });

  it('opens the AI Analyzer tab when the link carries an image (?filePath=), and preselects ?category= by name or slug', () => {
    open('/?filePath=abc.png');
    expect(screen.getByRole('tab', { name: 'AI Analyzer' }).getAttribute('aria-selected')).toBe('true');
    expect(categoryChoice('Real Money Gaming')).toBe('real-money-gaming');
    expect(categoryChoice('alcohol')).toBe('alcohol');
    expect(categoryChoice('fireworks')).toBe('');
  });
});

describe('the policy checker', () => {
  it('offers the spec choices; Check Compliance is disabled until all three are chosen', () => {
    open('/?category=Alcohol');
    const options = (label: string) => within(screen.getByRole('combobox', { name: label })).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(options('Platform')).toEqual(['Google', 'Facebook / Meta', 'Times Internet (publisher)']);
    expect(options('Ad Category')).toEqual(['Cryptocurrency', 'Gambling & Lottery', 'Real Money Gaming', 'Alcohol']);
    expect(options('Jurisdiction')).toEqual(['India (IN)', 'United States (US)', 'United Kingdom (GB)']);
    expect((screen.getByRole('combobox', { name: 'Ad Category' }) as HTMLSelectElement).value).toBe('alcohol');
    const button = screen.getByRole('button', { name: 'Check Compliance' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    choose('Platform', 'google');
    expect(button.disabled).toBe(true);
    choose('Jurisdiction', 'US');
    expect(button.disabled).toBe(false);
  });

  it('answers from the replica by the one rule: the market\'s own policy, titled with platform, category and market, with its status', async () => {
    server().publish({ policies: [policy(2, { title: 'Crypto ads in India', description: 'Crypto ads in India carry the ASCI disclaimer.', status: 'prohibited', requirements: '- ASCI disclaimer', restrictions: '- No returns claims', minAge: 18, jurisdictions: [india] })] });
    await resetReplica(server());
    openAndCheck('google', 'cryptocurrency', 'IN');
    const card = within(await result());
    expect(card.getByRole('heading', { name: 'Google · Cryptocurrency · India' })).toBeTruthy();
    expect(card.getByText('Compliance Result')).toBeTruthy();
    expect(card.getByText('Prohibited')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Crypto ads in India' }).getAttribute('href')).toBe('/policy/2');
    expect(card.getByText('Crypto ads in India carry the ASCI disclaimer.')).toBeTruthy();
    // The check is counted (a policy_check event, through the outbox).
    await waitFor(() => expect(server().policyChecks).toContainEqual(expect.objectContaining({ checker: 'policy-checker', platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN', outcome: 'prohibited' })));
  });

  it('a market without its own policy gets the global rule, and the result says so', async () => {
    openAndCheck('google', 'cryptocurrency', 'GB');
    const card = within(await result());
    expect(card.getByRole('heading', { name: 'Google · Cryptocurrency · United Kingdom' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Cryptocurrency exchanges' })).toBeTruthy(); // policy 1, GLOBAL
    expect(card.getByText('Allowed with Limitations')).toBeTruthy();
    // This library has no GB row, so the line names the market by its code.
    expect(card.getByTestId('answer-source').textContent).toBe("No GB rule found · Google Ads' global policy applies");
    expect(card.queryByText(/Check before you promise/)).toBeNull();
  });

  it('keeps the answer a rep reads out in front, with the confidence mark by the status, and the research note behind "How we know", closed (ADR 227)', async () => {
    server().publish({ policies: [policy(2, {
      title: 'Crypto ads in India', description: 'Exchange ads are not eligible in India.', status: 'limited', statusQualifier: 'no route found',
      confidence: 'low', verifiedAt: null, note: 'No India entry in the location list read.', jurisdictions: [india],
    })] });
    await resetReplica(server());
    openAndCheck('google', 'cryptocurrency', 'IN');
    const region = await result();
    const card = within(region);
    expect(card.getByText('Exchange ads are not eligible in India.')).toBeTruthy();
    expect(card.getByTestId('answer-source').textContent).toBe("India · Google Ads' India rule");
    // Low confidence never approves: the rep is told to check before promising anything (ADR 228).
    expect(card.getByText('Check before you promise.').parentElement!.textContent).toContain('(no route found)');
    expect(card.getByText('Not verified').parentElement!.textContent).toMatch(/^Allowed with Limitations.*no route found.*Not verified$/);
    const howWeKnow = card.getByText('How we know').closest('details') as HTMLDetailsElement;
    expect(howWeKnow.open).toBe(false);
    expect(within(howWeKnow).getByText('No India entry in the location list read.')).toBeTruthy();
    expect(within(howWeKnow).getByText('The source was not read for this record.')).toBeTruthy();
    // The note comes after the answer and the panels' buttons, so it never pushes them down.
    const order = [card.getByText('Exchange ads are not eligible in India.'), card.getByRole('button', { name: 'Show Requirements' }), howWeKnow];
    for (let i = 1; i < order.length; i += 1) expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Show Requirements and View Documentation open one panel at a time; View Source opens the record\'s source in a new tab', async () => {
    server().publish({
      documents: [
        { id: 2, key: 'google-form', title: 'Google form', kind: 'documentation', markdown: 'Fill in the form.', sourceUrl: null, revision: 1 },
        { id: 1, key: 'google-checklist', title: 'Google checklist', kind: 'documentation', markdown: '# Checklist\n\n- Business licence', sourceUrl: 'https://support.google.com/adspolicy/answer/1', revision: 1 },
        { id: 3, key: 'meta-checklist', title: 'Meta checklist', kind: 'documentation', markdown: 'Not this one.', sourceUrl: null, revision: 1 },
      ],
      policies: [policy(4, { categoryId: 2, title: 'Alcohol ads', status: 'limited', requirements: '- Target 21+ only', restrictions: '- No drinking and driving', minAge: 21, documents: ['google-form', 'google-checklist'], jurisdictions: [{ id: 3, code: 'US', name: 'United States' }] })],
    } as never);
    await resetReplica(server());
    openAndCheck('google', 'alcohol', 'US');
    const card = within(await result());
    const requirements = card.getByRole('button', { name: 'Show Requirements' });
    fireEvent.click(requirements);
    expect(requirements.textContent).toBe('Hide Requirements');
    const panel = within(card.getByRole('region', { name: 'Requirements' }));
    expect(panel.getByText('Target 21+ only')).toBeTruthy();
    expect(panel.getByText('No drinking and driving')).toBeTruthy();
    expect(panel.getByText('Minimum age: 21+')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'View Documentation' }));
    expect(card.queryByRole('region', { name: 'Requirements' })).toBeNull();
    expect(requirements.textContent).toBe('Show Requirements');
    expect(within(card.getByRole('article', { name: 'Google checklist' })).getByText('Business licence')).toBeTruthy();
    // The documents the policy names, in its order, and no other.
    expect(card.getAllByRole('article').map((a) => a.getAttribute('aria-label') ?? a.textContent)).toEqual(['Google form', 'Google checklist']);
    expect(card.getByRole('button', { name: 'Hide Documentation' })).toBeTruthy();
    const source = card.getByRole('link', { name: /View Source/ });
    expect([source.getAttribute('href'), source.getAttribute('target'), source.getAttribute('rel')]).toEqual(['https://example.com/policy', '_blank', 'noopener noreferrer']);
  });

  it('for Google, gambling and the US, the subcategory tabs count each product\'s states from the data (none chosen at first)', async () => {
    const us = { id: 3, code: 'US', name: 'United States' };
    server().publish({
      policies: [policy(6, {
        categoryId: 3, title: 'Gambling in the US', status: 'limited', jurisdictions: [us],
        regionalRules: [
          { code: 'US-NJ', name: 'New Jersey', products: ['sports-betting', 'online-casino'], status: 'limited', note: 'Licensed by the state.' },
          { code: 'US-TX', name: 'Texas', products: ['sports-betting', 'online-casino'], status: 'prohibited', note: 'Not licensed in Texas.' },
        ],
      })],
    });
    await resetReplica(server());
    openAndCheck('google', 'gambling-lottery', 'US');
    const card = within(await result());
    const tabs = within(card.getByRole('tablist', { name: 'Select gambling subcategory:' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Daily Fantasy Sports', 'Sports Betting', 'Online Casino', 'Horse Racing']);
    expect(tabs.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(card.queryByRole('tabpanel')).toBeNull();
    fireEvent.click(tabs.getByRole('tab', { name: 'Online Casino' }));
    const panel = within(card.getByRole('tabpanel'));
    expect(panel.getByText('Available in 1 state')).toBeTruthy();
    expect(panel.getByText('Not available in 1 state')).toBeTruthy();
    expect(panel.getByText('Available in: New Jersey')).toBeTruthy();
    expect(panel.getByText('Not available in: Texas')).toBeTruthy();
    // The chosen tab decides the subcategory terms at the top of the documentation.
    fireEvent.click(card.getByRole('button', { name: 'View Documentation' }));
    expect(card.getByRole('article', { name: 'Online Casino terms' }).textContent).toContain('May be advertised in 1 state: New Jersey.');
    fireEvent.click(tabs.getByRole('tab', { name: 'Sports Betting' }));
    expect(card.queryByRole('article', { name: 'Online Casino terms' })).toBeNull();
    expect(card.getByRole('article', { name: 'Sports Betting terms' }).textContent).toContain('Not in 1 state: Texas.');
    fireEvent.click(tabs.getByRole('tab', { name: 'Horse Racing' }));
    expect(within(card.getByRole('tabpanel')).getByText(/The data lists no state rules for this subcategory/)).toBeTruthy();
    // Not for another platform.
    choose('Platform', 'facebook');
    check();
    await waitFor(() => expect(screen.getByRole('region', { name: /Facebook/ })).toBeTruthy());
    expect(screen.queryByRole('tablist', { name: 'Select gambling subcategory:' })).toBeNull();
  });

  it('a deployment whose publisher is not one the library knows offers it instead, answered with its generated policy (id 999999)', async () => {
    expect(checkerPlatforms('Digital Publisher').map((p) => p.label)).toEqual(['Google', 'Facebook / Meta', 'Times Internet (publisher)']);
    server().config = { companyName: 'AdPolicy Compass', isPublicMode: true, publisherName: 'Acme Media', enableLaunchNavigator: false, supportEmail: '' };
    server().publish({
      documents: [
        { id: 9, key: 'publisher-advertising-policy-template', title: 'Template', kind: 'template', sourceUrl: null, revision: 1, markdown: '# {{publisher}} advertising policy: {{category}} in {{market}}\n\n**Status: {{status}}.**\n\n{{description}}' },
        { id: 10, key: 'generic-undertaking', title: 'Undertaking', kind: 'undertaking', sourceUrl: null, revision: 1, markdown: 'To: **[Publisher name]**' },
      ],
    } as never);
    await resetReplica(server());
    open();
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Platform' })).getByRole('option', { name: 'Acme Media (publisher)' })).toBeTruthy());
    choose('Platform', 'custom-publisher');
    choose('Ad Category', 'cryptocurrency');
    choose('Jurisdiction', 'IN');
    check();
    const card = within(await result());
    expect(card.getByRole('heading', { name: 'Acme Media (publisher) · Cryptocurrency · India' })).toBeTruthy();
    expect(card.getByText('Custom publisher policy · generated from the library')).toBeTruthy();
    expect(card.getByText('Acme Media advertising policy: Cryptocurrency in India')).toBeTruthy();
    expect(card.queryByRole('link', { name: /Acme Media advertising policy/ })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'View Documentation' }));
    expect(within(card.getByRole('region', { name: 'Documentation' })).getByText('Crypto ads in India carry the ASCI disclaimer.')).toBeTruthy();
  });

  it("says 'No policy found' when nothing answers for the combination", async () => {
    open();
    choose('Platform', 'google');
    choose('Ad Category', 'real-money-gaming'); // not in this replica
    choose('Jurisdiction', 'US');
    check();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('No policy found')).toBeTruthy();
    expect(alert.getByText(/No specific policy exists for this combination/)).toBeTruthy();
  });

  it('offline on a device without the library, says so instead of answering', async () => {
    await resetReplica(null);
    server().offline = true;
    openAndCheck('google', 'alcohol', 'US');
    expect(await screen.findByText('The check could not be made')).toBeTruthy();
    expect(screen.getByText(/The policy library is not on this device yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check Compliance' })).toBeTruthy();
  });
});
