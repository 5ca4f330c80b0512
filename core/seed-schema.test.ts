// The seed files' schemas: what a reviewer may write in seed/ and what the loader refuses, record by record.
import { describe, expect, it } from 'vitest';
import {
  regionalRuleSchema,
  seedCategorySchema,
  seedDocumentSchema,
  seedJurisdictionSchema,
  seedLaunchRequirementSchema,
  seedLawSchema,
  seedPlatformSchema,
  seedPolicyFileSchema,
  seedPolicySchema,
  seedPolicyUpdateSchema,
} from './seed-schema';

const SOURCE = 'https://example.com/policy';

const policy = (over: Record<string, unknown> = {}) => ({
  key: 'google-alcohol-gb',
  category: 'alcohol',
  jurisdictions: ['GB'],
  title: 'Alcohol in the UK',
  description: 'Alcohol ads are allowed with limits.',
  status: 'limited',
  sourceUrl: SOURCE,
  lastUpdated: '2026-01-15',
  verifiedAt: '2026-11-20',
  confidence: 'high',
  ...over,
});

const law = (over: Record<string, unknown> = {}) => ({
  key: 'gb-cap-alcohol-rules',
  jurisdiction: 'GB',
  title: 'CAP Code section 18',
  regulator: 'Advertising Standards Authority',
  categories: ['alcohol'],
  adRequirements: '- No appeal to under-18s',
  status: 'in-force',
  sourceUrl: SOURCE,
  confidence: 'high',
  ...over,
});

const launchRequirement = (over: Record<string, unknown> = {}) => ({
  country: 'GB',
  product: 'online-casino',
  licences: [{ name: 'Remote casino licence', regulator: 'Gambling Commission', required: true, note: 'Needed.', sourceUrl: SOURCE }],
  legalStatus: 'Licensed.',
  sourceUrl: SOURCE,
  confidence: 'high',
  ...over,
});

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('a seed policy', () => {
  it('when only the required fields are written, then the rest take their defaults', () => {
    expect(seedPolicySchema.parse(policy())).toEqual({
      ...policy(),
      statusQualifier: null,
      requirements: '',
      restrictions: '',
      details: '',
      minAge: null,
      certification: null,
      regionalRules: [],
      documents: [],
      laws: [],
      extraSources: [],
      effectiveFrom: null,
      globalConfirmedIn: [],
      note: null,
    });
  });

  it('a global rule is confirmed for other markets only on a GLOBAL record whose source was read (issue 29)', () => {
    expect(seedPolicySchema.safeParse({ ...policy(), jurisdictions: ['GLOBAL'], globalConfirmedIn: ['MX'] }).success).toBe(true);
    expect(seedPolicySchema.safeParse({ ...policy(), jurisdictions: ['GB'], globalConfirmedIn: ['MX'] }).success).toBe(false);
    expect(seedPolicySchema.safeParse({ ...policy(), jurisdictions: ['GLOBAL'], verifiedAt: null, confidence: 'low', note: 'Not read.', globalConfirmedIn: ['MX'] }).success).toBe(false);
  });

  it('when confidence is medium or low, then a note saying what is uncertain is required', () => {
    expect(messages(seedPolicySchema.safeParse(policy({ confidence: 'medium' })))).toEqual([
      'note: a policy with medium or low confidence needs a note saying what is uncertain',
    ]);
    expect(seedPolicySchema.safeParse(policy({ confidence: 'low', note: '' })).success).toBe(false);
    expect(seedPolicySchema.safeParse(policy({ confidence: 'low', note: 'Two sources disagree.' })).success).toBe(true);
  });

  it('when the source was not read, then confidence cannot be high', () => {
    expect(messages(seedPolicySchema.safeParse(policy({ verifiedAt: null })))).toEqual([
      'confidence: a policy whose source was not read cannot have high confidence',
    ]);
    expect(seedPolicySchema.safeParse(policy({ verifiedAt: null, confidence: 'medium', note: 'Not read: site down.' })).success).toBe(true);
  });

  it('refuses an unknown field, a non-https source and a key that is not kebab-case', () => {
    expect(seedPolicySchema.safeParse(policy({ colour: 'red' })).success).toBe(false);
    expect(seedPolicySchema.safeParse(policy({ sourceUrl: 'http://example.com/policy' })).success).toBe(false);
    expect(seedPolicySchema.safeParse(policy({ sourceUrl: 'https:example.com' })).success).toBe(false);
    expect(seedPolicySchema.safeParse(policy({ key: 'Google_Alcohol' })).success).toBe(false);
  });

  it('a policy file holds the platform key and its policies', () => {
    expect(seedPolicyFileSchema.parse({ platform: 'google', policies: [policy()] }).policies).toHaveLength(1);
    expect(seedPolicyFileSchema.safeParse({ platform: 'google', policies: [policy({ confidence: 'low' })] }).success).toBe(false);
  });
});

