import { describe, expect, it } from 'vitest';
import { seedPolicyLibrary } from '../seed/policy-library';
import { customPublisherPolicy, CUSTOM_PUBLISHER_POLICY_ID, isCustomPublisher } from './custom-publisher';

const library = seedPolicyLibrary();
const record = (key: string) => library.policies.find((p) => p.key === key)!;

describe('a custom publisher in the checker (spec 001 §4)', () => {
  it('is any publisher name outside the known ones', () => {
    for (const known of ['google', 'Facebook', 'meta', 'times-internet', 'Times Internet', 'indian-digital-publisher', 'Digital Publisher']) expect(isCustomPublisher(known), known).toBe(false);
    expect(isCustomPublisher('Acme Media')).toBe(true);
    expect(isCustomPublisher('  ')).toBe(false);
  });

  it('knows a known name however it is spaced or punctuated', () => {
    for (const known of ['Times  Internet', 'Times - Internet', ' Google. ', '(meta)']) expect(isCustomPublisher(known), known).toBe(false);
    expect(isCustomPublisher('--')).toBe(false);
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

  it("rests on the internal publisher's record where it has its own for the market, and carries that record's source and evidence", () => {
    const india = customPublisherPolicy(library, 'Acme Media', 'cryptocurrency', 'IN', '2026-11-25')!;
    const mirrored = record('timesinternet-cryptocurrency-in');
    expect(india).toMatchObject({ sourceUrl: mirrored.sourceUrl, lastUpdated: mirrored.lastUpdated, confidence: mirrored.confidence, platformId: mirrored.platformId });
  });

  it("rests on Google's record elsewhere", () => {
    const us = customPublisherPolicy(library, 'Acme Media', 'alcohol', 'us', '2026-11-25')!;
    const mirrored = record('google-alcohol-us');
    expect(us).toMatchObject({ sourceUrl: mirrored.sourceUrl, lastUpdated: mirrored.lastUpdated, confidence: mirrored.confidence, platformId: mirrored.platformId });
  });

  it('names the publisher, the category and the one market it answers for, and lists no documents of its own', () => {
    const uk = customPublisherPolicy(library, '  Acme_Media #1  ', 'alcohol', 'UK', '2026-11-25')!;
    expect(uk.title).toBe('Acme_Media #1 advertising policy: Alcohol in United Kingdom');
    expect(uk.platform).toEqual({ id: 0, identifier: 'custom-publisher', name: 'Acme_Media #1' });
    expect(uk.category).toEqual({ id: 4, name: 'Alcohol', slug: 'alcohol', icon: 'wine' });
    expect(uk.jurisdictions).toEqual([{ id: 4, code: 'GB', name: 'United Kingdom' }]);
    expect(uk.documents).toEqual([]);
    expect(uk.key).toBe('custom-publisher');
  });

  it("lists the generated requirements as a markdown list, one line each", () => {
    const india = customPublisherPolicy(library, 'Acme Media', 'cryptocurrency', 'IN', '2026-11-25')!;
    const lines = india.requirements.split('\n');
    expect(lines[0]).toBe('- The ASCI disclaimer, prescribed wording: "Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions."');
    expect(lines).toContain('- Advertiser name and contact details in the ad');
  });

  it('speaks of the configured publisher, never of the internal one it mirrors, its confidence note included (issue 28)', () => {
    for (const [category, market] of [['cryptocurrency', 'IN'], ['alcohol', 'IN'], ['real-money-gaming', 'US'], ['gambling-lottery', 'GB']] as const) {
      const answer = customPublisherPolicy(library, 'Acme $& Media', category, market, '2026-11-25')!;
      const shown = [answer.title, answer.description, answer.requirements, answer.restrictions, answer.certification, answer.statusQualifier, answer.note, ...answer.regionalRules.map((r) => r.note)];
      expect(shown.join('\n'), `${category} ${market}`).not.toMatch(/Times Internet/);
      expect(answer.note, `${category} ${market}`).toContain("Confirm it with Acme $& Media's legal team");
    }
  });

  it("says in its confidence note what the answer rests on and how sure that is", () => {
    const india = customPublisherPolicy(library, 'Acme Media', 'cryptocurrency', 'IN', '2026-11-25')!;
    expect(record('timesinternet-cryptocurrency-in').confidence).toBe('medium');
    expect(india.note).toBe("Generated for Acme Media from the internal publisher's rules for India, which are only partly verified. Confirm it with Acme Media's legal team before you promise it to an advertiser.");
    const us = customPublisherPolicy(library, 'Acme Media', 'alcohol', 'US', '2026-11-25')!;
    expect(us.note).toMatch(/^Generated for Acme Media from Google's rules for United States, which are /);
  });

  it('returns nothing for a market the library lacks', () => {
    expect(customPublisherPolicy(library, 'Acme Media', 'alcohol', 'ZZ', '2026-11-25')).toBeNull();
  });
});
