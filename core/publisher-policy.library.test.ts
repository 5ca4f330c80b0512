// The publisher policy generator over a small hand-made library: which record it mirrors, what each section
// of the policy holds, and the documents it leaves out. The seed-wide checks are in publisher-policy.test.ts.
import { describe, expect, it } from 'vitest';
import type { Category, Law, Policy, PolicyDocument } from './contract';
import { generatePublisherPolicy, PublisherPolicyInputError, type PolicyLibrary, type PublisherPolicyRequest } from './publisher-policy';
import type { RegionalRule } from './seed-schema';

const TEMPLATE = `# {{publisher}} policy: {{category}} in {{market}}

Generated {{generatedOn}}, revision {{revision}}, mirrored from {{mirroredFrom}} policies.

Status: {{status}}.{{#caveat}} Caution: {{caveat}}.{{/caveat}}

{{description}}

{{#regional}}
## Where

{{regional}}
{{/regional}}

## Provide

{{requirements}}

{{#restrictions}}
## Must not

{{restrictions}}
{{/restrictions}}

{{#laws}}
## Laws

{{laws}}
{{/laws}}

{{#guidance}}
## Guidance

{{guidance}}
{{/guidance}}

## Sources

{{sources}}`;

const GOOGLE = 1;
const TIMES = 2;
const FACEBOOK = 3;
const [ALCOHOL, GAMBLING, RMG, DATING] = [1, 2, 3, 4];

const category = (id: number, slug: string, name: string, aliases: string[] = []): Category => ({ id, slug, name, description: name, icon: 'circle', aliases, revision: 1 });
const document = (key: string, kind: string, markdown: string, sourceUrl: string | null = null): PolicyDocument => ({ id: 0, key, title: key, kind, markdown, sourceUrl, revision: 1 });
const law = (key: string, jurisdictionCode: string, title: string, adRequirements: string): Law => ({
  id: 0, key, jurisdictionCode, title, regulator: `${title} regulator`, categories: [], adRequirements, status: 'in-force', enactedOn: null, effectiveFrom: null,
  courtChallenge: null, sourceUrl: `https://example.com/law/${key}`, extraSources: [], verifiedAt: null, confidence: 'high', note: null, revision: 1,
});
const rule = (code: string, name: string, products: string[], status: RegionalRule['status'], note: string, minAge?: number) =>
  ({ code, name, products, status, note, ...(minAge ? { minAge } : {}) }) as RegionalRule;
const policy = (key: string, platformId: number, categoryId: number, codes: string[], over: Partial<Policy> = {}): Policy => ({
  id: 0, key, platformId, categoryId, title: key, description: `${key} description.`, status: 'limited', requirements: '', restrictions: '', details: '',
  minAge: null, certification: null, regionalRules: [], documents: [], laws: [], statusQualifier: null, globalConfirmedIn: [], sourceUrl: `https://example.com/${key}`,
  extraSources: [], lastUpdated: '2026-01-01', effectiveFrom: null, verifiedAt: '2026-11-01', confidence: 'high', note: null, revision: 1,
  jurisdictions: codes.map((code) => ({ id: 0, code, name: code })), ...over,
});