describe('the two voices of a record (ADR 227)', () => {
  // Real sentences the dataset once showed a rep, one per kind of research wording.
  const researchWording: [string, string][] = [
    ['the spec', 'The 2025 spec shows this cell as limited.'],
    ['an answer id', 'Read in a copy of answer 14009787.'],
    ['a stored copy', 'That US section is missing from the stored copy.'],
    ['commentary', 'The 17 states are those opened on 15 July 2024 per legal commentary.'],
    ['research', 'Our research did not settle this.'],
    ['what could not be done', 'We could not open the page.'],
    ['unclear', "Whether Google's list keeps earlier states is unclear."],
    ['not verified', 'Those figures were not verified.'],
    ['what sources say', 'Sources say the ban took effect in October.'],
    ['what sources say', 'Dates found in sources: US 2021, Canada 2021.'],
    ['what was found', "Microsoft's India rule for alcohol was not found."],
    ['reports', 'Northern Ireland is on that list (reported by trade press).'],
    ['when it was last seen', 'No Indian licence was on that list when it was last seen.'],
    ['an aside on the evidence', 'Not shown to users under 18 (reported)'],
    ['an aside on the evidence', 'Pharmaceuticals are not accepted on Microsoft Audience Ads (older Audience Ads page)'],
    ['an aside on the evidence', 'Only advertisers certified for that market (older policy text names bodies such as NABP).'],
    ['an aside on the evidence', 'India is not on the list seen.'],
    ['an aside on the evidence', 'Program markets on the June 2023 page: Albania, Australia.'],
  ];

  it.each(researchWording)('when a rep-facing field mentions %s, then the policy is refused and the message names the field', (says, text) => {
    for (const field of ['title', 'description', 'requirements', 'restrictions', 'details', 'certification']) {
      expect(messages(seedPolicySchema.safeParse(policy({ [field]: text })))).toEqual([`${field}: rep-facing text mentions ${says}: move it to the note`]);
    }
    const rule = { code: 'US-TX', name: 'Texas', status: 'prohibited', note: text };
    expect(messages(seedPolicySchema.safeParse(policy({ regionalRules: [rule] })))).toEqual([`regionalRules.0.note: rep-facing text mentions ${says}: move it to the note`]);
  });

  it('when the same words are in the note, then the policy is accepted: the note is evidence', () => {
    for (const [, text] of researchWording) expect(seedPolicySchema.safeParse(policy({ confidence: 'low', note: text })).success).toBe(true);
  });

  it('refuses research wording in the qualifier and in a law\'s rep-facing fields, not in its note', () => {
    expect(messages(seedPolicySchema.safeParse(policy({ statusQualifier: 'X India rule not found' })))).toEqual([
      'statusQualifier: rep-facing text mentions what was found: move it to the note',
    ]);
    for (const field of ['title', 'regulator', 'adRequirements', 'courtChallenge']) {
      expect(messages(seedLawSchema.safeParse(law({ [field]: 'Its outcome was not found.' })))).toEqual([`${field}: rep-facing text mentions what was found: move it to the note`]);
    }
    expect(seedLawSchema.safeParse(law({ confidence: 'low', note: 'Its outcome was not found.' })).success).toBe(true);
  });

  it('accepts policy wording that only looks like research wording', () => {
    const plain = policy({
      statusQualifier: 'no route found',
      requirements: '- Cite the source of any health claim',
      restrictions: '- No clinical trials or medical-research recruitment\n- Unverified accounts cannot show financial services ads\n- No products of uncertain legal status',
      details: 'Exchanges need a licence; see the specification of the licence in the country rule.',
    });
    expect(messages(seedPolicySchema.safeParse(plain))).toEqual([]);
  });

  it('keeps the short answer to one to three sentences a rep can read out', () => {
    const sentences = (n: number) => Array.from({ length: n }, (_, i) => `Sentence ${i + 1} says what the client may do.`).join(' ');
    expect(seedPolicySchema.safeParse(policy({ description: sentences(3) })).success).toBe(true);
    expect(messages(seedPolicySchema.safeParse(policy({ description: sentences(4) })))).toEqual(['description: a short answer of 1 to 3 sentences']);
    expect(seedPolicySchema.safeParse(policy({ description: '' })).success).toBe(false);
    // Decimals, amounts and abbreviations inside a sentence do not end it.
    expect(seedPolicySchema.safeParse(policy({ description: 'Ads may show 2.5% ABV or less, e.g. light beer. Age 18+ only. No U.S. targeting.' })).success).toBe(true);
  });
});

describe('a regional rule', () => {
  it('names an ISO 3166-2 region and, by default, no products', () => {
    expect(regionalRuleSchema.parse({ code: 'US-TX', name: 'Texas', status: 'prohibited', note: 'Banned.' })).toEqual({
      code: 'US-TX', name: 'Texas', products: [], status: 'prohibited', note: 'Banned.',
    });
    expect(regionalRuleSchema.safeParse({ code: 'TX', name: 'Texas', status: 'prohibited', note: 'Banned.' }).success).toBe(false);
    expect(regionalRuleSchema.safeParse({ code: 'US-TX', name: 'Texas', products: ['bingo'], status: 'prohibited', note: 'n' }).success).toBe(false);
  });
});

