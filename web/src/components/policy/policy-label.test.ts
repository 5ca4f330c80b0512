import { describe, expect, it } from 'vitest';
import { policyLabel } from './policy-label';

describe('policyLabel', () => {
  it('names the platform before the title, unless the title starts with it already', () => {
    expect(policyLabel({ title: 'Crypto ads in India', platform: { name: 'Google Ads' } as never })).toBe('Google Ads: Crypto ads in India');
    expect(policyLabel({ title: 'Facebook: crypto products (default rule)', platform: { name: 'Facebook' } as never })).toBe('Facebook: crypto products (default rule)');
  });
});