const library: PolicyLibrary = {
  revision: 7,
  platforms: [
    { id: GOOGLE, identifier: 'google', name: 'Google Ads', website: '', policyUrl: '', kind: 'ad-platform', aliases: [], revision: 1 },
    { id: TIMES, identifier: 'timesinternet', name: 'Times Internet', website: '', policyUrl: '', kind: 'publisher', aliases: [], revision: 1 },
    { id: FACEBOOK, identifier: 'facebook', name: 'Facebook', website: '', policyUrl: '', kind: 'ad-platform', aliases: [], revision: 1 },
  ],
  categories: [
    category(ALCOHOL, 'alcohol', 'Alcohol', ['Liquor', 'Spirits']),
    category(GAMBLING, 'gambling-lottery', 'Gambling & Lottery'),
    category(RMG, 'real-money-gaming', 'Real Money Gaming'),
    category(DATING, 'dating', 'Dating'),
  ],
  jurisdictions: [
    { id: 1, code: 'GLOBAL', name: 'Global', region: '', parent: null, aliases: [], revision: 1 },
    { id: 2, code: 'IN', name: 'India', region: '', parent: 'GLOBAL', aliases: [], revision: 1 },
    { id: 3, code: 'US', name: 'United States', region: '', parent: 'GLOBAL', aliases: [], revision: 1 },
    { id: 4, code: 'GB', name: 'United Kingdom', region: '', parent: 'GLOBAL', aliases: ['UK'], revision: 1 },
    { id: 5, code: 'BR', name: 'Brazil', region: '', parent: 'GLOBAL', aliases: [], revision: 1 },
  ],
  documents: [
    document('publisher-advertising-policy-template', 'template', TEMPLATE),
    document('generic-undertaking', 'undertaking', 'To: **[Publisher name]**. Signed for [Publisher name].'),
    document('rmg-advertiser-undertaking', 'undertaking', 'Gaming undertaking to [Publisher name].'),
    document('times-internet-alcohol-undertaking', 'undertaking', 'To: Times Internet Limited ("Times Internet").'),
    document('asci-disclaimer', 'documentation', '# ASCI disclaimer\n\nShow it.\n\n## Format\n\nOne-fifth.', 'https://example.com/asci'),
    document('not-google-guide', 'documentation', 'Guide text.', 'https://example.com/law/in-excise'),
    document('alcohol-recommendations', 'recommendations', '#### Deep\n\nText.\n##### Deeper'),
    document('alcohol-agreement', 'agreement', 'An agreement.'),
    document('google-documentation-requirements', 'documentation', 'Google checklist.'),
    document('facebook-checklist', 'documentation', 'Facebook checklist.'),
  ],
  laws: [
    law('in-excise', 'IN', 'Excise rules', '- No surrogate ads\n- Health warning'),
    law('in-cable-tv', 'IN', 'Cable TV rules', '- No alcohol on TV'),
    law('gb-cap', 'GB', 'CAP Code', '- Not for under-18s'),
    law('us-me-liquor', 'US-ME', 'Maine liquor law', '- No ads near schools'),
    law('in-gaming-act', 'IN', 'Online Gaming Act', '- No money games'),
    law('in-lottery-rules', 'IN', 'Lottery rules', '- State lotteries only'),
    law('us-dating-law', 'US', 'Dating law', '- Verify members'),
  ],
  policies: [
    policy('ti-alcohol-in', TIMES, ALCOHOL, ['IN', 'GB'], {
      description: 'Times Internet Limited accepts brand extensions only; Times Internet reviews each.',
      requirements: '- Undertaking to Times Internet\n- Brand extension only',
      certification: 'Times Internet approval',
      restrictions: '- No drinking scenes',
      documents: ['missing-doc', 'asci-disclaimer', 'times-internet-alcohol-undertaking', 'alcohol-agreement', 'google-documentation-requirements', 'not-google-guide'],
      laws: ['in-excise', 'gb-cap', 'missing-law'],
      // Gujarat's rule predates product lists: it has none.
      regionalRules: [{ code: 'IN-GJ', name: 'Gujarat', status: 'prohibited', note: 'Dry state.' } as RegionalRule, rule('IN-MH', 'Maharashtra', [], 'limited', 'Permit needed.', 25)],
    }),
    policy('g-alcohol-in', GOOGLE, ALCOHOL, ['IN'], { status: 'prohibited', laws: ['in-cable-tv'], documents: ['alcohol-recommendations'] }),
    policy('fb-alcohol-in', FACEBOOK, ALCOHOL, ['IN'], { documents: ['asci-disclaimer', 'facebook-checklist'] }),
    policy('g-alcohol-global', GOOGLE, ALCOHOL, ['GLOBAL'], {
      description: 'Google allows alcohol ads; Times Internet Limited has its own rules.',
      certification: 'Certified by Times Internet',
      laws: ['us-me-liquor', 'in-excise'],
    }),
    policy('g-gambling-us', GOOGLE, GAMBLING, ['US'], {
      regionalRules: [
        rule('US-NJ', 'New Jersey', ['online-casino', 'sports-betting'], 'limited', 'Licensed.'),
        rule('US-TX', 'Texas', ['online-casino', 'sports-betting'], 'prohibited', 'Banned.'),
        rule('US-NV', 'Nevada', ['sports-betting'], 'allowed', 'Nevada licence.', 21),
      ],
    }),
    policy('g-gambling-global', GOOGLE, GAMBLING, ['GLOBAL'], { status: 'prohibited', laws: ['in-lottery-rules'] }),
    policy('g-rmg-us', GOOGLE, RMG, ['US', 'GB'], {
      regionalRules: [
        rule('US-CA', 'California', ['daily-fantasy-sports'], 'limited', 'DFS allowed.'),
        rule('US-TX', 'Texas', ['online-casino'], 'limited', 'Would differ.'),
        rule('US-UT', 'Utah', ['online-casino'], 'prohibited', 'No gambling.'),
      ],
    }),
    policy('ti-rmg-us', TIMES, RMG, ['US'], {
      description: 'Times Internet accepts fantasy sports.',
      requirements: '- Licence',
      regionalRules: [rule('US-NY', 'New York', ['online-casino'], 'prohibited', 'Not licensed.')],
    }),
    policy('g-rmg-in', GOOGLE, RMG, ['IN'], {
      status: 'prohibited', statusQualifier: 'no route found', confidence: 'low', note: 'No route.', laws: ['in-gaming-act'],
      regionalRules: [rule('IN-TN', 'Tamil Nadu', ['rummy', 'poker'], 'prohibited', 'TN ban.'), rule('IN-SK', 'Sikkim', ['lottery-kiosk'], 'limited', 'Licensed kiosks.')],
    }),
    policy('g-dating-us', GOOGLE, DATING, ['US'], { laws: ['us-dating-law'] }),
    policy('ti-dating-in', TIMES, DATING, ['IN'], { description: 'Dating ads accepted.' }),
  ],
};