describe('a seed update', () => {
  const update = (over: Record<string, unknown>) => ({
    key: 'update-1',
    changeType: 'New Restriction',
    updateDate: '2026-01-21',
    summary: 'Banned.',
    details: 'The Act bans it.',
    affectedJurisdictions: ['IN', 'US-ME'],
    sourceUrl: SOURCE,
    ...over,
  });

  it('changes exactly one policy or one law', () => {
    expect(seedPolicyUpdateSchema.parse(update({ policy: 'google-rmg-in' }))).toMatchObject({ policy: 'google-rmg-in', law: null });
    expect(seedPolicyUpdateSchema.parse(update({ law: 'in-online-gaming-act' }))).toMatchObject({ policy: null, law: 'in-online-gaming-act' });
    expect(messages(seedPolicyUpdateSchema.safeParse(update({})))).toEqual(['policy: an update changes exactly one policy or one law']);
    expect(seedPolicyUpdateSchema.safeParse(update({ policy: 'google-rmg-in', law: 'in-online-gaming-act' })).success).toBe(false);
  });
});

describe('a seed law', () => {
  it('when only the required fields are written, then the rest take their defaults', () => {
    expect(seedLawSchema.parse(law())).toEqual({
      ...law(),
      enactedOn: null,
      effectiveFrom: null,
      courtChallenge: null,
      extraSources: [],
      verifiedAt: null,
      note: null,
    });
  });

  it('may belong to a state (US-ME) and must touch at least one category', () => {
    expect(seedLawSchema.safeParse(law({ jurisdiction: 'US-ME' })).success).toBe(true);
    expect(seedLawSchema.safeParse(law({ categories: [] })).success).toBe(false);
  });

  it('when confidence is medium or low, then a note is required', () => {
    expect(messages(seedLawSchema.safeParse(law({ confidence: 'medium' })))).toEqual([
      'note: a law with medium or low confidence needs a note saying what is uncertain',
    ]);
    expect(seedLawSchema.safeParse(law({ confidence: 'low', note: '' })).success).toBe(false);
    expect(seedLawSchema.safeParse(law({ confidence: 'low', note: 'Outcome of the challenge unknown.' })).success).toBe(true);
  });
});

describe('a launch requirement', () => {
  it('when timeline and cost are not written, then they are null (the navigator shows its default)', () => {
    expect(seedLaunchRequirementSchema.parse(launchRequirement())).toMatchObject({ timeline: null, estimatedCost: null, verifiedAt: null, note: null });
  });

  it('when confidence is medium or low, then a note is required', () => {
    expect(messages(seedLaunchRequirementSchema.safeParse(launchRequirement({ confidence: 'medium' })))).toEqual([
      'note: a record with medium or low confidence needs a note saying what is uncertain',
    ]);
    expect(seedLaunchRequirementSchema.safeParse(launchRequirement({ confidence: 'low', note: '' })).success).toBe(false);
    expect(seedLaunchRequirementSchema.safeParse(launchRequirement({ confidence: 'low', note: 'Fees vary.' })).success).toBe(true);
  });

  it('refuses a licence without its source', () => {
    const licence = { name: 'Licence', regulator: 'Regulator', required: true, note: 'n' };
    expect(seedLaunchRequirementSchema.safeParse(launchRequirement({ licences: [licence] })).success).toBe(false);
  });
});

describe('the reference records', () => {
  it('a platform, a category and a jurisdiction take empty aliases by default', () => {
    expect(seedPlatformSchema.parse({ identifier: 'google', name: 'Google Ads', website: 'https://ads.google.com', policyUrl: 'https://support.google.com/adspolicy', kind: 'ad-platform' }).aliases).toEqual([]);
    expect(seedCategorySchema.parse({ slug: 'alcohol', name: 'Alcohol', description: 'Beer, wine, spirits.', icon: 'wine' }).aliases).toEqual([]);
    expect(seedJurisdictionSchema.parse({ code: 'GB', name: 'United Kingdom', region: 'Europe', parent: 'GLOBAL', aliases: ['UK'] }).aliases).toEqual(['UK']);
    expect(seedJurisdictionSchema.safeParse({ code: 'gb', name: 'United Kingdom', region: 'Europe', parent: 'GLOBAL' }).success).toBe(false);
    // Every market says which one contains it (null only for GLOBAL, checked with the whole dataset).
    expect(seedJurisdictionSchema.safeParse({ code: 'BE', name: 'Belgium', region: 'Europe' }).success).toBe(false);
    expect(seedJurisdictionSchema.parse({ code: 'BE', name: 'Belgium', region: 'Europe', parent: 'EU' }).parent).toBe('EU');
  });

  it('a document is a markdown file of a known kind, with an optional https source', () => {
    expect(seedDocumentSchema.parse({ key: 'generic-undertaking', title: 'Undertaking', kind: 'undertaking', file: 'generic-undertaking.md' }).sourceUrl).toBeNull();
    expect(seedDocumentSchema.safeParse({ key: 'x', title: 'X', kind: 'memo', file: 'x.md' }).success).toBe(false);
    expect(seedDocumentSchema.safeParse({ key: 'x', title: 'X', kind: 'template', file: 'x.txt' }).success).toBe(false);
  });
});
