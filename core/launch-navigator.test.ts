import { describe, expect, it } from 'vitest';
import { assessLaunch, launchRoadmapText, SPEC_DEFAULT_COST, SPEC_DEFAULT_TIMELINE } from './launch-navigator';
import type { SeedLaunchRequirement } from './seed-schema';

const policy = (id: number, platformId: number, categoryId: string, code: string, status: 'limited' | 'prohibited', certification: string | null = null) => ({
  id, platformId, categoryId, jurisdictions: [{ code }], title: `Policy ${id}`, status, certification, requirements: '- Licence number\n- Age 18+',
});
const data = {
  platforms: [
    { id: 1, identifier: 'google', name: 'Google Ads', kind: 'ad-platform' },
    { id: 2, identifier: 'facebook', name: 'Facebook', kind: 'ad-platform' },
    { id: 3, identifier: 'timesinternet', name: 'Times Internet', kind: 'publisher' },
  ],
  categories: [{ id: 'gambling-lottery', slug: 'gambling-lottery' }, { id: 'cryptocurrency', slug: 'cryptocurrency' }],
  jurisdictions: [{ code: 'GLOBAL' }, { code: 'IN' }, { code: 'GB' }],
  policies: [
    policy(1, 1, 'gambling-lottery', 'IN', 'prohibited'),
    policy(2, 2, 'gambling-lottery', 'IN', 'prohibited'),
    policy(3, 3, 'gambling-lottery', 'IN', 'limited'), // a publisher: not an ad platform
    policy(4, 1, 'gambling-lottery', 'GB', 'limited', 'Google gambling certification'),
    policy(5, 2, 'gambling-lottery', 'GB', 'prohibited'),
  ],
};
const requirement = (country: string, product: string, over: Partial<SeedLaunchRequirement> = {}): SeedLaunchRequirement => ({
  country, product, licences: [{ name: 'Remote casino operating licence', regulator: 'Gambling Commission', required: true, note: 'Needed to offer it.', sourceUrl: 'https://example.com/licence' }],
  timeline: null, estimatedCost: null, legalStatus: 'Licensed.', sourceUrl: 'https://example.com/req', verifiedAt: null, confidence: 'medium', note: 'n', ...over,
});
const requirements = [
  requirement('GB', 'online-casino', { timeline: '16 weeks', estimatedCost: 'Application fee from £4,224' }),
  requirement('IN', 'online-casino', { licences: [], legalStatus: 'Online money games are banned by the 2025 Act.' }),
];

describe('the launch navigator', () => {
  it('is Restricted where no ad platform may advertise the product, with the reasons from the data', () => {
    const result = assessLaunch(data, requirements, 'IN', 'online-casino');
    expect(result.canLaunch).toBe(false);
    expect(result.reasons).toEqual([
      'Online money games are banned by the 2025 Act.',
      'No ad platform in the library may advertise it in India: Google Ads Prohibited, Facebook Prohibited.',
    ]);
    expect(result.timeline).toEqual({ text: SPEC_DEFAULT_TIMELINE, fromData: false });
    expect(result.estimatedCost).toEqual({ text: SPEC_DEFAULT_COST, fromData: false });
  });

  it('is Possible where a licence route exists and a platform may advertise, with numbered steps from the data', () => {
    const result = assessLaunch(data, requirements, 'GB', 'online-casino');
    expect(result).toMatchObject({ canLaunch: true, country: 'United Kingdom', product: 'Online Casino', reasons: [] });
    expect(result.timeline).toEqual({ text: '16 weeks', fromData: true });
    expect(result.nextSteps).toEqual([
      'Obtain the Remote casino operating licence from the Gambling Commission.',
      'Before advertising on Google Ads: Google gambling certification',
    ]);
    const roadmap = launchRoadmapText(result, '2026-11-25');
    expect(roadmap).toContain('Launch feasibility: Launch Possible');
    expect(roadmap).toContain('  1. Obtain the Remote casino operating licence from the Gambling Commission.');
    expect(roadmap).toContain('Facebook: Prohibited (Policy 5)');
  });

  it('refuses a choice outside the lists, and a pair the data does not cover', () => {
    expect(() => assessLaunch(data, requirements, 'FR', 'online-casino')).toThrow('Choose a country and a product from the lists.');
    expect(() => assessLaunch(data, requirements, 'GB', 'nft-marketplace')).toThrow('The data has no launch requirements for NFT Marketplace in United Kingdom.');
  });
});