const TODAY = '2026-11-25';
const generate = (categoryName: string, jurisdiction: string, subcategory?: string | null, publisherName = 'Acme Media Ltd.', lib = library) =>
  generatePublisherPolicy(lib, { publisherName, category: categoryName, jurisdiction, subcategory } satisfies PublisherPolicyRequest, TODAY);
/** The text under a `## heading` of the generated policy, up to the next one. */
const section = (markdown: string, heading: string) => markdown.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0]?.trim();

describe('a policy mirrored from the internal publisher (it has a rule of its own for the market)', () => {
  it('writes every section from the records, naming the publisher where the internal publisher was named', () => {
    const result = generate('Alcohol', 'IN');
    expect(result.baseTemplate).toBe('times-internet');
    expect(result.customizedPolicy).toBe(`# Acme Media Ltd\\. policy: Alcohol in India

Generated 2026-11-25, revision 7, mirrored from the internal publisher's policies.

Status: Allowed with Limitations.

Acme Media Ltd\\. accepts brand extensions only; Acme Media Ltd\\. reviews each.

## Where

- **Gujarat**: Prohibited. Dry state.
- **Maharashtra**: Allowed with Limitations, 25+. Permit needed.

## Provide

- Undertaking to Acme Media Ltd\\.
- Brand extension only

## Must not

- No drinking scenes

## Laws

### Excise rules

Excise rules regulator.

- No surrogate ads
- Health warning

### Cable TV rules

Cable TV rules regulator.

- No alcohol on TV

## Guidance

### ASCI disclaimer

Show it.

#### Format

One-fifth.

Guide text.

###### Deep

Text.
##### Deeper

## Sources

- https://example.com/ti-alcohol-in
- https://example.com/law/in-excise
- https://example.com/law/in-cable-tv
- https://example.com/asci
`);
  });

  it("lists the requirements with the publisher's plain name, then the certification, then each law's lines with its title", () => {
    const result = generate('Alcohol', 'IN');
    expect(result.publisherRequirements).toEqual([
      'Undertaking to Acme Media Ltd.',
      'Brand extension only',
      'Acme Media Ltd. approval',
      'No surrogate ads (Excise rules)',
      'Health warning (Excise rules)',
      'No alcohol on TV (Cable TV rules)',
    ]);
  });

  it("gives the record's own undertaking, addressed to the publisher", () => {
    const result = generate('Alcohol', 'IN');
    expect(result.publisherUndertaking).toBe('To: Acme Media Ltd\\. ("Acme Media Ltd\\.").');
  });

  it('offers no subcategories outside gaming in the US, and ignores a blank subcategory', () => {
    const result = generate('Alcohol', 'IN');
    expect(result.subcategories).toEqual([]);
    expect(generate('Alcohol', 'IN', '   ').customizedPolicy).toBe(result.customizedPolicy);
  });
});

