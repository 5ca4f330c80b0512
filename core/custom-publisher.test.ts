import { describe, expect, it } from 'vitest';
import { seedPolicyLibrary } from '../seed/policy-library';
import { customPublisherPolicy, CUSTOM_PUBLISHER_POLICY_ID, isCustomPublisher } from './custom-publisher';

const library = seedPolicyLibrary();

describe('a custom publisher in the checker (spec 001 §4)', () => {
  it('is any publisher name outside the known ones', () => {
    for (const known of ['google', 'Facebook', 'meta', 'times-internet', 'Times Internet', 'indian-digital-publisher', 'Digital Publisher']) expect(isCustomPublisher(known), known).toBe(false);
    expect(isCustomPublisher('Acme Media')).toBe(true);
    expect(isCustomPublisher('  ')).toBe(false);
  });

  it('answers with the generated policy: id 999999, marked custom-publisher, the markdown by category and country', () => {
    const india = customPublisherPolicy(library, 'Acme Media', 'cryptocurrency', 'IN', '2026-11-25')!;
    expect(india).toMatchObject({ id: CUSTOM_PUBLISHER_POLICY_ID, policyKind: 'custom-publisher', isCustomPublisher: true, status: 'limited', title: 'Acme Media advertising policy: Cryptocurrency in India' });
    expect(india.details).toContain('Crypto products and NFTs are unregulated and can be highly risky.');
    expect(india.platform.name).toBe('Acme Media');
    const us = customPublisherPolicy(library, 'Acme Media', 'real-money-gaming', 'US', '2026-11-25')!;
    expect(us.title).toBe('Acme Media advertising policy: Real Money Gaming in United States');
    expect(us.requirements.split('\n').every((l) => l.startsWith('- '))).toBe(true);
    expect(customPublisherPolicy(library, 'Acme Media', 'real-money-gaming', 'IN', '2026-11-25')!.status).toBe('prohibited');
    expect(customPublisherPolicy(library, 'Acme Media', 'fireworks', 'IN', '2026-11-25')).toBeNull();
  });
});
