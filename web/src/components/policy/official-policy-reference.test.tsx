// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policy } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { OfficialPolicyReference, type PolicyReferenceProps } from './official-policy-reference';

const server = withSeededServer();
const open = (props: PolicyReferenceProps) => renderScreen('/', [{ path: '/', element: <OfficialPolicyReference {...props} /> }]);
const india = { id: 2, code: 'IN', name: 'India' };

describe('the Official Policy Reference panel', () => {
  it('asks for all three selections first', () => {
    open({ platform: 'google', category: 'cryptocurrency', jurisdiction: null });
    expect(screen.getByText('Select platform, category, and jurisdiction to view policy reference.')).toBeTruthy();
  });

  it('says Policy Not Found when nothing answers', async () => {
    open({ platform: 'google', category: 'Real Money Gaming', jurisdiction: 'US' });
    expect(await screen.findByText('Policy Not Found')).toBeTruthy();
  });

  it('shows the policy that answers, its status, its requirement items from the data with AI Flagged on those the analysis found missing or broken, and its documentation', async () => {
    server().publish({ policies: [policy(2, { title: 'Crypto ads in India', status: 'limited', confidence: 'low', statusQualifier: 'no route found', requirements: '- The ASCI disclaimer on one fifth of the ad\n- Advertiser contact shown', restrictions: '- No promise of returns', details: '## ASCI rules\n\nUse the prescribed wording.', jurisdictions: [india] })] });
    await resetReplica(server());
    // A status finding about crypto in India shares every line's words, yet flags none: only what was missing or broken is flagged.
    open({ platform: 'google', category: 'Cryptocurrency', jurisdiction: 'IN', highlightedViolations: [
      { topic: 'disclaimer', check: 'ASCI crypto risk disclaimer' },
      { topic: 'claim', check: 'Guaranteed returns' },
      { topic: 'status', check: 'Category allowed on this platform: crypto ads in India, contact, advertiser' },
    ] });
    const panel = within(await screen.findByRole('region', { name: 'Official Policy Reference' }));
    expect(await panel.findByRole('heading', { name: 'Crypto ads in India' })).toBeTruthy();
    expect(panel.getByText('Allowed with limitations')).toBeTruthy();
    expect(panel.getByText('no route found')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Show Requirements' }));
    const items = within(panel.getByRole('list', { name: 'Requirements' })).getAllByRole('listitem');
    expect(items.map((li) => [li.textContent?.replace('AI Flagged', '').trim(), li.textContent?.includes('AI Flagged')])).toEqual([
      ['The ASCI disclaimer on one fifth of the ad', true],
      ['Advertiser contact shown', false],
      ['Not allowed: No promise of returns', true],
    ]);
    fireEvent.click(panel.getByRole('button', { name: 'View Documentation' }));
    expect(panel.queryByRole('list', { name: 'Requirements' })).toBeNull();
    expect(within(panel.getByRole('region', { name: 'Documentation' })).getByText('Use the prescribed wording.')).toBeTruthy();
  });
});