describe('a publisher name holding replacement patterns ($&, $$, $\')', () => {
  it('when the name fills the sample undertaking, then it comes out as typed', () => {
    expect(generate('Alcohol', 'US', null, 'Cash$&Co').publisherUndertaking).toBe('To: **Cash$&Co**. Signed for Cash$&Co.');
  });

  it('when the name replaces the internal publisher in its undertaking, policy and requirements, then it comes out as typed', () => {
    const name = "Money$$Media $'";
    const result = generate('Alcohol', 'IN', null, name);
    expect(result.publisherUndertaking).toBe(`To: ${name} ("${name}").`);
    expect(result.publisherRequirements.slice(0, 3)).toEqual([`Undertaking to ${name}`, 'Brand extension only', `${name} approval`]);
    expect(result.customizedPolicy).toContain(`${name} accepts brand extensions only; ${name} reviews each.`);
  });
});

describe("a policy mirrored from Google's answer", () => {

  it('keeps Google\'s words as they are and, without requirements, asks for the certification', () => {
    const result = generate('Alcohol', 'US');
    expect(result.baseTemplate).toBe('google');
    expect(result.customizedPolicy).toContain("mirrored from Google's policies.");
    expect(result.customizedPolicy).toContain('Google allows alcohol ads; Times Internet Limited has its own rules.');
    expect(section(result.customizedPolicy, 'Provide')).toBe('Certified by Times Internet');
    expect(section(result.customizedPolicy, 'Where')).toBeUndefined();
    expect(section(result.customizedPolicy, 'Guidance')).toBeUndefined();
    expect(section(result.customizedPolicy, 'Sources')).toBe('- https://example.com/g-alcohol-global\n- https://example.com/law/us-me-liquor');
  });

  it("names only the market's laws, a state law included", () => {
    const result = generate('Alcohol', 'US');
    expect(section(result.customizedPolicy, 'Laws')).toBe('### Maine liquor law\n\nMaine liquor law regulator.\n\n- No ads near schools');
    expect(result.publisherRequirements).toEqual(['Certified by Times Internet', 'No ads near schools (Maine liquor law)']);
  });

  it('gives the general sample undertaking, addressed to the publisher', () => {
    const result = generate('Alcohol', 'US');
    expect(result.publisherUndertaking).toBe('To: **Acme Media Ltd\\.**. Signed for Acme Media Ltd\\..');
  });

  it('leaves the requirements empty when the record has neither requirements nor certification', () => {
    expect(section(generate('Dating', 'US').customizedPolicy, 'Provide')).toBe('');
  });
});

