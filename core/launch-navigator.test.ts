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
    { id: 4, identifier: 'microsoft' }, // an ad platform with no policy of these categories, and no display name
  ],
  categories: [{ id: 'gambling-lottery', slug: 'gambling-lottery' }, { id: 'cryptocurrency', slug: 'cryptocurrency' }],
  jurisdictions: [{ code: 'GLOBAL' }, { code: 'IN' }, { code: 'GB' }, { code: 'US' }],
  policies: [
    policy(1, 1, 'gambling-lottery', 'IN', 'prohibited'),
    policy(2, 2, 'gambling-lottery', 'IN', 'prohibited'),
    policy(3, 3, 'gambling-lottery', 'IN', 'limited'), // a publisher: not an ad platform
    policy(4, 1, 'gambling-lottery', 'GB', 'limited', 'Google gambling certification'),
    policy(5, 2, 'gambling-lottery', 'GB', 'prohibited'),
    { ...policy(6, 4, 'gambling-lottery', 'US', 'limited'), requirements: '' },
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

describe('the launch assessment from the data', () => {
  const licence = (name: string, required: boolean, sourceUrl: string) => ({ name, regulator: 'Gambling Commission', required, note: `${name} note.`, sourceUrl });

  it('when a platform has no certification, then its next step is its first requirement; an ad platform without a policy is left out', () => {
    const result = assessLaunch(data, [requirement('IN', 'sports-betting')], 'IN', 'sports-betting');
    expect(result.platforms).toEqual([
      { platform: 'Google Ads', status: 'prohibited', title: 'Policy 1', needs: 'Licence number' },
      { platform: 'Facebook', status: 'prohibited', title: 'Policy 2', needs: 'Licence number' },
    ]);
  });

  it('when a platform has neither certification nor requirements, then the step names its policy, and the platform shows by identifier without a name', () => {
    const result = assessLaunch(data, [requirement('US', 'online-casino')], 'US', 'online-casino');
    expect(result.platforms).toEqual([{ platform: 'microsoft', status: 'limited', title: 'Policy 6', needs: null }]);
    expect(result.nextSteps).toContain('Before advertising on microsoft: Policy 6');
  });

  it('when no ad platform has a policy for the product there, then that alone does not restrict the launch', () => {
    const result = assessLaunch(data, [requirement('GB', 'crypto-exchange')], 'GB', 'crypto-exchange');
    expect(result.platforms).toEqual([]);
    expect(result.reasons).toEqual([]);
    expect(result.canLaunch).toBe(true);
  });

  it('when one platform may advertise, then the launch is not restricted by advertising', () => {
    expect(assessLaunch(data, [requirement('GB', 'sports-betting')], 'GB', 'sports-betting').reasons).toEqual([]);
  });

  it('asks to obtain the required licences and to check the optional ones, and lists each source once', () => {
    const licences = [
      licence('Operating licence', true, 'https://example.com/licence'),
      licence('Personal management licence', false, 'https://example.com/licence'),
      licence('Premises licence', false, 'https://example.com/premises'),
    ];
    const result = assessLaunch(data, [requirement('GB', 'crypto-exchange', { licences, estimatedCost: '£5,000' })], 'GB', 'crypto-exchange');
    expect(result.nextSteps).toEqual([
      'Obtain the Operating licence from the Gambling Commission.',
      'Check whether you need the Personal management licence (Gambling Commission): Personal management licence note.',
      'Check whether you need the Premises licence (Gambling Commission): Premises licence note.',
    ]);
    expect(result.sources).toEqual(['https://example.com/req', 'https://example.com/licence', 'https://example.com/premises']);
    expect(result.estimatedCost).toEqual({ text: '£5,000', fromData: true });
    expect(result.timeline).toEqual({ text: SPEC_DEFAULT_TIMELINE, fromData: false });
    expect(result).toMatchObject({ legalStatus: 'Licensed.', confidence: 'medium', note: 'n', licences });
  });
});

describe('the launch roadmap', () => {
  it('writes a restricted launch with its reasons, the defaults labelled as such, and the note', () => {
    const restricted = assessLaunch(data, requirements, 'IN', 'online-casino');
    expect(launchRoadmapText(restricted, '2026-11-25')).toBe([
      'Launch roadmap: Online Casino in India',
      'Prepared 2026-11-25 from the AdPolicy Compass library. Not legal advice.',
      '',
      'Launch feasibility: Launch Restricted',
      '  - Online money games are banned by the 2025 Act.',
      '  - No ad platform in the library may advertise it in India: Google Ads Prohibited, Facebook Prohibited.',
      'Legal status: Online money games are banned by the 2025 Act.',
      "Timeline: 3-6 months (the tool's default; no source gives one)",
      "Estimated cost: $25,000 - $50,000 (the tool's default; no source gives one)",
      '',
      'Required licences:',
      '  - None: see the legal status above.',
      '',
      'Advertising by platform:',
      '  - Google Ads: Prohibited (Policy 1)',
      '  - Facebook: Prohibited (Policy 2)',
      '',
      'Next steps:',
      '',
      'Sources:',
      '  - https://example.com/req',
      '',
      'Note: n',
      '',
    ].join('\n'));
  });

  it('writes a possible launch with its licences, figures from the data, numbered steps, and no note when there is none', () => {
    const licences = [
      { name: 'Operating licence', regulator: 'Gambling Commission', required: true, note: 'Needed.', sourceUrl: 'https://example.com/licence' },
      { name: 'Premises licence', regulator: 'Local council', required: false, note: 'Only for venues.', sourceUrl: 'https://example.com/premises' },
    ];
    const possible = assessLaunch(data, [requirement('GB', 'online-casino', { licences, timeline: '16 weeks', estimatedCost: 'From £4,224', note: null, confidence: 'high' })], 'GB', 'online-casino');
    expect(launchRoadmapText(possible, '2026-11-25')).toBe([
      'Launch roadmap: Online Casino in United Kingdom',
      'Prepared 2026-11-25 from the AdPolicy Compass library. Not legal advice.',
      '',
      'Launch feasibility: Launch Possible',
      'Legal status: Licensed.',
      'Timeline: 16 weeks',
      'Estimated cost: From £4,224',
      '',
      'Required licences:',
      '  - Operating licence (Gambling Commission) — Required: Needed.',
      '  - Premises licence (Local council) — Optional: Only for venues.',
      '',
      'Advertising by platform:',
      '  - Google Ads: Allowed with Limitations (Policy 4)',
      '  - Facebook: Prohibited (Policy 5)',
      '',
      'Next steps:',
      '  1. Obtain the Operating licence from the Gambling Commission.',
      '  2. Check whether you need the Premises licence (Local council): Only for venues.',
      '  3. Before advertising on Google Ads: Google gambling certification',
      '',
      'Sources:',
      '  - https://example.com/req',
      '  - https://example.com/licence',
      '  - https://example.com/premises',
      '',
    ].join('\n'));
  });
});