describe('gaming categories', () => {
  it('without a subcategory, lists the answering record\'s regional rules with their products and ages', () => {
    const result = generate('Gambling & Lottery', 'US');
    expect(result.subcategories).toEqual(['Daily Fantasy Sports', 'Sports Betting', 'Online Casino', 'Horse Racing']);
    expect(section(result.customizedPolicy, 'Where')).toBe([
      '- **New Jersey** (Online casino, Sports betting): Allowed with Limitations. Licensed.',
      '- **Texas** (Online casino, Sports betting): Prohibited. Banned.',
      '- **Nevada** (Sports betting): Allowed, 21+. Nevada licence.',
    ].join('\n'));
  });

  it("with a subcategory, counts the states from the rules of both gaming categories, the answering record's rule first", () => {
    const result = generate('Real Money Gaming', 'US', '  online casino ');
    expect(result.baseTemplate).toBe('times-internet');
    expect(result.customizedPolicy).toMatch(/^# Acme Media Ltd\\. policy: Real Money Gaming \(Online casino\) in United States\n/);
    expect(section(result.customizedPolicy, 'Where')).toBe([
      '**Online casino may be advertised in 2 states:**',
      '',
      '- **New Jersey** (Allowed with Limitations): Licensed.',
      '- **Texas** (Allowed with Limitations): Would differ.',
      '',
      '**Online casino may not be advertised in 2 states:**',
      '',
      '- **New York** (Prohibited): Not licensed.',
      '- **Utah** (Prohibited): No gambling.',
    ].join('\n'));
    expect(generate('Real Money Gaming', 'US', 'online-casino').customizedPolicy).toBe(result.customizedPolicy);
    expect(result.publisherRequirements).toEqual(['Licence']);
  });

  it('says "1 state" and leaves out an empty list', () => {
    expect(section(generate('Gambling & Lottery', 'US', 'Sports Betting').customizedPolicy, 'Where')).toBe([
      '**Sports betting may be advertised in 2 states:**',
      '',
      '- **Nevada** (Allowed): Nevada licence.',
      '- **New Jersey** (Allowed with Limitations): Licensed.',
      '',
      '**Sports betting may not be advertised in 1 state:**',
      '',
      '- **Texas** (Prohibited): Banned.',
    ].join('\n'));
    const result = generate('Gambling & Lottery', 'US', 'Daily Fantasy Sports');
    expect(section(result.customizedPolicy, 'Where')).toBe('**Daily fantasy sports may be advertised in 1 state:**\n\n- **California** (Allowed with Limitations): DFS allowed.');
    expect(section(generate('Gambling & Lottery', 'US', 'Horse Racing').customizedPolicy, 'Where')).toBeUndefined();
  });

  it("adds the other gaming category's rules only where its record is about the market, not its global one", () => {
    expect(section(generate('Real Money Gaming', 'IN').customizedPolicy, 'Laws')).toBe('### Online Gaming Act\n\nOnline Gaming Act regulator.\n\n- No money games');
    expect(section(generate('Gambling & Lottery', 'BR').customizedPolicy, 'Laws')).toBeUndefined();
  });

  it('states the caveat of a status that rests on little evidence, and names a product without a label by its key', () => {
    const result = generate('Real Money Gaming', 'IN');
    expect(result.customizedPolicy).toContain('Status: Prohibited. Caution: no route found · not verified.');
    expect(section(result.customizedPolicy, 'Where')).toBe('- **Tamil Nadu** (Rummy, Poker): Prohibited. TN ban.\n- **Sikkim** (lottery-kiosk): Allowed with Limitations. Licensed kiosks.');
    expect(result.publisherUndertaking).toBe('Gaming undertaking to Acme Media Ltd\\..');
  });
});

describe('finding what was asked for', () => {
  it('finds a category by slug, name or alias, in any case', () => {
    for (const name of ['real-money-gaming', ' REAL MONEY GAMING ']) expect(generate(name, 'IN').customizedPolicy).toMatch(/^# .* policy: Real Money Gaming in India/);
    expect(generate('spirits', 'US').customizedPolicy).toMatch(/^# .* policy: Alcohol in United States/);
    expect(generate('LIQUOR', 'US').customizedPolicy).toMatch(/^# .* policy: Alcohol in United States/);
  });

  it('answers a category only the internal publisher has a rule for in the market', () => {
    expect(generate('Dating', 'IN').customizedPolicy).toContain('Dating ads accepted.');
  });

  it('refuses a market or category without a policy, with an input error', () => {
    const error = (() => { try { generate('Dating', 'GB'); } catch (e) { return e; } })();
    expect(error).toBeInstanceOf(PublisherPolicyInputError);
    expect(error).toMatchObject({ name: 'PublisherPolicyInputError', message: 'The library has no policy for this category and jurisdiction.' });
    const withoutGoogle = { ...library, platforms: library.platforms.filter((p) => p.identifier !== 'google') };
    expect(() => generate('Alcohol', 'US', null, 'Acme', withoutGoogle)).toThrow('The library has no policy for this category and jurisdiction.');
    expect(() => generate('Alcohol', 'US', null, '  ')).toThrow('The publisher name is required.');
  });

  it('fails loudly when the library lacks its template or any undertaking', () => {
    const without = (kind: string) => ({ ...library, documents: library.documents.filter((d) => d.kind !== kind) });
    expect(() => generate('Alcohol', 'US', null, 'Acme', without('template'))).toThrow('The library has no publisher policy template.');
    expect(() => generate('Alcohol', 'US', null, 'Acme', without('undertaking'))).toThrow('The library has no undertaking document.');
  });
});
